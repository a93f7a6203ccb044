import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { CollapseTableScreen } from './CollapseTableScreen';
import { membersOf, ordersOf } from './data';
import {
  columnOf,
  findTable,
  LONG,
  namesInOrder,
  noSidewaysScrollIn,
  readsRightToLeft,
  rowsOf,
  sortBy,
} from './storyKit';

const meta = {
  title: 'Tables/Collapse',
  component: CollapseTableScreen,
  parameters: { router: { initialEntries: ['/tables/collapse'] } },
} satisfies Meta<typeof CollapseTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = membersOf(24);
const second = members[1];
if (!second) throw new Error('No sample members');

/** Open a member's row on their last orders (a sub-table), close it; sort by name. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    const toggle = within(table).getByRole('button', { name: `Details of ${second.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await step('expand a row', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const orders = await canvas.findByRole('table', { name: `Orders of ${second.name}` }, LONG);
      await expect(rowsOf(orders)).toHaveLength(ordersOf(second).length);
      await expect(within(orders).getByText(ordersOf(second)[0]?.id ?? '-')).toBeVisible();
    });
    await step('collapse it', async () => {
      await userEvent.click(toggle);
      await waitFor(
        () => expect(canvas.queryByRole('table', { name: `Orders of ${second.name}` })).toBeNull(),
        LONG,
      );
    });
    await step('sort by name', async () => {
      await sortBy(table, 'Name');
      await expect(columnOf(table, 'Name')).toEqual(namesInOrder(members).slice(0, 10));
    });
  },
};

const openSecond = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await findTable(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Details of ${second.name}` }));
  await expect(await canvas.findByRole('table', { name: `Orders of ${second.name}` }, LONG)).toBeVisible();
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => openSecond(canvasElement),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await openSecond(canvasElement);
    await readsRightToLeft(await findTable(canvasElement), 'Name', 'Spent');
  },
};

/** On a phone each card ends with the details button; the orders open under it as cards. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Members' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: `Details of ${second.name}` }));
    const orders = await canvas.findByRole('list', { name: `Orders of ${second.name}` }, LONG);
    await expect(within(orders).getAllByRole('listitem')).toHaveLength(ordersOf(second).length);
    await noSidewaysScrollIn(canvasElement);
  },
};
