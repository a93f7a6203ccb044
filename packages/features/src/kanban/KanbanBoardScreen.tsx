import { Droppable, type DraggableLocation, type DropResult } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import { ConfirmDialog, LoadingArea, Placeholder, useNotify } from '@pp/ui';
import { useCallback, useMemo, useState } from 'react';

import { failedMessage } from './components/useFormWrites';
import { useT } from '../shared/i18n/useT';
import { useWrite } from '../shared/query/write';
import { NO_ATTACH } from './api/schemas';
import { kanbanWrites } from './atoms';
import { moveItem, orderedBy, reorder } from './board';
import { BoardColumn, COLUMN, columnDragId } from './components/BoardColumn';
import { COLUMN_WIDTH } from './components/CardList';
import { ColumnDialog } from './components/ColumnDialog';
import { ItemDrawer, type ItemDraft } from './components/ItemDrawer';
import { useAnnouncer } from './announcements';
import { KanbanPage } from './components/KanbanPage';
import { kanbanNs } from './i18n';
import type { KanbanColumn } from './types';
import { useKanban, useOptimisticWrite } from './useKanban';

function Skeletons() {
  const { t } = useT(kanbanNs);
  return (
    <LoadingArea label={t('board.loading')} sx={{ p: 3 }}>
      <Stack direction="row" sx={{ gap: 2, overflow: 'hidden' }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index} sx={(theme) => ({ width: theme.spacing(COLUMN_WIDTH), flexShrink: 0 })}>
            <Placeholder width="50%" />
            {Array.from({ length: 3 - (index % 2) }, (_, card) => (
              <Placeholder key={card} variant="rounded" height={96} sx={{ mt: 1.5 }} />
            ))}
          </Box>
        ))}
      </Stack>
    </LoadingArea>
  );
}

/**
 * `/app/kanban/board`: the columns and their cards. Cards move within and across columns and
 * columns move on the board by drag and drop (mouse, touch, or keyboard with spoken
 * announcements); a move shows at once and goes back if the server refuses it. Columns are
 * added, renamed and deleted; items added, edited and deleted in a drawer.
 */
export function KanbanBoardScreen() {
  const { t, locale } = useT(kanbanNs);
  const notify = useNotify();
  const board = useKanban();
  const addColumn = useWrite(kanbanWrites.addColumn);
  const editColumn = useWrite(kanbanWrites.editColumn);
  const deleteColumn = useWrite(kanbanWrites.deleteColumn);
  const [naming, setNaming] = useState<{ id: string | null; title: string } | null>(null);
  const [deleting, setDeleting] = useState<KanbanColumn | null>(null);
  const [draft, setDraft] = useState<ItemDraft | null>(null);
  // The board's sideways scrolling box: a column's cards are in the DOM only near it.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);

  const moveFailed = useCallback(
    (message: string) => notify({ message: t('done.moveFailed', { message }), severity: 'error' }),
    [notify, t],
  );
  const cardMove = useOptimisticWrite<'updateItemOrder', KanbanColumn[]>('updateItemOrder', moveFailed);
  const columnMove = useOptimisticWrite<'updateColumnOrder', string[]>('updateColumnOrder', moveFailed);

  const data = board.status === 'ready' ? board.data : null;
  const columnsShown = cardMove.shown ?? data?.columns;
  const orderShown = columnMove.shown ?? data?.columnsOrder;
  const columns = useMemo(
    () => (columnsShown && orderShown ? orderedBy(columnsShown, orderShown) : []),
    [columnsShown, orderShown],
  );
  const items = useMemo(() => new Map(data?.items.map((item) => [item.id, item])), [data?.items]);
  const profiles = useMemo(
    () => new Map(data?.profiles.map((profile) => [profile.id, profile])),
    [data?.profiles],
  );
  const itemTitle = useCallback((id: string) => items.get(id)?.title ?? '', [items]);
  const announce = useAnnouncer(t, columns, COLUMN, columnDragId, itemTitle);

  const onMove = (result: DropResult, destination: DraggableLocation) => {
    if (result.type === COLUMN) {
      const order = reorder(
        columns.map((column) => column.id),
        result.source.index,
        destination.index,
      );
      columnMove.apply(order, { columnsOrder: order });
      return;
    }
    const next = moveItem(columnsShown ?? [], result.draggableId, destination.droppableId, destination.index);
    cardMove.apply(next, { columns: next.map(({ id, itemIds }) => ({ id, itemIds })) });
  };

  const openItem = useCallback((itemId: string) => setDraft({ kind: 'edit', itemId }), []);
  const closeItem = useCallback(() => setDraft(null), []);
  const addItem = useCallback(
    (columnId: string) => setDraft({ kind: 'add', columnId, storyId: NO_ATTACH }),
    [],
  );
  const rename = useCallback((column: KanbanColumn) => setNaming({ id: column.id, title: column.title }), []);
  const askDelete = useCallback((column: KanbanColumn) => setDeleting(column), []);

  const saveColumn = async (title: string) => {
    if (!naming) return;
    if (naming.id === null) await addColumn.run({ column: { title } });
    else await editColumn.run({ column: { id: naming.id, title } });
    notify({
      message: t(naming.id === null ? 'done.added' : 'done.saved', { title: title.trim() }),
      severity: 'success',
    });
    setNaming(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteColumn.run({ columnId: deleting.id });
      notify({ message: t('done.deleted', { title: deleting.title }), severity: 'success' });
    } catch (error) {
      notify({ message: failedMessage(t, error), severity: 'error' });
    }
    setDeleting(null);
  };

  const addColumnButton = (
    <Button
      variant="contained"
      startIcon={<IconPlus size={18} stroke={1.5} aria-hidden />}
      onClick={() => setNaming({ id: null, title: '' })}
    >
      {t('column.add')}
    </Button>
  );

  return (
    <KanbanPage
      title={t('board.title')}
      read={board}
      empty={columns.length === 0}
      skeleton={<Skeletons />}
      texts={{
        loadFailed: t('board.loadFailed'),
        emptyTitle: t('board.emptyTitle'),
        emptyText: t('board.emptyText'),
        hint: t('board.hint'),
      }}
      emptyIcon={<IconLayoutKanban size={32} stroke={1.5} />}
      action={addColumnButton}
      announcer={announce}
      onMove={onMove}
      dialogs={
        <>
          <ColumnDialog column={naming} onClose={() => setNaming(null)} onSave={saveColumn} />
          <ConfirmDialog
            open={deleting !== null}
            title={t('column.deleteTitle')}
            description={t('column.deleteText', { title: deleting?.title ?? '' })}
            confirmLabel={t('common.delete')}
            cancelLabel={t('common.keep')}
            destructive
            pending={deleteColumn.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
          {data && <ItemDrawer draft={draft} data={data} onClose={closeItem} />}
        </>
      }
    >
      <Droppable droppableId="board" type={COLUMN} direction="horizontal">
        {(drop) => (
          <Box
            ref={setViewport}
            role="region"
            aria-label={t('board.region')}
            // The board scrolls sideways in its own box, never the page (phones).
            sx={{ position: 'relative', overflowX: 'auto', px: 3, pb: 3 }}
          >
            <Box
              ref={drop.innerRef}
              {...drop.droppableProps}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, width: 'max-content' }}
            >
              {columns.map((column, index) => (
                <BoardColumn
                  key={column.id}
                  column={column}
                  index={index}
                  items={items}
                  profiles={profiles}
                  viewport={viewport}
                  t={t}
                  locale={locale}
                  onOpen={openItem}
                  onAdd={addItem}
                  onRename={rename}
                  onDelete={askDelete}
                />
              ))}
              {drop.placeholder}
            </Box>
          </Box>
        )}
      </Droppable>
    </KanbanPage>
  );
}
