import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

import { EmptyState, MainCard, Placeholder, SearchBox } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import type { RemoteRead } from '../../shared/query/read';
import { useDebouncedText } from '../../shared/state/useDebouncedText';
import { countText, userNs, type UserKey } from '../i18n';
import { RemoteState } from './RemoteState';

/** Cards in as many columns as fit (each at least `min` wide), one on a phone. */
export const gridSx = (min = '16rem') =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
    listStyle: 'none',
    m: 0,
    p: 0,
  }) as const;

/** What a searchable grid of people shows: how it reads, its labels and one card. */
export interface SearchGridKind<T> {
  /** Reads the people whose fields hold `key` (empty: all); a hook. */
  read: (key: string) => RemoteRead<T[]>;
  search: UserKey;
  empty: UserKey;
  /** The line under the empty title (default: people connecting with the profile). */
  emptyText?: UserKey;
  card: (person: T) => ReactNode;
  /** Narrowest card (default 16rem) and the height of its skeleton (default 96 px). */
  min?: string;
  skeletonHeight?: number;
}

/**
 * A card titled `title` with a search box that asks the server (the filter call, debounced), the
 * count of people found, and their cards in a grid; skeletons, the error with retry, the empty and
 * the no-match views.
 */
export function SearchGrid<T>({ kind, title }: { kind: SearchGridKind<T>; title: string }) {
  const { t, locale } = useT(userNs);
  const listId = useId();
  const [key, setKey] = useState('');
  const [typed, setTyped] = useDebouncedText(key, (text) => setKey(text.trim()));
  const people = kind.read(key);
  const searching = key !== '';
  const grid = gridSx(kind.min);
  return (
    <MainCard
      title={title}
      titleComponent="h2"
      secondary={
        <SearchBox
          value={typed}
          onChange={setTyped}
          controls={listId}
          labels={{ search: t(kind.search), clearSearch: t('people.clearSearch') }}
        />
      }
      headerSX={{
        flexWrap: 'wrap',
        gap: 2,
        '& .MuiCardHeader-action': { m: 0, flex: { xs: '1 1 100%', sm: '0 0 auto' } },
      }}
    >
      <Box id={listId} role="region" aria-label={title} sx={{ position: 'relative' }}>
        <RemoteState
          remote={people}
          loading="people.loading"
          loadFailed="people.loadFailed"
          skeleton={
            <Box sx={grid}>
              {Array.from({ length: 6 }, (_, index) => (
                <Placeholder key={index} variant="rounded" height={kind.skeletonHeight ?? 96} />
              ))}
            </Box>
          }
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState
                role={searching ? 'status' : undefined}
                tone="secondary"
                size="medium"
                icon={
                  searching ? <IconSearch size={32} stroke={1.5} /> : <IconUsers size={32} stroke={1.5} />
                }
                title={searching ? t('people.noMatchTitle', { query: key }) : t(kind.empty)}
                description={searching ? t('people.noMatchText') : t(kind.emptyText ?? 'people.emptyText')}
              />
            ) : (
              <>
                <Typography role="status" variant="subtitle1" sx={{ mb: 2, unicodeBidi: 'plaintext' }}>
                  {countText(t, locale, 'people.count', rows.length)}
                </Typography>
                <Box component="ul" sx={grid}>
                  {rows.map(kind.card)}
                </Box>
              </>
            )
          }
        </RemoteState>
      </Box>
    </MainCard>
  );
}
