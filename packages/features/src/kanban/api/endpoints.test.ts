import { describe, expect, it } from 'vitest';

import { seedKanban } from '@pp/mocks/data/kanban';

import { createApiClient, type ApiClient } from '../../shared/api/client';
import { readBody, UNEXPECTED_RESPONSE } from '../../shared/wire/read';
import { fetchSlice, SLICE_READS, type SliceName } from './endpoints';

function client(body: unknown): ApiClient {
  const fetch: typeof globalThis.fetch = async () => Response.json(body);
  return createApiClient({ baseURL: '/api', getToken: () => null, onUnauthorized: () => undefined, fetch });
}

const state = seedKanban();
const slices: SliceName[] = [
  'columns',
  'columnsOrder',
  'comments',
  'profiles',
  'items',
  'userStory',
  'userStoryOrder',
];

describe('kanban fetchSlice', () => {
  it.each(slices)('reads %s as its answer schema reads it (the lists a slice at a time)', async (slice) => {
    const body = { [slice]: state[slice] };
    const expected = (readBody(SLICE_READS[slice], body) as Record<string, unknown>)[slice];
    expect(await fetchSlice(client(body), slice)).toEqual(expected);
  });

  it('drops the fields the contract does not name, in every row', async () => {
    const [first, ...rest] = state.items;
    const items = await fetchSlice(client({ items: [{ ...first, extra: 'x' }, ...rest] }), 'items');
    expect(items[0]).not.toHaveProperty('extra');
    expect(items).toHaveLength(state.items.length);
  });

  it("refuses the whole slice for one malformed row, with ApiError 500 'Unexpected response'", async () => {
    const unexpected = { status: 500, message: UNEXPECTED_RESPONSE };
    const items = state.items.map((item, index) => (index === 1 ? { ...item, priority: 'urgent' } : item));
    await expect(fetchSlice(client({ items }), 'items')).rejects.toMatchObject(unexpected);
    await expect(fetchSlice(client({ item: state.items }), 'items')).rejects.toMatchObject(unexpected);
    await expect(fetchSlice(client({ columnsOrder: 'x' }), 'columnsOrder')).rejects.toMatchObject(unexpected);
  });
});
