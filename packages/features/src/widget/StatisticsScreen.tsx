import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { IconChartInfographic } from '@tabler/icons-react';
import { EmptyState, LoadingArea, MainCard, Placeholder } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';
import { statisticsAtom } from './atoms';
import { LoadFailure } from './components/LoadFailure';
import { StatCard } from './components/StatCard';
import { widgetNs } from './i18n';
import { cardGridSx, pageRootSx } from './layout';

const grid = cardGridSx(32);

/** `/widget/statistics`: the statistics cards, each with its figure, change and trend. */
export function StatisticsScreen() {
  const { t } = useT(widgetNs);
  const statistics = useRemote(statisticsAtom);

  let body;
  if (statistics.status === 'loading')
    body = (
      <LoadingArea label={t('statistics.loading')} sx={grid}>
        {Array.from({ length: 8 }, (_, index) => (
          <Card key={index} sx={{ p: 2.5 }}>
            <Placeholder variant="rounded" width={44} height={44} />
            <Placeholder width="60%" sx={{ mt: 1.5, fontSize: '2rem' }} />
            <Placeholder width="40%" />
            <Placeholder variant="rounded" height={56} sx={{ mt: 1.5 }} />
          </Card>
        ))}
      </LoadingArea>
    );
  else if (statistics.status === 'error')
    body = (
      <MainCard>
        <LoadFailure error={statistics.error} onRetry={statistics.retry} />
      </MainCard>
    );
  else if (statistics.data.stats.length === 0)
    body = (
      <MainCard>
        <EmptyState
          tone="secondary"
          size="medium"
          icon={<IconChartInfographic size={32} stroke={1.5} />}
          title={t('statistics.emptyTitle')}
          description={t('statistics.emptyText')}
        />
      </MainCard>
    );
  else
    body = (
      <Box sx={grid}>
        {statistics.data.stats.map((stat) => (
          <StatCard key={stat.id} stat={stat} />
        ))}
      </Box>
    );

  return (
    <Box sx={pageRootSx} aria-label={t('statistics.title')} role="region">
      {body}
    </Box>
  );
}
