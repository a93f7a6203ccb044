import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { mailScenarios } from '@pp/mocks';
import { seedMails } from '@pp/mocks/data/mail';

import { useT } from '../../shared/i18n/useT';
import { mailNs } from '../i18n';
import { LONG } from '../storyKit';
import { OpenMail } from './OpenMail';

/** An unread mail of the fixtures: the link opens it, and it asks to be marked read. */
const unread = seedMails.find((mail) => !mail.isRead && mail.attachments.length > 0) ?? seedMails[0];

function Opened({
  id,
  onUnread,
  onBack,
}: {
  id: string;
  onUnread: (id: string) => void;
  onBack: () => void;
}) {
  const { t, locale } = useT(mailNs);
  return (
    <OpenMail
      id={id}
      t={t}
      locale={locale}
      folderName={t('folders.inbox')}
      rtl={false}
      onBack={onBack}
      onReply={() => undefined}
      onToggle={() => undefined}
      onUnread={onUnread}
    />
  );
}

/** The mail of a link (`?mail=`) read from the server: loading, the mail, an unknown id, a failure. */
const meta = {
  title: 'Apps/Mail/Parts/Open mail',
  component: Opened,
  args: { id: unread?.id ?? '', onUnread: fn(), onBack: fn() },
} satisfies Meta<typeof Opened>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromALink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: unread?.subject }, LONG)).toBeVisible();
    await waitFor(() => expect(args.onUnread).toHaveBeenCalledWith(unread?.id), LONG);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mail: mailScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', {}, LONG);
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Opening the mail…');
  },
};

export const NotFound: Story = {
  args: { id: 'mail-999' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This mail is no longer here.', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Inbox' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { mail: mailScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load your mail', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};
