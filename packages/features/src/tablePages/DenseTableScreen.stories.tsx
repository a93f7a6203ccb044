import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { DenseTableScreen } from './DenseTableScreen';
import {
  cardsOnAPhone,
  columnOf,
  descending,
  findTable,
  numbersOf,
  readsRightToLeft,
  rowsOf,
  sortBy,
} from './storyKit';

const meta = {
  title: 'Tables/Dense',
  component: DenseTableScreen,
  parameters: { router: { initialEntries: ['/tables/dense'] } },
} satisfies Meta<typeof DenseTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowHeight = (table: HTMLElement) => rowsOf(table)[0]?.getBoundingClientRect().height ?? 0;

/** Compact rows, 20 a page; sorting by orders puts the most first; the switch gives the regular height back. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await expect(rowsOf(table)).toHaveLength(20);
    await expect(canvas.getByText('1–20 of 40')).toBeVisible();
    const dense = rowHeight(table);
    await step('sort by orders, most first', async () => {
      const header = await sortBy(table, 'Orders');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(descending(numbersOf(columnOf(table, 'Orders')))).toBe(true);
    });
    await step('regular rows', async () => {
      const toggle = canvas.getByRole('switch', { name: 'Dense padding' });
      await expect(toggle).toBeChecked();
      await userEvent.click(toggle);
      await waitFor(() => expect(rowHeight(table)).toBeGreaterThan(dense + 10));
      await userEvent.click(toggle);
      await waitFor(() => expect(rowHeight(table)).toBe(dense));
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(rowsOf(table)).toHaveLength(20);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await readsRightToLeft(await findTable(canvasElement), 'Name', 'Joined');
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await cardsOnAPhone(canvasElement, 20);
    await expect(within(canvasElement).getByRole('switch', { name: 'Dense padding' })).toBeChecked();
  },
};
