import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { describeBalanceSeries } from '../chart';
import type { BalancePoint } from '../history';
import BalanceChart from './BalanceChart';

/** The chart as it sits in its card: paper, padding, the card's width (8 of 12 columns, or `parameters.cardWidth`). */
const withCardBody: Decorator = (Story, context) => {
  const { cardWidth = 760 } = context.parameters as { cardWidth?: number };
  return (
    <Box
      data-testid="card-body"
      sx={{ maxWidth: cardWidth, p: 3, bgcolor: 'background.paper', borderRadius: 2 }}
    >
      <Story />
    </Box>
  );
};

/** `count` consecutive days ending on 2026-11-20, the balance of each given by `satang(i)`. */
function series(count: number, satang: (i: number) => number): BalancePoint[] {
  const end = Date.UTC(2026, 10, 20);
  return Array.from({ length: count }, (_, i) => ({
    day: new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    balanceSatang: Math.round(satang(i)),
  }));
}

/** 90 days that rise and fall (deterministic: no random, no clock), ending on ฿1,250.50. */
const ninetyDays = series(90, (i) =>
  i === 89 ? 125_050 : 450_000 + 250_000 * Math.sin(i / 6) + 120_000 * Math.sin(i / 2.5) + i * 4_000,
);

const threeDays: BalancePoint[] = [
  { day: '2026-11-18', balanceSatang: 100_000 },
  { day: '2026-11-19', balanceSatang: 72_525 },
  { day: '2026-11-20', balanceSatang: 125_050 },
];

const flat = series(30, () => 125_050);

/** Up to ฿99,999,999.99: the top of what a balance can show. */
const huge = series(14, (i) => (i < 7 ? 100_000_000 * (i + 1) : 9_999_999_999 - (13 - i) * 50_000_000));

const args = (points: BalancePoint[]) => ({ points, summary: describeBalanceSeries(points) });

const meta = {
  title: 'Player/Home/BalanceChart',
  component: BalanceChart,
  decorators: [withCardBody],
  args: args(ninetyDays),
} satisfies Meta<typeof BalanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the chart to be drawn (it draws once its width is known, in a transition). */
async function drawn(canvasElement: HTMLElement, summary: string) {
  const chart = within(canvasElement).getByRole('img', { name: summary });
  await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
  return chart;
}

/** The amount labels of the y axis. */
const amountTicks = (chart: HTMLElement) => within(chart).getAllByText(/^฿/);

export const Default: Story = {
  play: async ({ canvasElement, args: { summary } }) => {
    const chart = await drawn(canvasElement, summary);
    await expect(chart).toHaveAccessibleName(
      /^กราฟยอดเงินคงเหลือรายวัน 90 วัน ตั้งแต่ 23 ส\.ค\. 2569 ถึง 20 พ\.ย\. 2569 ต่ำสุด ฿[\d,.]+ สูงสุด ฿[\d,.]+ ล่าสุด ฿1,250\.50$/,
    );
    // About six days on the time axis, the first and the last always among them.
    const chartText = within(chart);
    await expect(chartText.getByText('23 ส.ค.')).toBeInTheDocument();
    await expect(chartText.getByText('20 พ.ย.')).toBeInTheDocument();
    await expect(chart.querySelectorAll('svg text').length).toBeGreaterThan(6);
    await expect(amountTicks(chart).length).toBeGreaterThan(2);
  },
};

export const FewPoints: Story = {
  args: args(threeDays),
  play: async ({ canvasElement, args: { summary } }) => {
    const chart = await drawn(canvasElement, summary);
    await expect(chart).toHaveAccessibleName(
      'กราฟยอดเงินคงเหลือรายวัน 3 วัน ตั้งแต่ 18 พ.ย. 2569 ถึง 20 พ.ย. 2569 ต่ำสุด ฿725.25 สูงสุด ฿1,250.50 ล่าสุด ฿1,250.50',
    );
    for (const day of ['18 พ.ย.', '19 พ.ย.', '20 พ.ย.']) {
      await expect(within(chart).getByText(day)).toBeInTheDocument();
    }
  },
};

/** The same balance every day: a straight line, no NaN in the path. */
export const FlatSeries: Story = {
  args: args(flat),
  play: async ({ canvasElement, args: { summary } }) => {
    const chart = await drawn(canvasElement, summary);
    await expect(chart).toHaveAccessibleName(/ต่ำสุด ฿1,250\.50 สูงสุด ฿1,250\.50 ล่าสุด ฿1,250\.50$/);
    for (const path of chart.querySelectorAll('svg path')) {
      await expect(path.getAttribute('d') ?? '').not.toMatch(/NaN/);
    }
    await expect(amountTicks(chart).length).toBeGreaterThanOrEqual(1);
  },
};

export const HugeValues: Story = {
  args: args(huge),
  play: async ({ canvasElement, args: { summary } }) => {
    const chart = await drawn(canvasElement, summary);
    await expect(chart).toHaveAccessibleName(
      /ต่ำสุด ฿1,000,000\.00 สูงสุด ฿99,999,999\.99 ล่าสุด ฿99,999,999\.99$/,
    );
    // Compact amounts keep the axis narrow; every label stays inside the chart.
    const box = chart.getBoundingClientRect();
    for (const label of amountTicks(chart)) {
      await expect(label.textContent).toMatch(/^฿(0|\d+M)$/);
      await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    }
  },
};

/** A 375-wide phone: the plot narrows, the axes still fit. */
export const Phone: Story = {
  parameters: { cardWidth: 375 },
  play: async ({ canvasElement, args: { summary } }) => {
    const chart = await drawn(canvasElement, summary);
    const card = within(canvasElement).getByTestId('card-body').getBoundingClientRect();
    await expect(card.width).toBe(375);
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    await expect(chart.querySelector('svg')?.getAttribute('width')).toBe(
      String(Math.round(chart.clientWidth)),
    );
    for (const label of amountTicks(chart)) {
      await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(card.left);
    }
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
  play: async ({ canvasElement, args: { summary } }) => {
    const chart = await drawn(canvasElement, summary);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The amount axis moves to the right, where an RTL reader starts; time still runs left to right.
    const box = chart.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    for (const label of amountTicks(chart)) {
      await expect(label.getBoundingClientRect().left).toBeGreaterThan(middle);
    }
    const first = within(chart).getByText('23 ส.ค.').getBoundingClientRect();
    const last = within(chart).getByText('20 พ.ย.').getBoundingClientRect();
    await expect(first.left).toBeLessThan(last.left);
  },
};
