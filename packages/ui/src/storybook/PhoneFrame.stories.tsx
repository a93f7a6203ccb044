import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { PHONE, PhoneFrame } from './PhoneFrame';
import { noSidewaysScroll } from './sideways';

function SampleCard() {
  return (
    <MainCard title="ยอดเงินคงเหลือ">
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
        ฿99,999,999,999.99
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        อัปเดตล่าสุด 20 พ.ย. 2569 20:45
      </Typography>
    </MainCard>
  );
}

const meta = {
  title: 'UI/Storybook/PhoneFrame',
  component: PhoneFrame,
  tags: ['autodocs'],
  args: { children: <SampleCard /> },
} satisfies Meta<typeof PhoneFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 375 px column as tall as its content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('phone-frame');
    await expect(frame.getBoundingClientRect().width).toBe(PHONE.width);
    await expect(within(frame).getByText('฿99,999,999,999.99')).toBeVisible();
    // Nothing inside is wider than the phone.
    await noSidewaysScroll(frame, { within: PHONE.width });
  },
};

/** A whole phone screen: 375 × 812, scrolling inside. */
export const Device: Story = {
  args: { variant: 'device', testId: 'phone' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('phone').getBoundingClientRect();
    await expect(frame.width).toBe(PHONE.width);
    await expect(frame.height).toBe(PHONE.height);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { variant: 'device' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยอดเงินคงเหลือ')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('phone-frame');
    await expect(frame.getBoundingClientRect().width).toBe(PHONE.width);
    await expect(within(frame).getByText('ยอดเงินคงเหลือ')).toBeVisible();
  },
};
