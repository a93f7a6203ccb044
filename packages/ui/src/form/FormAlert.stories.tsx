import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { FormAlert } from './FormAlert';
import { StoryFrame } from './storyKit';

const meta = {
  title: 'UI/Form/FormAlert',
  component: FormAlert,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { severity: 'error', children: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused form: announced at once. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    );
  },
};

export const Success: Story = {
  args: { severity: 'success', children: 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ');
  },
};

export const Warning: Story = {
  args: { severity: 'warning', children: 'มีรายการถอนที่รอดำเนินการอยู่ ยอดเงินที่ถอนได้จึงลดลง' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toBeVisible();
  },
};

export const Info: Story = {
  args: { severity: 'info', children: 'ยอดเงินจะเข้าบัญชีภายใน 5 นาทีหลังโอน' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** Text from a server is shown as text, never as markup. */
export const LongThaiText: Story = {
  args: {
    children: 'เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน <b>ผ่านช่องทางติดต่อบนเว็บไซต์หลัก</b> พร้อมแจ้งเบอร์โทรศัพท์ที่ใช้สมัคร',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '<b>ผ่านช่องทางติดต่อบนเว็บไซต์หลัก</b>',
    );
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { severity: 'success', children: 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
