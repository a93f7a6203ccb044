/** The one error every API call rejects with: status (0 when the network is down) and a message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * Which words a screen shows for it: no answer at all (`offline`), the server failed (`server`,
   * 5xx), or anything else, told in the server's own message (`other`).
   */
  get failure(): 'offline' | 'server' | 'other' {
    if (this.isNetworkError) return 'offline';
    return this.status >= 500 ? 'server' : 'other';
  }
}

/**
 * The `code` of a 401 whose token is fine but whose account is banned or deleted
 * (docs/player-api.md, 1.2): the session ends with the banned message rather than "expired".
 */
export const ACCOUNT_DISABLED = 'account.disabled';

/** Whether an error body says the account is disabled (see `ACCOUNT_DISABLED`). */
export const isAccountDisabled = (body: unknown): boolean =>
  (body as { code?: unknown } | null)?.code === ACCOUNT_DISABLED;

/** The spec's fallback message when a failed call has no body. */
export const WRONG_SERVICES = 'Wrong Services';

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/** A non-2xx answer: its status, the message of its body (or 'Wrong Services') and the body. */
export function httpError(status: number, body: unknown): ApiError {
  return new ApiError(status, messageOf(body) ?? WRONG_SERVICES, body);
}

/** No answer: the network is down, or the server took too long. */
export const networkError = (message = 'Network Error') => new ApiError(0, message);

/** The caller gave up (its AbortSignal fired): nothing to show. */
export const cancelledError = () => new ApiError(-1, 'Request cancelled');

/** Turns whatever a call threw into an ApiError (the API client only ever throws ApiErrors). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(500, error instanceof Error ? error.message : WRONG_SERVICES);
}
