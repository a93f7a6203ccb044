import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBaht, SubCard } from '@pp/ui';
import { IconGift } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { apiConfigAtom } from '../../../shared/api/config';
import { safeLink } from '../../../shared/api/links';
import type { Promotion } from '../../types';
import { promotionsCopy as copy } from '../copy';

/** The bonus, minimum deposit and turnover of a promotion, as chips. */
export function PromotionTerms({ promotion }: { promotion: Promotion }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <Chip
        size="small"
        color="secondary"
        label={
          promotion.bonusPercent > 0
            ? `${copy.bonus(promotion.bonusPercent)} ${copy.maxBonus(formatBaht(promotion.maxBonusSatang))}`
            : copy.noBonus
        }
      />
      <Chip size="small" variant="outlined" label={copy.minDeposit(formatBaht(promotion.minDepositSatang))} />
      <Chip size="small" variant="outlined" label={copy.turnover(promotion.turnover)} />
    </Stack>
  );
}

/**
 * A promotion's picture at a fixed 5:2: its art (an https address or a path on this site, only
 * through `safeLink`, like a game's art), or, without art or when it does not load, a tinted panel
 * with the gift mark. Decorative (`alt=""`): the title beside it is the text.
 */
function PromotionArt({ promotion }: { promotion: Promotion }) {
  const { allowHttpLinks = false } = useAtomValue(apiConfigAtom);
  const src =
    promotion.imageUrl === null ? null : safeLink(promotion.imageUrl, { allowHttp: allowHttpLinks });
  const [failed, setFailed] = useState<string | null>(null);
  const showArt = src !== null && failed !== src;
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        aspectRatio: '5 / 2',
        position: 'relative',
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${theme.palette.secondary.main}, ${theme.palette.primary.main})`,
        color: theme.palette.common.white,
      })}
    >
      {showArt ? (
        <Box
          component="img"
          src={src}
          alt=""
          decoding="async"
          onError={() => setFailed(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <IconGift size={48} stroke={1.5} />
      )}
    </Box>
  );
}

/** One promotion to claim: its picture, title, conditions, terms and the claim button. */
export function PromotionOffer({
  promotion,
  onClaim,
  disabled,
}: {
  promotion: Promotion;
  onClaim: (promotion: Promotion) => void;
  disabled: boolean;
}) {
  return (
    <SubCard sx={{ height: '100%' }} contentSX={{ height: '100%', p: 0, '&:last-child': { pb: 0 } }}>
      <Stack sx={{ height: '100%' }}>
        <PromotionArt promotion={promotion} />
        <Stack spacing={1.5} useFlexGap sx={{ p: 2, flex: 1 }}>
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'break-word' }}>
            {promotion.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
            {promotion.detail}
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            <PromotionTerms promotion={promotion} />
          </Box>
          <Button
            variant="contained"
            color="secondary"
            onClick={() => onClaim(promotion)}
            disabled={disabled}
            aria-label={copy.claimOf(promotion.title)}
          >
            {copy.claim}
          </Button>
        </Stack>
      </Stack>
    </SubCard>
  );
}
