/**
 * Calls of the form pages (docs/demo-api.md, "Forms"). Each takes the demo API client and reads
 * the answer through its schema; it rejects with an ApiError.
 */
import { formsPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { readBody } from '../../shared/wire/read';
import { formsResponses, type BanksResponse, type UsernameResponse } from './schemas';

/** `GET /api/forms/banks?search=`. */
export async function fetchBanks(
  client: ApiClient,
  search: string,
  signal?: AbortSignal,
): Promise<BanksResponse> {
  const { data } = await client.get<unknown>(formsPaths.banks, { params: { search }, signal });
  return readBody(formsResponses.banks, data);
}

/** `GET /api/forms/username?username=`. */
export async function fetchUsername(
  client: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<UsernameResponse> {
  const { data } = await client.get<unknown>(formsPaths.username, { params: { username }, signal });
  return readBody(formsResponses.username, data);
}
