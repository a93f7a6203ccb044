/**
 * docs/demo-api.md, "Kanban", against the mock and the schemas: every call answers exactly what
 * its response schema describes, and the page names every path and every field.
 */
import { readFileSync } from 'node:fs';

import { kanbanPaths } from '@pp/features/endpoints';
import { kanbanWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedKanban } from '../data/kanban';
import { memoryStore, setMockStorage } from '../lib/persist';
import { resetKanban } from '../stores/kanban';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { kanbanHandlers } from './kanban';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...kanbanHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => resetKanban());
afterAll(() => server.close());

const seed = seedKanban();
const [item] = seed.items;
const [story] = seed.userStory;
if (!item || !story) throw new Error('no kanban fixtures');
const { kanbanResponses: answers } = kanbanWire;
const order = (lists: readonly { id: string; itemIds: string[] }[]) =>
  lists.map(({ id, itemIds }) => ({ id, itemIds: [...itemIds].reverse() }));
const comment = { comment: 'ขอบคุณครับ', profileId: 'profile-1' };
const storyInput = { title: 'As a player I see my rank', priority: 'medium', columnId: 'column-1' };

type Key = keyof typeof kanbanPaths;
const calls: { key: Key; body?: unknown; schema: AnySchema }[] = [
  { key: 'columns', schema: answers.columns },
  { key: 'columnsOrder', schema: answers.columnsOrder },
  { key: 'comments', schema: answers.comments },
  { key: 'profiles', schema: answers.profiles },
  { key: 'items', schema: answers.items },
  { key: 'userStory', schema: answers.userStory },
  { key: 'userStoryOrder', schema: answers.userStoryOrder },
  { key: 'addColumn', body: { column: { title: 'Review' } }, schema: answers.columnsAndOrder },
  { key: 'editColumn', body: { column: { id: 'column-1', title: 'ใหม่' } }, schema: answers.columns },
  {
    key: 'updateColumnOrder',
    body: { columnsOrder: [...seed.columnsOrder].reverse() },
    schema: answers.columnsOrder,
  },
  { key: 'deleteColumn', body: { columnId: 'column-4' }, schema: answers.columnsAndOrder },
  {
    key: 'addItem',
    body: { columnId: 'column-1', storyId: 'story-1', item: { title: 'New card', priority: 'low' } },
    schema: answers.itemPlaces,
  },
  { key: 'editItem', body: { columnId: 'column-2', storyId: '0', item }, schema: answers.itemPlaces },
  { key: 'updateItemOrder', body: { columns: order(seed.columns) }, schema: answers.columns },
  { key: 'selectItem', body: { selectedItem: item.id }, schema: answers.selectItem },
  { key: 'addItemComment', body: { itemId: item.id, comment }, schema: answers.itemComment },
  { key: 'deleteItem', body: { itemId: item.id }, schema: answers.itemPlaces },
  { key: 'addStory', body: { story: storyInput }, schema: answers.storiesAndOrder },
  { key: 'editStory', body: { story: { ...story, title: 'Pay in one step' } }, schema: answers.userStory },
  {
    key: 'updateStoryOrder',
    body: { userStoryOrder: [...seed.userStoryOrder].reverse() },
    schema: answers.userStoryOrder,
  },
  { key: 'updateStoryItemOrder', body: { userStory: order(seed.userStory) }, schema: answers.userStory },
  { key: 'addStoryComment', body: { storyId: story.id, comment }, schema: answers.storyComment },
  { key: 'deleteStory', body: { storyId: story.id }, schema: answers.storiesAndOrder },
];

describe('docs/demo-api.md, Kanban', () => {
  it('covers every path', () => {
    expect(calls.map(({ key }) => key).sort()).toEqual(Object.keys(kanbanPaths).sort());
  });

  it.each(calls)(
    '$key: the mock answers exactly what the response schema describes',
    async ({ key, body, schema }) => {
      const answer = await callDemo(kanbanPaths[key], body);
      expect(answer.status).toBe(200);
      expect(mismatch(schema, answer.body)).toBeNull();
    },
  );

  it('the fixtures are valid', () => {
    for (const [slice, schema] of Object.entries(kanbanWire.kanbanSlices))
      expect(mismatch(schema, seed[slice as keyof typeof seed])).toBeNull();
  });

  it('names every path', () => {
    const paths = Object.values(kanbanPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const schemas: AnySchema[] = [
      ...Object.values(kanbanWire.kanbanResponses),
      ...Object.values(kanbanWire.kanbanRequests),
    ];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
