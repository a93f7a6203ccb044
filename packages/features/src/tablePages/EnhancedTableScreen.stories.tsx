import { withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { EnhancedTableScreen } from './EnhancedTableScreen';
import {
  columnOf,
  findTable,
  LONG,
  namesInOrder,
  noSidewaysScrollIn,
  readsRightToLeft,
  rowsOf,
  showTenThousand,
  sortBy,
} from './storyKit';
import { membersOf } from './data';

const meta = {
  title: 'Tables/Enhanced',
  component: EnhancedTableScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/tables/enhanced'] } },
} satisfies Meta<typeof EnhancedTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Ticks the first row: the bar says one is selected. */
async function selectFirst(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const [first] = columnOf(await findTable(canvasElement), 'Name');
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first ?? ''}` }));
  await expect(canvas.getByText('1 selected')).toBeVisible();
}

/**
 * Select two members (the bar counts them), delete them after the confirmation, undo from the
 * notification; sort by name.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await expect(canvas.getByText('120 members')).toBeVisible();
    await expect(rowsOf(table)).toHaveLength(10);
    const [first, second] = columnOf(table, 'Name');
    if (first === undefined || second === undefined) throw new Error('No rows');
    await step('select two rows', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first}` }));
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${second}` }));
      await expect(canvas.getByText('2 selected')).toBeVisible();
    });
    /** Delete, then answer the confirmation with `answer`. */
    const deleteAnswering = async (answer: 'Cancel' | 'Delete') => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const dialog = await page.findByRole('dialog', { name: 'Delete 2 members?' }, LONG);
      await userEvent.click(within(dialog).getByRole('button', { name: answer }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
    };
    await step('cancel keeps them', async () => {
      await deleteAnswering('Cancel');
      await expect(canvas.getByText('2 selected')).toBeVisible();
    });
    await step('delete, then undo', async () => {
      await deleteAnswering('Delete');
      await expect(canvas.getByText('118 members')).toBeVisible();
      await expect(columnOf(table, 'Name')).not.toContain(first);
      await expect(canvas.queryByText('2 selected')).toBeNull();
      await expect(await page.findByText('2 members deleted', {}, LONG)).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Undo' }));
      await expect(await canvas.findByText('120 members', {}, LONG)).toBeVisible();
      await expect(columnOf(table, 'Name')[0]).toBe(first);
    });
    await step('sort by name', async () => {
      const header = await sortBy(table, 'Name');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(columnOf(table, 'Name')).toEqual(namesInOrder(membersOf(120)).slice(0, 10));
    });
  },
};

/** 10,000 members: search, sort and paging stay quick; select all selects every matching row. */
export const TenThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await showTenThousand(canvasElement, 10);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search members' }), 'mei lin');
    await waitFor(() => expect(canvas.queryByText('10,000 members')).toBeNull(), LONG);
    for (const name of columnOf(table, 'Name')) await expect(name).toBe('Mei Lin');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByText(/^\d+ selected$/)).toBeVisible();
  },
};

/** No members: the table says so instead of the rows. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No members yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await selectFirst(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await readsRightToLeft(await findTable(canvasElement), 'Name', 'Email');
  },
};

/** A selectable table keeps its checkboxes on a phone: it scrolls sideways inside its card, the page does not. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await selectFirst(canvasElement);
    await noSidewaysScrollIn(canvasElement);
  },
};
