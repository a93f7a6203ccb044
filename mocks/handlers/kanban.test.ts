/** The kanban mock: the default board, ids, attaching ('0'), the rules on the stored state, refusals and failures. */
import { kanbanPaths } from '@pp/features/endpoints';
import type { KanbanState } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_COLUMNS } from '../data/kanban';
import { memoryStore, setMockStorage } from '../lib/persist';
import { kanbanState, resetKanban, setKanbanIdSource } from '../stores/kanban';
import { callDemo } from './contract';
import { kanbanHandlers, kanbanScenarios } from './kanban';

const server = setupServer(...kanbanHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => setKanbanIdSource(() => 0.25));
afterEach(() => {
  server.resetHandlers();
  resetKanban();
});
afterAll(() => server.close());

type Answer = Partial<KanbanState> & { message?: string };
const call = async (path: string, body?: unknown) => {
  const answer = await callDemo(path, body);
  return { status: answer.status, body: answer.body as Answer };
};

const newItem = { title: 'ทดสอบการถอนเงิน', priority: 'high' };

describe('kanban mock', () => {
  it('starts with the default columns New, Active, Resolved, Closed', async () => {
    const { body } = await call(kanbanPaths.columns);
    const order = (await call(kanbanPaths.columnsOrder)).body.columnsOrder ?? [];
    const titles = order.map((id) => body.columns?.find((column) => column.id === id)?.title);
    expect(titles).toEqual([...DEFAULT_COLUMNS]);
  });

  it('gives new ids from the injected source, 1000 to 9999, never one in use', async () => {
    const first = await call(kanbanPaths.addColumn, { column: { title: 'Review' } });
    expect(first.status).toBe(200);
    expect(first.body.columnsOrder?.at(-1)).toBe('3250');
    const second = await call(kanbanPaths.addColumn, { column: { title: 'QA' } });
    expect(second.body.columnsOrder?.at(-1)).toBe('3251');
    setKanbanIdSource(Math.random);
    const third = await call(kanbanPaths.addItem, { columnId: '0', storyId: '0', item: newItem });
    const id = Number(third.body.items?.at(-1)?.id);
    expect(id).toBeGreaterThanOrEqual(1000);
    expect(id).toBeLessThanOrEqual(9999);
  });

  it('adds an item to the column and story named, and to none for "0"', async () => {
    const attached = await call(kanbanPaths.addItem, {
      columnId: 'column-2',
      storyId: 'story-3',
      item: newItem,
    });
    expect(attached.body.columns?.find((column) => column.id === 'column-2')?.itemIds.at(-1)).toBe('3250');
    expect(attached.body.userStory?.find((story) => story.id === 'story-3')?.itemIds.at(-1)).toBe('3250');
    expect(attached.body.items?.at(-1)).toMatchObject({
      id: '3250',
      title: newItem.title,
      commentIds: [],
      image: false,
    });
    const loose = await call(kanbanPaths.addItem, { columnId: '0', storyId: '0', item: newItem });
    const loneId = loose.body.items?.at(-1)?.id ?? '';
    expect(loose.body.columns?.some((column) => column.itemIds.includes(loneId))).toBe(false);
    expect(loose.body.userStory?.some((story) => story.itemIds.includes(loneId))).toBe(false);
  });

  it('editing an item moves it to another column and keeps its comments', async () => {
    const item = kanbanState().items.find(({ id }) => id === 'item-1');
    const { body } = await call(kanbanPaths.editItem, {
      columnId: 'column-3',
      storyId: '0',
      item: { ...item, title: 'Checkout in one step' },
    });
    expect(body.columns?.find(({ id }) => id === 'column-1')?.itemIds).not.toContain('item-1');
    expect(body.columns?.find(({ id }) => id === 'column-3')?.itemIds.at(-1)).toBe('item-1');
    expect(body.userStory?.find(({ id }) => id === 'story-1')?.itemIds).toContain('item-1');
    expect(body.items?.find(({ id }) => id === 'item-1')).toMatchObject({
      title: 'Checkout in one step',
      commentIds: ['comment-1'],
    });
  });

  it('keeps a new order of the cards, and refuses one that loses a card', async () => {
    const columns = kanbanState().columns.map(({ id, itemIds }) => ({ id, itemIds }));
    const [first, second] = columns;
    if (!first || !second) throw new Error('fixtures');
    const moved = [
      { ...first, itemIds: first.itemIds.slice(1) },
      { ...second, itemIds: [first.itemIds[0] ?? '', ...second.itemIds] },
      ...columns.slice(2),
    ];
    expect((await call(kanbanPaths.updateItemOrder, { columns: moved })).status).toBe(200);
    expect(kanbanState().columns[1]?.itemIds[0]).toBe('item-1');
    const lost = await call(kanbanPaths.updateItemOrder, { columns: moved.slice(1) });
    expect(lost.status).toBe(400);
    expect(kanbanState().columns[1]?.itemIds[0]).toBe('item-1');
  });

  it('adds comments to items and stories, and deletes items and stories everywhere', async () => {
    const comment = { comment: 'เรียบร้อย', profileId: 'profile-2' };
    const onItem = await call(kanbanPaths.addItemComment, { itemId: 'item-3', comment });
    expect(onItem.body.items?.find(({ id }) => id === 'item-3')?.commentIds).toEqual(['3250']);
    expect(onItem.body.comments?.at(-1)).toEqual({ id: '3250', ...comment });
    const onStory = await call(kanbanPaths.addStoryComment, { storyId: 'story-4', comment });
    expect(onStory.body.userStory?.find(({ id }) => id === 'story-4')?.commentIds).toEqual(['3251']);
    const deleted = await call(kanbanPaths.deleteItem, { itemId: 'item-1' });
    expect(deleted.body.items?.some(({ id }) => id === 'item-1')).toBe(false);
    expect(deleted.body.columns?.some(({ itemIds }) => itemIds.includes('item-1'))).toBe(false);
    expect(deleted.body.userStory?.some(({ itemIds }) => itemIds.includes('item-1'))).toBe(false);
    const story = await call(kanbanPaths.deleteStory, { storyId: 'story-2' });
    expect(story.body.userStoryOrder).toEqual(['story-1', 'story-3', 'story-4']);
  });

  it('refuses unknown ids (404), unknown people and bad bodies (400)', async () => {
    expect((await call(kanbanPaths.deleteColumn, { columnId: 'nope' })).status).toBe(404);
    expect((await call(kanbanPaths.addItem, { columnId: 'nope', storyId: '0', item: newItem })).status).toBe(
      404,
    );
    const nobody = await call(kanbanPaths.addItem, {
      columnId: '0',
      storyId: '0',
      item: { ...newItem, assign: 'x' },
    });
    expect(nobody).toEqual({ status: 400, body: { message: 'assign: no profile x' } });
    const blank = await call(kanbanPaths.addColumn, { column: { title: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/^column\.title: /);
    expect((await call(kanbanPaths.editItem, { columnId: '0', storyId: '0', item: newItem })).status).toBe(
      400,
    );
    expect((await call(kanbanPaths.updateStoryOrder, { userStoryOrder: ['story-1'] })).status).toBe(400);
  });

  it('answers 500 Internal server error in the error scenario, and keeps the state', async () => {
    server.use(...kanbanScenarios.error);
    const answer = await call(kanbanPaths.deleteItem, { itemId: 'item-1' });
    expect(answer).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(kanbanState().items.some(({ id }) => id === 'item-1')).toBe(true);
  });
});
