import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconArrowDownLeft, IconArrowUpRight, IconWallet } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router-dom';

import { useTransitionRemote } from '../../shared/query/read';
import { ErrorState, formatBaht } from '@pp/ui';
import { balanceQueryAtom } from '../../shared/player/balance';
import { copy } from '../copy';
import { loadFailed } from '../errors';
import { paths } from '../../shared/routes/paths';
import { LoadingArea, Placeholder } from './Loading';

/**
 * The player's balance, big, on a tinted card in the dashboard's style, with the held amount (when
 * a withdrawal is pending) and the deposit and withdraw actions.
 */
export function BalanceCard() {
  const balance = useTransitionRemote(balanceQueryAtom);
  const refresh = balance.retry;
  const data = balance.status === 'error' ? null : (balance.data ?? null);
  return (
    <Card
      component="section"
      aria-labelledby="player-balance-title"
      sx={(theme) => {
        // The preset's deep brand colour in both modes (white text at AA, checked per preset).
        const { surface, ring } = theme.palette.hero;
        return {
          position: 'relative',
          overflow: 'hidden',
          height: '100%',
          background: surface,
          color: theme.palette.common.white,
          '&::before, &::after': {
            content: '""',
            position: 'absolute',
            borderRadius: '50%',
            width: theme.spacing(26),
            height: theme.spacing(26),
            bgcolor: alpha(ring, 0.9),
            pointerEvents: 'none',
          },
          '&::before': { top: theme.spacing(-10), insetInlineEnd: theme.spacing(-8) },
          '&::after': { top: theme.spacing(-15), insetInlineEnd: theme.spacing(-2), opacity: 0.5 },
        };
      }}
    >
      <Stack spacing={2.5} sx={{ position: 'relative', zIndex: 1, p: 3, height: '100%' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: theme.spacing(6),
            height: theme.spacing(6),
            borderRadius: 1,
            bgcolor: alpha(theme.palette.common.white, 0.16),
          })}
        >
          <IconWallet size={26} stroke={1.6} />
        </Box>
        <Box>
          <Typography
            id="player-balance-title"
            component="h2"
            variant="subtitle1"
            sx={{ color: 'inherit', opacity: 0.9, fontWeight: 500 }}
          >
            {copy.balance.title}
          </Typography>
          {balance.status === 'error' ? (
            <ErrorState
              variant="inline"
              {...loadFailed(balance.error, refresh)}
              sx={{ mt: 1.5, bgcolor: 'background.paper' }}
            />
          ) : data ? (
            <>
              <Typography
                component="p"
                sx={{
                  color: 'inherit',
                  fontSize: { xs: '1.75rem', sm: '2.125rem' },
                  fontWeight: 600,
                  lineHeight: 1.3,
                  fontVariantNumeric: 'tabular-nums',
                  overflowWrap: 'break-word',
                }}
              >
                {formatBaht(data.satang)}
              </Typography>
              {data.heldSatang > 0 && (
                <Typography
                  component="p"
                  variant="body2"
                  title={copy.balance.heldHint}
                  sx={{ color: 'inherit', opacity: 0.9 }}
                >
                  {copy.balance.held(formatBaht(data.heldSatang))}
                </Typography>
              )}
            </>
          ) : (
            <LoadingArea>
              <Placeholder
                variant="text"
                sx={(theme) => ({
                  fontSize: '2.125rem',
                  width: '70%',
                  bgcolor: alpha(theme.palette.common.white, 0.2),
                })}
              />
            </LoadingArea>
          )}
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ mt: 'auto', flexWrap: 'wrap', rowGap: 1.5 }}>
          <Button
            component={RouterLink}
            to={paths.player.deposit}
            variant="contained"
            startIcon={<IconArrowDownLeft size={18} />}
            sx={(theme) => ({
              bgcolor: theme.palette.common.white,
              color: theme.palette.hero.surface,
              '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.88) },
            })}
          >
            {copy.menu.deposit}
          </Button>
          <Button
            component={RouterLink}
            to={paths.player.withdraw}
            variant="outlined"
            startIcon={<IconArrowUpRight size={18} />}
            sx={(theme) => ({
              color: 'inherit',
              borderColor: alpha(theme.palette.common.white, 0.7),
              '&:hover': {
                borderColor: theme.palette.common.white,
                bgcolor: alpha(theme.palette.common.white, 0.08),
              },
            })}
          >
            {copy.menu.withdraw}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
