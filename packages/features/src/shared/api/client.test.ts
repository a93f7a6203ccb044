import { describe, expect, it, vi } from 'vitest';

import { createApiClient, type ClientOptions } from './client';
import { ApiError, WRONG_SERVICES } from './errors';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A fetch answering from `answer`, recording what was sent. */
function fakeFetch(answer: (url: string) => Response | Promise<Response> = () => json({})) {
  const sent: Sent[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    sent.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: text === '' ? undefined : JSON.parse(text),
    });
    return answer(request.url);
  });
  return { fetch, sent };
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function client(options: Partial<ClientOptions> = {}) {
  return createApiClient({
    baseURL: '/api',
    getToken: () => null,
    onUnauthorized: () => undefined,
    ...options,
  });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createApiClient', () => {
  it('sends the bearer token and the query parameters, and reads the JSON answer', async () => {
    const { fetch, sent } = fakeFetch(() => json({ url: '/play' }));
    const api = client({ fetch, getToken: () => 'tok-1' });
    const answer = await api.get('/games/1', { params: { gameId: 'slot 1', page: 2, skip: undefined } });
    expect(answer).toEqual({ data: { url: '/play' }, status: 200 });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: 'http://localhost/api/games/1?gameId=slot+1&page=2',
        headers: { accept: 'application/json', authorization: 'Bearer tok-1' },
        body: undefined,
      },
    ]);
  });

  it('sends no Authorization header without a token, and joins a host base without doubling slashes', async () => {
    const { fetch, sent } = fakeFetch();
    await client({ fetch, baseURL: 'https://players.example.com/v1/' }).get('/bank');
    expect(sent[0]?.url).toBe('https://players.example.com/v1/bank');
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it('posts a JSON body', async () => {
    const { fetch, sent } = fakeFetch(() => json({ ok: true }, 201));
    const answer = await client({ fetch }).post('/cart/add', { id: 'p1', quantity: 2 });
    expect(answer).toEqual({ data: { ok: true }, status: 201 });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost/api/cart/add',
      headers: { 'content-type': 'application/json' },
      body: { id: 'p1', quantity: 2 },
    });
  });

  it('posts a FormData as multipart/form-data, with the boundary the runtime writes', async () => {
    let received: { type: string; form: FormData } | null = null;
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const request = new Request(input, init);
      received = { type: request.headers.get('Content-Type') ?? '', form: await request.formData() };
      return json({ ok: true }, 201);
    });
    const form = new FormData();
    form.append('amount', '1000');
    form.append('slip', new File(['png'], 'slip.png', { type: 'image/png' }));
    await client({ fetch }).post('/deposit', form);
    expect(received).not.toBeNull();
    const { type, form: sentForm } = received ?? { type: '', form: new FormData() };
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sentForm.get('amount')).toBe('1000');
    const slip = sentForm.get('slip');
    expect(slip instanceof File ? [slip.name, slip.size] : slip).toEqual(['slip.png', 3]);
  });

  it('puts a JSON body (an edit)', async () => {
    const { fetch, sent } = fakeFetch(() => json({ data: { id: 'PRO-1' } }));
    const answer = await client({ fetch }).put('/promotionadmin/PRO-1', { title: 'โบนัส' });
    expect(answer.data).toEqual({ data: { id: 'PRO-1' } });
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: 'http://localhost/api/promotionadmin/PRO-1',
      headers: { 'content-type': 'application/json' },
      body: { title: 'โบนัส' },
    });
  });

  it('reads an image answer as a Blob (a transfer slip), asking for it with its own Accept', async () => {
    const { fetch, sent } = fakeFetch(
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    );
    const { data } = await client({ fetch }).get<Blob>('/transaction/T1/slip', {
      headers: { Accept: 'image/*' },
    });
    expect(data).toBeInstanceOf(Blob);
    expect([data.type, data.size]).toEqual(['image/png', 4]);
    expect(sent[0]?.headers.accept).toBe('image/*');
  });

  it('reads a text answer as text and an empty one as undefined', async () => {
    const { fetch } = fakeFetch((url) => new Response(url.endsWith('/text') ? 'hello' : null));
    await expect(client({ fetch }).get('/text')).resolves.toEqual({ data: 'hello', status: 200 });
    await expect(client({ fetch }).get('/empty')).resolves.toEqual({ data: undefined, status: 200 });
  });

  it('waits for the backend to be ready', async () => {
    let start = () => {};
    const ready = new Promise<void>((resolve) => (start = resolve));
    const { fetch } = fakeFetch();
    const call = client({ fetch, ready: () => ready }).get('/me');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fetch).not.toHaveBeenCalled();
    start();
    await expect(call).resolves.toMatchObject({ status: 200 });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('rejects an HTTP error with its status and the message of its body, else Wrong Services', async () => {
    const { fetch } = fakeFetch((url) =>
      url.endsWith('/bad')
        ? json({ message: 'ขั้นต่ำ 100 บาท', field: 'amount' }, 400)
        : new Response(null, { status: 502 }),
    );
    const bad = await rejection(client({ fetch }).post('/bad', {}));
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad).toMatchObject({
      status: 400,
      message: 'ขั้นต่ำ 100 บาท',
      body: { message: 'ขั้นต่ำ 100 บาท', field: 'amount' },
    });
    await expect(client({ fetch }).get('/down')).rejects.toMatchObject({
      status: 502,
      message: WRONG_SERVICES,
    });
  });

  it('reports a 401 with a token, then rejects', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json({ message: 'Token Expired' }, 401));
    await expect(client({ fetch, onUnauthorized, getToken: () => 'old' }).get('/me')).rejects.toMatchObject({
      status: 401,
      message: 'Token Expired',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    // Without a token (a failed login) there is no session to end.
    await expect(client({ fetch, onUnauthorized }).get('/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure as status 0', async () => {
    const fetch: typeof globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await rejection(client({ fetch }).get('/me'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network Error', isNetworkError: true });
  });

  it('rejects with status -1 when the caller aborts, before or during the call', async () => {
    const controller = new AbortController();
    const call = client({ fetch: hangingFetch }).get('/me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ status: -1, message: 'Request cancelled' });

    const { fetch } = fakeFetch();
    await expect(client({ fetch }).get('/me', { signal: controller.signal })).rejects.toMatchObject({
      status: -1,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after the timeout as a network error (status 0)', async () => {
    const call = client({ fetch: hangingFetch, timeoutMs: 5 }).get('/slow', {
      signal: new AbortController().signal,
    });
    await expect(call).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('uses the global fetch of the moment by default', async () => {
    const { fetch, sent } = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    try {
      await client().get('/me');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent).toHaveLength(1);
  });
});
