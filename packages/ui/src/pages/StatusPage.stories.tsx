import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatusPage } from './StatusPage';

const meta = {
  title: 'UI/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  args: {
    kind: 'not-found',
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
    title: 'Something went wrong',
    description: 'This page failed to load. Try again, or go back to the dashboard.',
    detail: 'Failed to fetch dynamically imported module',
    action: <Button variant="outlined">Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByText('Failed to fetch dynamically imported module')).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, play: NotFound.play };
