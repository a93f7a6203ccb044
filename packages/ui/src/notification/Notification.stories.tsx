import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { type SnackbarOptions, useNotify } from './atoms';
import { Notification } from './Notification';

function Trigger({ options, label = 'Notify' }: { options: SnackbarOptions; label?: string }) {
  const notify = useNotify();
  return (
    <>
      <Button variant="contained" color="secondary" onClick={() => notify(options)}>
        {label}
      </Button>
      <Notification />
    </>
  );
}

const meta = {
  title: 'UI/Notification',
  component: Trigger,
  tags: ['autodocs'],
  args: { options: {} },
  parameters: { screenshot: { target: 'body' } },
} satisfies Meta<typeof Trigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const DefaultSnackbar: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Note archived');
    const rect = alert.getBoundingClientRect();
    await expect(rect.right).toBeGreaterThan(window.innerWidth / 2);
    await expect(rect.bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const ClosesWithTheButton: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await body().findByRole('alert');
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alert')).toBeNull());
  },
};

export const SuccessAlertTopCenter: Story = {
  args: {
    options: {
      message: 'ฝากเงินสำเร็จ รอดำเนินการ',
      variant: 'alert',
      alert: { color: 'success' },
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      transition: 'SlideDown',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const alert = await body().findByText('ฝากเงินสำเร็จ รอดำเนินการ');
    await expect(alert.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
  },
};

export const ErrorAlertWithAction: Story = {
  args: {
    options: {
      message: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
      variant: 'alert',
      alert: { color: 'error', variant: 'filled' },
      actionButton: true,
      anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(body().getByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeVisible());
    await expect(body().getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

export const OutlinedPrimaryNoClose: Story = {
  args: {
    options: {
      message: 'Profile saved',
      variant: 'alert',
      alert: { color: 'primary', variant: 'outlined' },
      close: false,
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(body().getByText('Profile saved')).toBeVisible());
    await expect(body().queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { options: { message: 'Saved in dark mode', variant: 'alert', alert: { color: 'secondary' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(body().getByText('Saved in dark mode')).toBeVisible());
  },
};

export const UserTextIsNotHtml: Story = {
  args: { options: { message: '<img src=x onerror="alert(1)"> <b>bold</b>' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('<b>bold</b>');
    await expect(alert.querySelector('img, b')).toBeNull();
  },
};
