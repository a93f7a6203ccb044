import { useTheme } from '@mui/material/styles';

import { ChartFrame } from '../../shared/charts/ChartFrame';
import { lineSliceTooltip } from '../../shared/charts/looks';
import { seriesColors, useNivoBase } from '../../shared/charts/nivoTheme';
import { useT } from '../../shared/i18n/useT';
import { formatFigure, formatMonth, monthAxis, valueAxis, type FigureKind } from '../figures';
import { chartsNs } from '../i18n';
import { ChartCard, frameLabels } from './ChartCard';
import { Line } from '../../shared/charts/nivo';

const HEIGHT = 280;

type Series = { id: string; data: { x: string; y: number }[] };

export interface MonthLineChartProps {
  title: string;
  subtitle: string;
  months: readonly string[];
  /** Each series' label (in the locale) and one value per month. */
  series: readonly { label: string; values: readonly number[] }[];
  kind: FigureKind;
  /** Fill under each line (the area chart), the series stacked. */
  area?: boolean;
}

/** Series over months as lines (@nivo/line), or as stacked areas. */
export function MonthLineChart({ title, subtitle, months, series, kind, area = false }: MonthLineChartProps) {
  const { t, locale } = useT(chartsNs);
  const theme = useTheme();
  const base = useNivoBase();
  const colors = seriesColors(theme);
  const figure = (value: number) => formatFigure(value, kind, locale);
  const month = (start: string) => formatMonth(start, locale, 'long');
  const data: Series[] = series.map((one) => ({
    id: one.label,
    data: one.values.map((y, index) => ({ x: months[index] ?? '', y })),
  }));

  const Tooltip = lineSliceTooltip<Series>(month, figure);

  return (
    <ChartCard title={title} subtitle={subtitle}>
      <ChartFrame
        height={HEIGHT}
        labels={frameLabels(t)}
        legend={series.map((one, index) => ({ label: one.label, color: colors[index] ?? '' }))}
        table={{
          caption: title,
          columns: [t('gallery.month'), ...series.map((one) => one.label)],
          rows: months.map((start, index) => ({
            label: month(start),
            values: series.map((one) => figure(one.values[index] ?? 0)),
          })),
        }}
      >
        {(width) => (
          <Line<Series>
            width={width}
            height={HEIGHT}
            data={data}
            {...base}
            colors={colors}
            margin={{ top: 12, right: 16, bottom: 36, left: 52 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: 'auto', nice: true, stacked: area }}
            curve="monotoneX"
            lineWidth={area ? 2 : 2.5}
            enableArea={area}
            areaOpacity={theme.palette.mode === 'dark' ? 0.35 : 0.2}
            enablePoints={!area}
            pointSize={6}
            pointColor={theme.palette.background.paper}
            pointBorderWidth={2}
            pointBorderColor={{ from: 'seriesColor' }}
            enableGridX={false}
            gridYValues={5}
            axisBottom={monthAxis(months, width - 68, locale)}
            axisLeft={valueAxis(kind, locale)}
            enableSlices="x"
            sliceTooltip={Tooltip}
            enableCrosshair
          />
        )}
      </ChartFrame>
    </ChartCard>
  );
}
