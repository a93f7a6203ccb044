import { describe, expect, it } from 'vitest';

import {
  addComment,
  appendItem,
  applyItemOrder,
  deleteColumn,
  deleteItem,
  deleteStory,
  isReordering,
  moveItem,
  newId,
  orderedBy,
  placeOnEdit,
  reorder,
} from './board';
import type { ItemList, KanbanComment, KanbanItem, UserStory } from './types';

const lists = (): ItemList[] => [
  { id: 'new', itemIds: ['a', 'b', 'c'] },
  { id: 'active', itemIds: ['d'] },
  { id: 'done', itemIds: [] },
];

const story = (id: string, itemIds: string[], commentIds: string[] = []): UserStory => ({
  id,
  title: id,
  description: '',
  acceptance: '',
  assign: '',
  columnId: 'new',
  commentIds,
  dueDate: '',
  priority: 'low',
  itemIds,
});

const item = (id: string, commentIds: string[] = []): KanbanItem => ({
  id,
  title: id,
  description: '',
  assign: '',
  attachments: [],
  commentIds,
  dueDate: '',
  image: false,
  priority: 'medium',
});

describe('ordering', () => {
  it('reorder moves one entry and keeps the others in order', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(reorder(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('orderedBy puts rows in the order, unnamed rows after, unknown ids skipped', () => {
    const rows = [{ id: 'x' }, { id: 'y' }, { id: 'z' }];
    expect(orderedBy(rows, ['z', 'gone', 'x']).map(({ id }) => id)).toEqual(['z', 'x', 'y']);
  });

  it('isReordering accepts a permutation only', () => {
    expect(isReordering(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isReordering(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isReordering(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isReordering(['a', 'b'], ['a', 'x'])).toBe(false);
  });

  it('applyItemOrder takes a new order of the same items, refuses lost, added or doubled ones', () => {
    const moved = [
      { id: 'new', itemIds: ['c', 'a'] },
      { id: 'active', itemIds: ['d', 'b'] },
      { id: 'done', itemIds: [] },
    ];
    expect(applyItemOrder(lists(), moved)).toEqual(moved);
    expect(applyItemOrder(lists(), [{ id: 'new', itemIds: ['a', 'b', 'c', 'd'] }])).toBeNull();
    expect(
      applyItemOrder(lists(), [
        { id: 'new', itemIds: ['a', 'b'] },
        { id: 'active', itemIds: ['d'] },
        { id: 'done', itemIds: [] },
      ]),
    ).toBeNull();
    expect(
      applyItemOrder(lists(), [
        { id: 'new', itemIds: ['a', 'b', 'c'] },
        { id: 'active', itemIds: ['d', 'a'] },
        { id: 'done', itemIds: [] },
      ]),
    ).toBeNull();
  });

  it('moveItem drops a card within a list and across lists', () => {
    expect(moveItem(lists(), 'a', 'new', 2)[0]?.itemIds).toEqual(['b', 'c', 'a']);
    const across = moveItem(lists(), 'b', 'done', 0);
    expect(across.map((list) => list.itemIds)).toEqual([['a', 'c'], ['d'], ['b']]);
    expect(moveItem(lists(), 'b', 'nowhere', 0)).toEqual(lists());
  });
});

describe('move item on edit', () => {
  it('moves the id from the old list to the end of the new one when it differs', () => {
    expect(placeOnEdit(lists(), 'b', 'active').map((list) => list.itemIds)).toEqual([
      ['a', 'c'],
      ['d', 'b'],
      [],
    ]);
  });

  it('keeps every list as it was for the same list, for "0" and for an unknown list', () => {
    expect(placeOnEdit(lists(), 'b', 'new')).toEqual(lists());
    expect(placeOnEdit(lists(), 'b', '0')).toEqual(lists());
    expect(placeOnEdit(lists(), 'b', 'nowhere')).toEqual(lists());
  });

  it('places an item that was on no list', () => {
    expect(placeOnEdit(lists(), 'z', 'done')[2]?.itemIds).toEqual(['z']);
  });

  it('a new item is appended to its list, and to none for "0"', () => {
    expect(appendItem(lists(), 'z', 'active')[1]?.itemIds).toEqual(['d', 'z']);
    expect(appendItem(lists(), 'z', '0')).toEqual(lists());
  });
});

describe('add comment', () => {
  it("appends the comment's id to its owner and the comment to the list", () => {
    const comments: KanbanComment[] = [{ id: 'c1', comment: 'first', profileId: 'p1' }];
    const added = { id: 'c2', comment: 'ดีมาก', profileId: 'p2' };
    const result = addComment([item('i1', ['c1']), item('i2')], 'i1', comments, added);
    expect(result.owners.map((owner) => owner.commentIds)).toEqual([['c1', 'c2'], []]);
    expect(result.comments).toEqual([...comments, added]);
    const onStory = addComment([story('s1', [])], 's1', [], added);
    expect(onStory.owners[0]?.commentIds).toEqual(['c2']);
  });
});

describe('delete item', () => {
  it('removes the id from every column and story and the item from the list', () => {
    const result = deleteItem(
      {
        columns: [
          { id: 'new', title: 'New', itemIds: ['a', 'b'] },
          { id: 'active', title: 'Active', itemIds: ['c'] },
        ],
        userStory: [story('s1', ['b', 'c']), story('s2', ['a'])],
        items: [item('a'), item('b'), item('c')],
      },
      'b',
    );
    expect(result.columns.map((column) => column.itemIds)).toEqual([['a'], ['c']]);
    expect(result.userStory.map((row) => row.itemIds)).toEqual([['c'], ['a']]);
    expect(result.items.map(({ id }) => id)).toEqual(['a', 'c']);
  });
});

describe('delete story and column', () => {
  it('a story leaves the stories and their order', () => {
    const result = deleteStory(
      { userStory: [story('s1', ['a']), story('s2', [])], userStoryOrder: ['s2', 's1'] },
      's1',
    );
    expect(result.userStory.map(({ id }) => id)).toEqual(['s2']);
    expect(result.userStoryOrder).toEqual(['s2']);
  });

  it('a column leaves the columns and their order', () => {
    const result = deleteColumn(
      {
        columns: [
          { id: 'new', title: 'New', itemIds: ['a'] },
          { id: 'active', title: 'Active', itemIds: [] },
        ],
        columnsOrder: ['active', 'new'],
      },
      'new',
    );
    expect(result.columns.map(({ id }) => id)).toEqual(['active']);
    expect(result.columnsOrder).toEqual(['active']);
  });
});

describe('ids', () => {
  it('draws four-digit ids from 1000 to 9999 through the given source', () => {
    expect(newId(new Set(), () => 0)).toBe('1000');
    expect(newId(new Set(), () => 0.999_999_9)).toBe('9999');
    expect(newId(new Set(), () => 0.5)).toBe('5500');
  });

  it('never gives an id in use', () => {
    expect(newId(new Set(['1000']), () => 0)).toBe('1001');
    const all = new Set(Array.from({ length: 9000 }, (_, index) => String(1000 + index)));
    expect(newId(all, () => 0)).toBeUndefined();
  });
});
