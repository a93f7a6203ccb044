import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { BasicTableScreen } from './BasicTableScreen';
import { membersOf } from './data';
import {
  cardsOnAPhone,
  columnOf,
  findTable,
  LONG,
  namesInOrder,
  readsRightToLeft,
  rowsOf,
  sortBy,
} from './storyKit';

const meta = {
  title: 'Tables/Basic',
  component: BasicTableScreen,
  parameters: { router: { initialEntries: ['/tables/basic'] } },
} satisfies Meta<typeof BasicTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = membersOf(8);

/** Every row on one page (no pagination); sorting by name puts the rows in alphabetical order and back. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Basic table' }, LONG)).toBeVisible();
    const table = await findTable(canvasElement);
    await expect(rowsOf(table)).toHaveLength(8);
    await expect(canvas.queryByText('Rows per page:')).toBeNull();
    await step('sort by name', async () => {
      const header = await sortBy(table, 'Name');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(columnOf(table, 'Name')).toEqual(namesInOrder(members));
      await sortBy(table, 'Name');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(columnOf(table, 'Name')).toEqual(namesInOrder(members, 'desc'));
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(rowsOf(table)).toHaveLength(8);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await readsRightToLeft(await findTable(canvasElement), 'Name', 'Joined');
  },
};

/** On a phone each member is a card with every column as label and value. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const list = await cardsOnAPhone(canvasElement, 8);
    await expect(within(list).getAllByText('Country')[0]).toBeVisible();
  },
};
