/** Pure helpers of the balance chart: the series in baht for nivo and its spoken summary. */
import { formatBaht, formatDay } from '@pp/ui';
import { copy } from './copy';
import type { BalancePoint } from './history';

/** Days the home chart shows. */
export const CHART_DAYS = 90;

export interface ChartDatum {
  /** `YYYY-MM-DD` */
  x: string;
  /** Baht (display only: the money stays in satang everywhere else). */
  y: number;
}

export interface ChartSeries {
  id: string;
  data: ChartDatum[];
}

/** The points as one nivo series, y in baht. */
export function toChartSeries(points: readonly BalancePoint[], id: string = copy.balance.title): ChartSeries {
  return { id, data: points.map((point) => ({ x: point.day, y: point.balanceSatang / 100 })) };
}

/** About `count` evenly spaced x values for the axis ticks, always the first and the last. */
export function tickDays(points: readonly BalancePoint[], count: number): string[] {
  if (points.length <= count) return points.map((point) => point.day);
  const step = (points.length - 1) / (count - 1);
  const days: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const point = points[Math.round(i * step)];
    if (point) days.push(point.day);
  }
  return days;
}

/** What a screen reader hears instead of the picture: range of days, low, high and latest balance. */
export function describeBalanceSeries(points: readonly BalancePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return copy.home.chartEmpty;
  let low = first.balanceSatang;
  let high = first.balanceSatang;
  for (const point of points) {
    if (point.balanceSatang < low) low = point.balanceSatang;
    if (point.balanceSatang > high) high = point.balanceSatang;
  }
  return copy.home.chartSummary(
    points.length,
    formatDay(first.day),
    formatDay(last.day),
    formatBaht(low),
    formatBaht(high),
    formatBaht(last.balanceSatang),
  );
}
