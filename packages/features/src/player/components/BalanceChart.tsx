/**
 * The balance-over-time line chart (@nivo/line). Kept alone in this module so the screen can load
 * it lazily: nivo and d3 stay out of the first paint.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { formatBaht, formatDay, useElementWidth, usePrefersReducedMotion } from '@pp/ui';
import { useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Line, type LineSvgProps, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';

import { toChartSeries, tickDays, type ChartSeries } from '../chart';
import type { BalancePoint } from '../history';

type NivoTheme = NonNullable<LineSvgProps<ChartSeries>['theme']>;

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

/** nivo's theme from the MUI theme: the same text, grid and tooltip colours in light and dark. */
export function nivoTheme(theme: Theme): NivoTheme {
  const text = { fill: theme.palette.text.secondary, fontFamily: theme.typography.fontFamily, fontSize: 12 };
  return {
    background: 'transparent',
    text,
    axis: {
      domain: { line: { stroke: 'transparent' } },
      ticks: { line: { stroke: theme.palette.divider, strokeWidth: 1 }, text },
      legend: { text },
    },
    grid: { line: { stroke: theme.palette.divider, strokeWidth: 1, strokeDasharray: '4 4' } },
    crosshair: { line: { stroke: theme.palette.text.secondary, strokeWidth: 1, strokeOpacity: 0.6 } },
  };
}

function Tooltip({ point }: PointTooltipProps<ChartSeries>) {
  return (
    <Paper elevation={4} sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider' }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {formatDay(String(point.data.x))}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBaht(Math.round(Number(point.data.y) * 100))}
      </Typography>
    </Paper>
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
