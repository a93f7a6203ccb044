import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { SpeedDialScreen } from './SpeedDialScreen';

const meta = {
  title: 'Advance/SpeedDial',
  component: SpeedDialScreen,
  parameters: { router: { initialEntries: ['/advance/speeddial'] } },
} satisfies Meta<typeof SpeedDialScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const labelled = await section(canvasElement, 'Labels shown');
    await step('the keyboard opens the dial, moves and chooses', async () => {
      const dial = labelled.getByRole('button', { name: 'Edit actions' });
      await expect(dial).toHaveAttribute('aria-expanded', 'false');
      dial.focus();
      await waitFor(() => expect(dial).toHaveAttribute('aria-expanded', 'true'), LONG);
      // The labels are always shown, not only on hover.
      await waitFor(() => expect(labelled.getByText('Print')).toBeVisible(), LONG);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(labelled.getByRole('menuitem', { name: 'Save' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(labelled.getByRole('status')).toHaveTextContent('Chosen: Save');
      await waitFor(() => expect(dial).toHaveAttribute('aria-expanded', 'false'), LONG);
    });
    await step('a direction and hiding', async () => {
      const directions = await section(canvasElement, 'Directions');
      await userEvent.click(directions.getByRole('radio', { name: 'Down' }));
      const dial = directions.getByRole('button', { name: 'File actions' });
      dial.focus();
      await waitFor(() => expect(dial).toHaveAttribute('aria-expanded', 'true'), LONG);
      const copy = directions.getByRole('menuitem', { name: 'Copy' });
      await waitFor(
        () => expect(copy.getBoundingClientRect().top).toBeGreaterThan(dial.getBoundingClientRect().bottom),
        LONG,
      );
      await userEvent.click(copy);
      await expect(labelled.getByRole('status')).toHaveTextContent('Chosen: Copy');
      await userEvent.click(directions.getByRole('switch', { name: 'Hidden' }));
      await waitFor(() => expect(dial).not.toBeVisible(), LONG);
      await userEvent.click(directions.getByRole('switch', { name: 'Hidden' }));
      await waitFor(
        () => expect(directions.getByRole('button', { name: 'File actions' })).toBeVisible(),
        LONG,
      );
    });
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const labelled = await section(canvasElement, 'Labels shown');
    const dial = labelled.getByRole('button', { name: 'Edit actions' });
    dial.focus();
    await waitFor(() => expect(dial).toHaveAttribute('aria-expanded', 'true'), LONG);
    await waitFor(() => expect(labelled.getByText('Share')).toBeVisible(), LONG);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Directions');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const labelled = await section(canvasElement, 'Labels shown');
    const dial = labelled.getByRole('button', { name: 'Edit actions' });
    const box = dial.closest('.MuiCard-root')?.getBoundingClientRect();
    // The dial sits at the end corner: bottom left in a right-to-left page.
    await expect(dial.getBoundingClientRect().left - (box?.left ?? 0)).toBeLessThan(120);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Labels shown');
    await noSidewaysScrollIn(canvasElement);
  },
};
