import { Droppable, type DraggableLocation, type DropResult } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { LoadingArea, Placeholder, useNotify } from '@pp/ui';
import { useCallback, useMemo, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { NO_ATTACH } from './api/schemas';
import { moveItem, orderedBy, reorder } from './board';
import { ItemDrawer, type ItemDraft } from './components/ItemDrawer';
import { STORY, StoryCard, storyDragId } from './components/StoryCard';
import { StoryDialog } from './components/StoryDialog';
import { useAnnouncer } from './announcements';
import { KanbanPage } from './components/KanbanPage';
import { kanbanNs } from './i18n';
import type { UserStory } from './types';
import { useKanban, useOptimisticWrite } from './useKanban';

function Skeletons() {
  const { t } = useT(kanbanNs);
  return (
    <LoadingArea label={t('backlogs.loading')} sx={{ p: 3 }}>
      {Array.from({ length: 4 }, (_, index) => (
        <Placeholder key={index} variant="rounded" height={88} sx={{ mb: 2 }} />
      ))}
    </LoadingArea>
  );
}

/**
 * `/app/kanban/backlogs`: the user stories in order, each with its items, priority, assignee,
 * state column, due day and comments. Stories and their items are reordered by drag and drop
 * (items may move to another story); a move shows at once and goes back if the server refuses.
 * Stories are added, edited and deleted in a dialog, items in the board's drawer.
 */
export function KanbanBacklogsScreen() {
  const { t, locale } = useT(kanbanNs);
  const notify = useNotify();
  const read = useKanban();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<UserStory | 'new' | null>(null);
  const [draft, setDraft] = useState<ItemDraft | null>(null);

  const moveFailed = useCallback(
    (message: string) => notify({ message: t('done.moveFailed', { message }), severity: 'error' }),
    [notify, t],
  );
  const storyMove = useOptimisticWrite<'updateStoryOrder', string[]>('updateStoryOrder', moveFailed);
  const itemMove = useOptimisticWrite<'updateStoryItemOrder', UserStory[]>(
    'updateStoryItemOrder',
    moveFailed,
  );

  const data = read.status === 'ready' ? read.data : null;
  const storiesShown = itemMove.shown ?? data?.userStory;
  const orderShown = storyMove.shown ?? data?.userStoryOrder;
  const stories = useMemo(
    () => (storiesShown && orderShown ? orderedBy(storiesShown, orderShown) : []),
    [storiesShown, orderShown],
  );
  const items = useMemo(() => new Map(data?.items.map((item) => [item.id, item])), [data?.items]);
  const profiles = useMemo(
    () => new Map(data?.profiles.map((profile) => [profile.id, profile])),
    [data?.profiles],
  );
  const columnTitles = useMemo(
    () => new Map(data?.columns.map((column) => [column.id, column.title])),
    [data?.columns],
  );
  const itemColumns = useMemo(
    () => new Map(data?.columns.flatMap((column) => column.itemIds.map((id) => [id, column.id] as const))),
    [data?.columns],
  );

  const itemTitle = useCallback((id: string) => items.get(id)?.title ?? '', [items]);
  const announce = useAnnouncer(t, stories, STORY, storyDragId, itemTitle);
  const onMove = (result: DropResult, destination: DraggableLocation) => {
    if (result.type === STORY) {
      const order = reorder(
        stories.map((story) => story.id),
        result.source.index,
        destination.index,
      );
      storyMove.apply(order, { userStoryOrder: order });
      return;
    }
    const next = moveItem(storiesShown ?? [], result.draggableId, destination.droppableId, destination.index);
    itemMove.apply(next, { userStory: next.map(({ id, itemIds }) => ({ id, itemIds })) });
  };

  const toggle = useCallback(
    (storyId: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(storyId)) next.add(storyId);
        return next;
      }),
    [],
  );
  const edit = useCallback((story: UserStory) => setEditing(story), []);
  const openItem = useCallback((itemId: string) => setDraft({ kind: 'edit', itemId }), []);
  const addItem = useCallback(
    (story: UserStory) => setDraft({ kind: 'add', columnId: story.columnId || NO_ATTACH, storyId: story.id }),
    [],
  );

  const addButton = (
    <Button
      variant="contained"
      startIcon={<IconPlus size={18} stroke={1.5} aria-hidden />}
      onClick={() => setEditing('new')}
    >
      {t('story.add')}
    </Button>
  );

  return (
    <KanbanPage
      title={t('backlogs.title')}
      read={read}
      empty={stories.length === 0}
      skeleton={<Skeletons />}
      texts={{
        loadFailed: t('backlogs.loadFailed'),
        emptyTitle: t('backlogs.emptyTitle'),
        emptyText: t('backlogs.emptyText'),
        hint: t('backlogs.hint'),
      }}
      emptyIcon={<IconListDetails size={32} stroke={1.5} />}
      action={addButton}
      announcer={announce}
      onMove={onMove}
      dialogs={
        data && (
          <>
            <StoryDialog story={editing} data={data} onClose={() => setEditing(null)} />
            <ItemDrawer draft={draft} data={data} onClose={() => setDraft(null)} />
          </>
        )
      }
    >
      <Droppable droppableId="backlogs" type={STORY}>
        {(drop) => (
          <Box
            ref={drop.innerRef}
            {...drop.droppableProps}
            role="region"
            aria-label={t('backlogs.list')}
            sx={{ px: 3, pb: 1 }}
          >
            {stories.map((story, index) => (
              <StoryCard
                key={story.id}
                story={story}
                index={index}
                expanded={!collapsed.has(story.id)}
                items={items}
                profiles={profiles}
                columnTitles={columnTitles}
                itemColumns={itemColumns}
                t={t}
                locale={locale}
                onToggle={toggle}
                onEdit={edit}
                onOpenItem={openItem}
                onAddItem={addItem}
              />
            ))}
            {drop.placeholder}
          </Box>
        )}
      </Droppable>
    </KanbanPage>
  );
}
