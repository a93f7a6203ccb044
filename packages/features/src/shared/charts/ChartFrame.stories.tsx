import { useTheme } from '@mui/material/styles';
import type { BarDatum } from '@nivo/bar';
import { formatCurrency, formatNumber, formatPercent, MainCard } from '@pp/ui';
import {
  brokenWords,
  noSidewaysScroll,
  PHONE_GLOBALS,
  PHONE_VIEWPORT,
  reachesTouchSquare,
} from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ChartFrame } from './ChartFrame';
import { donutLook, type DonutSlice } from './looks';
import { Bar, Pie } from './nivo';
import { seriesColors, useNivoBase } from './nivoTheme';

const HEIGHT = 260;

/** A chart's figures: what its rows are (the table's first column), each row, and the series. */
interface Figures {
  title: string;
  rowName: string;
  rows: readonly string[];
  /** One value per row; a donut has one series (its slices are the rows). */
  series: readonly { label: string; values: readonly number[] }[];
}

/** Deposits and withdrawals per month, in baht (fixed figures, stable screenshots), in given words. */
function monthly(words: {
  title: string;
  month: string;
  months: readonly string[];
  series: readonly [string, string];
}): Figures {
  return {
    title: words.title,
    rowName: words.month,
    rows: words.months,
    series: [
      { label: words.series[0], values: [48200, 41900, 52300, 47800, 55100, 60400] },
      { label: words.series[1], values: [31500, 29800, 35200, 30100, 38600, 41200] },
    ],
  };
}

const deposits = monthly({
  title: 'Deposits per month',
  month: 'Month',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
  series: ['Deposits', 'Withdrawals'],
});

const depositsThai = monthly({
  title: 'ยอดฝากและถอนรายเดือน',
  month: 'เดือน',
  months: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.'],
  series: ['ยอดฝาก', 'ยอดถอน'],
});

/** Shares of the players' games, with long Thai names: the legend wraps. */
const gamesThai: Figures = {
  title: 'สัดส่วนการเล่นของผู้เล่นแยกตามประเภทเกมในไตรมาสที่ผ่านมา',
  rowName: 'ประเภทเกม',
  rows: [
    'คาสิโนสดพร้อมดีลเลอร์มืออาชีพ',
    'สล็อตออนไลน์และเกมแจ็คพอตสะสม',
    'เดิมพันกีฬาฟุตบอลและมวยไทย',
    'เกมยิงปลาและเกมอาร์เคด',
  ],
  series: [{ label: 'สัดส่วน', values: [42, 31, 19, 8] }],
};

const english = { showTable: 'Show as table', showChart: 'Show chart' };
const thai = { showTable: 'แสดงเป็นตาราง', showChart: 'แสดงกราฟ' };

interface FrameArgs {
  /** Bars side by side per row (a series a colour), or a donut of the rows' shares. */
  chart: 'bars' | 'donut';
  figures: Figures;
  labels: { showTable: string; showChart: string };
  /** The card's language: a player page's Thai (DESIGN.md "Stories are the spec"). */
  lang?: 'th';
}

const baht = (value: number) => formatCurrency(value, { currency: 'THB', locale: 'th-TH' });

/**
 * A chart in its frame, on the card the chart pages use: grouped bars (@nivo/bar) or a donut
 * (@nivo/pie), each loaded when first drawn (`./nivo`), in the theme's look and colours.
 */
function Frame({ chart, figures, labels, lang }: FrameArgs) {
  const theme = useTheme();
  const base = useNivoBase();
  const colors = seriesColors(theme);
  const donut = chart === 'donut';
  const colorOf = (index: number) => colors[index % colors.length] ?? '';
  const figure = (value: number) => (donut ? formatPercent(value) : baht(value));
  const slices: DonutSlice[] = figures.rows.map((label, index) => ({
    id: `slice${index}`,
    label,
    value: figures.series[0]?.values[index] ?? 0,
    color: colorOf(index),
  }));
  const bars: BarDatum[] = figures.rows.map((row, index) => ({
    row,
    ...Object.fromEntries(figures.series.map((one, key) => [`s${key}`, one.values[index] ?? 0])),
  }));
  return (
    <MainCard title={figures.title} lang={lang} sx={{ maxWidth: 640 }}>
      <ChartFrame
        height={HEIGHT}
        labels={labels}
        legend={
          donut
            ? slices.map((slice) => ({ label: slice.label, color: slice.color }))
            : figures.series.map((one, index) => ({ label: one.label, color: colorOf(index) }))
        }
        table={{
          caption: figures.title,
          columns: [figures.rowName, ...figures.series.map((one) => one.label)],
          rows: figures.rows.map((label, index) => ({
            label,
            values: figures.series.map((one) => figure(one.values[index] ?? 0)),
          })),
        }}
      >
        {(width) =>
          donut ? (
            <Pie<DonutSlice>
              width={width}
              height={HEIGHT}
              data={slices}
              {...base}
              {...donutLook(theme, figure)}
              margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
              innerRadius={0.58}
              arcLabelsSkipAngle={20}
            />
          ) : (
            <Bar
              width={width}
              height={HEIGHT}
              data={bars}
              keys={figures.series.map((_, index) => `s${index}`)}
              indexBy="row"
              groupMode="grouped"
              {...base}
              colors={colors}
              margin={{ top: 12, right: 8, bottom: 36, left: 56 }}
              padding={0.3}
              innerPadding={2}
              borderRadius={3}
              enableLabel={false}
              gridYValues={5}
              axisBottom={{ tickSize: 0, tickPadding: 12 }}
              axisLeft={{
                tickSize: 0,
                tickPadding: 8,
                tickValues: 5,
                format: (value) => formatNumber(Number(value)),
              }}
            />
          )
        }
      </ChartFrame>
    </MainCard>
  );
}

const meta = {
  title: 'UI/Charts/ChartFrame',
  component: Frame,
  tags: ['autodocs'],
  args: { chart: 'bars', figures: deposits, labels: english },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Patience for the chart library's first load on a busy machine (waitFor and findBy options). */
const LONG = { timeout: 8000 } as const;

/** The chart is drawn (nivo's svg, hidden from screen readers: the table says the same). */
const drawn = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const svg = canvasElement.querySelector('svg[role="presentation"]');
    if (!svg) throw new Error('no chart drawn yet');
    return svg;
  }, LONG);

/** The legend under the chart (drawn for the eye; the table's headers say the same aloud). */
function legendOf(canvasElement: HTMLElement) {
  const legend = canvasElement.querySelector<HTMLElement>('ul');
  if (!legend) throw new Error('no legend');
  return legend;
}

/**
 * The toggle under the chart puts the figures, a real table, in place of the drawing: `rows` are
 * the rows' accessible names, header row first. Left showing the table.
 */
async function showTable(
  canvasElement: HTMLElement,
  figures: Figures,
  labels: FrameArgs['labels'],
  rows: string[],
) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: labels.showTable });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const region = canvas.getByRole('region', { name: figures.title });
  await expect(region).toBeVisible();
  const table = within(region).getByRole('table', { name: figures.title });
  await expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.trim()),
  ).toEqual(rows);
  await expect(canvasElement.querySelector('svg[role="presentation"]')).toBeNull();
  await expect(canvas.getByRole('button', { name: labels.showChart })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

/** Back to the drawing: the table hidden again (still read by screen readers), the chart redrawn. */
async function showChart(canvasElement: HTMLElement, figures: Figures, labels: FrameArgs['labels']) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: labels.showChart }));
  await expect(canvas.queryByRole('region')).toBeNull();
  await drawn(canvasElement);
  await expect(canvas.getByRole('table', { name: figures.title })).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: labels.showTable })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
}

const depositRows = [
  'MonthDepositsWithdrawals',
  'Jan฿48,200.00฿31,500.00',
  'Feb฿41,900.00฿29,800.00',
  'Mar฿52,300.00฿35,200.00',
  'Apr฿47,800.00฿30,100.00',
  'May฿55,100.00฿38,600.00',
  'Jun฿60,400.00฿41,200.00',
];

const thaiDepositRows = [
  'เดือนยอดฝากยอดถอน',
  'ม.ค.฿48,200.00฿31,500.00',
  'ก.พ.฿41,900.00฿29,800.00',
  'มี.ค.฿52,300.00฿35,200.00',
  'เม.ย.฿47,800.00฿30,100.00',
  'พ.ค.฿55,100.00฿38,600.00',
  'มิ.ย.฿60,400.00฿41,200.00',
];

/**
 * Bars with their legend under them; the drawing hidden from screen readers, its table read in its
 * place; "Show as table" shows the table instead of the drawing, and "Show chart" brings it back.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const svg = await drawn(canvasElement);
    await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    const legend = within(legendOf(canvasElement));
    await expect(legend.getByText('Deposits')).toBeVisible();
    await expect(legend.getByText('Withdrawals')).toBeVisible();
    // Read aloud though not shown: a real table named by its caption.
    await expect(canvas.getByRole('table', { name: 'Deposits per month' })).toBeInTheDocument();
    await step('show the table', () => showTable(canvasElement, deposits, english, depositRows));
    await step('back to the chart', () => showChart(canvasElement, deposits, english));
  },
};

/** The table in place of the drawing, as a designer reviews it: header, rows, tabular figures. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await showTable(canvasElement, deposits, english, depositRows);
    // The table scrolls within the chart's height: it is a focusable region for the keyboard.
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('tabindex', '0');
  },
};

/** A donut of shares, each slice's share written on it, the slices in the legend. */
export const Donut: Story = {
  args: {
    chart: 'donut',
    figures: {
      title: 'Devices',
      rowName: 'Device',
      rows: ['Mobile', 'Desktop', 'Tablet'],
      series: [{ label: 'Share', values: [68, 24, 8] }],
    },
  },
  play: async ({ canvasElement, args }) => {
    await drawn(canvasElement);
    await expect(within(legendOf(canvasElement)).getByText('Mobile')).toBeVisible();
    await showTable(canvasElement, args.figures, english, [
      'DeviceShare',
      'Mobile68%',
      'Desktop24%',
      'Tablet8%',
    ]);
    await showChart(canvasElement, args.figures, english);
  },
};

/** Thai labels, legend and months (a player page: `lang="th"`). */
export const Thai: Story = {
  args: { figures: depositsThai, labels: thai, lang: 'th' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(within(legendOf(canvasElement)).getByText('ยอดฝาก')).toBeVisible();
    await showTable(canvasElement, depositsThai, thai, thaiDepositRows);
    await showChart(canvasElement, depositsThai, thai);
  },
};

/** Long Thai names: the legend wraps between words, never inside one, and nothing is cut. */
export const LongThai: Story = {
  args: { chart: 'donut', figures: gamesThai, labels: thai, lang: 'th' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const legend = legendOf(canvasElement);
    await expect(await brokenWords(legend)).toEqual([]);
    await noSidewaysScroll(legend);
    await showTable(canvasElement, gamesThai, thai, [
      'ประเภทเกมสัดส่วน',
      'คาสิโนสดพร้อมดีลเลอร์มืออาชีพ42%',
      'สล็อตออนไลน์และเกมแจ็คพอตสะสม31%',
      'เดิมพันกีฬาฟุตบอลและมวยไทย19%',
      'เกมยิงปลาและเกมอาร์เคด8%',
    ]);
    await expect(await brokenWords(within(canvasElement).getByRole('region'))).toEqual([]);
    await showChart(canvasElement, gamesThai, thai);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await showTable(canvasElement, deposits, english, depositRows);
    await showChart(canvasElement, deposits, english);
  },
};

/**
 * Right to left: the legend and the toggle mirror (the toggle at the inline end, on the left),
 * while time still runs left to right in the drawing.
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement);
    const canvas = within(canvasElement);
    const january = within(svg as unknown as HTMLElement)
      .getByText('Jan')
      .getBoundingClientRect();
    const june = within(svg as unknown as HTMLElement)
      .getByText('Jun')
      .getBoundingClientRect();
    await expect(january.left).toBeLessThan(june.left);
    const toggle = canvas.getByRole('button', { name: english.showTable }).getBoundingClientRect();
    const legend = within(legendOf(canvasElement)).getByText('Deposits').getBoundingClientRect();
    await expect(toggle.right).toBeLessThan(legend.left);
    await showTable(canvasElement, deposits, english, depositRows);
    await showChart(canvasElement, deposits, english);
    await noSidewaysScroll(canvasElement);
  },
};

/** A 375 px phone: the chart takes the card's width, the toggle is a full tap target. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  args: { figures: depositsThai, labels: thai, lang: 'th' },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement);
    await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(
      reachesTouchSquare(within(canvasElement).getByRole('button', { name: thai.showTable })),
    ).toBe(true);
    await noSidewaysScroll(document.documentElement, { within: 375 });
    await showTable(canvasElement, depositsThai, thai, thaiDepositRows);
    await noSidewaysScroll(document.documentElement, { within: 375 });
    await showChart(canvasElement, depositsThai, thai);
  },
};
