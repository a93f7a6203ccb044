import Paper from '@mui/material/Paper';
import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { generatedMails, seedMails } from '@pp/mocks/data/mail';

import { useT } from '../../shared/i18n/useT';
import { settleFocus } from '../../shared/storyKit';
import { mailNs } from '../i18n';
import { LONG, longThaiMails, rowOf } from '../storyKit';
import type { Mail } from '../types';
import { MailList } from './MailList';

interface ListProps {
  mails: readonly Mail[];
  onOpen: (mail: Mail) => void;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

/** A page of mails in a card, its flags kept as the screen keeps them. */
function Mails({ mails, onOpen, onToggle }: ListProps) {
  const { t, locale } = useT(mailNs);
  const [shown, setShown] = useState(mails);
  return (
    <Paper>
      <MailList
        t={t}
        locale={locale}
        mails={shown}
        offset={0}
        total={shown.length}
        onOpen={onOpen}
        onToggle={(action, mail) => {
          onToggle(action, mail);
          setShown((all) =>
            all.map((one) => (one.id === mail.id ? { ...one, [action]: !one[action] } : one)),
          );
        }}
      />
    </Paper>
  );
}

const meta = {
  title: 'Apps/Mail/Parts/Mail list',
  component: Mails,
  args: { mails: seedMails.slice(0, 8), onOpen: fn(), onToggle: fn() },
} satisfies Meta<typeof Mails>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Mails' }, LONG);

/** Unread rows say so; a row opens its mail; the star toggles and shows pressed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const mail = seedMails[0] as Mail;
    const row = rowOf(canvasElement, mail.subject);
    await userEvent.click(within(row).getByText(mail.subject));
    await expect(args.onOpen).toHaveBeenCalledWith(mail);
    const star = within(row).getByRole('button', { name: `Star: ${mail.subject}` });
    const before = star.getAttribute('aria-pressed');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await expect(args.onToggle).toHaveBeenCalledWith('starred', mail);
    const unread = seedMails.slice(0, 8).filter((one) => !one.isRead).length;
    await expect(within(list).queryAllByText('Unread')).toHaveLength(unread);
    await settleFocus();
  },
};

const fiveThousand = generatedMails(5000);

/** 5,000 mails: only the rows in view (and a few around) are in the page, at the end too. */
export const ManyMails: Story = {
  args: { mails: fiveThousand },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.length).toBeLessThan(20);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    const scroller = within(canvasElement).getByTestId('mail-scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(
      () => expect(list.querySelector('[aria-posinset="5000"]')).toHaveTextContent('#5000'),
      LONG,
    );
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(20);
    scroller.scrollTop = 0;
    await waitFor(() => expect(list.querySelector('[aria-posinset="1"]')).not.toBeNull(), LONG);
  },
};

/**
 * 375 px, long Thai names and subjects: the narrow layout. The name has the whole first line, the
 * subject the second, the date a third; each is cut with an ellipsis; only the star stays in the
 * row (the open mail has both toggles); no sideways scroll.
 */
export const LongThaiPhone: Story = {
  decorators: [withPhoneFrame()],
  args: { mails: longThaiMails },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const frame = within(canvasElement).getByTestId('phone-frame');
    await noSidewaysScroll(frame);
    await expect(within(list).queryAllByRole('button', { name: /^Important:/ })).toHaveLength(0);
    for (const item of within(list).getAllByRole('listitem')) {
      const box = (selector: string) => (item.querySelector(selector) as HTMLElement).getBoundingClientRect();
      // The name has the first line to itself (the long ones fill it), the date a line of its own
      // below the subject's.
      await expect(box('.mail-name').width).toBeGreaterThan(box('.mail-text').width * 0.8);
      await expect(box('.mail-time').top).toBeGreaterThan(box('.mail-summary').top);
      await expect(box('.mail-summary').top).toBeGreaterThan(box('.mail-name').top);
    }
    for (const star of within(list).getAllByRole('button', { name: /^Star/ })) {
      await expect(star.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right,
      );
    }
  },
};

/**
 * Dark and right to left: the toggles at the end side (left); an English line keeps its own
 * direction, so it is cut at its end and its subject's start shows.
 */
export const DarkRightToLeft: Story = {
  globals: { mode: 'dark', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const mail = seedMails[0] as Mail;
    await listOf(canvasElement);
    const row = rowOf(canvasElement, mail.subject);
    const star = within(row).getByRole('button', { name: `Star: ${mail.subject}` });
    await expect(star.getBoundingClientRect().left).toBeLessThan(
      within(row).getByText(mail.subject).getBoundingClientRect().left,
    );
    const subject = within(row).getByText(mail.subject);
    const summary = subject.parentElement as HTMLElement;
    await expect(subject.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      summary.getBoundingClientRect().left - 1,
    );
  },
};
