import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { LONG } from '../storyKit';

import { useT } from '../../shared/i18n/useT';
import { mailNs } from '../i18n';
import type { MailFolder, UnreadCount } from '../types';
import { FolderList } from './FolderList';

const counts: UnreadCount = {
  all: 12840,
  inbox: 7,
  sent: 0,
  draft: 0,
  spam: 1,
  trash: 1,
  starred: 2,
  important: 999,
  promotions: 1,
  forums: 0,
};

function Folders({ unread }: { unread?: UnreadCount }) {
  const { t, locale } = useT(mailNs);
  const [current, setCurrent] = useState<MailFolder>('inbox');
  return (
    <div style={{ maxWidth: 280 }}>
      <FolderList t={t} locale={locale} current={current} counts={unread} onSelect={setCurrent} />
    </div>
  );
}

const meta = {
  title: 'Apps/Mail/Parts/Folder list',
  component: Folders,
  args: { unread: counts },
} satisfies Meta<typeof Folders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Inbox/ }, LONG)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: /All mail/ })).toHaveTextContent('12,840 unread');
    await userEvent.click(canvas.getByRole('button', { name: /Starred/ }));
    await expect(canvas.getByRole('button', { name: /Starred/ })).toHaveAttribute('aria-current', 'page');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoCounts: Story = {
  args: { unread: undefined },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: /Inbox/ }, LONG);
    await expect(within(canvasElement).queryByText(/unread/)).toBeNull();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /กล่องจดหมาย/ }, LONG),
    ).toBeVisible();
  },
};

export const Phone: Story = { decorators: [withPhoneFrame()] };
