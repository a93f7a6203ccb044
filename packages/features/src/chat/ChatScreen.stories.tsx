import {
  noSidewaysScroll,
  PHONE_GLOBALS,
  PHONE_VIEWPORT,
  readsLeftToRight,
  withNotification,
} from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { chatScenarios } from '@pp/mocks';
import { longConversation, seedChatUsers } from '@pp/mocks/data/chat';
import { chatHandlers } from '@pp/mocks/handlers/chat';

import { dismissSnackbars } from '../shared/storyKit';
import { ChatScreen } from './ChatScreen';
import { chatEndpoints, conversationHangs, conversationIs, fixedClock, LONG, usersAre } from './storyKit';

const meta = {
  title: 'Apps/Chat',
  component: ChatScreen,
  decorators: [withNotification],
  parameters: {
    router: { initialEntries: ['/app/chat'] },
    jotai: { values: [fixedClock] },
  },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const log = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('log', { name: `Messages with ${name}` }, LONG);

/** The contact list, after it loaded. */
const contacts = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Contacts' }, LONG);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await contacts(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    // The first contact's conversation opens: days apart, newest at the end, and it is read now.
    const messages = await log(canvas, 'Alene Carter');
    await expect(await within(messages).findByText('Wednesday, November 18, 2026', {}, LONG)).toBeVisible();
    await expect(within(messages).getByText(/anything urgent should be in by Thursday/)).toBeVisible();
    await waitFor(() => expect(within(list).queryByText('2 unread')).toBeNull(), LONG);
    // Others keep their unread counts, presence and last message.
    await expect(within(list).getByText('3 unread')).toBeInTheDocument();
    await expect(within(list).getByText('Breakfast is included.')).toBeVisible();
    await expect(within(list).getAllByText('Do not disturb').length).toBe(2);
    await expect(canvas.getByRole('heading', { name: 'Alene Carter' })).toBeVisible();
  },
};

const inserts = chatEndpoints.countRequests('insert');

export const SendMessage: Story = {
  parameters: { msw: { handlers: { chat: [inserts.handler, ...chatHandlers] } } },
  beforeEach: () => inserts.reset(),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const messages = await log(canvas, 'Alene Carter');
    const field = canvas.getByRole('textbox', { name: 'Message to Alene Carter' });
    await step('a blank message is refused', async () => {
      await userEvent.type(field, '   {Enter}');
      await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
      await expect(inserts.count()).toBe(0);
    });
    await step('Shift+Enter starts a new line, Enter sends', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'See you at 10:30{Shift>}{Enter}{/Shift}in room 4');
      await expect(field).toHaveValue('See you at 10:30\nin room 4');
      await expect(inserts.count()).toBe(0);
      await userEvent.keyboard('{Enter}');
      const sent = await within(messages).findByText(/See you at 10:30\s+in room 4/, {}, LONG);
      await expect(sent).toBeVisible();
      await waitFor(() => expect(field).toHaveValue(''), LONG);
      await expect(inserts.count()).toBe(1);
      // A new day: it sits under its own separator, and it is the contact's last message now.
      await expect(within(messages).getByText('Friday, November 20, 2026')).toBeVisible();
      const list = await contacts(canvas);
      await expect(within(list).getByText(/See you at 10:30/)).toBeVisible();
    });
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await contacts(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.type(search, 'ใจดี');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), LONG);
    await expect(within(list).getByText('สมชาย ใจดี')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody here');
    await expect(await canvas.findByText('Nobody found', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('No contact matches “nobody here”.')).toBeVisible();
  },
};

export const SwitchConversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await contacts(canvas);
    await userEvent.click(within(list).getByText('Lazaro Dubois'));
    const messages = await log(canvas, 'Lazaro Dubois');
    await expect(await within(messages).findByText('Breakfast is included.', {}, LONG)).toBeVisible();
    await waitFor(() => expect(within(list).queryByText('3 unread')).toBeNull(), LONG);
    await expect(canvas.getByRole('textbox', { name: 'Message to Lazaro Dubois' })).toHaveValue('');
  },
};

export const DetailsAndEdit: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await log(canvas, 'Alene Carter');
    await step('the details drawer shows the contact', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Details of Alene Carter' }));
      const drawer = await page.findByRole('dialog', { name: 'Contact details' }, LONG);
      await expect(await within(drawer).findByText('alene.carter@abc.example.com', {}, LONG)).toBeVisible();
      await expect(within(drawer).getByText('Port Narcos')).toBeVisible();
      await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    });
    await step('bad input is named at its field', async () => {
      const dialog = await page.findByRole('dialog', { name: 'Edit contact' }, LONG);
      const email = within(dialog).getByRole('textbox', { name: 'Work email' });
      await userEvent.clear(email);
      await userEvent.type(email, 'alene@abc');
      await userEvent.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await expect(
        await within(dialog).findByText('Enter a valid email address, like name@example.com', {}, LONG),
      ).toBeVisible();
      await expect(within(dialog).getByText('Enter the contact’s name')).toBeVisible();
    });
    await step('a valid change reaches the list and the header', async () => {
      const dialog = page.getByRole('dialog', { name: 'Edit contact' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Alene Carter-Lee');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Work email' }), '.example.com');
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Availability' }));
      await userEvent.click(await page.findByRole('option', { name: 'Do not disturb' }, LONG));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await expect(await canvas.findByRole('heading', { name: 'Alene Carter-Lee' }, LONG)).toBeVisible();
      await waitFor(() => expect(page.getByText('Alene Carter-Lee updated')).toBeVisible(), LONG);
      const list = await contacts(canvas);
      await expect(within(list).getAllByText('Do not disturb')).toHaveLength(3);
      await dismissSnackbars();
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chat: chatScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading contacts', {}, LONG)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Contacts' })).toBeNull();
  },
};

export const LoadingConversation: Story = {
  parameters: {
    msw: {
      handlers: { chat: [conversationHangs, ...chatHandlers] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await contacts(canvas);
    await expect(await canvas.findByText('Loading the conversation', {}, LONG)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { chat: chatScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No contacts yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Choose a contact to start chatting.')).toBeVisible();
  },
};

export const EmptyConversation: Story = {
  parameters: { router: { initialEntries: ['/app/chat?user=u-6'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conversation = await canvas.findByRole('region', { name: 'Chat' }, LONG);
    await expect(await within(conversation).findByText('Say hello to Hazle Kim.', {}, LONG)).toBeVisible();
    await expect(within(conversation).getByText('No messages yet')).toBeVisible();
    await expect(within(conversation).getByRole('textbox', { name: 'Message to Hazle Kim' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { chat: chatScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load your contacts')).toBeVisible();
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
  },
};

export const ConversationError: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [chatEndpoints.postFails('filter', 500, { message: 'Internal server error' }), ...chatHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load this conversation')).toBeVisible();
  },
};

export const SendFails: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [chatEndpoints.postFails('insert', 500, { message: 'Internal server error' }), ...chatHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await log(canvas, 'Alene Carter');
    const field = canvas.getByRole('textbox', { name: 'Message to Alene Carter' });
    await userEvent.type(field, 'Are you there?{Enter}');
    await waitFor(() => expect(page.getByText(/The message was not sent/)).toBeVisible(), LONG);
    // The text stays, to send again.
    await expect(field).toHaveValue('Are you there?');
    await dismissSnackbars();
  },
};

const fiveThousand = longConversation('u-1', 5000);

/** 5,000 messages: only the rows in view are in the page; it opens at the end and follows new ones. */
export const LongConversation: Story = {
  parameters: { msw: { handlers: { chat: [conversationIs('u-1', fiveThousand), ...chatHandlers] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await log(canvas, 'Alene Carter');
    await expect(await within(messages).findByText(/\(#5000\)/, {}, LONG)).toBeVisible();
    await expect(messages.querySelectorAll('[data-index]').length).toBeLessThan(60);
    const field = canvas.getByRole('textbox', { name: 'Message to Alene Carter' });
    await userEvent.type(field, 'Still here{Enter}');
    const sent = await within(messages).findByText('Still here', {}, LONG);
    await waitFor(() => {
      const box = messages.getBoundingClientRect();
      const row = sent.getBoundingClientRect();
      expect(row.bottom).toBeLessThanOrEqual(box.bottom + 1);
      expect(row.top).toBeGreaterThanOrEqual(box.top - 1);
    }, LONG);
  },
};

const longNames = seedChatUsers().map((user, index) =>
  index === 0
    ? {
        ...user,
        name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์ ณ อยุธยา',
        lastMessage: 'ขอบคุณมากครับสำหรับเอกสารทั้งหมดที่ส่งมาเมื่อวานนี้ จะตรวจสอบและตอบกลับโดยเร็วที่สุด',
      }
    : index === 1
      ? { ...user, name: 'Maximilian Alexander Wolfeschlegelsteinhausenbergerdorff the Third' }
      : user,
);

export const LongNames: Story = {
  parameters: { msw: { handlers: { chat: [usersAre(longNames), ...chatHandlers] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await contacts(canvas);
    await expect(within(list).getByText(/สมศักดิ์ ประเสริฐวงศ์ตระกูล/)).toBeVisible();
    await log(canvas, longNames[0]?.name ?? '');
    await noSidewaysScroll(canvasElement, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await log(canvas, 'Alene Carter');
    await expect(await within(messages).findByText(/anything urgent/, {}, LONG)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await contacts(canvas);
    const messages = await log(canvas, 'Alene Carter');
    await within(messages).findByText(/anything urgent/, {}, LONG);
    // The contacts sit at the start side: on the right.
    await expect(list.getBoundingClientRect().left).toBeGreaterThan(messages.getBoundingClientRect().left);
    // The English hint keeps its own order: "line." ends it, not ".Enter" opening it.
    const hint = canvas.getByText('Enter sends, Shift+Enter starts a new line.');
    await expect(readsLeftToRight(hint, 'Enter sends', 'line.')).toBe(true);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  parameters: { router: { initialEntries: ['/app/chat?user=u-2'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await canvas.findByRole('log', { name: 'ข้อความกับ สมชาย ใจดี' }, LONG);
    await expect(await within(messages).findByText('พรุ่งนี้สะดวกประชุมช่วงบ่ายไหมครับ', {}, LONG)).toBeVisible();
    // Days in Thai, Buddhist era.
    await expect(within(messages).getByText('วันศุกร์ที่ 20 พฤศจิกายน 2569')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'ค้นหารายชื่อ' })).toBeVisible();
  },
};

/** A 375 px phone: the contacts, then the conversation as its own page, and back. */
export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await contacts(canvas);
    await expect(canvas.queryByRole('log')).toBeNull();
    await step('a contact opens its conversation as a page', async () => {
      await userEvent.click(within(list).getByText('สมชาย ใจดี'));
      const messages = await log(canvas, 'สมชาย ใจดี');
      await expect(await within(messages).findByText('พรุ่งนี้สะดวกประชุมช่วงบ่ายไหมครับ', {}, LONG)).toBeVisible();
      await expect(canvas.queryByRole('list', { name: 'Contacts' })).toBeNull();
      await noSidewaysScroll(document.documentElement, { within: 375 });
    });
    await step('back shows the contacts again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to contacts' }));
      await expect(await contacts(canvas)).toBeVisible();
    });
  },
};
