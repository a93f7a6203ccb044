import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { seedMails } from '@pp/mocks/data/mail';

import { useT } from '../../shared/i18n/useT';
import { mailNs } from '../i18n';
import { LONG, longThaiMails } from '../storyKit';
import type { Mail } from '../types';
import { MailView } from './MailView';

const withAttachments = seedMails.find((mail) => mail.attachments.length > 1) as Mail;

function View({ mail, onReply }: { mail: Mail; onReply: (mail: Mail) => void }) {
  const { t, locale } = useT(mailNs);
  return (
    <MailView
      t={t}
      locale={locale}
      mail={mail}
      folderName={t('folders.inbox')}
      rtl={false}
      onBack={() => undefined}
      onReply={onReply}
      onToggle={() => undefined}
    />
  );
}

const meta = {
  title: 'Apps/Mail/Parts/Mail view',
  component: View,
  args: { mail: withAttachments, onReply: fn() },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAttachments: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: withAttachments.subject }, LONG)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Open / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(withAttachments);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Data can only link to pictures of this site: a `javascript:` attachment is left out. */
export const UnsafeAttachment: Story = {
  args: {
    mail: {
      ...withAttachments,
      attachments: [{ id: 'x', image: 'javascript:alert(1)', title: 'Evil.svg' }],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Reply' }, LONG);
    await expect(within(canvasElement).queryByText('Evil.svg')).toBeNull();
  },
};

export const LongThai: Story = { args: { mail: longThaiMails[0] as Mail } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const Thai: Story = { globals: { locale: 'th' } };

export const Phone: Story = {
  decorators: [withPhoneFrame()],
  args: { mail: longThaiMails[0] as Mail },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Reply' }, LONG);
    const frame = within(canvasElement).getByTestId('phone-frame');
    await noSidewaysScroll(frame);
  },
};
