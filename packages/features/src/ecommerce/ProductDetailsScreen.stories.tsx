import { noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { hydrate } from '../../../../.storybook/parameters';
import { handlers, productScenarios } from '@pp/mocks';
import { products } from '@pp/mocks/data/products';
import { createProductHandlers } from '@pp/mocks/handlers/products';
import { demoUrl } from '@pp/mocks/handlers/ecommerce-http';

import { clockAtom } from './atoms';
import { CheckoutScreen } from './CheckoutScreen';
import { ProductDetailsScreen } from './ProductDetailsScreen';
import { productPaths } from '../shared/api/endpoints';
import { phoneFrame, scrollToTop, STORY_NOW, patiently } from './storyKit';

const at = (id: string) => ({ initialEntries: [`/e-commerce/product-details/${id}`] });

/** The details route and the checkout it leads to, as the app mounts them. */
function ShopRoutes() {
  return (
    <Routes>
      <Route path="e-commerce/product-details/:id" element={<ProductDetailsScreen />} />
      <Route path="e-commerce/checkout" element={<CheckoutScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Apps/E-commerce/Product details',
  component: ProductDetailsScreen,
  decorators: [withNotification],
  render: () => <ShopRoutes />,
  parameters: { router: at('1'), jotai: { values: [hydrate(clockAtom, { now: () => STORY_NOW })] } },
} satisfies Meta<typeof ProductDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('name, rating, prices and discount', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Aurora Wireless Headphones' }, patiently),
      ).toBeVisible();
      await expect(canvas.getByText('$97.49')).toBeVisible();
      await expect(canvas.getAllByText('25% off')[0]).toBeVisible();
      await expect(canvas.getAllByRole('img', { name: 'Rated 4.6 out of 5' })[0]).toBeVisible();
    });
    await step('colour, size and quantity', async () => {
      await expect(canvas.getByRole('radiogroup')).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Black' })).toBeChecked();
      await expect(canvas.getByRole('combobox', { name: 'Size' })).toHaveTextContent('One size');
      await expect(canvas.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
    });
    await step('description and related products', async () => {
      await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByText('On sale since')).toBeVisible();
      const related = await canvas.findByRole('list', { name: 'Related products' }, patiently);
      await waitFor(() => expect(within(related).getAllByRole('article')).toHaveLength(14), patiently);
    });
  },
};

export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show close-up' }, patiently));
    await expect(canvas.getByRole('img', { name: 'Aurora Wireless Headphones, close-up' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show close-up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const ChooseAndAddToCart: Story = {
  parameters: { router: at('2') },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Trailblazer Running Shoes' }, patiently);
    await step('grey, size L, two pairs', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Grey' }));
      await expect(canvas.getByText('Colour: Grey')).toBeVisible();
      await userEvent.click(canvas.getByRole('combobox', { name: 'Size' }));
      await userEvent.click(body().getByRole('option', { name: 'L' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    });
    await step('the cart holds two pieces', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
      await waitFor(
        () => expect(body().getByText('Trailblazer Running Shoes was added to your cart')).toBeVisible(),
        patiently,
      );
      await expect(canvas.getByRole('link', { name: 'Cart: 2 items' })).toBeVisible();
    });
    scrollToTop();
  },
};

export const BuyNow: Story = {
  parameters: { router: at('3') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy now' }, patiently));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, patiently)).toBeVisible();
    const line = canvas.getByRole('listitem', { name: 'Linen Summer Dress' });
    await expect(line).toHaveTextContent('Size: M');
    await expect(line).toHaveTextContent('White');
  },
};

export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews (5)' }, patiently));
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByRole('heading', { name: 'Emma Lawson' })).toBeVisible();
    await expect(within(list).getAllByText('Verified buyer')).toHaveLength(3);
    await expect(canvas.getByText('Based on 5 reviews')).toBeVisible();
    scrollToTop();
  },
};

export const OutOfStock: Story = {
  parameters: { router: at('6') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bamboo Cutting Board Set' }, patiently),
    ).toBeVisible();
    await expect(canvas.getAllByText('Out of stock')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  parameters: { router: at('does-not-exist') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product not found' }, patiently)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/e-commerce/products',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { products: productScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading product' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { products: productScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not load this product' }, patiently),
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

const failingReviews = http.get(demoUrl(productPaths.reviews), () =>
  HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
);

export const ReviewsFailToLoad: Story = {
  parameters: { msw: { handlers: { products: [failingReviews, ...(handlers.products ?? [])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews' }, patiently));
    await expect(
      await canvas.findByRole('heading', { name: 'We could not load the reviews' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aurora Wireless Headphones' })).toBeVisible();
  },
};

const extreme = [
  {
    ...(products[12] ?? products[0]),
    id: 'extreme',
    isStock: true,
    name: 'Wool Blend Overcoat, hand-tailored limited atelier edition in an exceptionally long product name',
    salePrice: 12_345_678.99,
    offerPrice: 9_876_543.21,
  },
  ...products.slice(0, 3),
] as typeof products;

export const LongNameAndHugePrice: Story = {
  parameters: { router: at('extreme'), msw: { handlers: { products: createProductHandlers(extreme) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /exceptionally long product name/ }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText('$9,876,543.21')).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-testid="story-root"]') ?? canvasElement;
    await noSidewaysScroll(root);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Aurora Wireless Headphones' },
        patiently,
      ),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = (await canvas.findByRole('heading', { level: 1 }, patiently)).getBoundingClientRect();
    const gallery = canvas
      .getByRole('img', { name: 'Aurora Wireless Headphones, front view' })
      .getBoundingClientRect();
    await expect(gallery.left).toBeGreaterThan(title.left);
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Aurora Wireless Headphones' }, patiently),
    ).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const gallery = canvas
      .getByRole('img', { name: 'Aurora Wireless Headphones, front view' })
      .getBoundingClientRect();
    await expect(title.top).toBeGreaterThan(gallery.bottom);
  },
};
