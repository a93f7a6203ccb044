import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { LoadingArea, Placeholder } from '@pp/ui';
import { useAtomValue } from 'jotai';

import { apiUrl } from '../../shared/api/base';
import { apiConfigAtom } from '../../shared/api/config';
import { bannersAtom } from '../../shared/player/site';
import { useRemote } from '../../shared/query/read';
import { useSiteCopy } from '../components/SiteFrame';

/** How many banners the hero shows. */
export const HIGHLIGHTS = 3;

/** Each banner's box, sized before the banners arrive: the hero never moves. */
const tile = { minHeight: 96, borderRadius: 2 } as const;

/**
 * The site's banners (player API, public) beside the hero: the offers of the moment, as text on
 * their gradient (or picture). They are what the site says today; when they cannot be read the
 * hero stands without them.
 */
export function Highlights() {
  const { t } = useSiteCopy();
  const banners = useRemote(bannersAtom);
  const { playerApiHost } = useAtomValue(apiConfigAtom);
  if (banners.status === 'error' || (banners.status === 'ready' && banners.data.length === 0)) return null;
  return (
    <Box component="section" aria-label={t('landing.highlights')}>
      {banners.status === 'loading' ? (
        <LoadingArea label={t('landing.highlights')} sx={{ display: 'grid', gap: 1.5 }}>
          {Array.from({ length: HIGHLIGHTS }, (_, index) => (
            <Placeholder key={index} variant="rounded" sx={{ ...tile, height: 96 }} />
          ))}
        </LoadingArea>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {banners.data.slice(0, HIGHLIGHTS).map((banner) => {
            const gradient = `linear-gradient(${banner.gradient.angle}deg, ${banner.gradient.from}, ${banner.gradient.to})`;
            const picture = banner.imageUrl
              ? `url("${apiUrl(playerApiHost, banner.imageUrl)}") center / cover no-repeat, `
              : '';
            return (
              <Box
                component="li"
                key={banner.id}
                sx={(theme) => ({
                  ...tile,
                  p: 2,
                  display: 'grid',
                  alignContent: 'center',
                  color: theme.palette.common.white,
                  background: `linear-gradient(90deg, ${alpha(theme.palette.common.black, 0.3)}, ${alpha(theme.palette.common.black, 0.05)}), ${picture}${gradient}`,
                })}
              >
                <Typography component="p" variant="h4" sx={{ color: 'inherit' }}>
                  {banner.title}
                </Typography>
                {banner.subtitle && (
                  <Typography variant="body2" sx={{ color: 'inherit', opacity: 0.95 }}>
                    {banner.subtitle}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
