import { Draggable, Droppable } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconDots, IconGripVertical, IconPlus } from '@tabler/icons-react';
import { touchTarget, visuallyHidden } from '@pp/ui';
import { memo, useId, useState } from 'react';

import type { KanbanT } from '../i18n';
import type { KanbanColumn, KanbanItem, KanbanProfile } from '../types';
import { Card, CardList, COLUMN_WIDTH } from './CardList';

/** The droppable type of the cards, and of the columns on the board. */
export const CARD = 'card';
export const COLUMN = 'column';
/** A column's draggable id (the board's droppable holds columns, each column's droppable cards). */
export const columnDragId = (columnId: string) => `column:${columnId}`;

export interface BoardColumnProps {
  column: KanbanColumn;
  index: number;
  items: ReadonlyMap<string, KanbanItem>;
  profiles: ReadonlyMap<string, KanbanProfile>;
  /** The board's scrolling box (see CardList). */
  viewport: HTMLElement | null;
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
  viewport,
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
                viewport={viewport}
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
