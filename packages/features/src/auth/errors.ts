/**
 * Where a refused registration is shown. `applyServerError` (shared/forms) places a message under
 * the field it names and everything else above the form; the account API's duplicate messages
 * name a field here. One message is about two fields (the account number and the username): it
 * goes under both.
 */
import type { UseFormSetError } from 'react-hook-form';

import { toApiError } from '../shared/api/errors';
import { applyServerError } from '../shared/forms';
import { copy } from './copy';
import type { RegisterValues } from './schemas';

/** The register fields a server message can be placed under. */
export type RegisterErrorField = 'username' | 'book_number' | 'book_name';

const fieldsByMessage: Record<string, readonly [RegisterErrorField, ...RegisterErrorField[]]> = {
  [copy.server.duplicateUsername]: ['username'],
  [copy.server.duplicateNumber]: ['book_number'],
  [copy.server.duplicateName]: ['book_name'],
  [copy.server.duplicateNumberAndUsername]: ['username', 'book_number'],
};

/** The fields a refused registration (400) is about; empty when it belongs above the form. */
export function registerErrorFields(error: unknown): readonly RegisterErrorField[] {
  const { status, message } = toApiError(error);
  return status === 400 ? (fieldsByMessage[message.trim()] ?? []) : [];
}

/** Shows a failed registration: under the fields it is about (the first one focused), else above the form. */
export function applyRegisterError(setError: UseFormSetError<RegisterValues>, error: unknown): void {
  const [first, ...others] = registerErrorFields(error);
  if (!applyServerError(setError, error, { fieldOf: () => first })) return;
  const { message } = toApiError(error);
  for (const field of others) setError(field, { type: 'server', message });
}
