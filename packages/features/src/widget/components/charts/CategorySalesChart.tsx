import { useTheme } from '@mui/material/styles';
import type { BarTooltipProps } from '@nivo/bar';
import { formatCurrency, MainCard } from '@pp/ui';

import { ChartFrame } from '../../../shared/charts/ChartFrame';
import { ChartTooltip } from '../../../shared/charts/ChartTooltip';
import { useNivoBase } from '../../../shared/charts/nivoTheme';
import { useT } from '../../../shared/i18n/useT';
import { DEMO_CURRENCY, moneyAxis } from '../../figures';
import { widgetNs } from '../../i18n';
import type { WidgetChartResponse } from '../../types';
import { frameLabels } from './chartLabels';
import { Bar } from '../../../shared/charts/nivo';

const HEIGHT = 260;

type Row = { category: string; sales: number };

/** Sales of each category, largest first (@nivo/bar, horizontal). */
export function CategorySalesChart({ sales }: { sales: WidgetChartResponse['salesPerCategory'] }) {
  const { t, locale } = useT(widgetNs);
  const theme = useTheme();
  const base = useNivoBase();
  const money = (value: number) => formatCurrency(value, { currency: DEMO_CURRENCY, locale });
  const rows: Row[] = [...sales]
    .sort((a, b) => b.value - a.value)
    .map((sale) => ({ category: t(`chart.category.${sale.id}`), sales: sale.value }));

  function Tooltip({ indexValue, value, color }: BarTooltipProps<Row>) {
    return (
      <ChartTooltip
        title={String(indexValue)}
        rows={[{ color, label: String(indexValue), value: money(value) }]}
      />
    );
  }

  return (
    <MainCard title={t('chart.categories.title')} sx={{ height: '100%' }}>
      <ChartFrame
        height={HEIGHT}
        labels={frameLabels(t)}
        table={{
          caption: t('chart.categories.title'),
          columns: [t('chart.categories.category'), t('chart.categories.sales')],
          rows: rows.map((row) => ({ label: row.category, values: [money(row.sales)] })),
        }}
      >
        {(width) => (
          <Bar<Row>
            width={width}
            height={HEIGHT}
            data={[...rows].reverse()}
            keys={['sales']}
            indexBy="category"
            layout="horizontal"
            {...base}
            colors={[theme.palette.secondary.main]}
            margin={{ top: 4, right: 16, bottom: 32, left: 96 }}
            padding={0.35}
            borderRadius={4}
            enableGridX
            enableGridY={false}
            enableLabel={false}
            axisLeft={{ tickSize: 0, tickPadding: 8 }}
            axisBottom={moneyAxis(locale, 4)}
            tooltip={Tooltip}
          />
        )}
      </ChartFrame>
    </MainCard>
  );
}
