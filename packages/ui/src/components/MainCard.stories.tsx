import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { MainCard } from './MainCard';

const meta = {
  title: 'UI/MainCard',
  component: MainCard,
  tags: ['autodocs'],
  args: {
    title: 'Recent transactions',
    children: (
      <Typography variant="body2">
        Cards hold every section of a screen: a title, an optional action at the right, and content with even
        padding.
      </Typography>
    ),
  },
} satisfies Meta<typeof MainCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recent transactions' })).toBeVisible();
    await expect(canvas.getByText(/Cards hold every section/)).toBeVisible();
  },
};

export const WithSecondaryAction: Story = {
  args: { secondary: <Button size="small">View all</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'View all' })).toBeVisible();
  },
};

export const BorderedWithHoverShadow: Story = {
  args: { border: true, boxShadow: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.MuiCard-root');
    await expect(card).not.toBeNull();
    await expect(getComputedStyle(card as Element).borderTopStyle).toBe('solid');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const LongThaiTitle: Story = {
  args: {
    title: 'ประวัติการทำรายการฝากเงินและถอนเงินย้อนหลังทั้งหมดของบัญชีผู้เล่นในช่วงสามเดือนที่ผ่านมา',
    secondary: <Button size="small">ดูทั้งหมด</Button>,
    children: <Typography variant="body2">ยินดีต้อนรับเข้าสู่ระบบ ยอดเงินคงเหลือ ฿1,250.50 บาท</Typography>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /ประวัติการทำรายการ/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ดูทั้งหมด' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { secondary: <Button size="small">View all</Button> },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(26, 34, 63)');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { secondary: <Button size="small">View all</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Recent transactions' }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'View all' }).getBoundingClientRect();
    await expect(action.left).toBeLessThan(title.left);
  },
};
