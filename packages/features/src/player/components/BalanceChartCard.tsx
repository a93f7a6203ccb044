import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, formatBaht, MainCard } from '@pp/ui';
import { IconChartLine } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';

import { useTransitionRemote } from '../../shared/query/read';
import { balanceQueryAtom } from '../../shared/player/balance';
import { historyAtom } from '../atoms';
import { CHART_DAYS, describeBalanceSeries } from '../chart';
import { copy } from '../copy';
import { loadFailed } from '../errors';
import { runningBalance } from '../history';
import { LoadingArea, Placeholder } from './Loading';

/** nivo loads apart from the screen, when the card first needs it. */
const BalanceChart = lazy(() => import('./BalanceChart'));

function ChartSkeleton() {
  return (
    <LoadingArea>
      <Placeholder variant="rounded" sx={(theme) => ({ height: theme.spacing(38), transform: 'none' })} />
    </LoadingArea>
  );
}

/** The balance at the end of each of the last 90 days, computed from the history. */
export function BalanceChartCard() {
  const history = useTransitionRemote(historyAtom);
  const balance = useTransitionRemote(balanceQueryAtom);
  const { retry } = history;
  const endBalance = balance.status === 'ready' ? (balance.data?.satang ?? undefined) : undefined;
  const points = useMemo(
    () =>
      history.data ? runningBalance(history.data, { endBalanceSatang: endBalance, days: CHART_DAYS }) : null,
    [history.data, endBalance],
  );
  const last = points?.at(-1);
  return (
    <MainCard
      title={copy.home.chart}
      secondary={
        points && points.length > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {copy.home.chartSubtitle(points.length)}
          </Typography>
        ) : undefined
      }
      sx={{ height: '100%' }}
    >
      {history.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(history.error, retry)} />
      ) : !points ? (
        <ChartSkeleton />
      ) : points.length === 0 ? (
        <EmptyState size="small" icon={<IconChartLine size={28} />} title={copy.home.chartEmpty} />
      ) : (
        <>
          {last && (
            <Box sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {copy.balance.title}
              </Typography>
              <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatBaht(last.balanceSatang)}
              </Typography>
            </Box>
          )}
          <Suspense fallback={<ChartSkeleton />}>
            <BalanceChart points={points} summary={describeBalanceSeries(points)} />
          </Suspense>
        </>
      )}
    </MainCard>
  );
}
