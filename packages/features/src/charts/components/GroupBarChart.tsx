import { useTheme } from '@mui/material/styles';
import type { BarCustomLayerProps, BarDatum, BarTooltipProps } from '@nivo/bar';

import { ChartFrame } from '../../shared/charts/ChartFrame';
import { ChartTooltip } from '../../shared/charts/ChartTooltip';
import { seriesColors, useNivoBase } from '../../shared/charts/nivoTheme';
import { useT } from '../../shared/i18n/useT';
import { formatFigure, valueAxis, type FigureKind } from '../figures';
import { chartsNs } from '../i18n';
import { ChartCard, frameLabels } from './ChartCard';
import { Bar } from '../../shared/charts/nivo';

const HEIGHT = 300;

/** One bar series: its label (in the locale) and one value per group. */
export interface BarSeries {
  label: string;
  values: readonly number[];
}

export interface GroupBarChartProps {
  title: string;
  subtitle: string;
  /** What the groups are (the table's first column): "Month", "Region". */
  groupName: string;
  /** Each group's label, long (tooltip, table) and short (axis). */
  groups: readonly { label: string; short: string }[];
  series: readonly BarSeries[];
  kind: FigureKind;
  mode: 'stacked' | 'grouped';
  /** A series drawn as a line over the bars (the mixed chart), on the same scale. */
  line?: BarSeries;
  /** The group labels the axis shows (as many as fit the width). */
  ticks?: (groups: readonly string[], width: number) => string[];
}

/** Series per group as bars (@nivo/bar), stacked or side by side, with a line over them if given. */
export function GroupBarChart(props: GroupBarChartProps) {
  const { title, subtitle, groupName, groups, series, kind, mode, line, ticks } = props;
  const { t, locale } = useT(chartsNs);
  const theme = useTheme();
  const base = useNivoBase();
  const colors = seriesColors(theme);
  const lineColor = colors[series.length] ?? theme.palette.secondary.main;
  const figure = (value: number) => formatFigure(value, kind, locale);
  const keys = series.map((_, index) => `s${index}`);
  const data: BarDatum[] = groups.map((group, index) => ({
    group: group.label,
    ...Object.fromEntries(series.map((one, key) => [`s${key}`, one.values[index] ?? 0])),
  }));
  const shortOf = new Map(groups.map((group) => [group.label, group.short]));
  const tallest = Math.max(
    0,
    ...groups.map((_, index) =>
      mode === 'stacked'
        ? series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0)
        : Math.max(0, ...series.map((one) => one.values[index] ?? 0)),
    ),
    ...(line?.values ?? []),
  );
  const all = line ? [...series, line] : series;
  const colorOf = (index: number) => (index < series.length ? (colors[index] ?? '') : lineColor);

  function Tooltip({ index }: BarTooltipProps<BarDatum>) {
    return (
      <ChartTooltip
        title={groups[index]?.label ?? ''}
        rows={all.map((one, at) => ({
          color: colorOf(at),
          label: one.label,
          value: figure(one.values[index] ?? 0),
        }))}
      />
    );
  }

  /** The line series through the middle of each group, on the bars' scale. */
  function LineLayer({ bars, yScale }: BarCustomLayerProps<BarDatum>) {
    if (!line) return null;
    const scale = yScale as (value: number) => number;
    const points = bars
      .filter((bar) => bar.key.startsWith('s0.'))
      .map((bar) => ({ x: bar.x + bar.width / 2, y: scale(line.values[bar.index] ?? 0) }));
    return (
      <g>
        <path
          d={points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke={lineColor}
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {points.map((point, index) => (
          <circle
            key={index}
            cx={point.x}
            cy={point.y}
            r={4}
            fill={theme.palette.background.paper}
            stroke={lineColor}
            strokeWidth={2}
          />
        ))}
      </g>
    );
  }

  return (
    <ChartCard title={title} subtitle={subtitle}>
      <ChartFrame
        height={HEIGHT}
        labels={frameLabels(t)}
        legend={all.map((one, index) => ({ label: one.label, color: colorOf(index) }))}
        table={{
          caption: title,
          columns: [groupName, ...all.map((one) => one.label)],
          rows: groups.map((group, index) => ({
            label: group.label,
            values: all.map((one) => figure(one.values[index] ?? 0)),
          })),
        }}
      >
        {(width) => (
          <Bar
            width={width}
            height={HEIGHT}
            data={data}
            keys={keys}
            indexBy="group"
            groupMode={mode}
            {...base}
            colors={colors}
            margin={{ top: 12, right: 8, bottom: 36, left: 52 }}
            padding={mode === 'grouped' ? 0.3 : 0.4}
            innerPadding={mode === 'grouped' ? 2 : 0}
            borderRadius={mode === 'grouped' ? 3 : 0}
            valueScale={{ type: 'linear', min: 0, max: tallest * 1.08, nice: true }}
            enableLabel={false}
            enableGridY
            gridYValues={5}
            axisBottom={{
              tickSize: 0,
              tickPadding: 12,
              tickValues: ticks?.(
                groups.map((group) => group.label),
                width - 60,
              ),
              format: (label: string | number) => shortOf.get(String(label)) ?? String(label),
            }}
            axisLeft={valueAxis(kind, locale)}
            tooltip={Tooltip}
            layers={line ? ['grid', 'axes', 'bars', LineLayer, 'markers'] : undefined}
          />
        )}
      </ChartFrame>
    </ChartCard>
  );
}
