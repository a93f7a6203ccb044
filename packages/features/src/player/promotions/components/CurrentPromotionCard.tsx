import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, formatBaht, MainCard } from '@pp/ui';
import { IconTargetArrow } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useRemote } from '../../../shared/query/read';
import { LoadingArea, Placeholder } from '../../components/Loading';
import { loadFailed } from '../../errors';
import { promotionStatusAtom } from '../atoms';
import { promotionsCopy } from '../copy';
import type { PromotionClaim } from '../types';

const copy = promotionsCopy.current;

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.75 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="subtitle1"
        sx={{
          m: 0,
          fontVariantNumeric: 'tabular-nums',
          textAlign: 'end',
          overflowWrap: 'break-word',
          minWidth: 0,
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Percent of the turnover played (100 when there is none to play). */
export function turnoverPercent(claim: PromotionClaim): number {
  if (claim.targetSatang <= 0) return 100;
  return Math.min(100, Math.floor((claim.doneSatang / claim.targetSatang) * 100));
}

function Current({ claim }: { claim: PromotionClaim }) {
  const active = claim.status === 'active';
  const percent = turnoverPercent(claim);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h3" sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
          {claim.title}
        </Typography>
        <Chip
          size="small"
          color={active ? 'warning' : 'success'}
          variant="outlined"
          label={active ? copy.active : copy.completed}
        />
      </Stack>
      <Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={active ? 'secondary' : 'success'}
          aria-label={copy.progress}
          aria-valuetext={copy.progressText(formatBaht(claim.doneSatang), formatBaht(claim.targetSatang))}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {copy.progressText(formatBaht(claim.doneSatang), formatBaht(claim.targetSatang))}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Figure label={copy.deposit} value={formatBaht(claim.depositSatang)} />
        <Figure label={copy.bonus} value={formatBaht(claim.bonusSatang)} />
        <Figure label={copy.target} value={formatBaht(claim.targetSatang)} />
        <Figure label={copy.done} value={formatBaht(claim.doneSatang)} />
        <Figure label={copy.remaining} value={formatBaht(claim.remainingSatang)} />
      </Box>
    </Stack>
  );
}

/** The player's current promotion and how much of its turnover is played. */
export function CurrentPromotionCard() {
  const status = useRemote(promotionStatusAtom);
  return (
    <MainCard title={copy.title} sx={{ height: '100%' }}>
      {status.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(status.error, status.retry)} />
      ) : status.status === 'loading' ? (
        // The shape of a current promotion (the usual answer), so the page below does not jump
        // when it arrives: the loading state is also the prerendered first paint (decision 0028).
        <LoadingArea>
          <Stack spacing={1.5}>
            <Placeholder variant="text" sx={(theme) => ({ ...theme.typography.h4, width: '60%' })} />
            <Box>
              <Placeholder variant="rounded" sx={{ height: 10 }} />
              <Placeholder
                variant="text"
                sx={(theme) => ({ ...theme.typography.caption, width: '50%', mt: 0.5 })}
              />
            </Box>
            <Box>
              {Array.from({ length: 5 }, (_, i) => (
                <Box key={i} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
                  <Placeholder variant="text" sx={(theme) => ({ ...theme.typography.body2, width: '35%' })} />
                  <Placeholder
                    variant="text"
                    sx={(theme) => ({ ...theme.typography.subtitle1, width: '25%' })}
                  />
                </Box>
              ))}
            </Box>
          </Stack>
        </LoadingArea>
      ) : status.data ? (
        <Current claim={status.data} />
      ) : (
        <EmptyState size="small" icon={<IconTargetArrow size={28} />} title={copy.none} />
      )}
    </MainCard>
  );
}
