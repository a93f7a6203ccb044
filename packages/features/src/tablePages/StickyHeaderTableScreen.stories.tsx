import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { StickyHeaderTableScreen } from './StickyHeaderTableScreen';
import {
  cardsOnAPhone,
  columnOf,
  findTable,
  namesInOrder,
  readsRightToLeft,
  rowsOf,
  showTenThousand,
  sortBy,
} from './storyKit';
import { membersOf } from './data';

const meta = {
  title: 'Tables/Sticky Header',
  component: StickyHeaderTableScreen,
  parameters: { router: { initialEntries: ['/tables/sticky-header'] } },
} satisfies Meta<typeof StickyHeaderTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollArea = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Members' });

/** 100 rows scroll inside 440 px while the head stays at the top; sorting by name. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const table = await findTable(canvasElement);
    const area = scrollArea(canvasElement);
    await expect(rowsOf(table)).toHaveLength(100);
    await expect(area.clientHeight).toBeLessThanOrEqual(440);
    await step('the head stays in view while the rows scroll', async () => {
      const head = within(table).getByRole('columnheader', { name: 'Name' });
      const top = area.getBoundingClientRect().top;
      area.scrollTop = 1_500;
      await waitFor(() => expect(area.scrollTop).toBeGreaterThan(0));
      await expect(Math.round(head.getBoundingClientRect().top)).toBe(Math.round(top));
      area.scrollTop = 0;
    });
    await step('sort by name', async () => {
      await sortBy(table, 'Name');
      await expect(columnOf(table, 'Name')).toEqual(namesInOrder(membersOf(200)).slice(0, 100));
    });
  },
};

/** 10,000 members, 100 a page in the scroll area. */
export const TenThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showTenThousand(canvasElement, 100);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('101–200 of 10,000')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(rowsOf(table)).toHaveLength(100);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await readsRightToLeft(await findTable(canvasElement), 'Name', 'Email');
  },
};

/** On a phone the rows are cards (the page scrolls, not a box in it). */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await cardsOnAPhone(canvasElement, 100);
  },
};
