import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { sampleNavigation } from '../navigation/fixtures';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { navigation: sampleNavigation },
  parameters: { router: { initialEntries: ['/e-commerce/product-details/3'] } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product Details' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
    await expect(within(nav).getByText('E-commerce')).toBeVisible();
    await expect(within(nav).getByText('Product Details')).toHaveAttribute('aria-current', 'page');
  },
};

export const HomeIconAndItemIcons: Story = {
  args: { icon: true, icons: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'breadcrumb' });
    await expect(within(nav).getByLabelText('Dashboard')).toBeVisible();
    await expect(nav.querySelectorAll('svg').length).toBeGreaterThanOrEqual(3);
  },
};

export const TitleBottomLeftAligned: Story = {
  args: { titleBottom: true, rightAlign: false, divider: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const trail = canvas.getByRole('navigation', { name: 'breadcrumb' }).getBoundingClientRect();
    await expect(title.top).toBeGreaterThan(trail.top);
  },
};

export const WithoutTitleOrCard: Story = {
  args: { title: false, card: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible();
  },
};

export const CollapsedByMaxItems: Story = {
  args: { maxItems: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expand = canvas.getByRole('button', { name: /show path/i });
    await expect(canvas.queryByText('E-commerce')).toBeNull();
    expand.click();
    await expect(await canvas.findByText('E-commerce')).toBeVisible();
  },
};

export const LongThaiTitle: Story = {
  parameters: { router: { initialEntries: ['/player/history'] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: /ประวัติการทำรายการ/ }),
    ).toBeVisible();
  },
};

export const HiddenOnPage: Story = {
  parameters: { router: { initialEntries: ['/dashboard/play'] }, screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'breadcrumb' })).toBeNull();
  },
};

export const HiddenByProp: Story = {
  args: { breadcrumbs: false },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const trail = canvas.getByRole('navigation', { name: 'breadcrumb' }).getBoundingClientRect();
    await expect(title.left).toBeGreaterThan(trail.left);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: Default.play,
};
