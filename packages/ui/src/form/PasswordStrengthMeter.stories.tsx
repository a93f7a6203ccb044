import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useWatch } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';

import { brokenWords, noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '../storybook/index';
import { FormPasswordField } from './FormPasswordField';
import { PasswordStrengthMeter, type PasswordStrengthLevel } from './PasswordStrengthMeter';
import { StoryFrame, useTextStoryForm } from './storyKit';

/** The account page's words (the template's English). */
const englishLevels = ['none', 'weak', 'fair', 'good', 'strong'] as const;
const english = (level: PasswordStrengthLevel) => `Strength: ${englishLevels[level]}`;

/** The reset password page's words (a player page, Thai). */
const thaiLevels = ['ยังไม่ได้กรอก', 'อ่อน', 'พอใช้', 'ดี', 'แข็งแรง'] as const;
const thai = (level: PasswordStrengthLevel) => `ความปลอดภัยของรหัสผ่าน: ${thaiLevels[level]}`;

const LEVELS: readonly PasswordStrengthLevel[] = [0, 1, 2, 3, 4];

/**
 * The story's own rule, a level per four characters (the app's rule, length and kinds of
 * characters, is features' `shared/forms/passwordStrength`; ui takes the level as given).
 */
const storyLevel = (password: string) => Math.min(4, Math.ceil(password.length / 4)) as PasswordStrengthLevel;

/** The meter under a new password's field, as the reset password page shows it. */
function UnderAField() {
  const { control } = useTextStoryForm({});
  const password = useWatch({ control, name: 'value' });
  const level = storyLevel(password);
  return (
    <StoryFrame>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormPasswordField
          control={control}
          name="value"
          label="รหัสผ่านใหม่"
          autoComplete="new-password"
          toggleLabels={{ show: 'แสดงรหัสผ่าน', hide: 'ซ่อนรหัสผ่าน' }}
        />
        <PasswordStrengthMeter level={level} label={thai(level)} />
      </Box>
    </StoryFrame>
  );
}

/** The five levels, one under the other. */
function EveryLevel() {
  return (
    <StoryFrame>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {LEVELS.map((level) => (
          <PasswordStrengthMeter key={level} level={level} label={english(level)} />
        ))}
      </Box>
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  tags: ['autodocs'],
  render: (args) => (
    <StoryFrame>
      <PasswordStrengthMeter {...args} />
    </StoryFrame>
  ),
  args: { level: 0, label: english(0) },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLOR_CLASS = ['', 'colorError', 'colorWarning', 'colorInfo', 'colorSuccess'] as const;

/** The bar says its level (filled a quarter per level, its colour) and its words, which are read out. */
async function showsLevel(canvasElement: HTMLElement, level: PasswordStrengthLevel, label: string) {
  const canvas = within(canvasElement);
  const bar = canvas.getByRole('progressbar', { name: label });
  await expect(bar).toHaveAttribute('aria-valuenow', String(level * 25));
  if (level > 0) await expect(bar).toHaveClass(`MuiLinearProgress-${COLOR_CLASS[level]}`);
  const words = canvas.getByText(label);
  await expect(words).toBeVisible();
  await expect(words).toHaveAttribute('aria-live', 'polite');
}

/** One level, in the account page's words. */
const levelStory = (shown: PasswordStrengthLevel): Story => ({
  args: { level: shown, label: english(shown) },
  play: ({ canvasElement }) => showsLevel(canvasElement, shown, english(shown)),
});

/** Nothing typed yet: an empty bar. */
export const Empty: Story = levelStory(0);
export const Weak: Story = levelStory(1);
export const Fair: Story = levelStory(2);
export const Good: Story = levelStory(3);
/** The top of the scale (level 4): a full green bar. */
export const Strong: Story = levelStory(4);

/** Under a new password's field, in Thai: the meter follows what is typed, and back to empty. */
export const ThaiAsTyped: Story = {
  render: () => <UnderAField />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('รหัสผ่านใหม่');
    await showsLevel(canvasElement, 0, thai(0));
    await userEvent.type(field, 'abc');
    await showsLevel(canvasElement, 1, thai(1));
    await userEvent.type(field, 'De1!');
    await showsLevel(canvasElement, 2, thai(2));
    await userEvent.type(field, 'รหัส');
    await showsLevel(canvasElement, 3, thai(3));
    await userEvent.type(field, 'ผ่าน99');
    await showsLevel(canvasElement, 4, thai(4));
    await userEvent.clear(field);
    await showsLevel(canvasElement, 0, thai(0));
  },
};

/** Long Thai words under the bar wrap between words, never inside one. */
export const LongThai: Story = {
  args: {
    level: 2,
    label: 'ความปลอดภัยของรหัสผ่าน: พอใช้ ลองเพิ่มตัวพิมพ์ใหญ่ ตัวเลข และสัญลักษณ์ เพื่อให้คาดเดาได้ยากยิ่งขึ้น',
  },
  play: async ({ canvasElement, args }) => {
    await showsLevel(canvasElement, 2, args.label);
    await expect(await brokenWords(canvasElement)).toEqual([]);
  },
};

/** Every level in dark mode: each colour and the words readable on the dark paper. */
export const Dark: Story = {
  globals: { mode: 'dark' },
  render: () => <EveryLevel />,
  play: async ({ canvasElement }) => {
    for (const level of LEVELS) await showsLevel(canvasElement, level, english(level));
  },
};

/** Right to left: the bar fills from the right (its filled half is the track's right half). */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { level: 2, label: english(2) },
  play: async ({ canvasElement }) => {
    await showsLevel(canvasElement, 2, english(2));
    const track = within(canvasElement).getByRole('progressbar').getBoundingClientRect();
    const bar = canvasElement.querySelector('.MuiLinearProgress-bar1')?.getBoundingClientRect();
    if (!bar) throw new Error('no bar in the meter');
    // The bar is slid out of the track (which clips it): in RTL its start is where the fill begins.
    await expect(Math.abs(bar.left - (track.left + track.width / 2))).toBeLessThan(1);
    await expect(bar.right).toBeGreaterThanOrEqual(track.right - 1);
  },
};

/** A 375 px phone, under its field: nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  render: () => <UnderAField />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('รหัสผ่านใหม่'), 'demo1234');
    await showsLevel(canvasElement, 2, thai(2));
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
