/**
 * The balance-over-time line chart (@nivo/line). Kept alone in this module so the screen can load
 * it lazily: nivo and d3 stay out of the first paint.
 */
import Box from '@mui/material/Box';
import { formatBaht, formatDay, useElementWidth, usePrefersReducedMotion } from '@pp/ui';
import { useTheme } from '@mui/material/styles';
import { Line, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';

import { ChartTooltip } from '../../shared/charts/ChartTooltip';
import { nivoTheme } from '../../shared/charts/nivoTheme';
import { toChartSeries, tickDays, type ChartSeries } from '../chart';
import type { BalancePoint } from '../history';

/** Height of the plot, in pixels; its width is the card's. */
const CHART_HEIGHT = 304;
/** Room for one day label on the time axis: fewer labels on a narrow card, at most six. */
const DAY_LABEL_WIDTH = 90;
/** Margin on the time axis' end side, so the last day's label is never cut. */
const END_MARGIN = 32;

const compactBaht = new Intl.NumberFormat('th-TH', {
  notation: 'compact',
  style: 'currency',
  currency: 'THB',
  maximumFractionDigits: 1,
});

function Tooltip({ point }: PointTooltipProps<ChartSeries>) {
  return (
    <ChartTooltip
      title={formatDay(String(point.data.x))}
      rows={[{ label: point.seriesId, value: formatBaht(Math.round(Number(point.data.y) * 100)) }]}
    />
  );
}

export interface BalanceChartProps {
  points: readonly BalancePoint[];
  /** The spoken summary (role="img" label). */
  summary: string;
}

export default function BalanceChart({ points, summary }: BalanceChartProps) {
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const data = useMemo(() => [toChartSeries(points)], [points]);
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  const rtl = theme.direction === 'rtl';
  // Drawn once the width is known, in a transition: the chart never blocks the page as it appears.
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const labels = Math.min(6, Math.max(2, Math.floor((width ?? 0) / DAY_LABEL_WIDTH)));
  const ticks = useMemo(() => tickDays(points, labels), [points, labels]);
  return (
    <Box
      ref={ref}
      role="img"
      aria-label={summary}
      // Time runs left to right in every language. An attribute, not CSS: the RTL style plugin
      // would flip a `direction` declaration.
      dir="ltr"
      sx={{ height: CHART_HEIGHT, width: '100%' }}
      data-testid="balance-chart"
    >
      {width !== undefined && width > 0 && (
        <Line<ChartSeries>
          width={width}
          height={CHART_HEIGHT}
          data={data}
          role="presentation"
          theme={chartTheme}
          colors={[theme.palette.secondary.main]}
          margin={{ top: 12, right: rtl ? 72 : END_MARGIN, bottom: 36, left: rtl ? END_MARGIN : 72 }}
          xScale={{ type: 'point' }}
          // From zero: the area stands on the axis (a balance is never negative).
          yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
          curve="monotoneX"
          lineWidth={2.5}
          enableArea
          areaOpacity={0.12}
          enablePoints={false}
          enableGridX={false}
          gridYValues={5}
          axisBottom={{
            tickValues: ticks,
            tickSize: 0,
            tickPadding: 12,
            format: (day) => formatDay(String(day), { parts: { day: 'numeric', month: 'short' } }),
          }}
          axisLeft={
            rtl
              ? null
              : { tickValues: 5, tickSize: 0, tickPadding: 10, format: (v) => compactBaht.format(Number(v)) }
          }
          axisRight={
            rtl
              ? { tickValues: 5, tickSize: 0, tickPadding: 10, format: (v) => compactBaht.format(Number(v)) }
              : null
          }
          useMesh
          enableCrosshair
          crosshairType="x"
          tooltip={Tooltip}
          animate={!reducedMotion}
        />
      )}
    </Box>
  );
}
