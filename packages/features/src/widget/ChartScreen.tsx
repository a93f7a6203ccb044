import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { IconChartBar } from '@tabler/icons-react';
import { EmptyState, LoadingArea, MainCard, Placeholder } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';
import { widgetChartsAtom } from './atoms';
import { CategorySalesChart } from './components/charts/CategorySalesChart';
import { GrowthChart } from './components/charts/GrowthChart';
import { MarketShareChart } from './components/charts/MarketShareChart';
import { RevenueChart } from './components/charts/RevenueChart';
import { LoadFailure } from './components/LoadFailure';
import { widgetNs } from './i18n';
import { pageRootSx, wideCardSx, widgetGridSx } from './layout';
import type { WidgetChartResponse } from './types';

/** No chart has a point to draw. */
const isEmpty = (charts: WidgetChartResponse) =>
  charts.revenue.starts.length === 0 &&
  charts.marketShare.length === 0 &&
  charts.salesPerCategory.length === 0;

/**
 * `/widget/chart`: revenue, market share, sales per category and total growth with a period switch
 * (`GET /api/widget/chart`), each with its table alternative.
 */
export function ChartScreen() {
  const { t } = useT(widgetNs);
  const charts = useRemote(widgetChartsAtom);

  let body;
  if (charts.status === 'loading')
    body = (
      <LoadingArea label={t('chart.loading')} sx={widgetGridSx}>
        {[true, false, false].map((wide, index) => (
          <Card key={index} sx={[{ p: 3 }, wide && wideCardSx]}>
            <Placeholder width="30%" sx={{ mb: 2 }} />
            <Placeholder variant="rounded" height={260} />
          </Card>
        ))}
      </LoadingArea>
    );
  else if (charts.status === 'error')
    body = (
      <MainCard>
        <LoadFailure error={charts.error} onRetry={charts.retry} />
      </MainCard>
    );
  else if (isEmpty(charts.data))
    body = (
      <MainCard>
        <EmptyState
          tone="secondary"
          size="medium"
          icon={<IconChartBar size={32} stroke={1.5} />}
          title={t('chart.emptyTitle')}
          description={t('chart.emptyText')}
        />
      </MainCard>
    );
  else
    body = (
      <Box sx={widgetGridSx}>
        <Box sx={wideCardSx}>
          <RevenueChart revenue={charts.data.revenue} />
        </Box>
        <MarketShareChart shares={charts.data.marketShare} />
        <Box sx={wideCardSx}>
          <GrowthChart growth={charts.data.growth} />
        </Box>
        <CategorySalesChart sales={charts.data.salesPerCategory} />
      </Box>
    );

  return <Box sx={pageRootSx}>{body}</Box>;
}
