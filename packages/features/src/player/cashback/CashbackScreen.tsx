import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, formatBaht, formatDay, formatPercent, MainCard } from '@pp/ui';
import { IconCircleCheck, IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useRemote } from '../../shared/query/read';
import { useWrite } from '../../shared/query/write';
import { ClaimButton, ClaimOutcome, useClaim } from '../components/ClaimAction';
import { FigureRow } from '../components/FigureRow';
import { LoadingArea, Placeholder } from '../components/Loading';
import { loadFailed } from '../errors';
import { dashboardGridSx, screenRootSx, span } from '../layout';
import type { CashbackCheck, CashbackSetting } from './api';
import { cashbackAtom, cashbackSettingAtom, claimCashbackAtom } from './atoms';
import { cashbackCopy as text } from './copy';

/** Why there is nothing to claim: a win (or an even week), or a cashback under the minimum payout. */
function nothingReason(check: CashbackCheck, setting: CashbackSetting | undefined): string {
  if (check.netLossSatang > 0 && setting) return text.belowMinimum(formatBaht(setting.minPayoutSatang));
  return text.noLoss;
}

function NextClaim({ date }: { date: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {text.nextClaim(formatDay(date))}
    </Typography>
  );
}

/**
 * Cashback at `/player/cashback` (decisions: engagement rules): last week's net loss and the part
 * paid back, the claim (one request per action; the balance and history load again), the states
 * of a week already claimed and of nothing to claim with the next claim date, and the rules in
 * plain Thai beside it (under it on a phone).
 */
export function CashbackScreen() {
  const setting = useRemote(cashbackSettingAtom);
  const check = useRemote(cashbackAtom);
  const claim = useClaim(useWrite(claimCashbackAtom), check.retry);

  const percent = setting.data ? formatPercent(setting.data.percent) : '';
  const week = check.data;

  const state = (data: CashbackCheck): ReactNode => {
    if (data.claimableSatang > 0) {
      return (
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {text.claimable}
            </Typography>
            <Typography
              component="p"
              variant="h2"
              sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
            >
              {formatBaht(data.claimableSatang)}
            </Typography>
          </Box>
          <ClaimButton
            label={text.claim(formatBaht(data.claimableSatang))}
            pendingLabel={text.claiming}
            pending={claim.isPending}
            onClick={() => void claim.send()}
          />
        </Stack>
      );
    }
    if (data.claimed) {
      return (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: theme.spacing(5),
                height: theme.spacing(5),
                borderRadius: '50%',
                bgcolor: 'success.light',
                color: 'success.dark',
              })}
            >
              <IconCircleCheck size={24} stroke={1.75} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h4" component="p">
                {text.alreadyClaimed}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {text.alreadyClaimedAmount(formatBaht(data.amountSatang))}
              </Typography>
            </Box>
          </Stack>
          <NextClaim date={data.nextClaimDate} />
        </Stack>
      );
    }
    return (
      <Stack spacing={1}>
        <EmptyState
          size="small"
          icon={<IconReceiptRefund size={28} />}
          title={text.nothingToClaim}
          description={nothingReason(data, setting.data)}
        />
        <Box sx={{ textAlign: 'center' }}>
          <NextClaim date={data.nextClaimDate} />
        </Box>
      </Stack>
    );
  };

  const claimCard = (
    <MainCard title={text.lastWeek} sx={{ height: '100%' }}>
      {check.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(check.error, check.retry)} />
      ) : !week || (!setting.data && setting.status !== 'error') ? (
        // The week waits for the rules too: its percent and why there is nothing to claim.
        <LoadingArea>
          <Stack spacing={2}>
            <Placeholder variant="text" width="50%" />
            <Placeholder variant="text" />
            <Placeholder variant="text" />
            <Placeholder
              variant="rounded"
              sx={(theme) => ({ height: theme.spacing(12), transform: 'none' })}
            />
          </Stack>
        </LoadingArea>
      ) : (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="p">
            {text.week(formatDay(week.weekStart), formatDay(week.weekEnd))}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <FigureRow label={text.netLoss}>{formatBaht(week.netLossSatang)}</FigureRow>
            <FigureRow label={text.cashback(percent)}>{formatBaht(week.amountSatang)}</FigureRow>
          </Box>
          <Divider />
          <ClaimOutcome
            paid={claim.paid && text.claimed(formatBaht(claim.paid.amountSatang))}
            failure={claim.failure}
          />
          {state(week)}
        </Stack>
      )}
    </MainCard>
  );

  const rulesCard = (
    <MainCard title={text.rules} sx={{ height: '100%' }}>
      {setting.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(setting.error, setting.retry)} />
      ) : !setting.data ? (
        <LoadingArea>
          {Array.from({ length: 5 }, (_, i) => (
            <Placeholder key={i} variant="text" sx={{ my: 1 }} />
          ))}
        </LoadingArea>
      ) : (
        <Stack spacing={2}>
          <Box component="dl" sx={{ m: 0 }}>
            <FigureRow label={text.rulePercent}>{percent}</FigureRow>
            <FigureRow label={text.ruleMin}>{formatBaht(setting.data.minPayoutSatang)}</FigureRow>
            <FigureRow label={text.ruleMax}>{formatBaht(setting.data.maxPayoutSatang)}</FigureRow>
          </Box>
          <Divider />
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            {text.ruleLines(percent).map((line) => (
              <Typography key={line} component="li" variant="body2" sx={{ overflowWrap: 'break-word' }}>
                {line}
              </Typography>
            ))}
          </Stack>
        </Stack>
      )}
    </MainCard>
  );

  return (
    <Box lang="th" sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(7)}>{claimCard}</Box>
        <Box sx={span(5)}>{rulesCard}</Box>
      </Box>
    </Box>
  );
}
