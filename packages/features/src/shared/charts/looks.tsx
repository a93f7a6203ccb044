/**
 * Pieces every chart of a kind shares: the tooltip of a line chart's slice and the look of a donut,
 * so the widgets and the charts page draw them the same way.
 */
import type { Theme } from '@mui/material/styles';
import type { LineSeries, SliceTooltipProps } from '@nivo/line';
import type { PieTooltipProps } from '@nivo/pie';

import { ChartTooltip } from './ChartTooltip';

/** A line chart's slice tooltip: the x (`title`) and each series' value there, with its swatch. */
export function lineSliceTooltip<S extends LineSeries>(
  title: (x: string) => string,
  value: (y: number) => string,
) {
  return function SliceTooltip({ slice }: SliceTooltipProps<S>) {
    return (
      <ChartTooltip
        title={title(String(slice.points[0]?.data.x ?? ''))}
        rows={slice.points.map((point) => ({
          color: point.seriesColor,
          label: String(point.seriesId),
          value: value(Number(point.data.y)),
        }))}
      />
    );
  };
}

/** A slice of a donut: its label in the locale and its colour from `seriesColors`. */
export type DonutSlice = { id: string; label: string; value: number; color: string };

/** The donut's look (@nivo/pie): rounded slices, each with its share written on it, one tooltip. */
export function donutLook(theme: Theme, share: (value: number) => string) {
  function Tooltip({ datum }: PieTooltipProps<DonutSlice>) {
    return (
      <ChartTooltip
        title={datum.data.label}
        rows={[{ color: datum.color, label: datum.data.label, value: share(datum.value) }]}
      />
    );
  }
  return {
    colors: { datum: 'data.color' },
    padAngle: 1.5,
    cornerRadius: 4,
    activeOuterRadiusOffset: 6,
    enableArcLinkLabels: false,
    arcLabel: (slice: { value: number }) => share(slice.value),
    arcLabelsTextColor: (slice: { color: string }) => theme.palette.getContrastText(slice.color),
    tooltip: Tooltip,
  } as const;
}
