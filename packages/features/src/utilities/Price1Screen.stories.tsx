import type { Meta, StoryObj } from '@storybook/react-vite';
import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { Price1Screen } from './Price1Screen';

const meta = {
  title: 'Utilities/Pricing/Price 1',
  component: Price1Screen,
  parameters: { router: { initialEntries: ['/pricing/price1'] } },
} satisfies Meta<typeof Price1Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const plan = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Monthly prices first; the yearly switch shows a year's price and its saving; back again. */
async function switchesBilling(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Standard' }, { timeout: 8000 });
  const standard = plan(canvasElement, 'Standard');
  await expect(standard.getByText('$29.00')).toBeVisible();
  await expect(standard.getByText('Most popular')).toBeVisible();
  await expect(standard.queryByText(/You save/)).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Yearly' }));
  await expect(canvas.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(standard.getByText('$278.40')).toBeVisible();
  await expect(standard.getByText('You save $69.60 a year')).toBeVisible();
  await expect(plan(canvasElement, 'Basic').getByText('$86.40')).toBeVisible();
  await expect(plan(canvasElement, 'Premium').getByText('You save $141.60 a year')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Monthly' }));
  await expect(standard.getByText('$29.00')).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await switchesBilling(canvasElement);
    const basic = plan(canvasElement, 'Basic');
    await expect(basic.getByText('Up to 500 players')).toBeVisible();
    await expect(basic.getAllByText('Not included')).toHaveLength(4);
    await expect(plan(canvasElement, 'Premium').queryByText('Not included')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: ({ canvasElement }) => switchesBilling(canvasElement),
};

/** Thai, right to left: the labels and the locale's money format. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'รายปี' }, { timeout: 8000 }));
    const standard = plan(canvasElement, 'มาตรฐาน');
    await expect(standard.getByText(/278\.40/)).toBeVisible();
    await expect(standard.getByText(/ประหยัดได้ .*69\.60 ต่อปี/)).toBeVisible();
    await noSidewaysScroll(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await switchesBilling(canvasElement);
    await noSidewaysScroll(canvasElement);
  },
};
