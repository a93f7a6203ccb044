import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenWords, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { ChipScreen } from './ChipScreen';

const meta = {
  title: 'Elements/Basic/Chip',
  component: ChipScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/basic/chip'] } },
} satisfies Meta<typeof ChipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chip labelled `name` among the deletable ones (MUI's chip is a button when it can be deleted). */
const tagNamed = (root: Awaited<ReturnType<typeof section>>, name: string) =>
  root.queryByRole('button', { name });

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const deletable = await section(canvasElement, 'Deletable');
    await step('the delete key removes a chip with Backspace, and undo brings it back', async () => {
      const slots = tagNamed(deletable, 'Slots');
      if (!slots) throw new Error('No Slots chip');
      slots.focus();
      await userEvent.keyboard('{Backspace}');
      await waitFor(() => expect(tagNamed(deletable, 'Slots')).toBeNull(), LONG);
      const message = await screen.findByText('Slots removed', {}, LONG);
      await waitFor(() => expect(message).toBeVisible(), LONG);
      await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(tagNamed(deletable, 'Slots')).not.toBeNull(), LONG);
    });
    await step('the restored chip is back in its place', async () => {
      const labels = deletable.getAllByRole('button').map((chip) => chip.textContent);
      await expect(labels).toEqual(['Football', 'Slots', 'Lottery', 'Casino', 'Fishing']);
    });
    await step('a clickable chip is a filter that shows it is on', async () => {
      const clickable = await section(canvasElement, 'Clickable');
      const today = clickable.getByRole('button', { name: 'Today' });
      await userEvent.click(today);
      await expect(today).toHaveAttribute('aria-pressed', 'true');
      await expect(clickable.getByRole('button', { name: 'This week' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Colours');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Avatar and icon');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Multiline');
    await noSidewaysScrollIn(canvasElement);
    await expect(await brokenWords(canvasElement)).toEqual([]);
  },
};
