/** What a player reads when a call fails: a Thai message, never a technical one. */
import type { ApiError } from '../shared/api/errors';
import { copy } from './copy';

/** True when a message is written in Thai (server messages meant for the player are). */
export function isThai(text: string): boolean {
  return /[\u0E00-\u0E7F]/.test(text);
}

/**
 * The message of a failed call: the server's own Thai message when it has one (a 400 refusal, the
 * 500 "ระบบขัดข้อง..."), otherwise the generic "try again" (network down, English or empty bodies).
 */
export function errorMessage(error: ApiError): string {
  if (error.status === 0) return copy.common.requestFailed;
  return isThai(error.message) ? error.message : copy.common.requestFailed;
}

/**
 * A card's own load failure, for the ui kit's inline ErrorState:
 * `<ErrorState variant="inline" {...loadFailed(remote.error, remote.retry)} />`.
 */
export function loadFailed(error: ApiError, onRetry: () => void) {
  return {
    title: copy.common.loadFailed,
    message: errorMessage(error),
    onRetry,
    retryLabel: copy.common.retry,
  };
}
