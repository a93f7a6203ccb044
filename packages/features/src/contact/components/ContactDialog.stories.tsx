import { PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { seedContacts } from '@pp/mocks/data/contact';

import { LONG, longContacts, openedDialog } from '../storyKit';
import { ContactDialog } from './ContactDialog';

const [alene] = seedContacts;
if (!alene) throw new globalThis.Error('no contacts');

const meta = {
  title: 'Apps/Contact/Contact Dialog',
  // The dialog is in a portal: the picture is of the whole page.
  parameters: { screenshot: { target: 'body' } },
  component: ContactDialog,
  args: { open: true, contact: null, onClose: fn(), onSave: fn(async () => undefined) },
} satisfies Meta<typeof ContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add contact'));
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(dialog.getAllByText('Optional').length).toBe(6);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), '  Nadia Rahman ');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work email/ }), 'nadia@kiwilabs.example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work phone/ }), '02 555 0199');
    await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Nadia Rahman', work_phone: '02 555 0199', personal_email: '' }),
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { contact: alene },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit contact'));
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Alene Marsh');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: alene.id, name: 'Alene Marsh' }),
    );
  },
};

export const Invalid: Story = {
  args: { contact: { ...alene, work_email: 'alene@', personal_phone: '12' } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit contact'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(
      await dialog.findByText('Enter a valid email address, like name@example.com', {}, LONG),
    ).toBeVisible();
    await expect(dialog.getByText('A phone number has 7 to 15 digits')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Work email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFails: Story = {
  args: {
    contact: alene,
    onSave: fn(async () => {
      throw new globalThis.Error('offline');
    }),
  },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit contact'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByRole('alert', {}, LONG)).toHaveTextContent(/The contact was not saved/);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const LongThai: Story = {
  args: { contact: longContacts[0] ?? null },
  globals: { locale: 'th' },
  play: async () => {
    const dialog = within(await openedDialog('แก้ไขรายชื่อติดต่อ'));
    await expect(dialog.getByRole('textbox', { name: /^ชื่อ/ })).toHaveValue(longContacts[0]?.name);
  },
};

export const Dark: Story = {
  args: { contact: alene },
  globals: { mode: 'dark' },
  play: async () => {
    await expect(await openedDialog('Edit contact')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    await expect(await openedDialog('Add contact')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { contact: alene },
  // A dialog sits in a portal over the whole window: the window is the phone.
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT, screenshot: { target: 'body' } },
  play: async () => {
    const dialog = await openedDialog('Edit contact');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
