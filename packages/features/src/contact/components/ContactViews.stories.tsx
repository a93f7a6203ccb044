import Paper from '@mui/material/Paper';
import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { seedContacts } from '@pp/mocks/data/contact';

import { useT } from '../../shared/i18n/useT';
import { settleFocus } from '../../shared/storyKit';
import { groupByLetter } from '../directory';
import { contactNs } from '../i18n';
import { LONG, longContacts, manyContacts } from '../storyKit';
import type { Contact } from '../types';
import { ContactCards, ContactList } from './ContactViews';

interface ViewsProps {
  view: 'cards' | 'list';
  contacts: readonly Contact[];
  onView: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
}

/** The contacts grouped in the page's language, in a card as the directory shows them. */
function Views({ view, contacts, onView, onEdit }: ViewsProps) {
  const { locale } = useT(contactNs);
  const groups = groupByLetter(contacts, locale);
  const View = view === 'cards' ? ContactCards : ContactList;
  return (
    <Paper sx={{ containerType: 'inline-size', pb: 2 }}>
      <View groups={groups} onView={onView} onEdit={onEdit} />
    </Paper>
  );
}

const meta = {
  title: 'Apps/Contact/Parts/Contact views',
  component: Views,
  args: { view: 'cards', contacts: seedContacts.slice(0, 6), onView: fn(), onEdit: fn() },
} satisfies Meta<typeof Views>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per contact under its letter: View and the pencil hand the contact over. */
export const Cards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = seedContacts;
    if (!first) throw new globalThis.Error('no contacts');
    const view = await canvas.findByRole('button', { name: `View ${first.name}` }, LONG);
    await userEvent.click(view);
    await expect(args.onView).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(first);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await settleFocus();
  },
};

/** A row per contact: the row opens the details, the pencil edits. */
export const List: Story = {
  args: { view: 'list' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = seedContacts;
    if (!first) throw new globalThis.Error('no contacts');
    await userEvent.click(await canvas.findByText(first.name, {}, LONG));
    await expect(args.onView).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(first);
    await expect(args.onView).toHaveBeenCalledTimes(1);
    await settleFocus();
  },
};

const many = manyContacts(40);

/** 40 rows under their letters, in order, every one in the page (the list is not virtualised). */
export const ManyRows: Story = {
  args: { view: 'list', contacts: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Contacts under A' }, LONG);
    await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(40);
    const letters = canvas
      .getAllByRole('region', { name: /^Contacts under / })
      .map((region) => region.getAttribute('aria-label')?.slice(-1) ?? '');
    await expect(letters).toEqual([...letters].sort());
  },
};

/** 375 px, long Thai and English names, roles and emails: the cards take the width and wrap. */
export const LongThaiPhone: Story = {
  decorators: [withPhoneFrame()],
  args: { contacts: longContacts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /สมศักดิ์/ }, LONG)).toBeVisible();
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame);
    for (const card of canvasElement.querySelectorAll<HTMLElement>('.MuiCard-root')) {
      await noSidewaysScroll(card, { slack: 1 });
    }
  },
};

/** Dark and right to left, the list: the pencil at the end side (left), numbers in their own order. */
export const ListDarkRightToLeft: Story = {
  args: { view: 'list', contacts: longContacts },
  globals: { mode: 'dark', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByText(/สมศักดิ์/, {}, LONG);
    const edit = canvas.getByRole('button', { name: /^Edit สมศักดิ์/ });
    await expect(edit.getBoundingClientRect().right).toBeLessThan(row.getBoundingClientRect().left);
    // The email column keeps clear of the pencil.
    const email = canvas.getByText(/^somsak\.prasertwongtrakul/);
    await expect(email.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      edit.getBoundingClientRect().right,
    );
    await expect(canvas.getByText('+66 2 555 0101')).toHaveAttribute('dir', 'ltr');
  },
};
