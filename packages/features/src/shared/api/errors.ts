import { isAxiosError } from 'axios';

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
}

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

/** Turns whatever axios (or anything else) threw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return new ApiError(-1, 'Request cancelled');
    const response = error.response;
    if (!response) return new ApiError(0, 'Network Error');
    return new ApiError(response.status, messageOf(response.data) ?? WRONG_SERVICES, response.data);
  }
  return new ApiError(500, error instanceof Error ? error.message : WRONG_SERVICES);
}
