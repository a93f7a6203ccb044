import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { DataGridScreen } from './DataGridScreen';
import { LONG, noSidewaysScrollIn, readsRightToLeft } from './storyKit';

const meta = {
  title: 'Tables/Data Grid',
  component: DataGridScreen,
  parameters: { router: { initialEntries: ['/tables/data'] } },
} satisfies Meta<typeof DataGridScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const findGrid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Members' }, LONG);

/** The text of the `field` cells of the rows on screen. */
const cellsOf = (grid: HTMLElement, field: string) =>
  [...grid.querySelectorAll<HTMLElement>(`[role="gridcell"][data-field="${field}"]`)].map(
    (cell) => cell.textContent ?? '',
  );

/** Sort by orders (most first), then filter with the toolbar's search. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await expect(canvas.getByText(/1–25 of 500/)).toBeVisible();
    await step('sort by orders', async () => {
      const header = within(grid).getByRole('columnheader', { name: 'Orders' });
      await userEvent.click(within(header).getByText('Orders'));
      await userEvent.click(within(header).getByText('Orders'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
      const orders = cellsOf(grid, 'orders').map(Number);
      await expect(orders.length).toBeGreaterThan(0);
      await expect(orders).toEqual([...orders].sort((a, b) => b - a));
    });
    await step('filter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await userEvent.type(await canvas.findByRole('searchbox', {}, LONG), 'Canada');
      await waitFor(() => expect(canvas.queryByText(/1–25 of 500/)).toBeNull(), LONG);
      for (const country of cellsOf(grid, 'country')) await expect(country).toBe('Canada');
    });
  },
};

/** 10,000 members: the grid draws only the rows in view. */
export const TenThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findGrid(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: '10,000 rows' }));
    await expect(await canvas.findByText(/1–25 of 10,000/, {}, LONG)).toBeVisible();
  },
};

/** No members: the grid's own "No rows" overlay. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await findGrid(canvasElement);
    await expect(await within(canvasElement).findByText('No rows', {}, LONG)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement);
    await expect(cellsOf(grid, 'name').length).toBeGreaterThan(0);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await readsRightToLeft(await findGrid(canvasElement), 'Name', 'Email');
  },
};

/** The grid's labels in the template locale (French here). */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Membres' }, LONG);
    await expect(within(grid).getByRole('columnheader', { name: 'Commandes' })).toBeVisible();
    await expect(canvas.getByText('Lignes par page :')).toBeVisible();
  },
};

/** On a phone the grid scrolls sideways inside its card; the page does not. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await findGrid(canvasElement);
    await noSidewaysScrollIn(canvasElement);
  },
};
