import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ErrorState, formatBaht, formatNumber, MainCard, StatusChip, touchTarget } from '@pp/ui';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconEqual,
  IconRefresh,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';

import { toApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { loadFailedProps } from '../errors';
import { adminNs } from '../i18n';
import type { AgentBalance } from './api';
import { agentBalanceAtom, agentInfoAtom } from './atoms';
import { AgentInfoCard } from './components/AgentInfoCard';
import { BalanceHero } from './components/BalanceHero';
import { FigureCard } from './components/FigureCard';
import { directionOf, signedBaht } from './figures';
import { adminAgentNs, type AdminAgentT } from './i18n';

/** The screen is a size container: its grid follows the space the shell gives it, and a phone. */
const rootSx = { containerType: 'inline-size', width: '100%', minWidth: 0 } as const;

/** One column on a phone; from the `md` container width, 12 columns. */
const gridSx = (theme: Theme) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' },
});

const cell = (columns: number) => (theme: Theme) => ({
  minWidth: 0,
  [theme.containerQueries.up('md')]: { gridColumn: `span ${columns}` },
});

const netLook = {
  in: { tone: 'success', word: 'today.netIn', Icon: IconTrendingUp },
  out: { tone: 'error', word: 'today.netOut', Icon: IconTrendingDown },
  even: { tone: 'primary', word: 'today.netEven', Icon: IconEqual },
} as const;

/** Money in and money out: a card each, the sum and how many were approved. */
const flows = [
  {
    label: 'today.deposits',
    tone: 'success',
    Icon: IconArrowDownLeft,
    of: ({ depositsSatang, depositCount }: AgentBalance['today']) => [depositsSatang, depositCount],
  },
  {
    label: 'today.withdrawals',
    tone: 'warning',
    Icon: IconArrowUpRight,
    of: ({ withdrawalsSatang, withdrawalCount }: AgentBalance['today']) => [
      withdrawalsSatang,
      withdrawalCount,
    ],
  },
] as const;

/** Deposits, withdrawals and the net of today, each in its card (skeletons while loading). */
function TodayFigures({
  balance,
  t,
  locale,
}: {
  balance: AgentBalance | undefined;
  t: AdminAgentT;
  locale: string;
}) {
  const today = balance?.today;
  const net = netLook[directionOf(today?.netSatang ?? 0)];
  const loading = t('loading');
  return (
    <>
      {flows.map(({ label, tone, Icon, of }) => {
        const [sum, count] = today ? of(today) : [];
        return (
          <Box key={label} sx={cell(4)}>
            <FigureCard
              label={t(label)}
              tone={tone}
              icon={<Icon size={24} stroke={1.75} />}
              value={sum === undefined ? undefined : formatBaht(sum)}
              detail={
                count === undefined ? undefined : (
                  <Caption>{t('today.count', { count: formatNumber(count, { locale }) })}</Caption>
                )
              }
              loadingLabel={loading}
            />
          </Box>
        );
      })}
      <Box sx={cell(4)}>
        <FigureCard
          label={t('today.net')}
          tone={net.tone}
          icon={<net.Icon size={24} stroke={1.75} />}
          value={
            today && (
              <Box
                component="span"
                data-testid="agent-net"
                sx={(theme) => ({
                  color:
                    net.tone === 'primary'
                      ? 'text.primary'
                      : theme.palette.mode === 'light'
                        ? `${net.tone}.dark`
                        : `${net.tone}.main`,
                })}
              >
                {signedBaht(today.netSatang)}
              </Box>
            )
          }
          detail={today && <StatusChip color={net.tone} label={t(net.word)} />}
          loadingLabel={loading}
        />
      </Box>
    </>
  );
}

function Caption({ children }: { children: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/**
 * The operator's agent at `/admin/agent` (decisions, 10 Back office rules): the agent balance (the
 * float) big, today's approved deposits and withdrawals (sum and count) and the net, signed in
 * words and colour, beside the agent's info. One button refreshes both reads; a refresh that
 * fails says so above the figures it could not renew.
 */
export function AgentScreen() {
  const { t, locale } = useT(adminAgentNs);
  const { t: common } = useT(adminNs);
  const info = useRemote(agentInfoAtom);
  const balance = useRemote(agentBalanceAtom);
  // A refresh that failed keeps the figures shown before: the query's own result says it failed.
  const balanceQuery = useAtomValue(agentBalanceAtom);
  const infoQuery = useAtomValue(agentInfoAtom);
  const refreshing = info.isFetching || balance.isFetching;
  const staleError =
    !refreshing && balanceQuery.isRefetchError
      ? balanceQuery.error
      : !refreshing && infoQuery.isRefetchError
        ? infoQuery.error
        : null;

  const refresh = () => {
    info.retry();
    balance.retry();
  };

  return (
    <Box sx={rootSx}>
      <Stack spacing={3}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1.5 }}
        >
          <Typography
            variant="body2"
            component="p"
            sx={{ color: 'text.secondary', minWidth: 0, flex: '1 1 16rem' }}
          >
            {t('intro')}
          </Typography>
          {/*
            Busy, not disabled, while it refreshes: a disabled button would drop the keyboard focus
            of whoever pressed it. A press meanwhile does nothing (the reads are on their way).
          */}
          <Button
            variant="outlined"
            color="secondary"
            aria-disabled={refreshing || undefined}
            startIcon={
              refreshing ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <IconRefresh size={18} />
              )
            }
            onClick={refreshing ? undefined : refresh}
            sx={[touchTarget, { flexShrink: 0 }]}
          >
            {refreshing ? t('refreshing') : common('common.refresh')}
          </Button>
        </Stack>
        {staleError && (
          <ErrorState
            variant="inline"
            {...loadFailedProps(common, toApiError(staleError), refresh)}
            title={t('refreshFailed')}
          />
        )}
        <Box sx={gridSx}>
          {balance.status === 'error' ? (
            <Box sx={cell(7)}>
              <MainCard title={t('balance.title')} sx={{ height: '100%' }}>
                <ErrorState
                  {...loadFailedProps(common, balance.error, balance.retry)}
                  title={t('balance.loadFailed')}
                  offline={balance.error.status === 0}
                  size="small"
                />
              </MainCard>
            </Box>
          ) : (
            <Box sx={cell(7)}>
              <BalanceHero
                title={t('balance.title')}
                hint={t('balance.hint')}
                satang={balance.data?.balanceSatang}
                loadingLabel={t('loading')}
              />
            </Box>
          )}
          <Box sx={cell(5)}>
            <AgentInfoCard info={info} />
          </Box>
          {balance.status !== 'error' && <TodayFigures balance={balance.data} t={t} locale={locale} />}
        </Box>
      </Stack>
    </Box>
  );
}
