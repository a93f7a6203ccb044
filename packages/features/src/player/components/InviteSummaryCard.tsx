import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, formatBaht, MainCard } from '@pp/ui';
import { IconUsersGroup } from '@tabler/icons-react';

import { useTransitionRemote } from '../../shared/query/read';
import { inviteSummaryAtom } from '../atoms';
import { copy } from '../copy';
import { loadFailed } from '../errors';
import { paths } from '../../shared/routes/paths';
import { CardLink } from './common';
import { LoadingArea, Placeholder } from './Loading';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="h3"
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Friends invited and commission earned, with a link to the invite screen. */
export function InviteSummaryCard() {
  const summary = useTransitionRemote(inviteSummaryAtom);
  const { retry } = summary;
  return (
    <MainCard
      title={copy.home.invite}
      secondary={<CardLink to={paths.player.invite}>{copy.home.inviteMore}</CardLink>}
      sx={{ height: '100%' }}
    >
      {summary.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(summary.error, retry)} />
      ) : !summary.data ? (
        <LoadingArea>
          <Stack spacing={2}>
            <Placeholder variant="text" width="60%" />
            <Placeholder
              variant="rounded"
              sx={(theme) => ({ height: theme.spacing(16), transform: 'none' })}
            />
          </Stack>
        </LoadingArea>
      ) : (
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                width: theme.spacing(5),
                height: theme.spacing(5),
                flexShrink: 0,
                borderRadius: 1,
                bgcolor: 'primary.light',
                color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.main',
              })}
            >
              <IconUsersGroup size={22} stroke={1.75} />
            </Box>
            <Typography variant="subtitle1" component="p">
              {copy.home.inviteCode(summary.data.inviteCode)}
            </Typography>
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}
          >
            <Figure label={copy.home.invitedTotal} value={copy.common.people(summary.data.invitedTotal)} />
            <Figure label={copy.home.invitedActive} value={copy.common.people(summary.data.invitedActive)} />
            <Figure
              label={copy.home.totalCommission}
              value={formatBaht(summary.data.totalCommissionSatang)}
            />
            <Figure
              label={copy.home.pendingCommission}
              value={formatBaht(summary.data.pendingCommissionSatang)}
            />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {copy.home.invitedThisMonth} {copy.common.people(summary.data.invitedThisMonth)}
          </Typography>
        </Stack>
      )}
    </MainCard>
  );
}
