import { DragDropContext, type DraggableLocation, type DropResult } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, MainCard } from '@pp/ui';
import type { ReactNode } from 'react';

import type { Announcer } from '../announcements';
import type { KanbanRead } from '../useKanban';
import { useT } from '../../shared/i18n/useT';
import { kanbanNs } from '../i18n';
import type { SliceName } from '../api/endpoints';

export interface KanbanPageProps {
  title: string;
  read: KanbanRead<SliceName>;
  /** Whether the ready data has nothing to show (then the empty state and its `action`). */
  empty: boolean;
  skeleton: ReactNode;
  texts: { loadFailed: string; emptyTitle: string; emptyText: string; hint: string };
  emptyIcon: ReactNode;
  /** The add button: in the title bar, or in the empty state. */
  action: ReactNode;
  announcer: Announcer;
  /** A drop that changed a place (not cancelled, not where it started). */
  onMove: (result: DropResult, destination: DraggableLocation) => void;
  /** The droppable content, shown when ready and not empty. */
  children: ReactNode;
  /** Dialogs and drawers of the page. */
  dialogs: ReactNode;
}

/**
 * A kanban page (board, backlogs): the card with its title and add button, the loading, error and
 * empty states, and the drag and drop context with its hint and spoken announcements.
 */
export function KanbanPage({
  title,
  read,
  empty,
  skeleton,
  texts,
  emptyIcon,
  action,
  announcer,
  onMove,
  children,
  dialogs,
}: KanbanPageProps) {
  const { t } = useT(kanbanNs);
  const onDragEnd = (result: DropResult, provided: { announce: (message: string) => void }) => {
    provided.announce(announcer.ended(result));
    const { destination, source } = result;
    if (!destination || result.reason === 'CANCEL') return;
    if (destination.droppableId === source.droppableId && destination.index === source.index) return;
    onMove(result, destination);
  };

  let body;
  if (read.status === 'loading') body = skeleton;
  else if (read.status === 'error')
    body = (
      <Box sx={{ p: 3 }}>
        <ErrorState
          title={texts.loadFailed}
          message={t(`loadError.${read.error.failure}`, { message: read.error.message })}
          offline={read.error.isNetworkError}
          onRetry={read.retry}
          retryLabel={t('common.retry')}
        />
      </Box>
    );
  else if (empty)
    body = (
      <EmptyState
        tone="secondary"
        size="medium"
        icon={emptyIcon}
        title={texts.emptyTitle}
        description={texts.emptyText}
        action={action}
      />
    );
  else
    body = (
      <DragDropContext
        onDragStart={(start, provided) => provided.announce(announcer.lifted(start))}
        onDragUpdate={(update, provided) => provided.announce(announcer.moved(update))}
        onDragEnd={onDragEnd}
        dragHandleUsageInstructions={t('dnd.instructions')}
      >
        <Typography variant="body2" sx={{ px: 3, py: 2, color: 'text.secondary' }}>
          {texts.hint}
        </Typography>
        {children}
      </DragDropContext>
    );

  return (
    <MainCard
      title={title}
      secondary={read.status === 'ready' && !empty ? action : undefined}
      content={false}
    >
      {body}
      {dialogs}
    </MainCard>
  );
}
