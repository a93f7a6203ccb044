import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconAlertTriangle, IconLock, IconMapSearch, IconRefresh } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { StatusPage } from './StatusPage';

const meta = {
  title: 'UI/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  args: {
    kind: 'not-found',
    icon: IconMapSearch,
    title: 'Page not found',
    description: 'The page you are looking for was moved, removed or never existed.',
    homeLabel: 'Back to dashboard',
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
  },
};

export const Forbidden: Story = {
  args: {
    kind: 'forbidden',
    icon: IconLock,
    title: 'ไม่มีสิทธิ์เข้าถึงหน้านี้',
    description: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น',
    homeLabel: 'กลับหน้าหลัก',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' }),
    ).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    kind: 'error',
    icon: IconAlertTriangle,
    title: 'Something went wrong',
    description: 'This page could not be shown. Reload it, or go back to the dashboard.',
    action: <Button variant="outlined">Reload</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
  },
};

/** A chunk of the release the tab was built with is gone: no error code, an offer to reload. */
export const NewVersion: Story = {
  args: {
    kind: 'update',
    icon: IconRefresh,
    title: 'มีเวอร์ชันใหม่ของระบบ',
    description: 'ระบบได้รับการอัปเดตระหว่างที่เปิดหน้านี้อยู่ กรุณาโหลดหน้าใหม่เพื่อใช้งานต่อ',
    homeLabel: 'กลับหน้าหลัก',
    action: <Button variant="outlined">โหลดหน้าใหม่</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'มีเวอร์ชันใหม่ของระบบ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeVisible();
    await expect(canvas.queryByText('500')).toBeNull();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, play: NotFound.play };
