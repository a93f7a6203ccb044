import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { seedContacts } from '@pp/mocks/data/contact';

import { contactOf, longContacts, openedDialog } from '../storyKit';
import { ContactDetailsDialog } from './ContactDetailsDialog';

const aom = seedContacts.find((contact) => contact.name === 'Aom Srisuk');
if (!aom) throw new globalThis.Error('no contact');

const meta = {
  title: 'Apps/Contact/Contact Details',
  // The dialog is in a portal: the picture is of the whole page.
  parameters: { screenshot: { target: 'body' } },
  component: ContactDetailsDialog,
  args: { open: true, contact: aom, onClose: fn(), onEdit: fn() },
} satisfies Meta<typeof ContactDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Aom Srisuk'));
    await expect(dialog.getByText('Birthday today')).toBeVisible();
    await expect(dialog.getByRole('link', { name: aom.work_phone })).toHaveAttribute(
      'href',
      `tel:${aom.work_phone.replace(/[^\d+]/g, '')}`,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(aom);
  },
};

/** Only the required fields: what is missing says so, no picture shows the initials. */
export const Sparse: Story = {
  args: {
    contact: contactOf({
      id: 'contact-99',
      name: 'Nadia Rahman',
      work_email: 'nadia@kiwilabs.example.com',
      work_phone: '02 555 0199',
      online_status: 'offline',
    }),
  },
  play: async () => {
    const dialog = within(await openedDialog('Nadia Rahman'));
    await expect(dialog.getAllByText('Not given')).toHaveLength(4);
    await expect(dialog.getByText('NR')).toBeVisible();
    await expect(dialog.getAllByText('Offline').length).toBeGreaterThan(0);
  },
};

export const LongThai: Story = {
  args: { contact: longContacts[0] ?? null },
  globals: { locale: 'th' },
  play: async () => {
    const dialog = await openedDialog(/สมศักดิ์/);
    await expect(within(dialog).getByText('ข้อความล่าสุด')).toBeVisible();
    await noSidewaysScroll(dialog);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async () => {
    await expect(await openedDialog('Aom Srisuk')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    await expect(await openedDialog('Aom Srisuk')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { contact: longContacts[1] ?? null },
  // A dialog sits in a portal over the whole window: the window is the phone.
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT, screenshot: { target: 'body' } },
  play: async () => {
    const dialog = await openedDialog(/Maximiliana/);
    await noSidewaysScroll(dialog);
  },
};
