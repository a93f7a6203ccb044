import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, formatBaht, MainCard, SubCard } from '@pp/ui';
import { IconDiscount2, IconGift } from '@tabler/icons-react';

import { useTransitionRemote } from '../../shared/query/read';
import { availablePromotionsAtom } from '../atoms';
import { copy } from '../copy';
import { loadFailed } from '../errors';
import { paths } from '../../shared/routes/paths';
import type { Promotion } from '../types';
import { CardLink } from './common';
import { LoadingArea, Placeholder } from './Loading';

/** Cards the teaser shows at most. */
export const TEASER_COUNT = 3;

const grid = (theme: Theme) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: '1fr',
  [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

function PromotionCard({ promotion }: { promotion: Promotion }) {
  return (
    <SubCard sx={{ height: '100%' }} contentSX={{ height: '100%' }}>
      {/* useFlexGap: spacing as gap, not margins, so the chips' `mt: 'auto'` pins them to the bottom. */}
      <Stack spacing={1.5} useFlexGap sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: theme.spacing(5),
              height: theme.spacing(5),
              borderRadius: 1,
              bgcolor: 'secondary.light',
              color: theme.palette.mode === 'light' ? 'secondary.dark' : 'secondary.main',
            })}
          >
            <IconGift size={22} stroke={1.75} />
          </Box>
          <Typography variant="h4" component="h3" sx={{ minWidth: 0 }}>
            {promotion.title}
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {promotion.detail}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 'auto' }}>
          {promotion.bonusPercent > 0 && (
            <Chip size="small" color="secondary" label={copy.home.promotionBonus(promotion.bonusPercent)} />
          )}
          {promotion.minDepositSatang > 0 && (
            <Chip
              size="small"
              variant="outlined"
              label={copy.home.promotionMinDeposit(formatBaht(promotion.minDepositSatang))}
            />
          )}
          <Chip size="small" variant="outlined" label={copy.home.promotionTurnover(promotion.turnover)} />
        </Stack>
      </Stack>
    </SubCard>
  );
}

/** Two or three promotions the player can still claim, with a link to all of them. */
export function PromotionsTeaser() {
  const promotions = useTransitionRemote(availablePromotionsAtom);
  const { retry } = promotions;
  return (
    <MainCard
      title={copy.home.promotions}
      secondary={<CardLink to={paths.player.promotions}>{copy.home.promotionsAll}</CardLink>}
      sx={{ height: '100%' }}
    >
      {promotions.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(promotions.error, retry)} />
      ) : !promotions.data ? (
        <LoadingArea sx={grid}>
          {Array.from({ length: TEASER_COUNT }, (_, i) => (
            <Placeholder
              key={i}
              variant="rounded"
              sx={(theme) => ({ height: theme.spacing(22), transform: 'none' })}
            />
          ))}
        </LoadingArea>
      ) : promotions.data.length === 0 ? (
        <EmptyState size="small" icon={<IconDiscount2 size={28} />} title={copy.home.noPromotions} />
      ) : (
        <Box component="ul" sx={(theme) => ({ ...grid(theme), listStyle: 'none', m: 0, p: 0 })}>
          {promotions.data.slice(0, TEASER_COUNT).map((promotion) => (
            <Box component="li" key={promotion.id} sx={{ minWidth: 0 }}>
              <PromotionCard promotion={promotion} />
            </Box>
          ))}
        </Box>
      )}
    </MainCard>
  );
}
