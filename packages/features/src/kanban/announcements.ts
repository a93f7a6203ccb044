/**
 * What a screen reader hears while something moves on the board or in the backlogs (the drag and
 * drop library's `announce`), in the page's language: what was lifted, where it is, where it was
 * dropped, or that the move was cancelled.
 */
import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { useMemo } from 'react';

import type { KanbanT } from './i18n';

interface List {
  id: string;
  title: string;
  itemIds: readonly string[];
}

export interface Announcer {
  lifted: (start: DragStart) => string;
  moved: (update: DragUpdate) => string;
  ended: (result: DropResult) => string;
}

/**
 * The announcements of a board of `lists` (columns, or stories) that move themselves (droppable
 * type `outerType`, draggable ids `dragIdOf(list.id)`) and hold items (`itemTitle`).
 */
export function useAnnouncer(
  t: KanbanT,
  lists: readonly List[],
  outerType: string,
  dragIdOf: (listId: string) => string,
  itemTitle: (itemId: string) => string,
): Announcer {
  return useMemo(() => {
    const list = (id: string) => lists.find((candidate) => candidate.id === id);
    const title = (start: DragStart) =>
      start.type === outerType
        ? (lists.find((candidate) => dragIdOf(candidate.id) === start.draggableId)?.title ?? '')
        : itemTitle(start.draggableId);
    const where = (start: DragStart, at: { droppableId: string; index: number }) => ({
      title: title(start),
      list: list(at.droppableId)?.title ?? '',
      position: at.index + 1,
      count:
        start.type === outerType
          ? lists.length
          : (list(at.droppableId)?.itemIds.length ?? 0) +
            (at.droppableId === start.source.droppableId ? 0 : 1),
    });
    const outer = (start: DragStart) => start.type === outerType;
    return {
      lifted: (start) => t(outer(start) ? 'dnd.columnLifted' : 'dnd.lifted', where(start, start.source)),
      moved: (update) =>
        update.destination
          ? t(outer(update) ? 'dnd.columnMoved' : 'dnd.moved', where(update, update.destination))
          : t('dnd.nowhere', { title: title(update) }),
      ended: (result) =>
        result.reason === 'CANCEL' || !result.destination
          ? t('dnd.cancelled', where(result, result.source))
          : t(outer(result) ? 'dnd.columnDropped' : 'dnd.dropped', where(result, result.destination)),
    };
  }, [t, lists, outerType, dragIdOf, itemTitle]);
}
