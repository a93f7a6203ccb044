import { noSidewaysScroll } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { customerScenarios } from '@pp/mocks';
import { customerHandlers } from '@pp/mocks/handlers/customer';

import { customerPaths } from '../shared/api/endpoints';
import { OrderDetailsScreen } from './OrderDetailsScreen';
import {
  answer,
  dismissSnackbars,
  flaky,
  LONG,
  thaiCustomers,
  thaiOrders,
  thaiProducts,
  withLocation,
} from './storyKit';

const meta = {
  title: 'Apps/Customer/Order Details',
  component: OrderDetailsScreen,
  decorators: [withLocation],
  parameters: { router: { initialEntries: ['/customer/order-details'] } },
} satisfies Meta<typeof OrderDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string) => ({ router: { initialEntries: [path] } });

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first order, its customer and addresses', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Order #790841' }, LONG)).toBeVisible();
      await expect(canvas.getByText('Placed on Jan 01, 2025')).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Customer' })).toBeVisible();
      await expect(canvas.getByText('alex.carter@example.com')).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Billing address' })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
      await expect(canvas.getAllByText('Bangkok, Thailand')).toHaveLength(2);
    });
    await step('items and totals in exact cents', async () => {
      const items = canvas.getByRole('table', { name: 'Items' });
      const rows = within(items).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(3);
      await expect(rows[0]).toHaveTextContent(/Aurora Wireless Headphones.*\$97\.49.*1.*\$97\.49/);
      const totals = canvas.getByRole('group', { name: 'Totals' });
      await expect(totals).toHaveTextContent('Subtotal$211.13');
      await expect(totals).toHaveTextContent('ShippingFree');
      await expect(totals).toHaveTextContent('Tax (7%)$14.78');
      await expect(totals).toHaveTextContent('Total$225.91');
    });
    await step('payment and a finished timeline', async () => {
      await expect(canvas.getByText('Credit Card')).toBeVisible();
      await expect(canvas.getAllByText('Complete')).toHaveLength(2);
      await expect(canvas.getByText('Delivered')).toBeVisible();
      await expect(canvas.getByText('Jan 06, 2025')).toBeVisible();
    });
  },
};

export const Processing: Story = {
  parameters: at('/customer/order-details?id=790978'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order #790978' }, LONG)).toBeVisible();
    await expect(canvas.getAllByText('Processing')).toHaveLength(2);
    await expect(canvas.getByText('Expected Apr 14, 2025')).toBeVisible();
    await expect(canvas.getByText('Expected Apr 17, 2025')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .slice(1);
    // The first line carries the order's quantity (8).
    await expect(within(rows[0] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('8');
  },
};

export const Cancelled: Story = {
  parameters: at('/customer/order-details?id=792896'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order #792896' }, LONG)).toBeVisible();
    await expect(canvas.getByText('daniel.kim@example.com')).toBeVisible();
    await expect(canvas.getAllByText('Cancelled').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.queryByText('Delivered')).toBeNull();
  },
};

export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Print' }, LONG));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
    await dismissSnackbars();
  },
};

export const NotFound: Story = {
  parameters: at('/customer/order-details?id=000000'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Order #000000 was not found', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('It may have been removed. Pick an order from the list.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to orders' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order…');
    await expect(canvas.queryByRole('heading', { name: /Order #/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to orders' }));
    await waitFor(
      () => expect(canvas.getByTestId('location')).toHaveTextContent('/customer/order-list'),
      LONG,
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load the order')).toBeVisible();
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
  },
};

const offlineOnce = flaky([customerPaths.orders], 'network');

export const RetryAfterNetworkError: Story = {
  parameters: { msw: { handlers: { customer: [...offlineOnce.handlers, ...customerHandlers] } } },
  // Twice: the server-state layer tries a call that got no answer once more by itself.
  beforeEach: () => offlineOnce.arm(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText(/You seem to be offline/)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Order #790841' }, LONG)).toBeVisible();
    await dismissSnackbars();
  },
};

export const LongThaiText: Story = {
  parameters: {
    msw: {
      handlers: {
        customer: [
          answer(customerPaths.orders, { orders: thaiOrders }),
          answer(customerPaths.products, { products: thaiProducts }),
          answer(customerPaths.customers, { customers: thaiCustomers }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order #790900' }, LONG)).toBeVisible();
    await expect(canvas.getAllByText(/บริษัท สยามเทรดดิ้งอินเตอร์เนชั่นแนล/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/หูฟังไร้สายตัดเสียงรบกวน/)).toBeVisible();
    for (const card of canvasElement.querySelectorAll<HTMLElement>('.MuiCard-root')) {
      await noSidewaysScroll(card, { slack: 1 });
    }
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Order #790841' }, LONG),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = (
      await canvas.findByRole('heading', { name: 'Order #790841' }, LONG)
    ).getBoundingClientRect();
    const print = canvas.getByRole('button', { name: 'Print' }).getBoundingClientRect();
    await expect(print.left).toBeLessThan(title.left);
  },
};
