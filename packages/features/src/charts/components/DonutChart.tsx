import { useTheme } from '@mui/material/styles';

import { ChartFrame } from '../../shared/charts/ChartFrame';
import { donutLook, type DonutSlice } from '../../shared/charts/looks';
import { seriesColors, useNivoBase } from '../../shared/charts/nivoTheme';
import { useT } from '../../shared/i18n/useT';
import { formatFigure } from '../figures';
import { chartsNs } from '../i18n';
import { ChartCard, frameLabels } from './ChartCard';
import { Pie } from '../../shared/charts/nivo';

const HEIGHT = 280;

export interface DonutChartProps {
  title: string;
  subtitle: string;
  /** What the slices are (the table's first column). */
  sliceName: string;
  /** Each slice's label (in the locale) and its percent. */
  slices: readonly { id: string; label: string; value: number }[];
}

/** Shares of a whole as a donut (@nivo/pie). */
export function DonutChart({ title, subtitle, sliceName, slices }: DonutChartProps) {
  const { t, locale } = useT(chartsNs);
  const theme = useTheme();
  const base = useNivoBase();
  const colors = seriesColors(theme);
  const percent = (value: number) => formatFigure(value, 'percent', locale);
  const data: DonutSlice[] = slices.map((slice, index) => ({
    ...slice,
    color: colors[index % colors.length] ?? '',
  }));

  return (
    <ChartCard title={title} subtitle={subtitle}>
      <ChartFrame
        height={HEIGHT}
        labels={frameLabels(t)}
        legend={data.map((slice) => ({ label: slice.label, color: slice.color }))}
        table={{
          caption: title,
          columns: [sliceName, t('gallery.share')],
          rows: data.map((slice) => ({ label: slice.label, values: [percent(slice.value)] })),
        }}
      >
        {(width) => (
          <Pie<DonutSlice>
            width={width}
            height={HEIGHT}
            data={data}
            {...base}
            {...donutLook(theme, percent)}
            margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
            innerRadius={0.58}
            arcLabelsSkipAngle={20}
          />
        )}
      </ChartFrame>
    </ChartCard>
  );
}
