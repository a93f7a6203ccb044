import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { seedMails } from '@pp/mocks/data/mail';

import { useT } from '../../shared/i18n/useT';
import { settleFocus } from '../../shared/storyKit';
import { mailNs } from '../i18n';
import { LONG } from '../storyKit';
import type { Mail } from '../types';
import { ToggleFlags } from './ToggleFlags';

const plain = { ...(seedMails[0] as Mail), starred: false, important: false };

/** The toggles of one mail, its flags kept as the screen keeps them. */
function Flags({
  mail,
  onToggle,
}: {
  mail: Mail;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}) {
  const { t } = useT(mailNs);
  const [shown, setShown] = useState(mail);
  return (
    <ToggleFlags
      t={t}
      mail={shown}
      onToggle={(action, current) => {
        onToggle(action, current);
        setShown({ ...current, [action]: !current[action] });
      }}
    />
  );
}

const meta = {
  title: 'Apps/Mail/Parts/Toggle flags',
  component: Flags,
  args: { mail: plain, onToggle: fn() },
} satisfies Meta<typeof Flags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click stars the mail (pressed), a second click takes the star off; the bookmark marks it important. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByRole('button', { name: `Star: ${plain.subject}` }, LONG);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledWith('starred', plain);
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const important = canvas.getByRole('button', { name: `Important: ${plain.subject}` });
    await userEvent.click(important);
    await expect(important).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledTimes(3);
    await settleFocus();
  },
};

/** Both on, dark, right to left, in Thai, a mail with no subject: named by the placeholder. */
export const OnDarkRtlThai: Story = {
  args: { mail: { ...plain, subject: '', starred: true, important: true } },
  globals: { mode: 'dark', direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pressed = await canvas.findAllByRole('button', { pressed: true }, LONG);
    await expect(pressed).toHaveLength(2);
    await expect(pressed[0]?.getAttribute('aria-label')).toMatch(/\(/);
  },
};
