import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { listResponse } from './sliced-json';

describe('listResponse', () => {
  it('sends the same JSON as HttpResponse.json, with its content type', async () => {
    const list = [{ id: 'm-1', text: 'สวัสดี "quoted"\nline' }, { id: 'm-2', text: '' }, null, 7];
    const sliced = await listResponse('chats', list);
    const whole = HttpResponse.json({ chats: list });
    expect(sliced.headers.get('Content-Type')).toBe('application/json');
    expect(await sliced.text()).toBe(await whole.text());
  });

  it('writes an empty list and a long one', async () => {
    expect(await (await listResponse('chats', [])).json()).toEqual({ chats: [] });
    const long = Array.from({ length: 5000 }, (_, index) => ({ id: `m-${index}` }));
    const body = (await (await listResponse('chats', long)).json()) as { chats: { id: string }[] };
    expect(body.chats).toHaveLength(5000);
    expect(body.chats[4999]).toEqual({ id: 'm-4999' });
  });
});
