import { noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { customerScenarios } from '@pp/mocks';
import { customerHandlers } from '@pp/mocks/handlers/customer';

import { customerPaths } from '../shared/api/endpoints';
import { OrderListScreen } from './OrderListScreen';
import { answer, flaky, LONG, manyOrders, dismissSnackbars, thaiOrders, withLocation } from './storyKit';

const meta = {
  title: 'Apps/Customer/Order List',
  component: OrderListScreen,
  decorators: [withNotification, withLocation],
  parameters: { router: { initialEntries: ['/customer/order-list'] } },
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order List' })).toBeVisible();
    await expect(await canvas.findByText('1–10 of 24', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All 24' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Complete 14' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Processing 6' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cancelled 4' })).toBeVisible();
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(first).toHaveTextContent('#792896');
    await expect(first).toHaveTextContent('Daniel Kim');
    await expect(first).toHaveTextContent('Orbit Media');
    await expect(first).toHaveTextContent('Paytm');
    await expect(within(first).getByText('Cancelled')).toBeVisible();
  },
};

export const StatusTabs: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    await step('a tab shows only its orders', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: /Cancelled/ }));
      await expect(canvas.getByText('1–4 of 4')).toBeVisible();
      for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('Cancelled');
      await userEvent.click(canvas.getByRole('tab', { name: /Processing/ }));
      await expect(canvas.getByText('1–6 of 6')).toBeVisible();
      for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('Processing');
    });
    await step('switching tabs starts again at the first page', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: /All/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
      await expect(canvas.getByText('11–20 of 24')).toBeVisible();
      await userEvent.click(canvas.getByRole('tab', { name: /Complete/ }));
      await expect(canvas.getByText('1–10 of 14')).toBeVisible();
    });
    await step('search works within the tab', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search orders' }), 'net banking');
      await waitFor(() => expect(canvas.getByText(/^1–\d+ of \d+$/)).not.toHaveTextContent('of 14'), LONG);
      for (const row of bodyRows(canvasElement)) {
        await expect(row).toHaveTextContent('Net Banking');
        await expect(row).toHaveTextContent('Complete');
      }
      await dismissSnackbars();
    });
  },
};

export const ViewOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'View order #792896' }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/customer/order-details?id=792896'),
    );
  },
};

export const DeleteWithUndo: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    await step('delete asks first, then updates the rows and the counts', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete order #792896' }));
      const dialog = await page.findByRole('dialog', { name: 'Delete order?' }, LONG);
      await waitFor(
        () => expect(within(dialog).getByText(/Order #792896 of Daniel Kim/)).toBeVisible(),
        LONG,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await expect(canvas.getByText('1–10 of 23')).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Cancelled 3' })).toBeVisible();
      await expect(canvas.queryByText('#792896')).toBeNull();
    });
    await step('undo restores it', async () => {
      await userEvent.click(await page.findByRole('button', { name: 'Undo' }, LONG));
      await expect(await canvas.findByText('#792896', {}, LONG)).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Cancelled 4' })).toBeVisible();
      await dismissSnackbars();
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('tab', { name: 'All –' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All 0' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Processing/ }));
    await expect(await canvas.findByText('No processing orders', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load the orders')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const failingOnce = flaky([customerPaths.orders], 'server');

export const RetryAfterServerError: Story = {
  parameters: { msw: { handlers: { customer: [...failingOnce.handlers, ...customerHandlers] } } },
  beforeEach: () => failingOnce.arm(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('1–10 of 24', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All 24' })).toBeVisible();
    await dismissSnackbars();
  },
};

export const ManyRows: Story = {
  parameters: {
    msw: { handlers: { customer: [answer(customerPaths.orders, { orders: manyOrders(5000) })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 of 5,000', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All 5,000' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cancelled 1,250' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Cancelled/ }));
    await expect(canvas.getByText('1–10 of 1,250')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
  },
};

export const LongThaiNames: Story = {
  parameters: { msw: { handlers: { customer: [answer(customerPaths.orders, { orders: thaiOrders })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/บริษัท สยามเทรดดิ้งอินเตอร์เนชั่นแนล/, {}, LONG)).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 of 24', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Complete/ }));
    await expect(canvas.getByText('1–10 of 14')).toBeVisible();
    await dismissSnackbars();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    const all = canvas.getByRole('tab', { name: /All/ }).getBoundingClientRect();
    const cancelled = canvas.getByRole('tab', { name: /Cancelled/ }).getBoundingClientRect();
    await expect(all.left).toBeGreaterThan(cancelled.left);
  },
};

/** The whole screen in Thai (toolbar locale `th`): title, tabs, columns, status chips, paging, dates. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'รายการคำสั่งซื้อ' })).toBeVisible();
    await expect(await canvas.findByText(/^1–10 จาก \d+$/, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'สถานะคำสั่งซื้อ' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^ทั้งหมด/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('columnheader', { name: 'เลขที่คำสั่งซื้อ' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ค้นหาคำสั่งซื้อ' })).toBeVisible();
    await expect(canvas.getAllByText('เสร็จสมบูรณ์').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Complete')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: /^ยกเลิกแล้ว/ }));
    await expect(canvas.getByRole('tab', { name: /^ยกเลิกแล้ว/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('button', { name: /^ลบคำสั่งซื้อ #/ }).length).toBeGreaterThan(0);
  },
};
