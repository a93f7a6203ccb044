import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { BadgesScreen } from './BadgesScreen';

const meta = {
  title: 'Elements/Basic/Badges',
  component: BadgesScreen,
  parameters: { router: { initialEntries: ['/basic/badges'] } },
} satisfies Meta<typeof BadgesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a count over the maximum shows the maximum and a plus', async () => {
      const max = await section(canvasElement, 'Maximum value');
      await expect(max.getByText('99+')).toBeVisible();
      await expect(max.getByText('999+')).toBeVisible();
    });
    const visibility = await section(canvasElement, 'Show and hide');
    const cart = visibility.getByRole('img', { name: 'Cart, 4 items' });
    const badge = () => cart.querySelector('.MuiBadge-badge');
    await step('the counter changes the badge', async () => {
      await userEvent.click(visibility.getByRole('button', { name: 'Add an item' }));
      await expect(visibility.getByRole('img', { name: 'Cart, 5 items' })).toBe(cart);
      await expect(badge()).toHaveTextContent('5');
    });
    await step('the switch hides and shows the badge', async () => {
      const toggle = visibility.getByRole('switch', { name: 'Show badge' });
      await userEvent.click(toggle);
      await expect(toggle).not.toBeChecked();
      await expect(badge()).toHaveClass('MuiBadge-invisible');
      await expect(cart).toHaveAccessibleName('Cart');
      await userEvent.click(toggle);
      await expect(badge()).not.toHaveClass('MuiBadge-invisible');
    });
    await step('at zero the badge goes away and the remove button is disabled', async () => {
      const remove = visibility.getByRole('button', { name: 'Remove an item' });
      for (let count = 5; count > 0; count -= 1) await userEvent.click(remove);
      await expect(remove).toBeDisabled();
      await expect(badge()).toHaveClass('MuiBadge-invisible');
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Dot');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Position');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Overlap');
    await noSidewaysScrollIn(canvasElement);
  },
};
