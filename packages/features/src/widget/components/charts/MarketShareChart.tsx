import { useTheme } from '@mui/material/styles';
import { formatPercent, MainCard } from '@pp/ui';

import { ChartFrame } from '../../../shared/charts/ChartFrame';
import { donutLook, type DonutSlice } from '../../../shared/charts/looks';
import { seriesColors, useNivoBase } from '../../../shared/charts/nivoTheme';
import { useT } from '../../../shared/i18n/useT';
import { widgetNs } from '../../i18n';
import type { WidgetChartResponse } from '../../types';
import { frameLabels } from './chartLabels';
import { Pie } from '../../../shared/charts/nivo';

const HEIGHT = 260;

/** The share of each platform (@nivo/pie as a donut). */
export function MarketShareChart({ shares }: { shares: WidgetChartResponse['marketShare'] }) {
  const { t, locale } = useT(widgetNs);
  const theme = useTheme();
  const base = useNivoBase();
  const colors = seriesColors(theme);
  const percent = (value: number) => formatPercent(value, { locale, maximumFractionDigits: 1 });
  const data: DonutSlice[] = shares.map((share, index) => ({
    id: share.id,
    label: t(`chart.platform.${share.id}`),
    value: share.value,
    color: colors[index % colors.length] ?? '',
  }));

  return (
    <MainCard title={t('chart.marketShare.title')} sx={{ height: '100%' }}>
      <ChartFrame
        height={HEIGHT}
        labels={frameLabels(t)}
        legend={data.map((slice) => ({ label: slice.label, color: slice.color }))}
        table={{
          caption: t('chart.marketShare.title'),
          columns: [t('chart.marketShare.platform'), t('chart.marketShare.share')],
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
            margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
            innerRadius={0.62}
            arcLabelsSkipAngle={18}
          />
        )}
      </ChartFrame>
    </MainCard>
  );
}
