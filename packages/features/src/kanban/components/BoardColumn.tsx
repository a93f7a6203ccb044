import { Draggable, Droppable, type DraggableProvided, type DroppableProvided } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconDots, IconGripVertical, IconPlus } from '@tabler/icons-react';
import { touchTarget, visuallyHidden } from '@pp/ui';
import { useTheme } from '@mui/material/styles';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import type { KanbanT } from '../i18n';
import type { KanbanColumn, KanbanItem, KanbanProfile } from '../types';
import { ItemSummary } from './ItemCard';

/** The droppable type of the cards, and of the columns on the board. */
export const CARD = 'card';
export const COLUMN = 'column';
/** A column's draggable id (the board's droppable holds columns, each column's droppable cards). */
export const columnDragId = (columnId: string) => `column:${columnId}`;

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

interface CardProps {
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
function Card({
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

interface CardListProps {
  cards: readonly KanbanItem[];
  /** A card being dragged over the list from elsewhere takes a place at its end. */
  extraPlace: boolean;
  profiles: ReadonlyMap<string, KanbanProfile>;
  t: KanbanT;
  locale: string;
  onOpen: (itemId: string) => void;
  listRef: (element: HTMLElement | null) => void;
  droppableProps: DroppableProvided['droppableProps'];
  isDraggingOver: boolean;
  emptyLabel: string;
}

/**
 * A column's cards, virtualised against the page's scroll (only the cards in view and a few
 * around are in the DOM): a board of thousands of cards opens and drags without a long task.
 */
function CardList({
  cards,
  extraPlace,
  profiles,
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
  const gap = theme.spacing(CARD_GAP);
  const virtualizer = useWindowVirtualizer({
    count: cards.length + (extraPlace ? 1 : 0),
    estimateSize: () => CARD_ESTIMATE,
    overscan: 4,
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
        height: cards.length + (extraPlace ? 1 : 0) > 0 ? virtualizer.getTotalSize() : undefined,
        background: isDraggingOver ? theme.palette.action.hover : undefined,
      }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = cards[row.index];
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: gap,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {item ? (
              <Draggable draggableId={item.id} index={row.index}>
                {(provided, snapshot) => (
                  <Card
                    item={item}
                    assignee={profiles.get(item.assign)}
                    provided={provided}
                    isDragging={snapshot.isDragging}
                    t={t}
                    locale={locale}
                    onOpen={onOpen}
                  />
                )}
              </Draggable>
            ) : (
              <Box sx={{ height: CARD_ESTIMATE }} />
            )}
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

export interface BoardColumnProps {
  column: KanbanColumn;
  index: number;
  items: ReadonlyMap<string, KanbanItem>;
  profiles: ReadonlyMap<string, KanbanProfile>;
  t: KanbanT;
  locale: string;
  onOpen: (itemId: string) => void;
  onAdd: (columnId: string) => void;
  onRename: (column: KanbanColumn) => void;
  onDelete: (column: KanbanColumn) => void;
}

/** A column of the board: its handle, title, count and menu, its cards, and a button to add one. */
export const BoardColumn = memo(function BoardColumn({
  column,
  index,
  items,
  profiles,
  t,
  locale,
  onOpen,
  onAdd,
  onRename,
  onDelete,
}: BoardColumnProps) {
  const titleId = useId();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const cards = column.itemIds.flatMap((id) => {
    const item = items.get(id);
    return item ? [item] : [];
  });
  const closeMenuThen = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };

  return (
    <Draggable draggableId={columnDragId(column.id)} index={index}>
      {(provided, snapshot) => (
        <Box
          ref={provided.innerRef}
          {...provided.draggableProps}
          component="section"
          aria-labelledby={titleId}
          sx={(theme) => ({
            width: theme.spacing(COLUMN_WIDTH),
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            bgcolor: theme.palette.mode === 'dark' ? 'background.default' : 'grey.50',
            border: 1,
            borderColor: snapshot.isDragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            boxShadow: snapshot.isDragging ? theme.shadows[8] : 'none',
          })}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 1.5, pb: 1 }}>
            <Box
              {...provided.dragHandleProps}
              aria-label={t('column.move', { title: column.title })}
              sx={{
                ...touchTarget,
                display: 'flex',
                p: 0.5,
                borderRadius: 1,
                color: 'text.secondary',
                cursor: 'grab',
              }}
            >
              <IconGripVertical size={20} stroke={1.5} aria-hidden />
            </Box>
            <Typography
              id={titleId}
              variant="h5"
              component="h3"
              sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}
            >
              {column.title}
            </Typography>
            <Typography
              variant="caption"
              component="span"
              sx={{ px: 1, borderRadius: 4, bgcolor: 'action.selected', color: 'text.secondary' }}
            >
              <span aria-hidden>{cards.length}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('column.count', { count: cards.length })}
              </Box>
            </Typography>
            <IconButton
              size="small"
              aria-label={t('column.actions', { title: column.title })}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={touchTarget}
            >
              <IconDots size={18} stroke={1.5} />
            </IconButton>
            <Menu
              id={menuId}
              anchorEl={menuAnchor}
              open={menuAnchor !== null}
              onClose={() => setMenuAnchor(null)}
            >
              <MenuItem onClick={closeMenuThen(() => onRename(column))}>{t('column.rename')}</MenuItem>
              <MenuItem onClick={closeMenuThen(() => onDelete(column))} sx={{ color: 'error.main' }}>
                {t('column.delete')}
              </MenuItem>
            </Menu>
          </Box>
          <Droppable
            droppableId={column.id}
            type={CARD}
            mode="virtual"
            renderClone={(provided, snapshot, rubric) => {
              const item = items.get(rubric.draggableId);
              return item ? (
                <Card
                  item={item}
                  assignee={profiles.get(item.assign)}
                  provided={provided}
                  isDragging={snapshot.isDragging}
                  t={t}
                  locale={locale}
                  onOpen={onOpen}
                />
              ) : (
                <div ref={provided.innerRef} {...provided.draggableProps} {...provided.dragHandleProps} />
              );
            }}
          >
            {(drop, dropSnapshot) => (
              <CardList
                cards={cards}
                extraPlace={dropSnapshot.isUsingPlaceholder}
                profiles={profiles}
                t={t}
                locale={locale}
                onOpen={onOpen}
                listRef={drop.innerRef}
                droppableProps={drop.droppableProps}
                isDraggingOver={dropSnapshot.isDraggingOver}
                emptyLabel={t('column.empty')}
              />
            )}
          </Droppable>
          <Box sx={{ p: 1.5, pt: 0 }}>
            <Button
              fullWidth
              startIcon={<IconPlus size={18} stroke={1.5} aria-hidden />}
              aria-label={t('item.addTo', { column: column.title })}
              onClick={() => onAdd(column.id)}
            >
              {t('item.add')}
            </Button>
          </Box>
        </Box>
      )}
    </Draggable>
  );
});
