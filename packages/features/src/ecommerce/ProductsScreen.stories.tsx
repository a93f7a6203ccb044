import { noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { productScenarios } from '@pp/mocks';
import { products } from '@pp/mocks/data/products';
import { createProductHandlers } from '@pp/mocks/handlers/products';

import { ProductsScreen } from './ProductsScreen';
import { manyProducts, phoneFrame, scrollToTop, patiently } from './storyKit';

const meta = {
  title: 'Apps/E-commerce/Products',
  component: ProductsScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/e-commerce/products'] } },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the grid shows every product with its price', async () => {
      await expect(await canvas.findByText('Showing 15 products', undefined, patiently)).toBeVisible();
      await expect(canvas.getAllByRole('article')).toHaveLength(15);
      const card = canvas.getByRole('article', { name: 'Aurora Wireless Headphones' });
      await expect(within(card).getByText('$97.49')).toBeVisible();
      await expect(within(card).getByText('25% off')).toBeVisible();
    });
    await step('the filter panel sits beside the grid', async () => {
      const filters = canvas.getByRole('complementary', { name: 'Product filters' });
      await expect(within(filters).getByRole('group', { name: 'Categories' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { products: productScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(canvas.getByText('Loading products…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { products: productScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The shop has no products yet' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText('Showing 0 products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { products: productScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not load the products' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText(/Internal server error/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { products: productScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Check your connection and try again/, undefined, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const SearchWithNoResults: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 15 products', undefined, patiently);
    await step('a search that matches nothing shows the empty state', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'submarine');
      await expect(
        await canvas.findByRole('heading', { name: 'No products match your search' }, patiently),
      ).toBeVisible();
      await expect(canvas.getByText('Showing 0 products')).toBeVisible();
    });
    await step('reset brings every product back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
      await expect(await canvas.findByText('Showing 15 products', undefined, patiently)).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    });
    scrollToTop();
  },
};

export const FilterAndSort: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 15 products', undefined, patiently);
    await step('ticking Books leaves the three books', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Books' }));
      await expect(await canvas.findByText('Showing 3 products', undefined, patiently)).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'All categories' })).not.toBeChecked();
      await expect(canvas.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Books');
    });
    await step('sorting by price, highest first', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
      await userEvent.click(body().getByRole('option', { name: 'Price: high to low' }));
      await waitFor(
        () =>
          expect(canvas.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
            'Illustrated Atlas for Kids',
            'The Quiet Orchard (Hardcover)',
            'Field Guide to Night Skies',
          ]),
        patiently,
      );
    });
    await step('a minimum rating narrows it further', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '4 & up' }));
      await expect(await canvas.findByText('Showing 1 product', undefined, patiently)).toBeVisible();
    });
    scrollToTop();
  },
};

export const AddToCart: Story = {
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
    await expect(canvas.getByRole('button', { name: 'Add Wool Blend Overcoat to cart' })).toBeDisabled();
    scrollToTop();
  },
};

export const ManyProducts: Story = {
  parameters: { msw: { handlers: { products: createProductHandlers(manyProducts(products, 48)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 48 products', undefined, patiently)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(48);
  },
};

const longAndExpensive = products.slice(0, 4).map((product, index) => ({
  ...product,
  name:
    index % 2 === 0
      ? `${product.name} with an exceptionally long product name that keeps going across several lines`
      : product.name,
  salePrice: 12_345_678.99,
  offerPrice: 9_876_543.21,
}));

export const LongNamesAndHugePrices: Story = {
  parameters: { msw: { handlers: { products: createProductHandlers(longAndExpensive) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 4 products', undefined, patiently)).toBeVisible();
    await expect(canvas.getAllByText('$9,876,543.21')).toHaveLength(4);
    const card = canvas.getAllByRole('article')[0] as HTMLElement;
    await noSidewaysScroll(card);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Showing 15 products', undefined, patiently),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 15 products', undefined, patiently);
    const filters = canvas.getByRole('complementary', { name: 'Product filters' }).getBoundingClientRect();
    const grid = canvas.getByRole('region', { name: 'Products' }).getBoundingClientRect();
    await expect(filters.left).toBeGreaterThan(grid.left);
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 15 products', undefined, patiently);
    await step('the filters hide behind a button', async () => {
      await expect(canvas.queryByRole('complementary', { name: 'Product filters' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      const drawer = await body().findByRole('presentation', undefined, patiently);
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Kids' }));
      await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    });
    await step('the grid shows the kids products', async () => {
      await expect(await canvas.findByText('Showing 5 products', undefined, patiently)).toBeVisible();
      await expect(await canvas.findByRole('button', { name: 'Filters (1)' }, patiently)).toBeVisible();
      scrollToTop();
    });
  },
};

/** The shop in Thai (the theme locale): labels, filters and counts translated; product data as it comes. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('แสดงสินค้า 15 รายการ', undefined, patiently)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'ร้านค้า' })).toBeVisible();
    const filters = canvas.getByRole('complementary', { name: 'ตัวกรองสินค้า' });
    await expect(within(filters).getByRole('group', { name: 'หมวดหมู่' })).toBeVisible();
    await expect(within(filters).getByRole('checkbox', { name: 'อิเล็กทรอนิกส์' })).not.toBeChecked();
    const card = canvas.getByRole('article', { name: 'Aurora Wireless Headphones' });
    await expect(within(card).getByText('ลด 25%')).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: 'เพิ่ม Aurora Wireless Headphones ลงในตะกร้า' }),
    ).toBeEnabled();
  },
};
