import { withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { productScenarios } from '@pp/mocks';
import { products } from '@pp/mocks/data/products';
import { createProductHandlers } from '@pp/mocks/handlers/products';

import { ProductListScreen } from './ProductListScreen';
import { manyProducts, phoneFrame, scrollToTop, patiently } from './storyKit';

const meta = {
  title: 'Apps/E-commerce/Product list',
  component: ProductListScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/e-commerce/product-list'] } },
} satisfies Meta<typeof ProductListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Product names of the rows shown, in order. */
const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('15 products', undefined, patiently)).toBeVisible();
    await expect(names(canvasElement)).toHaveLength(10);
    await expect(names(canvasElement)[0]).toBe('Aurora Wireless Headphones');
    await expect(canvas.getByText('1–10 of 15')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Product/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const SearchSortAndPage: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('15 products', undefined, patiently);
    await step('sort by price, highest first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Price' }));
      await expect(names(canvasElement)[0]).toBe('Wool Blend Overcoat');
      await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await userEvent.click(canvas.getByRole('button', { name: /Price/ }));
      await expect(names(canvasElement)[0]).toBe('Field Guide to Night Skies');
    });
    await step('next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
      await expect(canvas.getByText('11–15 of 15')).toBeVisible();
      await expect(names(canvasElement)).toHaveLength(5);
    });
    await step('search goes back to the first page', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search products' }), 'kitchen');
      await expect(canvas.getByText('3 products match “kitchen”')).toBeVisible();
      await expect(canvas.getByText('1–3 of 3')).toBeVisible();
    });
  },
};

export const AddFromTheTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add Aurora Wireless Headphones to cart' }, patiently),
    );
    await waitFor(
      () => expect(body().getByText('Aurora Wireless Headphones was added to your cart')).toBeVisible(),
      patiently,
    );
    await expect(canvas.getByRole('link', { name: 'Cart: 1 item' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Bamboo Cutting Board Set to cart' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'View Aurora Wireless Headphones' })).toHaveAttribute(
      'href',
      '/e-commerce/product-details/1',
    );
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('15 products', undefined, patiently);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search products' }), 'submarine');
    await expect(canvas.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Search products' })).toHaveValue('submarine');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { products: productScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading products…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { products: productScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No products yet' }, patiently),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { products: productScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not load the products' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { products: productScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Check your connection and try again/, undefined, patiently),
    ).toBeVisible();
  },
};

export const ManyRows: Story = {
  parameters: { msw: { handlers: { products: createProductHandlers(manyProducts(products, 60)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('60 products', undefined, patiently)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(body().getByRole('option', { name: '25' }));
    await expect(names(canvasElement)).toHaveLength(25);
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    scrollToTop();
  },
};

const extreme = products.slice(0, 3).map((product, index) => ({
  ...product,
  name:
    index === 0 ? `${product.name} with an exceptionally long name for a product table row` : product.name,
  salePrice: 12_345_678.99,
  offerPrice: 9_876_543.21,
}));

export const LongNamesAndHugePrices: Story = {
  parameters: { msw: { handlers: { products: createProductHandlers(extreme) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 products', undefined, patiently)).toBeVisible();
    await expect(canvas.getAllByText('$9,876,543.21')).toHaveLength(3);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('15 products', undefined, patiently)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('15 products', undefined, patiently);
    const product = canvas.getByRole('columnheader', { name: /Product/ }).getBoundingClientRect();
    const stock = canvas.getByRole('columnheader', { name: /Stock/ }).getBoundingClientRect();
    await expect(product.left).toBeGreaterThan(stock.left);
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('15 products', undefined, patiently)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Search products' })).toBeVisible();
  },
};

/** The product table in French: title, headers, summary, paging and dates in the locale; prices stay in dollars. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('15 produits', undefined, patiently)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Liste des produits' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Produit/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Ajouté le/ })).toBeVisible();
    await expect(canvas.getByText('1–10 sur 15')).toBeVisible();
    await expect(canvas.getAllByText('2 avr. 2025')[0]).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rechercher des produits' }), 'cuisine');
    await expect(await canvas.findByText('3 produits correspondent à « cuisine »')).toBeVisible();
  },
};
