import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { CustomizedTableScreen } from './CustomizedTableScreen';
import { cardsOnAPhone, findTable, namesInOrder, readsRightToLeft, rowsOf, sortBy } from './storyKit';
import { membersOf } from './data';

const meta = {
  title: 'Tables/Customized',
  component: CustomizedTableScreen,
  parameters: { router: { initialEntries: ['/tables/customized'] } },
} satisfies Meta<typeof CustomizedTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (element: Element | undefined) =>
  element ? getComputedStyle(element).backgroundColor : '';

/**
 * Avatars, status chips and progress bars in the cells, a coloured head and striped rows; the most
 * complete profiles first, then sorted by name.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const table = await findTable(canvasElement);
    const rows = rowsOf(table);
    await expect(rows).toHaveLength(10);
    const bars = within(table).getAllByRole('progressbar');
    const values = bars.map((bar) => Number(bar.getAttribute('aria-valuenow')));
    await expect(values).toEqual([...values].sort((a, b) => b - a));
    await expect(within(table).getAllByText(/^(Active|Pending|Blocked)$/)).toHaveLength(10);
    await step('coloured head, striped rows', async () => {
      const head = table.querySelector('th');
      await expect(background(head ?? undefined)).not.toBe('rgba(0, 0, 0, 0)');
      await expect(background(rows[0])).not.toBe(background(rows[1]));
      await expect(background(rows[0])).toBe(background(rows[2]));
    });
    await step('sort by name', async () => {
      await sortBy(table, 'Name');
      // The name is the first line of the cell (after the avatar's initials, before the email).
      const names = rowsOf(table).map((row) => row.querySelector('p')?.textContent);
      await expect(names).toEqual(namesInOrder(membersOf(30)).slice(0, 10));
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(within(table).getAllByRole('progressbar')).toHaveLength(10);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await readsRightToLeft(await findTable(canvasElement), 'Name', 'Role');
  },
};

/** On a phone each member is a card that keeps the avatar, the chip and the bar. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const list = await cardsOnAPhone(canvasElement, 10);
    await expect(within(list).getAllByRole('progressbar')).toHaveLength(10);
  },
};
