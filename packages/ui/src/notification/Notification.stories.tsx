import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

/** A row removed with an undo: the action button runs `onAction` and closes the notification. */
function UndoDemo() {
  const notify = useNotify();
  const [rows, setRows] = useState(['Alex Carter', 'Maria Kim']);
  const remove = (name: string) => {
    setRows((list) => list.filter((row) => row !== name));
    notify({
      message: `${name} deleted`,
      action: { label: 'Undo', onAction: () => setRows((list) => [...list, name].sort()) },
    });
  };
  return (
    <>
      {rows.map((name) => (
        <Typography key={name}>
          {name}{' '}
          <Button size="small" onClick={() => remove(name)}>
            Delete {name}
          </Button>
        </Typography>
      ))}
      <Notification />
    </>
  );
}

export const UndoAction: Story = {
  render: () => <UndoDemo />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('deleting shows the undo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Alex Carter' }));
      await expect(canvas.queryByText('Alex Carter')).toBeNull();
      const alert = await body().findByRole('alert');
      await expect(alert).toHaveTextContent('Alex Carter deleted');
      await waitFor(() => expect(within(alert).getByRole('button', { name: 'Undo' })).toBeVisible());
    });
  },
};

export const UndoRunsAndCloses: Story = {
  render: () => <UndoDemo />,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Alex Carter' }));
    const alert = await body().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('button', { name: 'Delete Alex Carter' })).toBeVisible();
    await waitFor(() => expect(body().queryByRole('alert')).toBeNull());
  },
};

/** A Thai success alert with its own action label, through `severity`. */
export const SeverityWithAction: Story = {
  args: {
    options: {
      message: 'ส่งคำขอถอนเงินแล้ว',
      severity: 'success',
      action: { label: 'ดูรายการ', onAction: () => undefined },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('ส่งคำขอถอนเงินแล้ว');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'ดูรายการ' })).toBeVisible());
    await expect(alert).toHaveClass('MuiAlert-colorSuccess');
  },
};

export const ActionRTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    options: {
      message: 'ลบบัญชีแล้ว',
      severity: 'info',
      action: { label: 'เลิกทำ', onAction: () => undefined },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const alert = await body().findByRole('alert');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'เลิกทำ' })).toBeVisible());
  },
};
