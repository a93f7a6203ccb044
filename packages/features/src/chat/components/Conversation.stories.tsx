import Paper from '@mui/material/Paper';
import { noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { seedChatUsers } from '@pp/mocks/data/chat';
import { chatHandlers } from '@pp/mocks/handlers/chat';

import { dismissSnackbars, settleFocus } from '../../shared/storyKit';
import { chatEndpoints, conversationHangs, fixedClock, LONG } from '../storyKit';
import type { ChatUser } from '../types';
import { Conversation } from './Conversation';

const [alene, somchai] = seedChatUsers();
if (!alene || !somchai) throw new globalThis.Error('no chat users');

const meta = {
  title: 'Apps/Chat/Parts/Conversation',
  component: Conversation,
  decorators: [
    (Story) => (
      <Paper sx={{ height: 600, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </Paper>
    ),
    withNotification,
  ],
  parameters: { jotai: { values: [fixedClock] } },
  args: { user: alene, onShowDetails: fn() },
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

const logOf = (canvasElement: HTMLElement, user: ChatUser) =>
  within(canvasElement).findByRole('log', { name: `Messages with ${user.name}` }, LONG);

/** Who, the messages and the field: a sent message shows at the end; the info button asks for details. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = await logOf(canvasElement, alene);
    await expect(
      await within(log).findByText(/anything urgent should be in by Thursday/, {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Alene Carter' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to contacts' })).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message to Alene Carter' }),
      'On my way{Enter}',
    );
    await expect(await within(log).findByText('On my way', {}, LONG)).toBeVisible();
    // It follows the sent message to the very end of the log, and stays there while the rows that
    // came into view are measured (nothing here scrolls: the log does it itself).
    await waitFor(async () => {
      const height = log.scrollHeight;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(log.scrollHeight).toBe(height);
      expect(log.scrollTop + log.clientHeight).toBeGreaterThan(log.scrollHeight - 1);
      const sent = within(log).getByText('On my way').getBoundingClientRect();
      expect(sent.bottom).toBeLessThanOrEqual(log.getBoundingClientRect().bottom);
    }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Details of Alene Carter' }));
    await expect(args.onShowDetails).toHaveBeenCalledWith('u-1');
    await settleFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chat: [conversationHangs, ...chatHandlers] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the conversation', {}, LONG)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Message to Alene Carter' })).toBeVisible();
  },
};

/** 500 'Internal server error': the reason and a retry in the messages' place. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [chatEndpoints.postFails('filter', 500, { message: 'Internal server error' }), ...chatHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load this conversation')).toBeVisible();
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The send is refused: the reason is notified and the text stays. */
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
    await logOf(canvasElement, alene);
    const field = canvas.getByRole('textbox', { name: 'Message to Alene Carter' });
    await userEvent.type(field, 'Are you there?{Enter}');
    await waitFor(
      () => expect(within(document.body).getByText(/The message was not sent/)).toBeVisible(),
      LONG,
    );
    await expect(field).toHaveValue('Are you there?');
    await dismissSnackbars();
  },
};

/** 375 px with a long Thai name: the way back to the contacts, the header wraps. */
export const PhoneLongName: Story = {
  decorators: [withPhoneFrame()],
  args: {
    user: { ...somchai, name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์ ณ อยุธยา' },
    onBack: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /สมศักดิ์/ }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to contacts' }));
    await expect(args.onBack).toHaveBeenCalled();
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame);
    await settleFocus();
  },
};
