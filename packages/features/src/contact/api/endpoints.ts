/**
 * Calls of the contacts (docs/demo-api.md, "Contacts"). Each takes the demo API client and reads
 * the answer through its schema (schemas.ts); it rejects with an ApiError.
 */
import type { ApiClient } from '../../shared/api/http';
import { contactPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import type { Contact, ContactInput } from '../types';
import { contactResponses } from './schemas';

/** `GET /api/contact/list`. */
export async function fetchContacts(client: ApiClient, signal?: AbortSignal): Promise<Contact[]> {
  const { data } = await client.get<unknown>(contactPaths.list, { signal });
  return readBody(contactResponses.contacts, data).contacts;
}

/** `POST /api/contact/modify`: adds (no `id`) or updates a contact; answers every contact. */
export async function modifyContact(client: ApiClient, input: ContactInput): Promise<Contact[]> {
  const { data } = await client.post<unknown>(contactPaths.modify, input);
  return readBody(contactResponses.contacts, data).contacts;
}
