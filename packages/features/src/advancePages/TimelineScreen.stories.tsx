import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, within } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { TimelineScreen } from './TimelineScreen';

const meta = {
  title: 'Advance/Timeline',
  component: TimelineScreen,
  parameters: { router: { initialEntries: ['/advance/timeline'] } },
} satisfies Meta<typeof TimelineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The left edge of an event's title. */
const leftOf = (list: HTMLElement, title: string) =>
  within(list).getByText(title).getBoundingClientRect().left;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const order = await section(canvasElement, 'Order tracking');
    const list = order.getByRole('list', { name: 'Order tracking' });
    const events = within(list).getAllByRole('listitem');
    await expect(
      events.map((event) => event.querySelector('.timeline-event')?.firstChild?.textContent),
    ).toEqual(['Order placed', 'Payment received', 'Shipped', 'Delivered']);
    await expect(events[1]).toHaveTextContent('09:14');
    const alternate = await section(canvasElement, 'Alternating');
    const steps = alternate.getByRole('list', { name: 'Alternating' });
    // Every other event crosses the line.
    await expect(leftOf(steps, 'Code')).toBeLessThan(leftOf(steps, 'Eat'));
    await expect(leftOf(steps, 'Sleep')).toBe(leftOf(steps, 'Eat'));
    const start = await section(canvasElement, 'Events before the line');
    const before = start.getByRole('list', { name: 'Events before the line' });
    const line = before.querySelector('.timeline-dot-column')?.getBoundingClientRect().left ?? 0;
    await expect(within(before).getByText('Eat').getBoundingClientRect().right).toBeLessThanOrEqual(line);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Colours and rings');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const basic = await section(canvasElement, 'Basic');
    const list = basic.getByRole('list', { name: 'Basic' });
    const line = list.querySelector('.timeline-dot-column')?.getBoundingClientRect().left ?? 0;
    // The events follow the line: on its left in a right-to-left page.
    await expect(within(list).getByText('Eat').getBoundingClientRect().right).toBeLessThanOrEqual(line);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const customised = await section(canvasElement, 'With times and icons');
    const list = customised.getByRole('list', { name: 'With times and icons' });
    // One side on a phone.
    await expect(leftOf(list, 'Code')).toBe(leftOf(list, 'Eat'));
    await noSidewaysScrollIn(canvasElement);
  },
};
