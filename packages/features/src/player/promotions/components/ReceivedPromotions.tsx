import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, formatBaht, formatDateTime, SubCard } from '@pp/ui';
import { IconGiftOff } from '@tabler/icons-react';
import { useState } from 'react';

import { useRemote } from '../../../shared/query/read';
import { LoadingArea, Placeholder } from '../../components/Loading';
import { loadFailed } from '../../errors';
import { bangkokDay } from '../../history';
import { receivedPromotionsAtom } from '../atoms';
import { promotionsCopy as copy } from '../copy';
import type { PromotionClaim } from '../types';

type Period = 'today' | 'all';

/** The claims of the Bangkok day of `now`. */
export function claimedToday(claims: readonly PromotionClaim[], now: Date): PromotionClaim[] {
  const today = bangkokDay(now.toISOString());
  return claims.filter((claim) => bangkokDay(claim.claimedAt) === today);
}

function Received({ claim }: { claim: PromotionClaim }) {
  const active = claim.status === 'active';
  return (
    <SubCard>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h3" sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
            {claim.title}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={active ? 'warning' : 'success'}
            label={active ? copy.current.active : copy.current.completed}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {copy.receivedAt} {formatDateTime(claim.claimedAt)}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Typography variant="body2">
            {copy.current.deposit} {formatBaht(claim.depositSatang)}
          </Typography>
          <Typography variant="body2">
            {copy.current.bonus} {formatBaht(claim.bonusSatang)}
          </Typography>
          <Typography variant="body2">
            {copy.current.target} {formatBaht(claim.targetSatang)}
          </Typography>
        </Stack>
      </Stack>
    </SubCard>
  );
}

/** The promotions received, today's or all of them, newest first. */
export function ReceivedPromotions() {
  const received = useRemote(receivedPromotionsAtom);
  const [period, setPeriod] = useState<Period>('today');
  if (received.status === 'error')
    return <ErrorState variant="inline" {...loadFailed(received.error, received.retry)} />;
  if (received.status === 'loading') {
    return (
      <LoadingArea>
        {Array.from({ length: 2 }, (_, i) => (
          <Placeholder key={i} variant="rounded" sx={{ height: 96, mb: 2 }} />
        ))}
      </LoadingArea>
    );
  }
  const shown = period === 'today' ? claimedToday(received.data, new Date()) : received.data;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="secondary"
        value={period}
        aria-label={copy.received.label}
        onChange={(_, next: Period | null) => next && setPeriod(next)}
      >
        <ToggleButton value="today" sx={{ minHeight: 44, px: 2 }}>
          {copy.received.today}
        </ToggleButton>
        <ToggleButton value="all" sx={{ minHeight: 44, px: 2 }}>
          {copy.received.all}
        </ToggleButton>
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <EmptyState
          size="small"
          icon={<IconGiftOff size={28} />}
          title={period === 'today' ? copy.noReceivedToday : copy.noReceived}
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {shown.map((claim) => (
            <Box component="li" key={`${claim.promotionId}-${claim.claimedAt}`} sx={{ minWidth: 0 }}>
              <Received claim={claim} />
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
