import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenWords, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { ListScreen } from './ListScreen';

const meta = {
  title: 'Elements/Basic/List',
  component: ListScreen,
  parameters: { router: { initialEntries: ['/basic/list'] } },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the nested folder collapses and opens again', async () => {
      const nested = await section(canvasElement, 'Nested');
      const inbox = nested.getByRole('button', { name: 'Inbox' });
      await expect(nested.getByRole('button', { name: 'Starred' })).toBeVisible();
      await userEvent.click(inbox);
      await expect(inbox).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(nested.queryByRole('button', { name: 'Starred' })).toBeNull(), LONG);
      await userEvent.click(inbox);
      await expect(await nested.findByRole('button', { name: 'Starred' }, LONG)).toBeVisible();
    });
    await step('a click selects an item', async () => {
      const selected = await section(canvasElement, 'Selected item');
      const drafts = selected.getByRole('button', { name: 'Drafts' });
      await userEvent.click(drafts);
      await expect(drafts).toHaveClass('Mui-selected');
      await expect(drafts).toHaveAttribute('aria-current', 'true');
      await expect(selected.getByRole('button', { name: 'Sent' })).not.toHaveClass('Mui-selected');
    });
    await step('a row ticks its checkbox; the paused one cannot be ticked', async () => {
      const checks = await section(canvasElement, 'Checkbox list');
      const withdrawal = checks.getByRole('checkbox', { name: 'Withdrawal updates' });
      await expect(checks.getByRole('checkbox', { name: 'Deposit confirmations' })).toBeChecked();
      await userEvent.click(checks.getByText('Withdrawal updates'));
      await expect(withdrawal).toBeChecked();
      await expect(checks.getByRole('checkbox', { name: 'Newsletter (paused)' })).toBeDisabled();
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Dense');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Nested');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Avatars and secondary text');
    await noSidewaysScrollIn(canvasElement);
    await expect(await brokenWords(canvasElement)).toEqual([]);
  },
};
