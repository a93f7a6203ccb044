import { Draggable, type DraggableProvided, type DroppableProvided } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';

import type { KanbanT } from '../i18n';
import type { KanbanItem, KanbanProfile } from '../types';
import { ItemSummary } from './ItemCard';
import { useInView } from './useInView';

/** Width of a column (theme spacing units: 280 px). */
export const COLUMN_WIDTH = 35;

/** Space between two cards (theme spacing units: 12 px), kept as padding so the library measures it. */
const CARD_GAP = 1.5;
/** A card's height before it is measured: a title on one line and its chips. */
const CARD_ESTIMATE = 96;

const cardStyle = {
  p: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  cursor: 'grab',
  '&:hover': { borderColor: 'primary.light' },
} as const;
const listStyle = { minHeight: 64, mx: 1.5, mt: 0.5, borderRadius: 1 } as const;

export interface CardProps {
  item: KanbanItem;
  assignee: KanbanProfile | undefined;
  provided: Pick<DraggableProvided, 'draggableProps' | 'dragHandleProps'> & {
    innerRef: DraggableProvided['innerRef'];
  };
  isDragging: boolean;
  t: KanbanT;
  locale: string;
  onOpen: (itemId: string) => void;
}

/** A card: the whole card is the drag handle (a button), and a click or Enter opens it. */
export function Card({
  item,
  assignee,
  provided: { innerRef, draggableProps, dragHandleProps },
  isDragging,
  t,
  locale,
  onOpen,
}: CardProps) {
  const theme = useTheme();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onOpen(item.id);
  };
  return (
    <Box
      ref={innerRef}
      {...draggableProps}
      {...dragHandleProps}
      onClick={() => onOpen(item.id)}
      onKeyDown={onKeyDown}
      data-item-id={item.id}
      sx={cardStyle}
      // The dragged card's look is inline: no new style rule for the page to apply mid-drag.
      style={{
        ...draggableProps.style,
        ...(isDragging ? { borderColor: theme.palette.primary.main, boxShadow: theme.shadows[8] } : {}),
      }}
    >
      <ItemSummary item={item} assignee={assignee} t={t} locale={locale} />
    </Box>
  );
}

interface CardRowProps {
  item: KanbanItem;
  assignee: KanbanProfile | undefined;
  index: number;
  /** Where the row starts in its list, in px. */
  top: number;
  gap: string;
  measure: (element: HTMLElement | null) => void;
  t: KanbanT;
  locale: string;
  onOpen: (itemId: string) => void;
}

/** A virtual row's place in its column: under the rows above it, the gap below it. */
const rowStyle = (top: number, gap: string): CSSProperties => ({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: gap,
  transform: `translateY(${top}px)`,
});

/**
 * A row of the virtual list: a card at its place. Memoised, so a list that renders again (a drag
 * starts, a drop lands, the server answers) renders only the rows whose card or place changed.
 */
const CardRow = memo(function CardRow({
  item,
  assignee,
  index,
  top,
  gap,
  measure,
  t,
  locale,
  onOpen,
}: CardRowProps) {
  return (
    <div data-index={index} ref={measure} style={rowStyle(top, gap)}>
      <Draggable draggableId={item.id} index={index}>
        {(provided, snapshot) => (
          <Card
            item={item}
            assignee={assignee}
            provided={provided}
            isDragging={snapshot.isDragging}
            t={t}
            locale={locale}
            onOpen={onOpen}
          />
        )}
      </Draggable>
    </div>
  );
});

export interface CardListProps {
  cards: readonly KanbanItem[];
  /** A card being dragged over the list from elsewhere takes a place at its end. */
  extraPlace: boolean;
  profiles: ReadonlyMap<string, KanbanProfile>;
  /** The board's scrolling box: cards are in the DOM only while their column is in it (or next to it). */
  viewport: HTMLElement | null;
  t: KanbanT;
  locale: string;
  onOpen: (itemId: string) => void;
  listRef: (element: HTMLElement | null) => void;
  droppableProps: DroppableProvided['droppableProps'];
  isDraggingOver: boolean;
  emptyLabel: string;
}

/**
 * A column's cards, virtualised against the page's scroll (only the cards in view and one more
 * each way are in the DOM) and against the board's sideways scroll (a column further than half a
 * column from the board's box keeps its height but holds no card). A drag restyles and measures
 * every card in the DOM (the library's drag styles, its lift), so the fewer the better.
 */
export function CardList({
  cards,
  extraPlace,
  profiles,
  viewport,
  t,
  locale,
  onOpen,
  listRef,
  droppableProps,
  isDraggingOver,
  emptyLabel,
}: CardListProps) {
  const list = useRef<HTMLDivElement | null>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts on the page (the virtualiser counts from the page's top); measured
  // again when the window's width changes (the text above may wrap anew). Not on every change of
  // the page's size: a drag changes it on every frame.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (list.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setOffset((current) => (Math.abs(top - current) > 1 ? top : current));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const theme = useTheme();
  const inView = useInView(list, viewport, theme.spacing(COLUMN_WIDTH / 2));
  const gap = theme.spacing(CARD_GAP);
  const count = cards.length + (extraPlace ? 1 : 0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 1,
    scrollMargin: offset,
    getItemKey: (index) => cards[index]?.id ?? 'placeholder',
    useFlushSync: false,
  });
  const setRefs = (element: HTMLDivElement | null) => {
    list.current = element;
    listRef(element);
  };
  return (
    <Box
      ref={setRefs}
      {...droppableProps}
      sx={listStyle}
      // What changes during a drag is inline: no new style rule for the page to apply.
      style={{
        position: 'relative',
        height: count > 0 ? virtualizer.getTotalSize() : undefined,
        background: isDraggingOver ? theme.palette.action.hover : undefined,
      }}
    >
      {inView &&
        virtualizer.getVirtualItems().map((row) => {
          const item = cards[row.index];
          const top = row.start - virtualizer.options.scrollMargin;
          return item ? (
            <CardRow
              key={row.key}
              item={item}
              assignee={profiles.get(item.assign)}
              index={row.index}
              top={top}
              gap={gap}
              measure={virtualizer.measureElement}
              t={t}
              locale={locale}
              onOpen={onOpen}
            />
          ) : (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={rowStyle(top, gap)}
            >
              <Box sx={{ height: CARD_ESTIMATE }} />
            </div>
          );
        })}
      {cards.length === 0 && !isDraggingOver && (
        <Typography variant="body2" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
          {emptyLabel}
        </Typography>
      )}
    </Box>
  );
}
