/**
 * The back office's users (docs/player-api.md, 7): the players list (search, status, paging,
 * newest first; admins are not listed), today's registrations and the total, ban and unban, and
 * the admins list.
 */
import { adminWire } from '@pp/features/wire';
import type { HttpHandler } from 'msw';

import { adminLastLogin } from '../data/admin-seed';
import { listAccounts, updateUser } from '../services/playerService';
import { adminNow } from '../stores/admin-clock';
import { bangkokDate } from '../stores/wallet-rules';
import { adminMessages, dataResponse, oneOfQuery, pageBody, pagingOf, validated } from './admin-http';
import { adminRoute, errorResponse } from './player-http';
import { withWalletCredit } from './player-reads';
import { idempotent, invalidBody, jsonObject } from './player-wallet';

type AdminUserWire = adminWire.AdminUserWire;
type AdminAccountWire = adminWire.AdminAccountWire;

/** Every player, newest first (ties: the higher id first), with `credit` from the wallet. */
async function players(): Promise<AdminUserWire[]> {
  return (await listAccounts())
    .filter((account) => account.role === 'player')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id))
    .map(withWalletCredit);
}

/** The search of the users list: trimmed, case-insensitive, part of the username, name or id. */
function matches(user: AdminUserWire, search: string): boolean {
  return [user.username, user.name, user.id].some((text) => text.toLowerCase().includes(search));
}

export const usersHandler: HttpHandler = adminRoute('users', async ({ request }) => {
  const url = new URL(request.url);
  const paging = pagingOf(url);
  if (paging instanceof Response) return paging;
  const status = oneOfQuery(url, 'status', adminWire.USER_STATUSES);
  if (status instanceof Response) return status;
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const rows = (await players()).filter(
    (user) => (!status || user.status === status) && (!search || matches(user, search)),
  );
  return Response.json(pageBody(rows, paging.page, paging.pageSize));
});

export const userCountHandler: HttpHandler = adminRoute('userCount', async () => {
  const accounts = (await listAccounts()).filter((account) => account.role === 'player');
  const today = bangkokDate(adminNow());
  const registeredToday = accounts.filter((account) => bangkokDate(account.createdAt) === today);
  return dataResponse({ today: registeredToday.length, total: accounts.length });
});

/**
 * POST `{ status }`: ban or unban a player. A banned player's token is refused on its next call
 * (401 `account.disabled`, the account is looked up on every call).
 */
export const userStatusHandler: HttpHandler = adminRoute(
  'userStatus',
  idempotent('userStatus', async ({ request, id }) => {
    const body = await jsonObject(request);
    if (!body) return invalidBody();
    const input = validated(adminWire.userStatusRequestSchema, body);
    if (input instanceof Response) return input;
    const target = (await listAccounts()).find((account) => account.id === id && account.role === 'player');
    if (!target) return errorResponse(404, { message: adminMessages.userNotFound });
    await updateUser(id, { status: input.status });
    const updated = (await players()).find((user) => user.id === id);
    return dataResponse(updated);
  }),
);

export const adminsHandler: HttpHandler = adminRoute('admins', async () => {
  const admins: AdminAccountWire[] = (await listAccounts())
    .filter((account) => account.role === 'admin')
    .map((account) => ({
      id: account.id,
      username: account.username,
      name: account.name,
      createdAt: account.createdAt,
      lastLoginAt: adminLastLogin[account.id] ?? null,
    }));
  return dataResponse(admins);
});

export const adminUserHandlers: HttpHandler[] = [
  usersHandler,
  userCountHandler,
  userStatusHandler,
  adminsHandler,
];
