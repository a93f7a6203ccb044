import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { toApiError, WRONG_SERVICES } from '../api/errors';
import { REQUEST_FAILED } from './requestFailed';

/** Where a refused request's message belongs: a field's name, or undefined for the whole form. */
export type ServerErrorField<Values extends FieldValues> = (error: {
  status: number;
  message: string;
}) => FieldPath<Values> | undefined;

/** Where a message goes, and the words for a failure (5xx, no answer) in the page's language. */
export interface ServerErrorOptions<Values extends FieldValues> {
  fieldOf?: ServerErrorField<Values>;
  /** Default: the Thai catalogue's `requestFailed` (player screens); template screens pass their locale's. */
  requestFailed?: string;
}

/**
 * Shows what the server said where it belongs: under the field `fieldOf` names (a duplicate
 * account number under the account number), else as the form's message at `root.server` (read it
 * from `formState.errors.root?.server?.message` into a FormAlert). A refusal (4xx) shows the
 * server's own words; a failure (5xx, network) says to try again. A cancelled request (the screen
 * went away) shows nothing. Returns whether a message was placed.
 */
export function applyServerError<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  { fieldOf = () => undefined, requestFailed = REQUEST_FAILED }: ServerErrorOptions<Values> = {},
): boolean {
  const { status, message } = toApiError(error);
  if (status === -1) return false;
  const refused = status >= 400 && status < 500 && message.trim() !== '' && message !== WRONG_SERVICES;
  const text = refused ? message : requestFailed;
  const field = refused ? fieldOf({ status, message: message.trim() }) : undefined;
  if (field !== undefined) {
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
  } else {
    setError('root.server', { type: 'server', message: text });
  }
  return true;
}
