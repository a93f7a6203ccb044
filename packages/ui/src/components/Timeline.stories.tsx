import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCash, IconCheck, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { withPhoneFrame } from '../storybook';
import { Timeline, type TimelineEvent } from './Timeline';

const order: TimelineEvent[] = [
  {
    id: 'placed',
    title: 'Order placed',
    description: '2 items, ฿1,250',
    time: '09:12',
    icon: <IconPackage />,
  },
  {
    id: 'paid',
    title: 'Payment received',
    description: 'PromptPay',
    time: '09:14',
    icon: <IconCash />,
    color: 'success',
  },
  {
    id: 'shipped',
    title: 'Shipped',
    description: 'Kerry Express',
    time: '14:30',
    icon: <IconTruckDelivery />,
    color: 'warning',
  },
  {
    id: 'delivered',
    title: 'Delivered',
    time: 'Tomorrow',
    icon: <IconCheck />,
    color: 'grey',
    variant: 'outlined',
  },
];

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { events: order, 'aria-label': 'Order history' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order history' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveTextContent('Payment received');
    // The event follows the line: its text starts right of the time.
    const time = within(items[0] as HTMLElement).getByText('09:12');
    const title = within(items[0] as HTMLElement).getByText('Order placed');
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(time.getBoundingClientRect().right);
  },
};

export const Alternate: Story = {
  args: { position: 'alternate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Order placed').getBoundingClientRect();
    const second = canvas.getByText('Payment received').getBoundingClientRect();
    await expect(second.right).toBeLessThan(first.left);
  },
};

export const Start: Story = {
  args: { position: 'start', events: order.map(({ time: _time, ...event }) => event) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const AlternateRTL: Story = {
  args: { position: 'alternate' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Order placed').getBoundingClientRect();
    const second = canvas.getByText('Payment received').getBoundingClientRect();
    await expect(second.left).toBeGreaterThan(first.right);
  },
};

export const AlternateOnAPhone: Story = {
  args: { position: 'alternate' },
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Order placed').getBoundingClientRect();
    const second = canvas.getByText('Payment received').getBoundingClientRect();
    // One side on a phone: every event after the line.
    await expect(Math.round(second.left)).toBe(Math.round(first.left));
  },
};
