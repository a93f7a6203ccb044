import type { Meta, StoryObj } from '@storybook/react-vite';
import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { Price2Screen } from './Price2Screen';

const meta = {
  title: 'Utilities/Pricing/Price 2',
  component: Price2Screen,
  parameters: { router: { initialEntries: ['/pricing/price2'] } },
} satisfies Meta<typeof Price2Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The comparison's price row, cell by cell. */
const prices = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('rowheader', { name: 'Price' }).closest('tr') as HTMLElement);

async function switchesBilling(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('table', { name: 'Compare the plans' }, { timeout: 8000 }),
  ).toBeVisible();
  await expect(prices(canvasElement).getByText('$9.00')).toBeVisible();
  await expect(prices(canvasElement).getByText('$59.00')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Yearly' }));
  await expect(prices(canvasElement).getByText('$566.40')).toBeVisible();
  await expect(prices(canvasElement).getByText('You save $21.60 a year')).toBeVisible();
  await expect(prices(canvasElement).queryByText('$9.00')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Monthly' }));
  await expect(prices(canvasElement).getByText('$9.00')).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await switchesBilling(canvasElement);
    const api = within(
      within(canvasElement).getByRole('rowheader', { name: 'API access' }).closest('tr') as HTMLElement,
    );
    await expect(api.getAllByText('Not included')).toHaveLength(2);
    await expect(api.getAllByText('Included')).toHaveLength(1);
    await expect(within(canvasElement).getByRole('row', { name: /Players/ })).toHaveTextContent('50,000');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: ({ canvasElement }) => switchesBilling(canvasElement),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'เปรียบเทียบแพ็กเกจ' }, { timeout: 8000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'รายปี' }));
    await expect(canvas.getByText(/566\.40/)).toBeVisible();
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
