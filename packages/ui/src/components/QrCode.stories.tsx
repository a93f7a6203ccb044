import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { QrCode } from './QrCode';

const LINK = 'https://portal.example.com/register?inviter=PP100001';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: { value: LINK, label: 'คิวอาร์โค้ดลิงก์แนะนำเพื่อน' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is an image named for what it holds, drawn as SVG at the asked size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'คิวอาร์โค้ดลิงก์แนะนำเพื่อน' });
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(code.getBoundingClientRect().width).toBe(192);
    // Dark modules drawn over a white background path.
    await expect(code.querySelectorAll('path')).toHaveLength(2);
  },
};

/** Dark mode keeps dark modules on a white tile: cameras read dark on light. */
export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img');
    const tile = code.parentElement as HTMLElement;
    await expect(getComputedStyle(tile).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** A long payload (a PromptPay EMVCo string) gives denser modules in the same size. */
export const LongPayload: Story = {
  args: {
    value: '00020101021229370016A000000677010111011300668123456785802TH5303764540512345.67630483F2',
    label: 'คิวอาร์พร้อมเพย์ 12,345.67 บาท',
    size: 240,
  },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'คิวอาร์พร้อมเพย์ 12,345.67 บาท' });
    await expect(code.getBoundingClientRect().width).toBe(240);
  },
};

/** On a phone narrower than the code, it shrinks with its container and never scrolls sideways. */
export const NarrowContainer: Story = {
  args: { size: 320 },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img');
    await expect(code.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};
