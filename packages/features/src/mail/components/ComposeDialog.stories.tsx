import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { seedMails } from '@pp/mocks/data/mail';

import { ApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { emptyCompose, replyTo } from '../composeForm';
import { unreadCounts } from '../folders';
import { mailNs } from '../i18n';
import { LONG } from '../storyKit';
import type { Mail, MailChange, SendMailRequest } from '../types';
import { ComposeDialog, type ComposeStart } from './ComposeDialog';

const [first] = seedMails;
if (!first) throw new globalThis.Error('no mails');

interface ComposeProps {
  start: ComposeStart;
  send: (request: SendMailRequest) => Promise<MailChange>;
  onSent: (request: SendMailRequest) => void;
  onClose: () => void;
}

function Compose(props: ComposeProps) {
  const { t } = useT(mailNs);
  return <ComposeDialog t={t} {...props} />;
}

const sentChange = (request: SendMailRequest): MailChange => ({
  mail: { ...(first as Mail), id: 'sent-1', sent: true, subject: request.subject, message: request.message },
  unreadCount: unreadCounts([]),
});

const meta = {
  title: 'Apps/Mail/Parts/Compose dialog',
  component: Compose,
  // The dialog is in a portal: the picture is of the whole page.
  parameters: { screenshot: { target: 'body' } },
  args: {
    start: { kind: 'new', values: emptyCompose },
    send: fn(async (request: SendMailRequest) => sentChange(request)),
    onSent: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Compose>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = async (name: string) => {
  const dialog = await within(document.body).findByRole('dialog', { name }, LONG);
  await waitFor(() => expect(dialog).toBeVisible(), LONG);
  return within(dialog);
};

/** A valid mail is sent with its spaces trimmed, then handed on. */
export const NewMail: Story = {
  play: async ({ args }) => {
    const dialog = await opened('New message');
    await expect(dialog.getByRole('textbox', { name: /To/ })).toHaveFocus();
    await userEvent.type(dialog.getByRole('textbox', { name: /To/ }), ' ava@example.com ');
    await userEvent.type(dialog.getByRole('textbox', { name: /Subject/ }), 'Lunch on Friday?');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Message/ }),
      'Hi Ava,{enter}{enter}Lunch at noon?',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const request = {
      to: 'ava@example.com',
      subject: 'Lunch on Friday?',
      message: 'Hi Ava,\n\nLunch at noon?',
    };
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith(request), LONG);
    await expect(args.send).toHaveBeenCalledTimes(1);
    await expect(args.send).toHaveBeenCalledWith(request);
  },
};

/** Empty and wrong fields are named at the field; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await opened('New message');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Enter who the mail goes to', {}, LONG)).toBeVisible();
    await expect(dialog.getByText('Enter a subject')).toBeVisible();
    await expect(dialog.getByText('Write a message')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /To/ }), 'ava@example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(
      await dialog.findByText('Enter a valid email address, like name@example.com', {}, LONG),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /To/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** 500 'Internal server error': the form says the mail was not sent and keeps what was typed. */
export const ServerError: Story = {
  args: {
    send: fn<ComposeProps['send']>(async () => {
      throw new ApiError(500, 'Internal server error');
    }),
  },
  play: async ({ args }) => {
    const dialog = await opened('New message');
    await userEvent.type(dialog.getByRole('textbox', { name: /To/ }), 'ava@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /Subject/ }), 'Lunch on Friday?');
    await userEvent.type(dialog.getByRole('textbox', { name: /Message/ }), 'Lunch at noon?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert', {}, LONG)).toHaveTextContent(
      'The mail was not sent. Please try again in a moment.',
    );
    await expect(dialog.getByRole('textbox', { name: /Subject/ })).toHaveValue('Lunch on Friday?');
    await expect(dialog.getByRole('textbox', { name: /Message/ })).toHaveValue('Lunch at noon?');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** A reply at 375 px in Thai: to the sender, the prefix once, the cursor in the message. */
export const ReplyPhoneThai: Story = {
  globals: { ...PHONE_GLOBALS, locale: 'th' },
  parameters: { viewport: PHONE_VIEWPORT },
  args: { start: { kind: 'reply', values: replyTo(first, 'ตอบกลับ: ') } },
  play: async ({ args }) => {
    const dialog = await opened('ตอบกลับ');
    await expect(dialog.getByRole('textbox', { name: /ข้อความ/ })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: /ถึง/ })).toHaveValue(first.sender.email);
    await userEvent.click(dialog.getByRole('button', { name: 'ยกเลิก' }));
    await expect(args.onClose).toHaveBeenCalled();
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
