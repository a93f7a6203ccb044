import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type DemoProps = Omit<ConfirmDialogProps, 'open' | 'onClose'> & { onClose?: () => void };

/** A button that opens the dialog; confirming or cancelling closes it. */
function Demo({ onConfirm, onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        onConfirm={() => {
          const result = onConfirm();
          if (result instanceof Promise) return result.then(() => setOpen(false));
          setOpen(false);
          return undefined;
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: Demo,
  tags: ['autodocs'],
  args: {
    title: 'Delete customer?',
    description: 'Alex Carter will be removed from the list.',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { target: 'body' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  return body().findByRole('dialog');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Delete customer?');
    await expect(dialog).toHaveAccessibleDescription('Alex Carter will be removed from the list.');
    // Cancel has the focus: Enter never deletes by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Confirms: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const CancelsWithEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** While the action runs: progress on the button, a second click and Escape do nothing. */
export const Pending: Story = {
  args: {
    title: 'ยกเลิกรายการถอนเงิน?',
    description: 'รายการถอน ฿1,250.50 จะถูกยกเลิก',
    confirmLabel: 'ยกเลิกรายการ',
    cancelLabel: 'ไม่ใช่ตอนนี้',
    onConfirm: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'ยกเลิกรายการ' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'ไม่ใช่ตอนนี้' })).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

/** Not destructive: the confirm button in the primary colour. */
export const NotDestructive: Story = {
  args: {
    destructive: false,
    title: 'Publish the review?',
    description: 'It becomes visible to every shopper.',
    confirmLabel: 'Publish',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveClass(
      'MuiButton-colorPrimary',
    );
  },
};

export const UserTextIsNotHtml: Story = {
  args: { description: '<img src=x onerror="alert(1)"> <b>Alex</b> will be removed.' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('<b>Alex</b> will be removed.');
    await expect(dialog.querySelector('img, b')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('MuiButton-colorError');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'ลบบัญชีธนาคาร?',
    description: 'บัญชีนี้จะถูกลบออกจากรายการ',
    confirmLabel: 'ลบ',
    cancelLabel: 'ยกเลิก',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'ลบ' }).getBoundingClientRect();
    const cancel = within(dialog).getByRole('button', { name: 'ยกเลิก' }).getBoundingClientRect();
    // The confirm button comes last: on the left in RTL.
    await expect(confirm.left).toBeLessThan(cancel.left);
  },
};
