import { noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { contactScenarios } from '@pp/mocks';

import { ContactListScreen } from './ContactListScreen';
import { dismissSnackbars, listAnswers, LONG, longContacts, manyContacts, openedDialog } from './storyKit';

const meta = {
  title: 'Apps/Contact/Contact List',
  component: ContactListScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/app/contact/c-list'] } },
} satisfies Meta<typeof ContactListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement);
const page = within(document.body);
/** The name of a contact's row (status, name, role), not its edit button. */
const row = (name: string) => (accessibleName: string) =>
  accessibleName.includes(name) && !accessibleName.startsWith('Edit');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Contact list' }, LONG)).toBeVisible();
    await expect(await canvas.findByText('18 contacts', {}, LONG)).toBeVisible();
    const b = within(canvas.getByRole('region', { name: 'Contacts under B' }));
    await expect(b.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Barney Thea'),
      expect.stringContaining('Brooke Carter'),
    ]);
    await expect(b.getByText('Frontend Developer · Kiwi Labs')).toBeVisible();
    await expect(b.getByText('Offline')).toBeInTheDocument();
  },
};

export const ViewAndEdit: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    await step('a row opens the details', async () => {
      await userEvent.click(canvas.getByRole('button', { name: row('Kenji Watanabe') }));
      const dialog = within(await openedDialog('Kenji Watanabe'));
      await expect(dialog.getByText('Osaka, Japan')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    });
    await step('a bad phone is named, a good one saved', async () => {
      const dialog = within(await openedDialog('Edit contact'));
      const phone = dialog.getByRole('textbox', { name: /^Personal phone/ });
      await userEvent.clear(phone);
      await userEvent.type(phone, '123');
      await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
      await expect(await dialog.findByText('A phone number has 7 to 15 digits', {}, LONG)).toBeVisible();
      await userEvent.clear(phone);
      await userEvent.type(phone, '+81 6 5550 1234');
      await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await waitFor(() => expect(page.getByText('Kenji Watanabe updated')).toBeVisible(), LONG);
      await dismissSnackbars();
    });
    await step('the details show the new number', async () => {
      await userEvent.click(canvas.getByRole('button', { name: row('Kenji Watanabe') }));
      const dialog = within(await openedDialog('Kenji Watanabe'));
      await expect(dialog.getByRole('link', { name: '+81 6 5550 1234' })).toHaveAttribute(
        'href',
        'tel:+81655501234',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await dismissSnackbars();
    });
  },
};

export const AddContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = within(await openedDialog('Add contact'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Élodie Roux');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work email/ }), 'elodie@maple.example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work phone/ }), '+33 4 55 50 12 34');
    await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
    const e = within(await canvas.findByRole('region', { name: 'Contacts under E' }, LONG));
    await expect(e.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Elena Petrova'),
      expect.stringContaining('Élodie Roux'),
    ]);
    await dismissSnackbars();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { contact: contactScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(screen(canvasElement).getByText('Loading contacts…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { contact: contactScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText('No contacts yet', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { contact: contactScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const alert = await screen(canvasElement).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText(/You seem to be offline/)).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: { msw: { handlers: { contact: [listAnswers(longContacts)] } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText(/Maximiliana Wilhelmina/, {}, LONG)).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Contacts' });
    await noSidewaysScroll(region);
  },
};

export const ManyContacts: Story = {
  parameters: { msw: { handlers: { contact: [listAnswers(manyContacts(60))] } } },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText('60 contacts', {}, LONG)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText('18 contacts', {}, LONG)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    const line = canvas.getByRole('button', { name: row('Alene Marsh') }).getBoundingClientRect();
    const edit = canvas.getByRole('button', { name: 'Edit Alene Marsh' }).getBoundingClientRect();
    await expect(edit.left).toBeLessThan(line.left + line.width / 2);
    // A phone number keeps its own order on a right-to-left page.
    await expect(canvas.getByText('+66 2 555 1037')).toHaveAttribute('dir', 'ltr');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'รายการรายชื่อติดต่อ' }, LONG)).toBeVisible();
    await expect(await canvas.findByText('18 รายชื่อ', {}, LONG)).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    const region = canvas.getByRole('region', { name: 'Contacts' });
    await noSidewaysScroll(region);
    // The email column is left out on a narrow card; the row keeps name and role.
    await expect(canvas.queryByText('contact1@blueharborltd.example.com')).not.toBeVisible();
  },
};
