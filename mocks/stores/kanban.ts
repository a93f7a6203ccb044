/**
 * The kanban's state (docs/demo-api.md, "Kanban"), kept in `mockStorage()` under 'mock:kanban:state'
 * so the app's mock mode survives a reload. Every write applies the rules of
 * `packages/features/src/kanban/board.ts` (`kanbanRules`) and answers the slices it replaced; a
 * request the state cannot take throws a `KanbanRefusal` (400 or 404). New ids are random numbers
 * from 1000 to 9999 drawn from `setKanbanIdSource` (Math.random by default; the stories and tests
 * pin a seeded one). `resetKanban()` puts the fixtures back.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import {
  kanbanRules,
  kanbanWire,
  type InferType,
  type ItemList,
  type KanbanComment,
  type KanbanItem,
  type KanbanState,
  type UserStory,
} from '@pp/features/wire';

import { seedKanban } from '../data/kanban';
import { mockStorage, readJson, writeJson } from '../lib/persist';

/** Storage key of the whole state. */
export const KANBAN_KEY = `${BROWSER_BACKEND_PREFIX}kanban:state`;

type Requests = typeof kanbanWire.kanbanRequests;
type Request<K extends keyof Requests> = InferType<Requests[K]>;

/** A request the state cannot take: 400 (a bad order, an unknown person) or 404 (an unknown id). */
export class KanbanRefusal extends Error {
  readonly status: 400 | 404;

  constructor(status: 400 | 404, message: string) {
    super(message);
    this.name = 'KanbanRefusal';
    this.status = status;
  }
}

let random: () => number = Math.random;

/** Replaces where new ids are drawn from (a number in [0, 1) per id); none: Math.random. */
export function setKanbanIdSource(next?: () => number): void {
  random = next ?? Math.random;
}

const SLICES = [
  'columns',
  'columnsOrder',
  'comments',
  'items',
  'profiles',
  'userStory',
  'userStoryOrder',
] as const;

/** A cheap shape check (a board of thousands of cards is read on every request). */
const isState = (value: unknown): value is KanbanState =>
  typeof value === 'object' &&
  value !== null &&
  SLICES.every((slice) => Array.isArray((value as Record<string, unknown>)[slice]));

/**
 * The state last read or written, with the stored text it came from. The handlers run on the page's
 * main thread, where parsing a board of thousands of cards on every request is a long task of each
 * drag. The state is never mutated (every write builds a new one), so the parsed value is reused
 * while the stored text is the same.
 */
let parsed: { raw: string; state: KanbanState } | undefined;

/** The whole state. */
export function kanbanState(): KanbanState {
  const raw = mockStorage().getItem(KANBAN_KEY);
  if (raw !== null && parsed?.raw === raw) return parsed.state;
  const state = readJson(KANBAN_KEY, seedKanban, isState);
  parsed = raw === null ? undefined : { raw, state };
  return state;
}

/** Replaces the whole state (a story's or a benchmark's board). */
export function replaceKanban(state: KanbanState): void {
  writeJson(KANBAN_KEY, state);
  const raw = mockStorage().getItem(KANBAN_KEY);
  parsed = raw === null ? undefined : { raw, state };
}

/** Puts the fixtures back and the default id source. */
export function resetKanban(): void {
  random = Math.random;
  parsed = undefined;
  mockStorage().removeItem(KANBAN_KEY);
}

function update<T extends Partial<KanbanState>>(state: KanbanState, changed: T): T {
  replaceKanban({ ...state, ...changed });
  return changed;
}

function newIdIn(state: KanbanState): string {
  const taken = new Set<string>([
    ...state.columns.map(({ id }) => id),
    ...state.items.map(({ id }) => id),
    ...state.userStory.map(({ id }) => id),
    ...state.comments.map(({ id }) => id),
  ]);
  const id = kanbanRules.newId(taken, random);
  if (id === undefined) throw new Error('No kanban id left');
  return id;
}

const missing = (what: string, id: string) => new KanbanRefusal(404, `${what} ${id} not found`);

function mustFind<T extends { id: string }>(rows: readonly T[], id: string, what: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw missing(what, id);
  return row;
}

/** '0' (do not attach) or a list that exists. */
function checkTarget(lists: readonly ItemList[], id: string, what: string): void {
  if (id !== kanbanWire.NO_ATTACH) mustFind(lists, id, what);
}

/** Empty (nobody) or a profile that exists. */
function checkAssignee(state: KanbanState, assign: string): void {
  if (assign !== '' && !state.profiles.some((profile) => profile.id === assign))
    throw new KanbanRefusal(400, `assign: no profile ${assign}`);
}

export function addColumn({ column }: Request<'addColumn'>) {
  const state = kanbanState();
  const id = newIdIn(state);
  return update(state, {
    columns: [...state.columns, { id, title: column.title, itemIds: [] }],
    columnsOrder: [...state.columnsOrder, id],
  });
}

export function editColumn({ column }: Request<'editColumn'>) {
  const state = kanbanState();
  mustFind(state.columns, column.id, 'Column');
  return update(state, {
    columns: state.columns.map((row) => (row.id === column.id ? { ...row, title: column.title } : row)),
  });
}

export function updateColumnOrder({ columnsOrder }: Request<'updateColumnOrder'>) {
  const state = kanbanState();
  if (!kanbanRules.isReordering(state.columnsOrder, columnsOrder))
    throw new KanbanRefusal(400, 'columnsOrder: expected every column once');
  return update(state, { columnsOrder });
}

export function deleteColumn({ columnId }: Request<'deleteColumn'>) {
  const state = kanbanState();
  mustFind(state.columns, columnId, 'Column');
  return update(state, kanbanRules.deleteColumn(state, columnId));
}

/** add-item (no `item.id`: a new id) and edit-item (the item's id; its comments are kept). */
export function saveItem({ columnId, storyId, item }: Request<'addItem'>) {
  const state = kanbanState();
  checkTarget(state.columns, columnId, 'Column');
  checkTarget(state.userStory, storyId, 'Story');
  checkAssignee(state, item.assign);
  const { id: givenId, ...fields } = item;
  if (givenId === undefined) {
    const id = newIdIn(state);
    const added: KanbanItem = { ...fields, id, commentIds: [] };
    return update(state, {
      columns: kanbanRules.appendItem(state.columns, id, columnId),
      items: [...state.items, added],
      userStory: kanbanRules.appendItem(state.userStory, id, storyId),
    });
  }
  const current = mustFind(state.items, givenId, 'Item');
  return update(state, {
    columns: kanbanRules.placeOnEdit(state.columns, givenId, columnId),
    items: state.items.map((row) =>
      row.id === givenId ? { ...fields, id: givenId, commentIds: current.commentIds } : row,
    ),
    userStory: kanbanRules.placeOnEdit(state.userStory, givenId, storyId),
  });
}

export function updateItemOrder({ columns }: Request<'updateItemOrder'>) {
  const state = kanbanState();
  const next = kanbanRules.applyItemOrder(state.columns, columns);
  if (!next) throw new KanbanRefusal(400, 'columns: expected every column and every item on them once');
  return update(state, { columns: next });
}

export function selectItem({ selectedItem }: Request<'selectItem'>) {
  const state = kanbanState();
  if (selectedItem !== false) mustFind(state.items, selectedItem, 'Item');
  return update(state, { selectedItem });
}

function commentOf(state: KanbanState, comment: Request<'addItemComment'>['comment']): KanbanComment {
  mustFind(state.profiles, comment.profileId, 'Profile');
  return { id: newIdIn(state), comment: comment.comment, profileId: comment.profileId };
}

export function addItemComment({ itemId, comment }: Request<'addItemComment'>) {
  const state = kanbanState();
  mustFind(state.items, itemId, 'Item');
  const added = kanbanRules.addComment(state.items, itemId, state.comments, commentOf(state, comment));
  return update(state, { items: added.owners, comments: added.comments });
}

export function deleteItem({ itemId }: Request<'deleteItem'>) {
  const state = kanbanState();
  mustFind(state.items, itemId, 'Item');
  return update(state, kanbanRules.deleteItem(state, itemId));
}

/** add-story (no `story.id`: a new id) and edit-story (its items and comments are kept). */
export function saveStory({ story }: Request<'addStory'>) {
  const state = kanbanState();
  checkAssignee(state, story.assign);
  if (story.columnId !== '') mustFind(state.columns, story.columnId, 'Column');
  const { id: givenId, ...fields } = story;
  if (givenId === undefined) {
    const id = newIdIn(state);
    const added: UserStory = { ...fields, id, commentIds: [], itemIds: [] };
    return update(state, {
      userStory: [...state.userStory, added],
      userStoryOrder: [...state.userStoryOrder, id],
    });
  }
  const current = mustFind(state.userStory, givenId, 'Story');
  return update(state, {
    userStory: state.userStory.map((row) =>
      row.id === givenId ? { ...current, ...fields, id: givenId } : row,
    ),
  });
}

export function updateStoryOrder({ userStoryOrder }: Request<'updateStoryOrder'>) {
  const state = kanbanState();
  if (!kanbanRules.isReordering(state.userStoryOrder, userStoryOrder))
    throw new KanbanRefusal(400, 'userStoryOrder: expected every story once');
  return update(state, { userStoryOrder });
}

export function updateStoryItemOrder({ userStory }: Request<'updateStoryItemOrder'>) {
  const state = kanbanState();
  const next = kanbanRules.applyItemOrder(state.userStory, userStory);
  if (!next) throw new KanbanRefusal(400, 'userStory: expected every story and every item in them once');
  return update(state, { userStory: next });
}

export function addStoryComment({ storyId, comment }: Request<'addStoryComment'>) {
  const state = kanbanState();
  mustFind(state.userStory, storyId, 'Story');
  const added = kanbanRules.addComment(state.userStory, storyId, state.comments, commentOf(state, comment));
  return update(state, { userStory: added.owners, comments: added.comments });
}

export function deleteStory({ storyId }: Request<'deleteStory'>) {
  const state = kanbanState();
  mustFind(state.userStory, storyId, 'Story');
  return update(state, kanbanRules.deleteStory(state, storyId));
}
