import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { chatMessages, longConversation } from '@pp/mocks/data/chat';

import { settleFocus } from '../../shared/storyKit';
import { LONG } from '../storyKit';
import type { ChatMessage } from '../types';
import { MessageList } from './MessageList';

const withAlene = chatMessages.filter((message) => message.from === 'u-1' || message.to === 'u-1');

/** The list fills a fixed card, as it fills the conversation's. */
function Messages({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <Paper sx={{ height: 520, display: 'flex', flexDirection: 'column' }}>
      <MessageList messages={messages} contactName="Alene Carter" label="Messages with Alene Carter" />
    </Paper>
  );
}

const meta = {
  title: 'Apps/Chat/Parts/Message list',
  component: Messages,
  args: { messages: withAlene },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const logOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('log', { name: 'Messages with Alene Carter' }, LONG);

/** Days apart, mine at the end side, theirs at the start; who wrote each is said to screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const log = await logOf(canvasElement);
    await expect(await within(log).findByText('Wednesday, November 18, 2026', {}, LONG)).toBeVisible();
    const last = withAlene.at(-1);
    if (!last) throw new globalThis.Error('no messages');
    const newest = await within(log).findByText(last.text, {}, LONG);
    await expect(newest).toBeVisible();
    const mine = log.querySelector('.chat-line.mine .chat-bubble');
    const theirs = log.querySelector('.chat-line:not(.mine) .chat-bubble');
    if (!mine || !theirs) throw new globalThis.Error('both sides should show');
    await expect(mine.getBoundingClientRect().right).toBeGreaterThan(theirs.getBoundingClientRect().right);
    await expect(within(log).getAllByText('You:', { exact: false }).length).toBeGreaterThan(0);
  },
};

const fiveThousand = longConversation('u-1', 5000);

/** 5,000 messages: it opens at the newest, and only the rows in view (and a few around) are in the page. */
export const ManyMessages: Story = {
  args: { messages: fiveThousand },
  play: async ({ canvasElement }) => {
    const log = await logOf(canvasElement);
    await expect(await within(log).findByText(/\(#5000\)/, {}, LONG)).toBeVisible();
    await expect(log.querySelectorAll('[data-index]').length).toBeLessThan(40);
    await expect(within(log).queryByText(/\(#1\)$/)).toBeNull();
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThan(log.scrollHeight - 2), LONG);
  },
};

const twoHundred = longConversation('u-1', 200);

/** The log and a button standing for the server: each press, the contact's next message arrives. */
function Arrivals() {
  const [messages, setMessages] = useState<readonly ChatMessage[]>(twoHundred);
  const receive = () =>
    setMessages((list) => {
      const after = Date.parse(list.at(-1)?.time ?? '2026-11-20T05:00:00.000Z');
      const number = list.length - twoHundred.length + 1;
      return [
        ...list,
        {
          id: `arrival-${number}`,
          from: 'u-1',
          to: 'me',
          text: `Arrived message ${number}`,
          time: new Date(after + 60_000).toISOString(),
        },
      ];
    });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={receive}>
        Receive a message
      </Button>
      <Paper sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
        <MessageList messages={messages} contactName="Alene Carter" label="Messages with Alene Carter" />
      </Paper>
    </Stack>
  );
}

/** Where was I: at the end, a message that arrives is followed; reading older ones, it leaves me there. */
export const Arriving: Story = {
  render: () => <Arrivals />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await logOf(canvasElement);
    const atEnd = () => expect(log.scrollTop + log.clientHeight).toBeGreaterThan(log.scrollHeight - 1);
    await waitFor(atEnd, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    const first = await within(log).findByText('Arrived message 1', {}, LONG);
    await waitFor(() => {
      atEnd();
      expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(log.getBoundingClientRect().bottom);
    }, LONG);
    // Back to the start of the conversation: the next arrival does not pull me down.
    log.scrollTop = 0;
    await waitFor(() => expect(within(log).getByText(/\(#1\)$/)).toBeVisible(), LONG);
    const before = log.scrollHeight;
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    // The message is in the log (it grew) and the log stayed where I was reading.
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(before), LONG);
    await expect(log.scrollTop).toBe(0);
    await expect(within(log).getByText(/\(#1\)$/)).toBeVisible();
    await expect(within(log).queryByText('Arrived message 2')).toBeNull();
    await settleFocus();
  },
};

const thai: ChatMessage[] = [
  {
    id: 't-1',
    from: 'u-1',
    to: 'me',
    text: 'ขอบคุณมากครับสำหรับเอกสารทั้งหมดที่ส่งมาเมื่อวานนี้จะตรวจสอบและตอบกลับโดยเร็วที่สุดภายในวันพรุ่งนี้ครับ',
    time: '2026-11-19T03:00:00.000Z',
  },
  {
    id: 't-2',
    from: 'me',
    to: 'u-1',
    text: 'https://example.com/documents/contracts/2026/siam-trading-international-revised-agreement-final.pdf',
    time: '2026-11-19T03:05:00.000Z',
  },
  {
    id: 't-3',
    from: 'me',
    to: 'u-1',
    text: 'ได้เลยครับ\nขอบคุณครับ',
    time: '2026-11-19T03:06:00.000Z',
  },
];

/** 375 px in Thai: unbroken Thai and a long link wrap inside their bubbles, lines kept. */
export const LongThaiPhone: Story = {
  decorators: [withPhoneFrame()],
  globals: { locale: 'th' },
  args: { messages: thai },
  play: async ({ canvasElement }) => {
    const log = await logOf(canvasElement);
    await expect(await within(log).findByText(/ขอบคุณมากครับสำหรับเอกสาร/, {}, LONG)).toBeVisible();
    await expect(within(log).getByText(/ได้เลยครับ\s+ขอบคุณครับ/)).toBeVisible();
    const frame = within(canvasElement).getByTestId('phone-frame');
    await noSidewaysScroll(frame);
  },
};

export const DarkRightToLeft: Story = {
  globals: { mode: 'dark', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const log = await logOf(canvasElement);
    await within(log).findByText('Wednesday, November 18, 2026', {}, LONG);
    // Mine sit at the end side: on the left.
    const mine = log.querySelector('.chat-line.mine .chat-bubble');
    const theirs = log.querySelector('.chat-line:not(.mine) .chat-bubble');
    if (!mine || !theirs) throw new globalThis.Error('both sides should show');
    await expect(mine.getBoundingClientRect().left).toBeLessThan(theirs.getBoundingClientRect().left);
  },
};
