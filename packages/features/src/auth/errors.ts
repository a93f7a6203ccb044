/**
 * Where an account API failure is shown. Validation answers (400) carry a Thai message that is
 * shown as it is; register duplicates go under the field they are about. Server errors (5xx) and
 * network failures get one Thai sentence asking to try again.
 */
import { toApiError, WRONG_SERVICES } from '../shared/api/errors';
import { copy } from './copy';

/** The register fields a server message can be placed under. */
export type RegisterErrorField = 'username' | 'book_number' | 'book_name';

const fieldsByMessage: Record<string, readonly RegisterErrorField[]> = {
  [copy.server.duplicateUsername]: ['username'],
  [copy.server.duplicateNumber]: ['book_number'],
  [copy.server.duplicateName]: ['book_name'],
  [copy.server.duplicateNumberAndUsername]: ['username', 'book_number'],
};

/** The fields a register error belongs under; empty when it belongs in the form's alert. */
export function registerErrorFields(error: unknown): readonly RegisterErrorField[] {
  const apiError = toApiError(error);
  if (apiError.status !== 400) return [];
  return fieldsByMessage[apiError.message.trim()] ?? [];
}

/** True when the call was cancelled (the screen went away): nothing to show. */
export function isCancelled(error: unknown): boolean {
  return toApiError(error).status === -1;
}

/** What the player reads: the server's own message for a rejected request, else "try again". */
export function userMessage(error: unknown): string {
  const { status, message } = toApiError(error);
  const meaningful = message.trim() !== '' && message !== WRONG_SERVICES;
  return status >= 400 && status < 500 && meaningful ? message : copy.requestFailed;
}
