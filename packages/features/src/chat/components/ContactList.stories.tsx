import Paper from '@mui/material/Paper';
import { ErrorState } from '@pp/ui';
import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { seedChatUsers } from '@pp/mocks/data/chat';

import { settleFocus } from '../../shared/storyKit';
import { LONG } from '../storyKit';
import type { ChatUser } from '../types';
import { ContactList, type ContactListProps } from './ContactList';

const users = seedChatUsers();

/** The list with its selection kept, as the screen keeps it. */
function Contacts({ onSelect, ...props }: Omit<ContactListProps, 'selectedId'>) {
  const [selectedId, setSelectedId] = useState<string | null>('u-1');
  return (
    <Paper sx={{ height: 560, maxWidth: 360 }}>
      <ContactList
        {...props}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          onSelect(id);
        }}
      />
    </Paper>
  );
}

const meta = {
  title: 'Apps/Chat/Parts/Contact list',
  component: Contacts,
  args: { users, onSelect: fn() },
} satisfies Meta<typeof Contacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Contacts' }, LONG);

/** Presence, last message and unread count; a click selects, the search narrows and says when none match. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(users.length);
    await expect(within(list).getByText('3 unread')).toBeInTheDocument();
    await step('a click selects the contact', async () => {
      const row = within(list).getByRole('button', { name: /Lazaro Dubois/ });
      await userEvent.click(row);
      await expect(args.onSelect).toHaveBeenCalledWith('u-5');
      await expect(row).toHaveAttribute('aria-current', 'true');
    });
    await step('the search narrows, then says nobody matches', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search contacts' });
      await userEvent.type(search, 'ใจดี');
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), LONG);
      await userEvent.clear(search);
      await userEvent.type(search, 'nobody here');
      await expect(await canvas.findByText('No contact matches “nobody here”.', {}, LONG)).toBeVisible();
      await userEvent.clear(search);
      await listOf(canvasElement);
    });
    await settleFocus();
  },
};

export const Loading: Story = {
  args: { users: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading contacts', {}, LONG)).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No contacts yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('People you can chat with show up here.')).toBeVisible();
  },
};

/** The screen passes its error state in: it takes the list's place, the search stays. */
export const Error: Story = {
  args: {
    users: undefined,
    error: (
      <ErrorState
        size="small"
        title="We could not load your contacts"
        message="Internal server error"
        onRetry={fn()}
        retryLabel="Try again"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('Internal server error')).toBeVisible();
    await expect(canvas.queryByText('Loading contacts')).toBeNull();
  },
};

const longNames: ChatUser[] = users.map((user, index) =>
  index === 0
    ? {
        ...user,
        name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์ ณ อยุธยา',
        lastMessage: 'ขอบคุณมากครับสำหรับเอกสารทั้งหมดที่ส่งมาเมื่อวานนี้ จะตรวจสอบและตอบกลับโดยเร็วที่สุด',
        unReadChatCount: 128,
      }
    : index === 1
      ? { ...user, name: 'Maximilian Alexander Wolfeschlegelsteinhausenbergerdorff the Third' }
      : user,
);

/**
 * 375 px, long Thai and unbroken names, a big unread count: names wrap, nothing scrolls sideways.
 * The pointer rests on the selected row: its grey lines stay readable on the darker tint.
 */
export const LongNamesPhone: Story = {
  decorators: [withPhoneFrame()],
  args: { users: longNames },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(within(list).getByText(/สมศักดิ์ ประเสริฐวงศ์ตระกูล/)).toBeVisible();
    await expect(within(list).getByText('128 unread')).toBeInTheDocument();
    await userEvent.hover(within(list).getByRole('button', { current: true }));
    const frame = within(canvasElement).getByTestId('phone-frame');
    await noSidewaysScroll(frame);
  },
};

export const DarkRightToLeft: Story = {
  globals: { mode: 'dark', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(await listOf(canvasElement)).getAllByRole('listitem')).toHaveLength(users.length);
  },
};
