import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { CardsScreen } from './CardsScreen';

const meta = {
  title: 'Elements/Basic/Cards',
  component: CardsScreen,
  parameters: { router: { initialEntries: ['/basic/cards'] } },
} satisfies Meta<typeof CardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const card = await section(canvasElement, 'Expandable');
    await step('the heart marks the card a favourite', async () => {
      const favourite = card.getByRole('button', { name: 'Add to favourites' });
      await userEvent.click(favourite);
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    });
    await step('the chevron opens the terms', async () => {
      const more = card.getByRole('button', { name: 'Show more' });
      await expect(card.queryByRole('heading', { name: 'Terms' })).toBeNull();
      await userEvent.click(more);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(card.getByRole('heading', { name: 'Terms' })).toBeVisible(), LONG);
    });
    await step('the app’s own cards are there', async () => {
      const main = await section(canvasElement, 'Main card');
      await expect(main.getByRole('heading', { name: 'With an action' })).toBeVisible();
      const sub = await section(canvasElement, 'Sub card');
      await expect(sub.getByRole('heading', { name: 'Nested sub card' })).toBeVisible();
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Outlined and raised');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Media and actions');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Sub card');
    await noSidewaysScrollIn(canvasElement);
  },
};
