import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { BalanceChartCard } from './BalanceChartCard';
import {
  balanceReturns,
  getFailsThenRecovers,
  getReturns,
  playerSession,
  type WireTransaction,
} from '../storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

/** The card's width in the dashboard (8 of 12 columns). */
const withCardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 760 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Player/Home/BalanceChartCard',
  component: BalanceChartCard,
  loaders: session.loaders,
  decorators: [withCardWidth, ...session.decorators],
  parameters: { router: { initialEntries: ['/dashboard/analytics'] } },
} satisfies Meta<typeof BalanceChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A history row of the wire (baht), approved unless told. */
const row = (
  id: string,
  type: WireTransaction['type'],
  amount: number,
  createdAt: string,
  status: WireTransaction['status'] = 'approved',
): WireTransaction => ({
  id,
  type,
  amount,
  status,
  description: type === 'deposit' ? 'ฝากเงินเข้าบัญชี กสิกรไทย' : 'ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้',
  bankCode: type === 'deposit' ? 'KBANK' : null,
  createdAt,
});

/** Waits for the chart to be drawn (nivo loads lazily, then draws once the width is known). */
async function drawnChart(canvasElement: HTMLElement, name: string | RegExp = /กราฟยอดเงินคงเหลือรายวัน/) {
  const chart = await within(canvasElement).findByRole('img', { name }, { timeout: 5000 });
  await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull(), { timeout: 5000 });
  return chart;
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(canvasElement);
    await step('title, range and the latest balance', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'ยอดเงินคงเหลือรายวัน' })).toBeVisible();
      await expect(canvas.getByText('90 วันล่าสุด')).toBeVisible();
      await expect(canvas.getByText('ยอดเงินคงเหลือ')).toBeVisible();
      await expect(canvas.getByText('฿1,250.50')).toBeVisible();
    });
    await step('the chart speaks its summary and draws its axes', async () => {
      await expect(chart).toHaveAccessibleName(
        /^กราฟยอดเงินคงเหลือรายวัน 90 วัน ตั้งแต่ .+ ถึง 20 พ\.ย\. 2569 ต่ำสุด ฿[\d,.]+ สูงสุด ฿[\d,.]+ ล่าสุด ฿1,250\.50$/,
      );
      await expect(within(chart).getByText('20 พ.ย.')).toBeInTheDocument();
      await expect(within(chart).getAllByText(/^฿/).length).toBeGreaterThan(2);
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ยอดเงินคงเหลือรายวัน' })).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText(/วันล่าสุด$/)).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีรายการสำหรับแสดงกราฟ')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByText(/วันล่าสุด$/)).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.historyError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeEnabled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The first history call fails; the card's retry draws the chart. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('history'), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ลองใหม่' }));
    const chart = await drawnChart(canvasElement);
    await expect(chart).toHaveAccessibleName(/ล่าสุด ฿1,250\.50$/);
    await expect(canvas.getByText('90 วันล่าสุด')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ลองใหม่' })).toBeNull();
  },
};

/** The balance is down: the chart still draws from the history alone. */
export const BalanceUnavailable: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.balanceError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnChart(canvasElement);
    await expect(canvas.getByText('90 วันล่าสุด')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ลองใหม่' })).toBeNull();
  },
};

/** Three days of history: three points, every day on the axis. */
export const FewPoints: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('history', {
            data: [
              row('TX-100001-0003', 'deposit', 525.25, '2026-11-20T05:00:00.000Z'),
              row('TX-100001-0002', 'withdraw', 274.75, '2026-11-19T07:00:00.000Z'),
              row('TX-100001-0001', 'deposit', 1000, '2026-11-18T03:00:00.000Z'),
            ],
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(
      canvasElement,
      'กราฟยอดเงินคงเหลือรายวัน 3 วัน ตั้งแต่ 18 พ.ย. 2569 ถึง 20 พ.ย. 2569 ต่ำสุด ฿725.25 สูงสุด ฿1,250.50 ล่าสุด ฿1,250.50',
    );
    await expect(canvas.getByText('3 วันล่าสุด')).toBeVisible();
    await expect(canvas.getByText('฿1,250.50')).toBeVisible();
    for (const day of ['18 พ.ย.', '19 พ.ย.', '20 พ.ย.']) {
      await expect(within(chart).getByText(day)).toBeInTheDocument();
    }
  },
};

/** One deposit 90 days ago, nothing since (a rejected withdrawal today): a flat line. */
export const FlatSeries: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('history', {
            data: [
              row('TX-100001-0002', 'withdraw', 300, '2026-11-20T05:00:00.000Z', 'rejected'),
              row('TX-100001-0001', 'deposit', 1250.5, '2026-08-23T03:00:00.000Z'),
            ],
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(
      canvasElement,
      'กราฟยอดเงินคงเหลือรายวัน 90 วัน ตั้งแต่ 23 ส.ค. 2569 ถึง 20 พ.ย. 2569 ต่ำสุด ฿1,250.50 สูงสุด ฿1,250.50 ล่าสุด ฿1,250.50',
    );
    await expect(canvas.getByText('90 วันล่าสุด')).toBeVisible();
    await expect(canvas.getByText('฿1,250.50')).toBeVisible();
    await expect(chart.querySelector('svg path')?.getAttribute('d')).not.toMatch(/NaN/);
  },
};

export const HugeNumbers: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          balanceReturns(99_999_999.99, 1_000_000),
          getReturns('history', {
            data: [
              row('TX-100001-0003', 'withdraw', 1_000_000, '2026-11-20T05:00:00.000Z', 'pending'),
              row('TX-100001-0002', 'deposit', 99_999_999.99, '2026-11-18T05:00:00.000Z'),
              row('TX-100001-0001', 'deposit', 1_000_000, '2026-11-10T05:00:00.000Z'),
            ],
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(
      canvasElement,
      /ต่ำสุด ฿1,000,000\.00 สูงสุด ฿100,999,999\.99 ล่าสุด ฿99,999,999\.99$/,
    );
    await expect(canvas.getByText('11 วันล่าสุด')).toBeVisible();
    const latest = canvas.getByText('฿99,999,999.99');
    await expect(latest).toBeVisible();
    // The compact axis labels fit in the margin left of the plot.
    for (const label of within(chart).getAllByText(/^฿/)) {
      await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        chart.getBoundingClientRect().left,
      );
    }
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(canvasElement);
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await expect(canvas.getByText('90 วันล่าสุด')).toBeVisible();
    await expect(canvas.getByText('฿1,250.50')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await Default.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(chart).toHaveAccessibleName(/ล่าสุด ฿1,250\.50$/);
    await expect(canvas.getByText('90 วันล่าสุด')).toBeVisible();
    // The amounts axis moves to the right side, where an RTL reader starts.
    const box = chart.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    for (const label of within(chart).getAllByText(/^฿/)) {
      await expect(label.getBoundingClientRect().left).toBeGreaterThan(middle);
    }
  },
};
