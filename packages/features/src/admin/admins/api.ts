/**
 * The admin accounts call (docs/player-api.md, 7 Back office: `GET /adminsystem`), read through
 * its wire schema.
 */
import { adminPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { readBody } from '../../shared/wire/read';
import { adminResponses } from '../api/schemas';

/** An admin account as the screen shows it. */
export interface AdminAccount {
  id: string;
  username: string;
  /** The display name; empty when the account has none. */
  name: string;
  createdAt: string;
  /** null: never logged in. */
  lastLoginAt: string | null;
}

/** GET /adminsystem -> every admin account, in the server's order. */
export async function fetchAdmins(client: ApiClient, signal?: AbortSignal): Promise<AdminAccount[]> {
  const { data } = await client.get<unknown>(adminPaths.admins, { signal });
  return readBody(adminResponses.admins, data).data.map(({ id, username, name, createdAt, lastLoginAt }) => ({
    id,
    username,
    name: name.trim(),
    createdAt,
    lastLoginAt,
  }));
}
