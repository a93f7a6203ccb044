import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { BalanceCard } from './BalanceCard';
import { balanceReturns, getFailsThenRecovers, playerSession } from '../storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

/** The card's width in the dashboard (4 of 12 columns). */
const withCardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 400 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Player/Home/BalanceCard',
  component: BalanceCard,
  loaders: session.loaders,
  decorators: [withCardWidth, ...session.decorators],
  parameters: { router: { initialEntries: ['/dashboard/analytics'] } },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card, found by its labelled region. */
async function card(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'ยอดเงินคงเหลือ' }));
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const balance = await card(canvasElement);
    await step('the balance arrives, big', async () => {
      await expect(await balance.findByText('฿1,250.50', {}, { timeout: 5000 })).toBeVisible();
      await expect(balance.getByRole('heading', { level: 2, name: 'ยอดเงินคงเหลือ' })).toBeVisible();
      await expect(balance.queryByRole('status')).toBeNull();
      // Nothing is held without a pending withdrawal.
      await expect(balance.queryByText(/^รอถอน/)).toBeNull();
    });
    await step('deposit and withdraw lead to their screens', async () => {
      await expect(balance.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/player/deposit');
      await expect(balance.getByRole('link', { name: 'ถอนเงิน' })).toHaveAttribute('href', '/player/withdraw');
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    const status = balance.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('กำลังโหลด...');
    await expect(balance.queryByText(/฿/)).toBeNull();
    // The actions do not wait for the balance.
    await expect(balance.getByRole('link', { name: 'ฝากเงิน' })).toBeVisible();
    await expect(balance.getByRole('link', { name: 'ถอนเงิน' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await expect(await balance.findByText('฿0.00')).toBeVisible();
    await expect(balance.queryByText(/^รอถอน/)).toBeNull();
    await expect(balance.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/player/deposit');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.balanceError() } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await expect(await balance.findByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    await expect(balance.getByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(balance.getByRole('button', { name: 'ลองใหม่' })).toBeEnabled();
    await expect(balance.queryByText(/฿/)).toBeNull();
    // The deposit and withdraw actions stay usable while the balance is down.
    await expect(balance.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/player/deposit');
    await expect(balance.getByRole('link', { name: 'ถอนเงิน' })).toHaveAttribute('href', '/player/withdraw');
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await expect(await balance.findByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(balance.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

/** The first call fails; the card's own retry brings the balance in. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('balance'), ...happy] } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await userEvent.click(await balance.findByRole('button', { name: 'ลองใหม่' }));
    await expect(await balance.findByText('฿1,250.50')).toBeVisible();
    await waitFor(() => expect(balance.queryByRole('button', { name: 'ลองใหม่' })).toBeNull());
    await expect(balance.queryByText('โหลดข้อมูลไม่สำเร็จ')).toBeNull();
  },
};

/** A pending withdrawal: the balance is already lower, the held amount shown under it. */
export const HeldAmount: Story = {
  parameters: { msw: { handlers: { player: [balanceReturns(750.5, 500), ...happy] } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await expect(await balance.findByText('฿750.50')).toBeVisible();
    const held = balance.getByText('รอถอน ฿500.00');
    await expect(held).toBeVisible();
    await expect(held).toHaveAttribute('title', 'ยอดที่รอถอนถูกหักจากยอดคงเหลือแล้ว');
  },
};

export const HugeNumbers: Story = {
  parameters: { msw: { handlers: { player: [balanceReturns(99_999_999.99, 1_000_000), ...happy] } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    const amount = await balance.findByText('฿99,999,999.99');
    await expect(amount).toBeVisible();
    await expect(balance.getByText('รอถอน ฿1,000,000.00')).toBeVisible();
    const region = canvasElement.querySelector('section') as HTMLElement;
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};

/** The largest balance in a 375-wide phone column: it wraps inside the card, never overflows. */
export const HugeNumbersOnAPhone: Story = {
  decorators: [withPhoneFrame()],
  parameters: { msw: { handlers: { player: [balanceReturns(99_999_999.99, 1_000_000), ...happy] } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    const amount = await balance.findByText('฿99,999,999.99');
    const frame = within(canvasElement).getByTestId('phone-frame').getBoundingClientRect();
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    for (const name of ['ฝากเงิน', 'ถอนเงิน']) {
      const link = balance.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  parameters: { msw: { handlers: { player: [balanceReturns(750.5, 500), ...happy] } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await expect(await balance.findByText('฿750.50')).toBeVisible();
    await expect(balance.getByText('รอถอน ฿500.00')).toBeVisible();
    await expect(balance.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/player/deposit');
  },
};

export const DarkError: Story = {
  globals: { mode: 'dark' },
  parameters: { msw: { handlers: { player: playerScenarios.balanceError() } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await expect(await balance.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(balance.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  parameters: { msw: { handlers: { player: [balanceReturns(750.5, 500), ...happy] } } },
  play: async ({ canvasElement }) => {
    const balance = await card(canvasElement);
    await expect(await balance.findByText('฿750.50')).toBeVisible();
    await expect(balance.getByText('รอถอน ฿500.00')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Deposit comes first in reading order: on the right in RTL.
    const deposit = balance.getByRole('link', { name: 'ฝากเงิน' }).getBoundingClientRect();
    const withdraw = balance.getByRole('link', { name: 'ถอนเงิน' }).getBoundingClientRect();
    await expect(deposit.left).toBeGreaterThan(withdraw.left);
  },
};
