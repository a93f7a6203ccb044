import { noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { customerScenarios } from '@pp/mocks';
import { customerHandlers } from '@pp/mocks/handlers/customer';

import { customerPaths } from '../shared/api/endpoints';
import { ProductScreen } from './ProductScreen';
import { answer, flaky, LONG, manyProducts, dismissSnackbars, thaiProducts } from './storyKit';

const meta = {
  title: 'Apps/Customer/Products',
  component: ProductScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/customer/product'] } },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(await canvas.findByText('1–10 of 16', {}, LONG)).toBeVisible();
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(first).toHaveTextContent('#1');
    await expect(first).toHaveTextContent('Aurora Wireless Headphones');
    await expect(first).toHaveTextContent('Electronics');
    await expect(first).toHaveTextContent('$97.49');
    await expect(first).toHaveTextContent('Jan 01, 2025');
    // 3 in stock is flagged as low.
    await expect(within(first).getByText('Low')).toBeVisible();
  },
};

export const SearchAndSort: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 16', {}, LONG);
    await step('search by category', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search products' }), 'kitchen');
      await waitFor(() => expect(canvas.getByText('1–4 of 4')).toBeVisible(), LONG);
    });
    await step('most expensive first', async () => {
      const header = canvas.getByRole('columnheader', { name: 'Price' });
      await userEvent.click(within(header).getByRole('button'));
      await userEvent.click(within(header).getByRole('button'));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Travel Espresso Maker');
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('$64.90');
      await dismissSnackbars();
    });
  },
};

export const DeleteWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 16', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Aurora Wireless Headphones' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete product?' }, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
    await expect(canvas.getByText('1–10 of 15')).toBeVisible();
    await waitFor(() => expect(page.getByText('Aurora Wireless Headphones deleted')).toBeVisible(), LONG);
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    await expect(await canvas.findByText('Aurora Wireless Headphones', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('1–10 of 16')).toBeVisible();
    await dismissSnackbars();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products yet', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load the products')).toBeVisible();
    await expect(within(alert).getByText(/You seem to be offline/)).toBeVisible();
  },
};

const failingOnce = flaky([customerPaths.products], 'server');

export const RetryAfterServerError: Story = {
  parameters: { msw: { handlers: { customer: [...failingOnce.handlers, ...customerHandlers] } } },
  beforeEach: () => failingOnce.arm(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('1–10 of 16', {}, LONG)).toBeVisible();
    await dismissSnackbars();
  },
};

export const ManyRows: Story = {
  parameters: {
    msw: { handlers: { customer: [answer(customerPaths.products, { products: manyProducts(2000) })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 of 2,000', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await page.findByRole('option', { name: '25' }, LONG));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(25), LONG);
    await expect(canvas.getByText('1–25 of 2,000')).toBeVisible();
    await dismissSnackbars();
  },
};

export const LongThaiNames: Story = {
  parameters: {
    msw: { handlers: { customer: [answer(customerPaths.products, { products: thaiProducts })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/หูฟังไร้สายตัดเสียงรบกวน/, {}, LONG)).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–10 of 16', {}, LONG)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 16', {}, LONG);
    const id = canvas.getByRole('columnheader', { name: /^ID/ }).getBoundingClientRect();
    const price = canvas.getByRole('columnheader', { name: 'Price' }).getBoundingClientRect();
    await expect(id.left).toBeGreaterThan(price.left);
  },
};
