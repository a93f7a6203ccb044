import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ApiError } from '../../shared/api/errors';
import { LoadFailed } from './LoadFailed';

const meta = {
  title: 'Customer/Components/LoadFailed',
  component: LoadFailed,
  args: {
    title: 'We could not load the customers',
    error: new ApiError(500, 'Database timeout'),
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server failed (5xx): its message in the sentence, and a retry. */
export const ServerError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load the customers')).toBeVisible();
    await expect(canvas.getByText(/Something went wrong on our side.*Database timeout/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No answer at all: the offline words, never a status code. */
export const Offline: Story = {
  args: { error: new ApiError(0, 'Failed to fetch') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You seem to be offline/)).toBeVisible();
    await expect(canvas.queryByText(/Failed to fetch/)).toBeNull();
  },
};

/** Any other refusal (a 4xx): the server's own message, rendered as text. */
export const Refused: Story = {
  args: { error: new ApiError(403, '<b>Not allowed</b> for this account') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('That did not work. <b>Not allowed</b> for this account'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { title: 'โหลดรายชื่อลูกค้าไม่สำเร็จ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ระบบของเราเกิดข้อผิดพลาด/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not load the customers')).toBeVisible();
  },
};
