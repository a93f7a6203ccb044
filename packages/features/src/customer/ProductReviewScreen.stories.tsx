import { noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { customerScenarios } from '@pp/mocks';
import { customerHandlers } from '@pp/mocks/handlers/customer';

import { customerPaths } from '../shared/api/endpoints';
import { ProductReviewScreen } from './ProductReviewScreen';
import { answer, flaky, LONG, manyReviews, dismissSnackbars, thaiReviews } from './storyKit';

const meta = {
  title: 'Apps/Customer/Product Reviews',
  component: ProductReviewScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/customer/product-review'] } },
} satisfies Meta<typeof ProductReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Product reviews' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Product Reviews' })).toBeVisible();
    await expect(await canvas.findByText('1–10 of 14', {}, LONG)).toBeVisible();
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(first).toHaveTextContent('Linen Summer Dress');
    await expect(first).toHaveTextContent('Aisha Rahman');
    await expect(within(first).getByRole('img', { name: '3.5 out of 5 stars' })).toBeVisible();
    await expect(within(first).getByText('Pending')).toBeVisible();
  },
};

export const Moderate: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 14', {}, LONG);
    await step('publish a pending review', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Publish review by Aisha Rahman' }));
      const first = bodyRows(canvasElement)[0] as HTMLElement;
      await expect(within(first).getByText('Published')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Publish review by Aisha Rahman' })).toBeDisabled();
      await waitFor(() => expect(page.getByText('Review by Aisha Rahman published')).toBeVisible(), LONG);
    });
    await step('reject a published one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reject review by Sophie Dubois' }));
      await expect(within(bodyRows(canvasElement)[2] as HTMLElement).getByText('Rejected')).toBeVisible();
      await waitFor(() => expect(page.getByText('Review by Sophie Dubois rejected')).toBeVisible(), LONG);
    });
    await step('filter by status', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search reviews' }), 'rejected');
      await waitFor(() => expect(canvas.getByText('1–3 of 3')).toBeVisible(), LONG);
      await dismissSnackbars();
    });
  },
};

export const DeleteWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 14', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete review by Emily Turner' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete review?' }, LONG);
    await expect(within(dialog).getByText(/Plush Dragon Companion by Emily Turner/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
    await expect(canvas.getByText('1–10 of 13')).toBeVisible();
    await userEvent.click(await page.findByRole('button', { name: 'Undo' }, LONG));
    await expect(await canvas.findByText('Emily Turner', {}, LONG)).toBeVisible();
    await dismissSnackbars();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Product reviews' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reviews yet', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load the reviews')).toBeVisible();
  },
};

const offlineOnce = flaky([customerPaths.productReviews], 'network');

export const RetryAfterNetworkError: Story = {
  parameters: { msw: { handlers: { customer: [...offlineOnce.handlers, ...customerHandlers] } } },
  // Twice: the server-state layer tries a call that got no answer once more by itself.
  beforeEach: () => offlineOnce.arm(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('1–10 of 14', {}, LONG)).toBeVisible();
    await dismissSnackbars();
  },
};

export const ManyRows: Story = {
  parameters: {
    msw: {
      handlers: { customer: [answer(customerPaths.productReviews, { productreviews: manyReviews(3000) })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 of 3,000', {}, LONG)).toBeVisible();
    const header = canvas.getByRole('columnheader', { name: 'Rating' });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByRole('img', { name: '5 out of 5 stars' }),
    ).toBeVisible();
    await dismissSnackbars();
  },
};

export const LongThaiText: Story = {
  parameters: {
    msw: { handlers: { customer: [answer(customerPaths.productReviews, { productreviews: thaiReviews })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/เสียงดีมาก/, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('img', { name: '3.5 out of 5 stars' })).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–10 of 14', {}, LONG)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–10 of 14', {}, LONG);
    const product = canvas.getByRole('columnheader', { name: 'Product' }).getBoundingClientRect();
    const status = canvas.getByRole('columnheader', { name: 'Status' }).getBoundingClientRect();
    await expect(product.left).toBeGreaterThan(status.left);
  },
};
