import { brokenWords, noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { contactScenarios } from '@pp/mocks';
import { contactHandlers } from '@pp/mocks/handlers/contact';

import { ContactCardsScreen } from './ContactCardsScreen';
import {
  dismissSnackbars,
  listAnswers,
  LONG,
  longContacts,
  manyContacts,
  modifyFails,
  openedDialog,
} from './storyKit';

const meta = {
  title: 'Apps/Contact/Contact Cards',
  component: ContactCardsScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/app/contact/c-card'] } },
} satisfies Meta<typeof ContactCardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement);
const page = within(document.body);
const section = (canvasElement: HTMLElement, letter: string) =>
  within(screen(canvasElement).getByRole('region', { name: `Contacts under ${letter}` }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Contact cards' }, LONG)).toBeVisible();
    await expect(await canvas.findByText('18 contacts', {}, LONG)).toBeVisible();
    // Grouped by first letter, in alphabetical order; Thai names under their consonant.
    const letters = canvas
      .getAllByRole('region', { name: /^Contacts under / })
      .map((region) => region.getAttribute('aria-label'));
    await expect(letters.slice(0, 3)).toEqual(['Contacts under A', 'Contacts under B', 'Contacts under C']);
    await expect(letters).toContain('Contacts under ส');
    const a = section(canvasElement, 'A');
    await expect(a.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Alene Marsh',
      'Aom Srisuk',
    ]);
    await expect(a.getByText('Do not disturb')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Zoe Papadopoulos' })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    const search = canvas.getByRole('textbox', { name: 'Search contacts' });
    await step('by company', async () => {
      await userEvent.type(search, 'kiwi');
      await expect(await canvas.findByText('3 contacts', {}, LONG)).toBeVisible();
      await expect(canvas.getByText('Barney Thea')).toBeVisible();
      await expect(canvas.queryByText('Alene Marsh')).toBeNull();
    });
    await step('no match', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'nobody here');
      await expect(await canvas.findByText('No contact matches “nobody here”', {}, LONG)).toBeVisible();
    });
    await step('clear shows everyone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(await canvas.findByText('18 contacts', {}, LONG)).toBeVisible();
    });
  },
};

export const AddContact: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = within(await openedDialog('Add contact'));
    await step('required fields are named', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
      await expect(await dialog.findByText('Enter the contact’s name', {}, LONG)).toBeVisible();
      await expect(dialog.getByText('Enter the work email')).toBeVisible();
      await expect(dialog.getByText('Enter the work phone number')).toBeVisible();
    });
    await step('a bad email and phone are named and kept', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Nadia Rahman');
      await userEvent.type(dialog.getByRole('textbox', { name: /^Work email/ }), 'nadia@kiwi');
      await userEvent.type(dialog.getByRole('textbox', { name: /^Work phone/ }), '02-555-ABC');
      await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
      await expect(
        await dialog.findByText('Enter a valid email address, like name@example.com', {}, LONG),
      ).toBeVisible();
      await expect(dialog.getByText('Use digits, spaces and + ( ) . - only')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: /^Work email/ })).toHaveValue('nadia@kiwi');
    });
    await step('a valid contact is added under its letter', async () => {
      const email = dialog.getByRole('textbox', { name: /^Work email/ });
      await userEvent.clear(email);
      await userEvent.type(email, 'nadia@kiwilabs.example.com');
      const phone = dialog.getByRole('textbox', { name: /^Work phone/ });
      await userEvent.clear(phone);
      await userEvent.type(phone, '+66 2 555 0199');
      await userEvent.type(dialog.getByRole('textbox', { name: /^Company/ }), 'Kiwi Labs');
      await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await expect(await canvas.findByText('19 contacts', {}, LONG)).toBeVisible();
      await expect(section(canvasElement, 'N').getByText('Nadia Rahman')).toBeVisible();
      await waitFor(() => expect(page.getByText('Nadia Rahman added')).toBeVisible(), LONG);
      await dismissSnackbars();
    });
  },
};

export const EditContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Alene Marsh' }));
    const dialog = within(await openedDialog('Edit contact'));
    const role = dialog.getByRole('textbox', { name: /^Role/ });
    await expect(role).toHaveValue('Sales Manager');
    await userEvent.clear(role);
    await userEvent.type(role, 'Head of Sales');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
    await expect(await section(canvasElement, 'A').findByText('Head of Sales', {}, LONG)).toBeVisible();
    await waitFor(() => expect(page.getByText('Alene Marsh updated')).toBeVisible(), LONG);
    await dismissSnackbars();
  },
};

export const Details: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'View Aom Srisuk' }));
    const dialog = within(await openedDialog('Aom Srisuk'));
    await expect(dialog.getByText('Product Designer · Siam Traders')).toBeVisible();
    await expect(dialog.getAllByText('Do not disturb').length).toBeGreaterThan(0);
    await expect(dialog.getByText('Birthday today')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'contact2@siamtraders.example.com' })).toHaveAttribute(
      'href',
      'mailto:contact2@siamtraders.example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    const form = within(await openedDialog('Edit contact'));
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Aom Srisuk');
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: { handlers: { contact: [modifyFails, ...contactHandlers] } },
    screenshot: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Barney Thea' }));
    const dialog = within(await openedDialog('Edit contact'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Location/ }), ' Central');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(
      await dialog.findByText(
        'The contact was not saved. Something went wrong on our side. Please try again.',
        {},
        LONG,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Location/ })).toHaveValue(
      'Auckland, New Zealand Central',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { contact: contactScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading contacts…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { contact: contactScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText('No contacts yet', {}, LONG)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add contact' })).toHaveLength(2);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { contact: contactScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load the contacts')).toBeVisible();
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The retry takes the alert away while it asks again, then fails again: look it up afresh.
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), LONG);
  },
};

export const LongNames: Story = {
  parameters: { msw: { handlers: { contact: [listAnswers(longContacts)] } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText(/สมศักดิ์ ประเสริฐวงศ์ตระกูล/, {}, LONG)).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
    // Thai names break between words only (an email address may break anywhere).
    const thai = canvas.getByRole('heading', { name: /สมศักดิ์/ });
    await expect(await brokenWords(thai)).toEqual([]);
  },
};

const many = manyContacts(300);

export const ManyContacts: Story = {
  parameters: { msw: { handlers: { contact: [listAnswers(many)] } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText('300 contacts', {}, LONG)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search contacts' }), 'kenji');
    const kenjis = many.filter((contact) => contact.name.startsWith('Kenji')).length;
    await expect(await canvas.findByText(`${kenjis} contacts`, {}, LONG)).toBeVisible();
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
    const view = canvas.getByRole('button', { name: 'View Alene Marsh' }).getBoundingClientRect();
    const edit = canvas.getByRole('button', { name: 'Edit Alene Marsh' }).getBoundingClientRect();
    await expect(view.left).toBeGreaterThan(edit.left);
    // A phone number keeps its own order on a right-to-left page.
    await expect(canvas.getByText('+66 2 555 1037')).toHaveAttribute('dir', 'ltr');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'การ์ดรายชื่อติดต่อ' }, LONG)).toBeVisible();
    await expect(await canvas.findByText('18 รายชื่อ', {}, LONG)).toBeVisible();
    // Thai order: Thai letters first, then Latin.
    const letters = canvas.getAllByRole('region', { name: /^รายชื่อที่ขึ้นต้นด้วย / });
    await expect(letters[0]).toHaveAttribute('aria-label', 'รายชื่อที่ขึ้นต้นด้วย ส');
  },
};

/** On a phone the cards stack in one column; nothing runs off the side. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    const region = canvas.getByRole('region', { name: 'Contacts' });
    await noSidewaysScroll(region);
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(region.clientWidth * 0.7);
  },
};
