/** What a player reads when a call fails: a Thai message, never a technical one. */
import type { ApiError } from '../shared/api/errors';
import { copy } from './copy';
import { isThai } from './format';

/**
 * The message of a failed call: the server's own Thai message when it has one (a 400 refusal, the
 * 500 "ระบบขัดข้อง..."), otherwise the generic "try again" (network down, English or empty bodies).
 */
export function errorMessage(error: ApiError): string {
  if (error.status === 0) return copy.common.requestFailed;
  return isThai(error.message) ? error.message : copy.common.requestFailed;
}
