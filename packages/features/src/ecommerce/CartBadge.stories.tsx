import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { hydrate } from '../../../../.storybook/parameters';
import { products } from '@pp/mocks/data/products';

import { checkoutAtom } from './atoms';
import { CartBadge } from './CartBadge';
import { cartLine } from './components/useAddToCart';
import { checkoutWith } from './storyKit';
import type { Product } from './types';

const first = products[0] as Product;

const meta = {
  title: 'Apps/E-commerce/Cart badge',
  component: CartBadge,
  decorators: [
    (Story) => (
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          p: 1,
          bgcolor: 'background.paper',
          borderRadius: 2,
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart is empty' });
    await expect(link).toHaveAttribute('href', '/e-commerce/checkout');
    await expect(within(link).queryByText('0')).toBeNull();
  },
};

export const WithItems: Story = {
  parameters: {
    jotai: { values: [hydrate(checkoutAtom, checkoutWith([cartLine(first, { quantity: 3 })]))] },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart: 3 items' });
    await expect(within(link).getByText('3')).toBeVisible();
  },
};

export const ManyItems: Story = {
  parameters: {
    jotai: {
      values: [
        hydrate(
          checkoutAtom,
          checkoutWith(
            products
              .filter((product) => product.isStock)
              .map((product) => cartLine(product, { quantity: 10 })),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart: 99+ items' });
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};

export const OtherDestination: Story = {
  args: { to: '/shop/cart' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart is empty' })).toHaveAttribute(
      'href',
      '/shop/cart',
    );
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  parameters: WithItems.parameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart: 3 items' })).toBeVisible();
  },
};
