import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatCurrency, MainCard } from '@pp/ui';

import { ChartFrame } from '../../../shared/charts/ChartFrame';
import { lineSliceTooltip } from '../../../shared/charts/looks';
import { seriesColors, useNivoBase } from '../../../shared/charts/nivoTheme';
import { useT } from '../../../shared/i18n/useT';
import { DEMO_CURRENCY, formatBucket, moneyAxis, timeAxis } from '../../figures';
import { widgetNs } from '../../i18n';
import type { Timeline } from '../../types';
import { frameLabels } from './chartLabels';
import { Line } from '../../../shared/charts/nivo';

const HEIGHT = 280;

type Series = { id: string; data: { x: string; y: number }[] };

/** Revenue per month, online and in store (@nivo/line), with the year's total. */
export function RevenueChart({ revenue }: { revenue: Timeline }) {
  const { t, locale } = useT(widgetNs);
  const theme = useTheme();
  const base = useNivoBase();
  const colors = seriesColors(theme);
  const money = (value: number) => formatCurrency(value, { currency: DEMO_CURRENCY, locale });
  const month = (start: string) => formatBucket(start, revenue.unit, locale, 'long');
  const data: Series[] = revenue.series.map((series) => ({
    id: t(`chart.series.${series.id}`),
    data: series.values.map((y, index) => ({ x: revenue.starts[index] ?? '', y })),
  }));
  const total = revenue.series.reduce((sum, series) => sum + series.values.reduce((a, b) => a + b, 0), 0);

  const Tooltip = lineSliceTooltip<Series>(month, money);

  return (
    <MainCard title={t('chart.revenue.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('chart.revenue.total')}
      </Typography>
      <Typography variant="h3" component="p" sx={{ mb: 2, fontVariantNumeric: 'tabular-nums' }}>
        {money(total)}
      </Typography>
      <ChartFrame
        height={HEIGHT}
        labels={frameLabels(t)}
        legend={data.map((series, index) => ({ label: series.id, color: colors[index] ?? colors[0] ?? '' }))}
        table={{
          caption: t('chart.revenue.title'),
          columns: [t('chart.revenue.month'), ...data.map((series) => series.id)],
          rows: revenue.starts.map((start, index) => ({
            label: month(start),
            values: revenue.series.map((series) => money(series.values[index] ?? 0)),
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
            margin={{ top: 12, right: 16, bottom: 36, left: 56 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
            curve="monotoneX"
            lineWidth={2.5}
            enableArea
            areaOpacity={0.1}
            enablePoints={false}
            enableGridX={false}
            gridYValues={5}
            axisBottom={timeAxis(revenue, width - 64, locale)}
            axisLeft={moneyAxis(locale)}
            enableSlices="x"
            sliceTooltip={Tooltip}
            enableCrosshair
          />
        )}
      </ChartFrame>
    </MainCard>
  );
}
