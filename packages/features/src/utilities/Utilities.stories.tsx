import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { AnimationScreen } from './AnimationScreen';
import { GridScreen } from './GridScreen';
import { SampleScreen } from './SampleScreen';
import { ShadowScreen } from './ShadowScreen';
import { TypographyScreen } from './TypographyScreen';

/** The utility pages without states of their own (no data): one story each. */
const meta = {
  title: 'Utilities/Pages',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Patience for the labels on a busy machine. */
const LONG = { timeout: 8000 } as const;

export const Typography: Story = {
  parameters: { router: { initialEntries: ['/utils/util-typography'] } },
  render: () => <TypographyScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Type styles of the theme' }, LONG));
    await expect(table.getAllByRole('rowheader')).toHaveLength(12);
    await expect(table.getByRole('rowheader', { name: 'h1' })).toBeVisible();
    await expect(canvas.getByText('Secondary text')).toBeVisible();
    await expect(canvas.getByText('Weight 700')).toHaveStyle({ fontWeight: '700' });
  },
};

export const Shadow: Story = {
  parameters: { router: { initialEntries: ['/utils/util-shadow'] } },
  render: () => <ShadowScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Elevation 0', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Elevation 24')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(25);
  },
};

export const Animation: Story = {
  parameters: { router: { initialEntries: ['/utils/util-animation'] } },
  render: () => <AnimationScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Fade', 'Grow', 'Slide', 'Zoom', 'Collapse']) {
      const replay = await canvas.findByRole('button', { name: `Replay ${name}` }, LONG);
      await userEvent.click(replay);
      // The box goes out and comes back; the button is there again once it has.
      await waitFor(() => expect(replay).toBeEnabled(), { timeout: 4000 });
    }
    await waitFor(() => expect(canvas.getAllByRole('img', { name: 'Animated box' })).toHaveLength(5));
  },
};

export const Grid: Story = {
  parameters: { router: { initialEntries: ['/utils/util-grid'] } },
  render: () => <GridScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Columns' }, LONG)).toBeVisible();
    await expect(canvas.getAllByText('xs 12 · sm 6 · md 3')).toHaveLength(4);
    await expect(canvas.getAllByText('Inner 3')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Spacing 3' })).toBeVisible();
  },
};

export const Sample: Story = {
  parameters: { router: { initialEntries: ['/sample-page'] } },
  render: () => <SampleScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Sample card' }, LONG),
    ).toBeVisible();
  },
};
