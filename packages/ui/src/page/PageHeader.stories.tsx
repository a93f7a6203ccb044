import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { noSidewaysScroll } from '../storybook';
import { PhoneFrame } from '../storybook/PhoneFrame';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Product list', subtitle: '12 products', sx: { p: 3 } },
  decorators: [
    (Story) => (
      <MainCard content={false}>
        <Story />
      </MainCard>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product list' })).toBeVisible();
    await expect(canvas.getByText('12 products')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const TitleOnly: Story = {
  args: { subtitle: undefined, title: 'ประวัติการทำรายการ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'ประวัติการทำรายการ',
    );
  },
};

const searchAndAdd = (
  <>
    <TextField
      size="small"
      type="search"
      placeholder="Search products"
      slotProps={{ htmlInput: { 'aria-label': 'Search products' } }}
      sx={{ flexGrow: 1 }}
    />
    <Button variant="contained" color="secondary" startIcon={<IconPlus size={18} />}>
      Add
    </Button>
  </>
);

/** Actions at the end of the line; a live subtitle announces a changing count. */
export const WithActions: Story = {
  args: { actions: searchAndAdd, liveSubtitle: true, subtitle: '3 products match “shoe”' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 products match “shoe”');
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const add = canvas.getByRole('button', { name: 'Add' }).getBoundingClientRect();
    await expect(add.left).toBeGreaterThan(heading.right);
  },
};

/** On a phone the actions go under the title, full width. */
export const Phone: Story = {
  args: { actions: searchAndAdd, title: 'รายการสินค้าทั้งหมดในร้านค้าออนไลน์ของเรา' },
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const search = canvas.getByRole('searchbox', { name: 'Search products' }).getBoundingClientRect();
    await expect(search.top).toBeGreaterThan(heading.bottom - 1);
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { actions: searchAndAdd },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { actions: searchAndAdd, title: 'รายการสินค้า', subtitle: '12 รายการ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const add = canvas.getByRole('button', { name: 'Add' }).getBoundingClientRect();
    await expect(add.right).toBeLessThan(heading.left);
  },
};
