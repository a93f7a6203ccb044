import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha, darken, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, MainCard, touchTarget, visuallyHidden } from '@pp/ui';
import {
  IconBallFootball,
  IconCherry,
  IconDeviceGamepad2,
  IconFish,
  IconLayoutGrid,
  IconPlayCard,
  IconPlayerPlayFilled,
  IconSearch,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';

import { apiConfigAtom } from '../shared/api/config';
import { toApiError } from '../shared/api/errors';
import { safeLink } from '../shared/api/links';
import { useRemote } from '../shared/query/read';
import { useWrite } from '../shared/query/write';
import { gameListAtom, playerLoginLinkAtom } from './atoms';
import { LoadingArea, Placeholder } from './components/Loading';
import { copy } from './copy';
import { errorMessage, loadFailed } from './errors';
import { categoriesOf, EMPTY_GAME_FILTER, filterGames, type GameFilter } from './games';
import { openBlankWindow, type OpenGameWindow } from './gameWindow';
import { screenRootSx } from './layout';
import { GAME_CATEGORIES, type GameCategory, type GameLink } from './types';

const categoryIcons: Record<GameCategory, typeof IconCherry> = {
  slot: IconCherry,
  casino: IconPlayCard,
  sport: IconBallFootball,
  fishing: IconFish,
};

/** Two tiles a row on a phone, close together; more and further apart as the screen widens. */
const tileGrid = (theme: Theme) => ({
  display: 'grid',
  gap: 1.5,
  listStyle: 'none',
  m: 0,
  p: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 },
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  [theme.containerQueries.up('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
});

const isHex = (color: string) => /^#[0-9a-f]{6}$/i.test(color);

/** A game name's line height: two of them is the fixed height of every title. */
const TITLE_LINE_HEIGHT = 1.5;

/**
 * The tile's picture: the game's art over its colour, or (no art, or art that does not load) the
 * colour with its category's icon.
 */
function GameArt({ game, allowHttp }: { game: GameLink; allowHttp: boolean }) {
  const Icon = categoryIcons[game.category];
  const src = game.imageUrl === null ? null : safeLink(game.imageUrl, { allowHttp });
  const [failed, setFailed] = useState<string | null>(null);
  const showArt = src !== null && failed !== src;
  return (
    <Box
      aria-hidden
      sx={(theme) => {
        const base = isHex(game.color) ? game.color : theme.palette.primary.main;
        return {
          display: 'grid',
          placeItems: 'center',
          aspectRatio: '16 / 10',
          color: theme.palette.common.white,
          background: `linear-gradient(135deg, ${base}, ${darken(base, 0.35)})`,
          position: 'relative',
          overflow: 'hidden',
          '&::after': showArt
            ? undefined
            : {
                content: '""',
                position: 'absolute',
                width: '70%',
                aspectRatio: '1',
                borderRadius: '50%',
                insetInlineEnd: '-25%',
                top: '-30%',
                bgcolor: alpha(theme.palette.common.white, 0.12),
              },
        };
      }}
    >
      {showArt ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Icon size={48} stroke={1.4} />
      )}
    </Box>
  );
}

function GameTile({
  game,
  opening,
  allowHttp,
  onPlay,
}: {
  game: GameLink;
  opening: boolean;
  allowHttp: boolean;
  onPlay: (game: GameLink) => void;
}) {
  const nameId = useId();
  return (
    <Card
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        transition: theme.transitions.create(['box-shadow', 'transform']),
        '&:hover': { boxShadow: theme.shadows[4] },
      })}
    >
      <GameArt game={game} allowHttp={allowHttp} />
      <Stack
        useFlexGap
        spacing={1}
        sx={(theme) => ({ p: 1.5, flex: 1, [theme.containerQueries.up('sm')]: { p: 2 } })}
      >
        {/*
         * Two lines high whatever the name's length, so the buttons of a row line up. Thai breaks
         * between words (the browser's dictionary); a longer name ends in an ellipsis.
         */}
        <Typography
          id={nameId}
          variant="h4"
          component="h3"
          title={game.name}
          sx={{
            lineHeight: TITLE_LINE_HEIGHT,
            height: `${2 * TITLE_LINE_HEIGHT}em`,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            overflowWrap: 'break-word',
          }}
        >
          {game.name}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          noWrap
          title={game.provider}
          sx={{ color: 'text.secondary' }}
        >
          {game.provider}
          <Box component="span" sx={visuallyHidden}>
            {' · '}
            {copy.lobby.category[game.category]}
          </Box>
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Button
            fullWidth
            variant="contained"
            color="secondary"
            aria-label={opening ? copy.lobby.opening : copy.lobby.playGame(game.name)}
            disabled={opening}
            startIcon={
              opening ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <IconPlayerPlayFilled size={16} />
              )
            }
            onClick={() => onPlay(game)}
          >
            {opening ? copy.lobby.opening : copy.lobby.play}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

type Notice =
  | { kind: 'opened'; game: GameLink }
  | { kind: 'blocked'; game: GameLink; url: string }
  | { kind: 'error'; game: GameLink; message: string };

function LobbyNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  if (notice.kind === 'opened') {
    return (
      <Alert severity="success" onClose={onClose} slotProps={{ closeButton: { title: copy.common.close } }}>
        {copy.lobby.opened(notice.game.name)}
      </Alert>
    );
  }
  if (notice.kind === 'blocked') {
    return (
      <Alert severity="warning" onClose={onClose} slotProps={{ closeButton: { title: copy.common.close } }}>
        <Typography variant="body2" component="p" sx={{ color: 'inherit' }}>
          {copy.lobby.popupBlocked}
        </Typography>
        <Link href={notice.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
          {copy.lobby.openManually(notice.game.name)}
        </Link>
      </Alert>
    );
  }
  return (
    <Alert severity="error" onClose={onClose} slotProps={{ closeButton: { title: copy.common.close } }}>
      <Typography variant="subtitle1" component="p" sx={{ color: 'inherit' }}>
        {copy.lobby.openFailed(notice.game.name)}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'inherit' }}>
        {notice.message}
      </Typography>
    </Alert>
  );
}

export interface GameLobbyScreenProps {
  /** Opens the game's tab; the browser's `window.open` unless a story or test passes its own. */
  openWindow?: OpenGameWindow;
}

/**
 * Game lobby at `/dashboard/play`: the game list as a responsive grid with category chips and a
 * search; playing a game fetches the player login link and opens it in a new tab.
 */
export function GameLobbyScreen({ openWindow = openBlankWindow }: GameLobbyScreenProps) {
  const games = useRemote(gameListAtom);
  const { retry } = games;
  const loginLink = useWrite(playerLoginLinkAtom);
  const { allowHttpLinks = false } = useAtomValue(apiConfigAtom);
  const [filter, setFilter] = useState<GameFilter>(EMPTY_GAME_FILTER);
  const [opening, setOpening] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const all = games.data;
  const shown = useMemo(() => (all ? filterGames(all, filter) : []), [all, filter]);
  const categories = useMemo(() => (all ? categoriesOf(all, GAME_CATEGORIES) : []), [all]);

  const play = async (game: GameLink) => {
    // One game opens at a time (useWrite refuses a second call while one is on its way).
    if (loginLink.isPending) return;
    setNotice(null);
    // Opened inside the click, before any await, so the browser counts it as the player's action.
    const tab = openWindow();
    setOpening(game.id);
    try {
      const url = safeLink(await loginLink.run(game.id), { allowHttp: allowHttpLinks });
      if (url === null) {
        // Not a web address (a `javascript:` link would run here, with the session): opens nothing.
        tab?.close();
        setNotice({ kind: 'error', game, message: copy.lobby.unsafeLink });
        setOpening(null);
        return;
      }
      if (tab) {
        tab.navigate(url);
        setNotice({ kind: 'opened', game });
      } else {
        setNotice({ kind: 'blocked', game, url });
      }
      setOpening(null);
    } catch (error) {
      tab?.close();
      const apiError = toApiError(error);
      // A second click while the first link is on its way: the first one reports.
      if (apiError.status === -1) return;
      setNotice({ kind: 'error', game, message: errorMessage(apiError) });
      setOpening(null);
    }
  };

  const chip = (value: GameCategory | 'all', label: string) => {
    const selected = filter.category === value;
    const Icon = value === 'all' ? IconLayoutGrid : categoryIcons[value];
    return (
      <Chip
        key={value}
        label={label}
        icon={<Icon size={16} stroke={1.8} />}
        clickable
        aria-pressed={selected}
        color={selected ? 'secondary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        onClick={() => setFilter((current) => ({ ...current, category: value }))}
        sx={[touchTarget, { flexShrink: 0 }]}
      />
    );
  };

  return (
    <Box lang="th" sx={screenRootSx}>
      <MainCard
        title={copy.lobby.title}
        // On a phone the tiles get the width: less padding around them than the card's usual.
        headerSX={(theme) => ({ [theme.containerQueries.down('sm')]: { px: 2 } })}
        contentSX={(theme) => ({
          [theme.containerQueries.down('sm')]: { px: 1.5, py: 2, '&:last-child': { pb: 2 } },
        })}
        secondary={
          all && all.length > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {copy.lobby.count(shown.length)}
            </Typography>
          ) : undefined
        }
      >
        <Stack spacing={3}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {copy.lobby.subtitle}
          </Typography>
          {games.status === 'error' ? (
            <ErrorState variant="inline" {...loadFailed(games.error, retry)} />
          ) : !all ? (
            <LoadingArea>
              <Box component="div" sx={tileGrid}>
                {Array.from({ length: 10 }, (_, i) => (
                  <Placeholder
                    key={i}
                    variant="rounded"
                    sx={(theme) => ({ height: theme.spacing(34), transform: 'none' })}
                  />
                ))}
              </Box>
            </LoadingArea>
          ) : all.length === 0 ? (
            <EmptyState size="small" icon={<IconDeviceGamepad2 size={28} />} title={copy.lobby.empty} />
          ) : (
            <>
              <Box
                sx={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                  [theme.containerQueries.up('md')]: { flexDirection: 'row', alignItems: 'center', gap: 2 },
                })}
              >
                <TextField
                  label={copy.lobby.search}
                  placeholder={copy.lobby.searchPlaceholder}
                  type="search"
                  size="small"
                  value={filter.query}
                  onChange={(event) => setFilter((current) => ({ ...current, query: event.target.value }))}
                  sx={(theme) => ({
                    [theme.containerQueries.up('md')]: { width: theme.spacing(40), flexShrink: 0 },
                  })}
                  slotProps={{
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">
                          <IconSearch size={18} />
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                {/*
                 * One row that scrolls sideways when the chips outgrow it; its padding leaves room
                 * for each chip's 44 px tap area, which the scrolling box would otherwise clip.
                 */}
                <Box
                  role="group"
                  aria-label={copy.lobby.categories}
                  sx={{
                    // Positioned, as every scroll container: what is placed inside stays inside.
                    position: 'relative',
                    display: 'flex',
                    gap: 1,
                    minWidth: 0,
                    overflowX: 'auto',
                    py: 0.75,
                    my: -0.75,
                    scrollbarWidth: 'thin',
                  }}
                >
                  {chip('all', copy.lobby.all)}
                  {categories.map((category) => chip(category, copy.lobby.category[category]))}
                </Box>
              </Box>
              <Box aria-live="polite">
                {notice && <LobbyNotice notice={notice} onClose={() => setNotice(null)} />}
              </Box>
              {shown.length === 0 ? (
                <EmptyState
                  size="small"
                  icon={<IconSearch size={28} />}
                  title={copy.lobby.noMatch}
                  action={
                    <Button variant="outlined" onClick={() => setFilter(EMPTY_GAME_FILTER)}>
                      {copy.lobby.clearFilters}
                    </Button>
                  }
                />
              ) : (
                <Box component="ul" aria-label={copy.lobby.title} sx={tileGrid}>
                  {shown.map((game) => (
                    <Box component="li" key={game.id} sx={{ minWidth: 0 }}>
                      <GameTile
                        game={game}
                        opening={opening === game.id}
                        allowHttp={allowHttpLinks}
                        onPlay={(g) => void play(g)}
                      />
                    </Box>
                  ))}
                </Box>
              )}
            </>
          )}
        </Stack>
      </MainCard>
    </Box>
  );
}
