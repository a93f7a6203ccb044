import { PHONE_GLOBALS, PHONE_VIEWPORT, withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { seedChatUsers } from '@pp/mocks/data/chat';
import { chatHandlers } from '@pp/mocks/handlers/chat';

import { dismissSnackbars } from '../../shared/storyKit';
import { chatEndpoints, LONG } from '../storyKit';
import type { ChatUser } from '../types';
import { EditContactDialog } from './EditContactDialog';

const [alene, somchai] = seedChatUsers();
if (!alene || !somchai) throw new globalThis.Error('no chat users');

/** The dialog closes when it asks to, as the screen closes it. */
function Edit({ user, onClose }: { user: ChatUser; onClose: () => void }) {
  const [shown, setShown] = useState<ChatUser | null>(user);
  return (
    <EditContactDialog
      user={shown}
      onClose={() => {
        onClose();
        setShown(null);
      }}
    />
  );
}

const meta = {
  title: 'Apps/Chat/Parts/Edit contact dialog',
  component: Edit,
  decorators: [withNotification],
  // The dialog is in a portal: the picture is of the whole page.
  parameters: { screenshot: { target: 'body' } },
  args: { user: alene, onClose: fn() },
} satisfies Meta<typeof Edit>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = async (name = 'Edit contact') => {
  const dialog = await within(document.body).findByRole('dialog', { name }, LONG);
  await waitFor(() => expect(dialog).toBeVisible(), LONG);
  return within(dialog);
};

/** A valid change is saved, said, and the dialog closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await opened();
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Alene Carter');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Location' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Location' }), 'Bangkok');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), LONG);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LONG);
    await expect(await within(document.body).findByText('Alene Carter updated', {}, LONG)).toBeVisible();
    await dismissSnackbars();
  },
};

/** A missing name, a bad email and a bad phone are each named at their field; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.clear(dialog.getByRole('textbox', { name: /Name/ }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Work email' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Work email' }), 'alene@abc');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Work phone' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Work phone' }), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter a name', {}, LONG)).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(
      dialog.getByText('Enter a phone number: digits, spaces and + ( ) -, 7 to 15 digits'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** 500 'Internal server error': the form says so, keeps what was typed and stays open. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [
          chatEndpoints.postFails('modifyUser', 500, { message: 'Internal server error' }),
          ...chatHandlers,
        ],
      },
    },
  },
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Location' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Location' }), 'Bangkok');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert', {}, LONG)).toHaveTextContent(
      'The contact was not saved. Please try again in a moment.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Bangkok');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** 375 px in Thai, a Thai contact: one field a row, no sideways scroll. */
export const PhoneThai: Story = {
  globals: { ...PHONE_GLOBALS, locale: 'th' },
  parameters: { viewport: PHONE_VIEWPORT },
  args: { user: somchai },
  play: async () => {
    const dialog = await opened('แก้ไขผู้ติดต่อ');
    await expect(dialog.getByDisplayValue('บริษัท สยามเทรดดิ้ง จำกัด')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
