import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { SkeletonScreen } from './SkeletonScreen';

const meta = {
  title: 'Advance/Skeleton',
  component: SkeletonScreen,
  parameters: { router: { initialEntries: ['/advance/skeleton'] } },
} satisfies Meta<typeof SkeletonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder card has swapped to its post. */
async function loaded(canvasElement: HTMLElement) {
  const card = await section(canvasElement, 'Placeholder card');
  await waitFor(() => expect(card.getByRole('heading', { name: 'Nattapong P.' })).toBeVisible(), LONG);
  return card;
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const card = await section(canvasElement, 'Placeholder card');
    await step('the placeholder says it is loading, then swaps to the post', async () => {
      await expect(card.getByRole('status')).toHaveTextContent('Loading the post…');
      await loaded(canvasElement);
      await expect(card.queryByRole('status')).toBeNull();
    });
    await step('loading again brings the placeholder back', async () => {
      await userEvent.click(card.getByRole('button', { name: 'Load again' }));
      await expect(card.getByRole('status')).toHaveAttribute('aria-busy', 'true');
      await expect(card.queryByRole('heading', { name: 'Nattapong P.' })).toBeNull();
      await expect(card.getByRole('button', { name: 'Load again' })).toBeDisabled();
      await loaded(canvasElement);
    });
    const animations = await section(canvasElement, 'Animations');
    await expect(animations.getByText('Wave').nextElementSibling).toHaveClass('MuiSkeleton-wave');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const card = await loaded(canvasElement);
    const name = card.getByRole('heading', { name: 'Nattapong P.' });
    // The avatar leads the header: on the right in a right-to-left page.
    await expect(card.getByText('NP').getBoundingClientRect().left).toBeGreaterThan(
      name.getBoundingClientRect().left,
    );
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await noSidewaysScrollIn(canvasElement);
  },
};
