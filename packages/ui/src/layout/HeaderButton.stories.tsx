import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconMenu2, IconSettings } from '@tabler/icons-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { focusRingOf } from '../storybook';
import { HeaderButton } from './HeaderButton';

/** The header's square icon buttons, as the main layout places them. */
function HeaderButtons({ onClick }: { onClick: () => void }) {
  return (
    <Stack direction="row" spacing={2}>
      <HeaderButton aria-label="Toggle menu" onClick={onClick}>
        <IconMenu2 size={20} stroke={1.5} />
      </HeaderButton>
      <HeaderButton aria-label="Theme settings" onClick={onClick}>
        <IconSettings size={20} stroke={1.5} />
      </HeaderButton>
    </Stack>
  );
}

const meta = {
  title: 'UI/Layout/HeaderButton',
  component: HeaderButtons,
  tags: ['autodocs'],
  args: { onClick: fn() },
} satisfies Meta<typeof HeaderButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named, tinted 34 px square that answers a click. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Toggle menu' });
    await expect(menu.getBoundingClientRect().width).toBe(34);
    await userEvent.click(menu);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Reached with Tab, it shows the theme's one focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const settings = within(canvasElement).getByRole('button', { name: 'Theme settings' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await waitFor(() => expect(focusRingOf(settings)).toMatchObject({ width: '2px', style: 'solid' }));
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};
