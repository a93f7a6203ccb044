/**
 * Our HTTP client: a thin layer over `fetch`, small enough to stay out of the way of the first
 * load (DESIGN.md). One client per backend: it waits for the backend to be ready, attaches the
 * bearer token, sends and reads JSON, gives up after a timeout, rejects with an ApiError for every
 * failure and reports a 401 so the session ends cleanly.
 */
import { apiUrl } from './base';
import { ApiError, cancelledError, httpError, networkError, toApiError } from './errors';

/** Query parameters; the undefined ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  /** Aborting it rejects the call with an ApiError of status -1. */
  signal?: AbortSignal;
  /** Extra headers of this request only, e.g. a write's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export interface GetOptions extends RequestOptions {
  params?: QueryParams;
}

/** A 2xx answer: the body (parsed when it is JSON) and the status. */
export interface ApiResponse<T> {
  data: T;
  status: number;
}

/**
 * The calls of one backend. `T` is what the caller expects the body to be; nothing checks it, so
 * endpoint functions ask for `unknown` and read the body defensively.
 */
export interface ApiClient {
  get<T = unknown>(path: string, options?: GetOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

export interface ClientOptions {
  /** A host (`https://api.example.com`) or a path on this origin (`/api`). */
  baseURL: string;
  /** Called before every request, which waits for it (the mock backend starting). */
  ready?: () => Promise<unknown>;
  getToken: () => string | null;
  /** A 401 while a token is set; gets the answer's body (it may say why: a disabled account). */
  onUnauthorized: (body: unknown) => void;
  /** How long a call may take before it fails as a network error (status 0). */
  timeoutMs?: number;
  /** The fetch to send with; by default the global one, looked up per call (MSW patches it). */
  fetch?: typeof fetch;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** `base` + `path` + `params`, made absolute against the page (or localhost where there is none: Node). */
function urlOf(base: string, path: string, params: QueryParams = {}): string {
  const url = new URL(apiUrl(base, path), globalThis.location?.href ?? 'http://localhost/');
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }
  return url.href;
}

/**
 * The body: parsed JSON (`json()` parses straight from the bytes), a Blob for an image (a transfer
 * slip), else the text; undefined when empty.
 */
async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (/^image\//i.test(type)) return response.blob();
  if (/[/+]json\b/i.test(type)) {
    // An empty or broken JSON body reads as no body; an abort while reading still rejects.
    return response.json().catch((error: unknown) => {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    });
  }
  const text = await response.text();
  return text === '' ? undefined : text;
}

export function createApiClient({
  baseURL,
  ready,
  getToken,
  onUnauthorized,
  timeoutMs = 20_000,
  fetch: fetchImpl,
}: ClientOptions): ApiClient {
  async function send<T>({
    method,
    path,
    params,
    body,
    signal,
    headers: extra = {},
  }: Call): Promise<ApiResponse<T>> {
    if (ready) await ready().catch((error: unknown) => Promise.reject(toApiError(error)));
    if (signal?.aborted) throw cancelledError();
    const url = urlOf(baseURL, path, params);
    const headers = new Headers({ Accept: 'application/json', ...extra });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // A form (a file upload) goes as multipart/form-data, whose boundary the browser writes itself.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers.set('Content-Type', 'application/json');

    // One controller aborts the request for the caller or for the timeout; which one fired decides
    // the error (cancelled: -1, timed out: 0).
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    const cancel = () => abort.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const init: RequestInit = {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: abort.signal,
    };
    try {
      const response = await (fetchImpl ? fetchImpl(url, init) : globalThis.fetch(url, init));
      const data = await readBody(response);
      if (response.ok) return { data: data as T, status: response.status };
      if (response.status === 401 && getToken()) onUnauthorized(data);
      throw httpError(response.status, data);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (signal?.aborted) throw cancelledError();
      throw abort.signal.aborted ? networkError('Request timed out') : networkError();
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  return {
    get<T>(path: string, { params, signal, headers }: GetOptions = {}) {
      return send<T>({ method: 'GET', path, params, signal, headers });
    },
    post<T>(path: string, body?: unknown, { signal, headers }: RequestOptions = {}) {
      return send<T>({ method: 'POST', path, body, signal, headers });
    },
    put<T>(path: string, body?: unknown, { signal, headers }: RequestOptions = {}) {
      return send<T>({ method: 'PUT', path, body, signal, headers });
    },
  };
}
