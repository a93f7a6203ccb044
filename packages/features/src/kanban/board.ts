/**
 * The kanban's rules (docs/demo-api.md, "Kanban"), pure: the mock's store applies them to its
 * state, and the board applies the same ones to its cached slices when a card or a column moves
 * (shown at once, put back if the server refuses).
 */
import { NO_ATTACH } from './api/schemas';
import type { ItemList, KanbanComment, KanbanState } from './types';

/** The list with `from`'s entry moved to index `to` (both clamped to the list). */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** The rows of `order`, in its order; rows the order does not name follow in their own order. */
export function orderedBy<T extends { id: string }>(rows: readonly T[], order: readonly string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const named = order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const seen = new Set(order);
  return [...named, ...rows.filter((row) => !seen.has(row.id))];
}

/** The list that holds `itemId`, if any. */
export function listHolding<L extends ItemList>(lists: readonly L[], itemId: string): L | undefined {
  return lists.find((list) => list.itemIds.includes(itemId));
}

/**
 * A drop: `itemId` leaves the list that holds it and lands in `toListId` at `toIndex` (within one
 * list it changes place). Unknown lists change nothing.
 */
export function moveItem<L extends ItemList>(
  lists: readonly L[],
  itemId: string,
  toListId: string,
  toIndex: number,
): L[] {
  if (!lists.some((list) => list.id === toListId)) return [...lists];
  return lists.map((list) => {
    const without = list.itemIds.filter((id) => id !== itemId);
    if (list.id !== toListId)
      return without.length === list.itemIds.length ? list : { ...list, itemIds: without };
    const itemIds = [...without];
    itemIds.splice(Math.max(0, Math.min(toIndex, itemIds.length)), 0, itemId);
    return { ...list, itemIds };
  });
}

/** A new item goes to the end of `listId`; '0' (NO_ATTACH) or an unknown list: nowhere. */
export function appendItem<L extends ItemList>(lists: readonly L[], itemId: string, listId: string): L[] {
  return lists.map((list) => (list.id === listId ? { ...list, itemIds: [...list.itemIds, itemId] } : list));
}

/**
 * Editing an item: when `listId` differs from the list that holds it, its id moves from the old
 * list to the end of the new one; the same list, or '0' (NO_ATTACH), leaves every list as it was.
 */
export function placeOnEdit<L extends ItemList>(lists: readonly L[], itemId: string, listId: string): L[] {
  if (listId === NO_ATTACH || listHolding(lists, itemId)?.id === listId) return [...lists];
  if (!lists.some((list) => list.id === listId)) return [...lists];
  return appendItem(
    lists.map((list) =>
      list.itemIds.includes(itemId) ? { ...list, itemIds: list.itemIds.filter((id) => id !== itemId) } : list,
    ),
    itemId,
    listId,
  );
}

/** Adding a comment: its id is appended to the owner's `commentIds`, the comment to the list. */
export function addComment<O extends { id: string; commentIds: string[] }>(
  owners: readonly O[],
  ownerId: string,
  comments: readonly KanbanComment[],
  comment: KanbanComment,
): { owners: O[]; comments: KanbanComment[] } {
  return {
    owners: owners.map((owner) =>
      owner.id === ownerId ? { ...owner, commentIds: [...owner.commentIds, comment.id] } : owner,
    ),
    comments: [...comments, comment],
  };
}

type ItemPlaces = Pick<KanbanState, 'columns' | 'userStory' | 'items'>;

/** Deleting an item: its id leaves every column and story, and the item leaves the list. */
export function deleteItem(state: ItemPlaces, itemId: string): ItemPlaces {
  const leave = <L extends ItemList>(lists: readonly L[]) =>
    lists.map((list) =>
      list.itemIds.includes(itemId) ? { ...list, itemIds: list.itemIds.filter((id) => id !== itemId) } : list,
    );
  return {
    columns: leave(state.columns),
    userStory: leave(state.userStory),
    items: state.items.filter((item) => item.id !== itemId),
  };
}

/** Deleting a story: it leaves the stories and their order (its items stay on the board). */
export function deleteStory(
  state: Pick<KanbanState, 'userStory' | 'userStoryOrder'>,
  storyId: string,
): Pick<KanbanState, 'userStory' | 'userStoryOrder'> {
  return {
    userStory: state.userStory.filter((story) => story.id !== storyId),
    userStoryOrder: state.userStoryOrder.filter((id) => id !== storyId),
  };
}

/**
 * Deleting a column: it leaves the columns and their order. Its items stay in the item list and
 * their stories (a story whose state it was shows none).
 */
export function deleteColumn(
  state: Pick<KanbanState, 'columns' | 'columnsOrder'>,
  columnId: string,
): Pick<KanbanState, 'columns' | 'columnsOrder'> {
  return {
    columns: state.columns.filter((column) => column.id !== columnId),
    columnsOrder: state.columnsOrder.filter((id) => id !== columnId),
  };
}

/** Whether `next` holds exactly the ids of `current`, each once, in any order (a new order). */
export function isReordering(current: readonly string[], next: readonly string[]): boolean {
  if (current.length !== next.length || new Set(next).size !== next.length) return false;
  const known = new Set(current);
  return next.every((id) => known.has(id));
}

/**
 * A new order of the items in `lists` (every list named once, every item kept, none added or on
 * two lists): the lists with their new `itemIds`; null when `next` is not such an order.
 */
export function applyItemOrder<L extends ItemList>(
  lists: readonly L[],
  next: readonly ItemList[],
): L[] | null {
  if (
    !isReordering(
      lists.map((list) => list.id),
      next.map((list) => list.id),
    )
  )
    return null;
  if (
    !isReordering(
      lists.flatMap((list) => list.itemIds),
      next.flatMap((list) => list.itemIds),
    )
  )
    return null;
  const order = new Map(next.map((list) => [list.id, list.itemIds]));
  return lists.map((list) => ({ ...list, itemIds: [...(order.get(list.id) ?? list.itemIds)] }));
}

/** The lowest and highest id the kanban gives (spec: random four-digit numbers). */
export const ID_MIN = 1000;
export const ID_MAX = 9999;

/**
 * A new id: a random number from 1000 to 9999 (`random` gives [0, 1)) as text, not in `taken`;
 * after a few taken draws, the first free number after the last draw. Undefined when all are taken.
 */
export function newId(taken: ReadonlySet<string>, random: () => number): string | undefined {
  const span = ID_MAX - ID_MIN + 1;
  let draw = ID_MIN;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    draw = ID_MIN + Math.min(span - 1, Math.floor(random() * span));
    if (!taken.has(String(draw))) return String(draw);
  }
  for (let step = 1; step < span; step += 1) {
    const candidate = String(ID_MIN + ((draw - ID_MIN + step) % span));
    if (!taken.has(candidate)) return candidate;
  }
  return undefined;
}
