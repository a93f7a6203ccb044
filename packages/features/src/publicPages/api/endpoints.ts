/** The contact form's call (docs/demo-api.md, "Contact us"). */
import { contactUsPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { idempotencyHeaders } from '../../shared/query/idempotency';
import { readBody } from '../../shared/wire/read';
import { contactUsResponses, type ContactMessageValues, type ContactReceipt } from './schemas';

/** Sends a visitor's message; the answer is its reference. */
export async function postContactMessage(
  client: ApiClient,
  input: ContactMessageValues,
  options: { idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<ContactReceipt> {
  const { data } = await client.post<unknown>(contactUsPaths.message, input, {
    signal: options.signal,
    headers: idempotencyHeaders(options),
  });
  return readBody(contactUsResponses.message, data);
}
