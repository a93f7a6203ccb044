import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, formatBaht, LoadingArea, Placeholder } from '@pp/ui';
import { IconGift } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { apiConfigAtom } from '../../shared/api/config';
import { safeLink } from '../../shared/api/links';
import { bahtToSatang } from '../../shared/money/money';
import type { PromotionWire } from '../../shared/player/siteCalls';
import { sitePromotionsAtom } from '../../shared/player/site';
import { useRemote } from '../../shared/query/read';
import { useSiteCopy } from '../components/SiteFrame';
import { Section } from './Section';

/** How many promotions the landing shows. */
export const FEATURED_PROMOTIONS = 3;

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
} as const;

/** The picture's box: sized before the picture arrives (no layout shift). */
const art = { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1' } as const;

function PromotionCard({ promotion, allowHttp }: { promotion: PromotionWire; allowHttp: boolean }) {
  const { t, locale } = useSiteCopy();
  const src = promotion.imageUrl === null ? null : safeLink(promotion.imageUrl, { allowHttp });
  const [failed, setFailed] = useState(false);
  const baht = (amount: number) => formatBaht(bahtToSatang(amount), locale);
  return (
    <Box
      component="li"
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ ...art, bgcolor: 'secondary.light' }}>
        {src !== null && !failed && (
          <Box
            component="img"
            src={src}
            alt=""
            width={560}
            height={280}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            sx={{ ...art, objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="h4" component="h3">
          {promotion.title}
        </Typography>
        {promotion.detail && (
          <Typography variant="body2" color="text.secondary">
            {promotion.detail}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {promotion.bonusPercent > 0 && (
            <Chip
              color="secondary"
              label={t('landing.promotions.bonus', { percent: promotion.bonusPercent })}
            />
          )}
          {promotion.maxBonus > 0 && (
            <Chip
              variant="outlined"
              label={t('landing.promotions.maxBonus', { amount: baht(promotion.maxBonus) })}
            />
          )}
          {promotion.minDeposit > 0 && (
            <Chip
              variant="outlined"
              label={t('landing.promotions.minDeposit', { amount: baht(promotion.minDeposit) })}
            />
          )}
          {promotion.turnover > 0 && (
            <Chip
              variant="outlined"
              label={t('landing.promotions.turnover', { times: promotion.turnover })}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The site's promotions, read from the player API (public: no login needed). */
export function PromotionShowcase() {
  const { t } = useSiteCopy();
  const promotions = useRemote(sitePromotionsAtom);
  const { allowHttpLinks = false } = useAtomValue(apiConfigAtom);
  return (
    <Section title={t('landing.promotions.title')} text={t('landing.promotions.text')}>
      {promotions.status === 'loading' && (
        <LoadingArea label={t('landing.promotions.title')}>
          <Box component="ul" sx={grid}>
            {Array.from({ length: FEATURED_PROMOTIONS }, (_, index) => (
              <Box component="li" key={index}>
                <Placeholder variant="rounded" sx={{ ...art, transform: 'none' }} />
                <Placeholder width="80%" sx={{ mt: 1.5 }} />
                <Placeholder width="60%" />
              </Box>
            ))}
          </Box>
        </LoadingArea>
      )}
      {promotions.status === 'error' && (
        <ErrorState
          variant="inline"
          title={t('landing.promotions.error')}
          onRetry={promotions.retry}
          retryLabel={t('landing.retry')}
        />
      )}
      {promotions.status === 'ready' &&
        (promotions.data.length === 0 ? (
          <EmptyState icon={<IconGift />} title={t('landing.promotions.empty')} size="small" />
        ) : (
          <Box component="ul" sx={grid}>
            {promotions.data.slice(0, FEATURED_PROMOTIONS).map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} allowHttp={allowHttpLinks} />
            ))}
          </Box>
        ))}
    </Section>
  );
}
