import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  ConfirmDialog,
  EmptyState,
  formatNumber,
  MainCard,
  SearchBox,
  useElementWidth,
  useNotify,
} from '@pp/ui';
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import type { CopyText } from '../../shared/clipboard';
import { useT } from '../../shared/i18n/useT';
import { iconPagesNs } from '../i18n';
import { matchIcons, type SearchableSet } from '../search';

/** A set's generated index (`virtual:icon-gallery/<set>`): names, styles, and the chunk loaders. */
export interface IconSetIndex<C> extends SearchableSet {
  styles: readonly { name: string; suffix: string }[];
  chunkSize: number;
  chunks: readonly (readonly (() => Promise<{ default: readonly C[] }>)[])[];
}

export interface IconGalleryProps<C> {
  set: IconSetIndex<C>;
  kind: 'tabler' | 'material';
  /** The package the import line names: `@tabler/icons-react`. */
  packageName: string;
  /** What every name starts with and the labels leave out (`Icon`). */
  prefix: string;
  /** The line that imports the icon whose component is `name`. */
  importLine: (name: string) => string;
  /** Draws an icon `size` px wide. */
  render: (icon: C, size: number) => ReactNode;
  copyText: CopyText;
}

/** A cell: wide enough for most names on two lines, a finger's target on a phone. */
const CELL_WIDTH = 112;
const ROW_HEIGHT = 96;

/**
 * A searchable gallery of an icon set: a search field (names, categories), the count of matches,
 * a virtualised grid whose cells load their icons' chunk when they come into view (a first screen
 * loads two or three chunks of the set's hundreds), and a dialog with a larger preview that copies
 * the icon's import line. The grid is one tab stop; the arrow keys, Home, End and Page Up/Down move
 * in it, Enter opens an icon.
 */
export function IconGallery<C>({
  set,
  kind,
  packageName,
  prefix,
  importLine,
  render,
  copyText,
}: IconGalleryProps<C>) {
  const { t, locale } = useT(iconPagesNs);
  const notify = useNotify();
  const rtl = useTheme().direction === 'rtl';
  const gridId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [style, setStyle] = useState(0);
  const results = useMemo(() => matchIcons(set, deferredQuery, prefix), [set, deferredQuery, prefix]);
  const [open, setOpen] = useState<number | null>(null);

  const { ref: widthRef, width } = useElementWidth<HTMLDivElement>();
  const columns = Math.max(1, Math.floor((width ?? 0) / CELL_WIDTH));
  const rows = width === undefined ? 0 : Math.ceil(results.length / columns);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's API is not memoisable; the grid re-renders with it.
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
  });
  const virtualRows = virtualizer.getVirtualItems();

  // The chunks of the cells on screen, loaded once each (`style:chunk`).
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly C[]>>(() => new Map());
  const pending = useRef(new Set<string>());
  const chunkOf = (index: number) => `${style}:${Math.floor(index / set.chunkSize)}`;
  const wanted = [
    ...new Set(
      virtualRows.flatMap((row) =>
        results.slice(row.index * columns, (row.index + 1) * columns).map((index) => chunkOf(index)),
      ),
    ),
  ].join(' ');
  useEffect(() => {
    for (const key of wanted.split(' ')) {
      if (!key || loaded.has(key) || pending.current.has(key)) continue;
      const [styleIndex = 0, chunk = 0] = key.split(':').map(Number);
      const load = set.chunks[styleIndex]?.[chunk];
      if (!load) continue;
      pending.current.add(key);
      // A chunk that fails to load (no network) keeps its placeholders and is asked again later.
      load()
        .then(
          (module) => setLoaded((previous) => new Map(previous).set(key, module.default)),
          () => undefined,
        )
        .finally(() => pending.current.delete(key));
    }
  }, [wanted, loaded, set]);
  const iconAt = (index: number): C | undefined => loaded.get(chunkOf(index))?.[index % set.chunkSize];

  // Roving focus: one cell is in the tab order; the keys move it.
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, results.length - 1));
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-position="${current}"]`);
    if (!cell) return;
    focusPending.current = false;
    cell.focus();
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = columns * Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / ROW_HEIGHT));
    const rowStart = current - (current % columns);
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current + (rtl ? -1 : 1),
      ArrowLeft: current + (rtl ? 1 : -1),
      ArrowDown: current + columns,
      ArrowUp: current - columns,
      PageDown: current + page,
      PageUp: current - page,
      Home: event.ctrlKey ? 0 : rowStart,
      End: event.ctrlKey ? last : Math.min(last, rowStart + columns - 1),
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(last, target));
    setActive(next);
    focusPending.current = true;
    virtualizer.scrollToIndex(Math.floor(next / columns));
  };

  const nameOf = (index: number) => `${set.names[index] ?? ''}${set.styles[style]?.suffix ?? ''}`;
  /** A cell's label and accessible name: the component's name without the set's prefix. */
  const labelOf = (index: number) => nameOf(index).slice(prefix.length);
  const openIcon = open === null ? undefined : iconAt(open);
  const openName = open === null ? '' : nameOf(open);
  const category = open === null ? undefined : set.groups[set.groupOf[open] ?? -1];
  const copy = async () => {
    try {
      await copyText(importLine(openName));
      notify({ message: t('dialog.copied', { name: openName }), severity: 'success' });
      setOpen(null);
    } catch {
      notify({ message: t('dialog.failed'), severity: 'error' });
    }
  };

  const count = formatNumber(results.length, { locale });
  return (
    <MainCard title={t('title')}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
          {t(`intro.${kind}`, { pkg: packageName })}
        </Typography>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <SearchBox
            value={query}
            onChange={(value) => {
              setQuery(value);
              setActive(0);
            }}
            controls={gridId}
            labels={{ search: t('search'), clearSearch: t('clearSearch') }}
          />
          {set.styles.length > 1 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={style}
              onChange={(_, value: number | null) => value !== null && setStyle(value)}
              aria-label={t('style')}
              sx={{ flexWrap: 'wrap' }}
            >
              {set.styles.map(({ name }, index) => (
                <ToggleButton key={name} value={index}>
                  {t(`styles.${name as 'Filled'}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Stack>
        <Typography variant="subtitle2" role="status">
          {deferredQuery.trim()
            ? t('matches', { query: deferredQuery.trim(), n: count })
            : t('total', { n: count })}
        </Typography>
        <Box ref={widthRef} id={gridId} sx={{ minWidth: 0 }}>
          {results.length === 0 ? (
            <EmptyState
              icon={<IconMoodEmpty />}
              title={t('empty.title', { query: deferredQuery.trim() })}
              description={t('empty.description')}
            />
          ) : (
            <Box
              ref={scroller}
              role="grid"
              aria-label={t(`grid.${kind}`)}
              aria-rowcount={rows}
              aria-colcount={columns}
              onKeyDown={onKeyDown}
              sx={{
                position: 'relative',
                height: 'min(560px, 65vh)',
                overflowY: 'auto',
                overscrollBehavior: 'contain',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
                {virtualRows.map((row) => (
                  <Box
                    key={row.key}
                    role="row"
                    aria-rowindex={row.index + 1}
                    sx={{
                      position: 'absolute',
                      insetInlineStart: 0,
                      top: 0,
                      width: '100%',
                      height: ROW_HEIGHT,
                      transform: `translateY(${row.start}px)`,
                      display: 'grid',
                      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                    }}
                  >
                    {results.slice(row.index * columns, (row.index + 1) * columns).map((index, column) => {
                      const position = row.index * columns + column;
                      const icon = iconAt(index);
                      const name = nameOf(index);
                      return (
                        <ButtonBase
                          key={name}
                          component="div"
                          role="gridcell"
                          aria-colindex={column + 1}
                          aria-label={labelOf(index)}
                          data-position={position}
                          tabIndex={position === current ? 0 : -1}
                          onFocus={() => setActive(position)}
                          onClick={() => {
                            setActive(position);
                            setOpen(index);
                          }}
                          sx={{
                            flexDirection: 'column',
                            gap: 1,
                            p: 1,
                            m: 0.5,
                            minWidth: 0,
                            borderRadius: 1,
                            color: 'text.primary',
                            '&:hover': { bgcolor: 'action.hover' },
                          }}
                        >
                          {icon === undefined ? (
                            <Box
                              aria-hidden
                              sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: 'action.hover' }}
                            />
                          ) : (
                            render(icon, 28)
                          )}
                          <Typography
                            variant="caption"
                            aria-hidden
                            dir="ltr"
                            sx={{
                              maxWidth: '100%',
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                              whiteSpace: 'nowrap',
                              color: 'text.secondary',
                            }}
                          >
                            {labelOf(index)}
                          </Typography>
                        </ButtonBase>
                      );
                    })}
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={open !== null}
        title={openName}
        description={
          <Stack spacing={2} sx={{ alignItems: 'center', color: 'text.primary' }}>
            <Box sx={{ display: 'grid', placeItems: 'center', width: 120, height: 120 }}>
              {openIcon !== undefined && render(openIcon, 96)}
            </Box>
            {category && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('dialog.category', { category })}
              </Typography>
            )}
            <Box sx={{ width: '100%', minWidth: 0 }}>
              <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
                {t('dialog.importLine')}
              </Typography>
              <Box
                component="code"
                dir="ltr"
                sx={{
                  display: 'block',
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  fontFamily: 'monospace',
                  fontSize: '0.8125rem',
                  overflowWrap: 'break-word',
                  textAlign: 'start',
                }}
              >
                {open === null ? '' : importLine(openName)}
              </Box>
            </Box>
          </Stack>
        }
        confirmLabel={t('dialog.copy')}
        cancelLabel={t('dialog.close')}
        onConfirm={copy}
        onClose={() => setOpen(null)}
      />
    </MainCard>
  );
}
