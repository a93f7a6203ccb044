import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { EmptyState, ErrorState, LoadingArea, Placeholder } from '@pp/ui';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { apiConfigAtom } from '../../shared/api/config';
import { safeLink } from '../../shared/api/links';
import type { GameLinkWire } from '../../shared/player/siteCalls';
import { gameListAtom } from '../../shared/player/site';
import { useRemote } from '../../shared/query/read';
import { useSiteCopy } from '../components/SiteFrame';
import { Section } from './Section';

/** How many games the landing shows: a taste of the lobby, two rows on a wide screen. */
export const FEATURED_GAMES = 8;

/** Two games a row on a phone, three on a tablet, four on a wide screen: eight fill the rows. */
const grid = (theme: Theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

/** The art's box: its size is known before the picture arrives, so nothing moves. */
const art = { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10' } as const;

const HEX = /^#[0-9a-f]{6}$/i;

function GameCard({ game, allowHttp }: { game: GameLinkWire; allowHttp: boolean }) {
  const { t } = useSiteCopy();
  const src = game.imageUrl === null ? null : safeLink(game.imageUrl, { allowHttp });
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="li"
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ ...art, bgcolor: HEX.test(game.color) ? game.color : 'primary.main' }}>
        {src !== null && !failed && (
          <Box
            component="img"
            src={src}
            alt=""
            width={320}
            height={200}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            sx={{ ...art, objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
          {game.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`landing.games.${game.category}`)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The lobby's first games, read from the player API (public: no login needed). */
export function GameShowcase() {
  const { t } = useSiteCopy();
  const games = useRemote(gameListAtom);
  const { allowHttpLinks = false } = useAtomValue(apiConfigAtom);
  return (
    <Section title={t('landing.games.title')} text={t('landing.games.text')}>
      {games.status === 'loading' && (
        <LoadingArea label={t('landing.games.title')}>
          <Box component="ul" sx={grid}>
            {Array.from({ length: FEATURED_GAMES }, (_, index) => (
              <Box component="li" key={index}>
                <Placeholder variant="rounded" sx={{ ...art, height: 'auto', transform: 'none' }} />
                <Placeholder width="70%" sx={{ mt: 1 }} />
                <Placeholder width="40%" />
              </Box>
            ))}
          </Box>
        </LoadingArea>
      )}
      {games.status === 'error' && (
        <ErrorState
          variant="inline"
          title={t('landing.games.error')}
          onRetry={games.retry}
          retryLabel={t('landing.retry')}
        />
      )}
      {games.status === 'ready' &&
        (games.data.length === 0 ? (
          <EmptyState icon={<IconDeviceGamepad2 />} title={t('landing.games.empty')} size="small" />
        ) : (
          <Box component="ul" sx={grid}>
            {games.data.slice(0, FEATURED_GAMES).map((game) => (
              <GameCard key={game.id} game={game} allowHttp={allowHttpLinks} />
            ))}
          </Box>
        ))}
    </Section>
  );
}
