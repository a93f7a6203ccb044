import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    title: 'We could not load the orders',
    message:
      'Something went wrong on our side. The server answered: Internal error. Please try again in a moment.',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <MainCard>
        <Story />
      </MainCard>
    ),
  ],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the orders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: {
    size: 'large',
    titleComponent: 'h2',
    offline: true,
    title: 'You seem to be offline',
    message: 'We could not reach the shop. Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'You seem to be offline' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Without `onRetry` there is nothing to press. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'That did not work', message: 'The coupon has expired.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The coupon has expired.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A player card's own failure: inline, Thai label on the retry. */
export const InlineInACard: Story = {
  args: {
    variant: 'inline',
    title: 'โหลดข้อมูลไม่สำเร็จ',
    message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาลองใหม่อีกครั้ง',
    retryLabel: 'ลองใหม่',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    await userEvent.click(canvas.getByRole('button', { name: 'ลองใหม่' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InlineOffline: Story = {
  args: {
    variant: 'inline',
    offline: true,
    title: 'You seem to be offline',
    message: 'Check your connection.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You seem to be offline');
  },
};

export const UserTextIsNotHtml: Story = {
  args: { message: '<img src=x onerror="alert(1)"> <b>bold</b>' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('<b>bold</b>');
    await expect(alert.querySelector('img, b')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  render: (args) => (
    <>
      <ErrorState {...args} />
      <ErrorState {...args} variant="inline" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <>
      <ErrorState {...args} />
      <ErrorState {...args} variant="inline" />
    </>
  ),
  args: { title: 'โหลดข้อมูลไม่สำเร็จ', message: 'กรุณาลองใหม่อีกครั้ง', retryLabel: 'ลองใหม่' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [block, inline] = canvas.getAllByRole('button', { name: 'ลองใหม่' });
    await expect(block).toBeVisible();
    // Inline: the retry sits at the end of the line, on the left in RTL.
    const alert = canvas.getAllByRole('alert')[1] as HTMLElement;
    await expect((inline as HTMLElement).getBoundingClientRect().left).toBeLessThan(
      alert.getBoundingClientRect().left + alert.getBoundingClientRect().width / 2,
    );
  },
};
