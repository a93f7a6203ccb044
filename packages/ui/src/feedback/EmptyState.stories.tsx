import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconReceipt, IconSearch, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { noSidewaysScroll } from '../storybook';
import { PhoneFrame } from '../storybook/PhoneFrame';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <IconUsers size={32} stroke={1.5} />,
    title: 'No customers yet',
    description: 'Customers appear here once they sign up.',
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.phone === true ? (
        <PhoneFrame>
          <MainCard>
            <Story />
          </MainCard>
        </PhoneFrame>
      ) : (
        <MainCard>
          <Story />
        </MainCard>
      ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No customers yet')).toBeVisible();
    await expect(canvas.getByText('Customers appear here once they sign up.')).toBeVisible();
    // The title is not a heading by default: the page's outline stays the page's.
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** Inside a player card: the small size, Thai copy, no sentence. */
export const SmallInACard: Story = {
  args: {
    size: 'small',
    icon: <IconReceipt size={28} />,
    title: 'ยังไม่มีรายการ',
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีรายการ')).toBeVisible();
  },
};

/** A whole screen: large, a heading for the outline, an action. */
export const LargeWithAction: Story = {
  args: {
    size: 'large',
    titleComponent: 'h2',
    icon: <IconShoppingCart size={36} stroke={1.5} />,
    title: 'Your cart is empty',
    description: 'Browse the shop and add what you like.',
    action: <Button variant="contained">Continue shopping</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue shopping' })).toBeEnabled();
  },
};

/** After a search: announced as a status, in the secondary tone, user text shown as text. */
export const NoResultsStatus: Story = {
  args: {
    role: 'status',
    tone: 'secondary',
    icon: <IconSearch size={32} stroke={1.5} />,
    title: 'No results',
    description: 'Nothing matches “<b>nobody</b>”.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing matches “<b>nobody</b>”.');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const LongThaiText: Story = {
  args: {
    title: 'ไม่พบรายการที่ตรงกับตัวกรองที่เลือกไว้ในช่วงวันที่นี้ลองเปลี่ยนช่วงวันที่หรือประเภทรายการ',
    description: 'ลองเลือกช่วงวันที่ให้กว้างขึ้นหรือเลือกประเภทรายการทั้งหมดเพื่อดูรายการฝากถอนและโบนัสที่ผ่านมาของคุณ',
  },
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { tone: 'success', title: 'All caught up' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('All caught up')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    size: 'large',
    title: 'ยังไม่มีรายการ',
    description: 'รายการฝากและถอนของคุณจะแสดงที่นี่',
    action: <Button variant="outlined">ฝากเงิน</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'ฝากเงิน' })).toBeVisible();
    await expect(canvas.getByText('ยังไม่มีรายการ')).toBeVisible();
  },
};
