/**
 * The back office's player calls (docs/player-api.md, 6 Users and 7 Back office): a page of
 * players, today's and the total registrations, ban and unban, and one player's detail read
 * through the player API's `owner-or-admin` reads (balance, history, received promotions).
 * Bodies are read through their wire schemas; baht become integer satang.
 */
import * as yup from 'yup';

import { adminPaths, playerPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, type Satang } from '../../shared/money/money';
import { bahtSchema, datetimeSchema, oneOf } from '../../shared/wire/fields';
import { balanceSchema } from '../../shared/wire/player';
import { transactionSchema } from '../../shared/wire/records';
import { dataOf, listOf, readBody, record } from '../../shared/wire/read';
import { idempotencyHeaders, type Page } from '../api/client';
import { adminResponses, type AdminUserWire, type USER_STATUSES } from '../api/schemas';
import { userParams, type UserQuery } from './query';

export type UserStatus = (typeof USER_STATUSES)[number];

/** A player as the back office lists them. */
export interface AdminUser {
  id: string;
  username: string;
  name: string;
  /** `active` or `banned` (anything else the API may send is shown as it came). */
  status: string;
  creditSatang: Satang;
  bankCode: string;
  bookNumber: string;
  createdAt: string;
}

export function toAdminUser(wire: AdminUserWire): AdminUser {
  return {
    id: wire.id,
    username: wire.username,
    name: wire.name,
    status: wire.status,
    creditSatang: bahtToSatang(wire.credit),
    bankCode: wire.bank_name,
    bookNumber: wire.book_number,
    createdAt: wire.createdAt,
  };
}

/** GET /usersystem: one page of players, newest first, and the count of every match. */
export async function fetchUsers(
  client: ApiClient,
  query: UserQuery,
  signal?: AbortSignal,
): Promise<Page<AdminUser>> {
  const { data } = await client.get<unknown>(adminPaths.users, { params: userParams(query), signal });
  const page = readBody(adminResponses.users, data).data;
  return { items: page.items.map(toAdminUser), total: page.total };
}

export interface UserCount {
  today: number;
  total: number;
}

/** GET /usercount: today's registrations (Bangkok day) and every player. */
export async function fetchUserCount(client: ApiClient, signal?: AbortSignal): Promise<UserCount> {
  const { data } = await client.get<unknown>(adminPaths.userCount, { signal });
  return readBody(adminResponses.userCount, data).data;
}

interface WriteOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** POST /usersystem/status/{id} `{ status }`: ban or unban; the player as it is now. */
export async function postUserStatus(
  client: ApiClient,
  id: string,
  status: UserStatus,
  options: WriteOptions = {},
): Promise<AdminUser> {
  const { data } = await client.post<unknown>(
    adminPaths.userStatus(id),
    { status },
    { signal: options.signal, headers: idempotencyHeaders(options) },
  );
  return toAdminUser(readBody(adminResponses.userStatus, data).data);
}

export interface PlayerBalance {
  satang: Satang;
  heldSatang: Satang;
}

/** GET /userbalance/balance/{id} (the body itself): spendable and held by pending withdrawals. */
export async function fetchPlayerBalance(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<PlayerBalance> {
  const { data } = await client.get<unknown>(playerPaths.balance(id), { signal });
  const body = readBody(balanceSchema, data);
  return { satang: bahtToSatang(body.balance), heldSatang: bahtToSatang(body.held) };
}

/** `GET /userbalance/history/{id}`, read through the player API's transaction schema. */
const historyResponse = dataOf(listOf(transactionSchema));

export interface PlayerTransaction {
  id: string;
  type: yup.InferType<typeof transactionSchema>['type'];
  status: yup.InferType<typeof transactionSchema>['status'];
  amountSatang: Satang;
  createdAt: string;
}

/** How many of a player's latest transactions the detail shows. */
export const RECENT_HISTORY = 10;

/** The player's latest transactions (the API answers every one, newest first). */
export async function fetchPlayerHistory(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<PlayerTransaction[]> {
  const { data } = await client.get<unknown>(playerPaths.history(id), { signal });
  return readBody(historyResponse, data)
    .data.slice(0, RECENT_HISTORY)
    .map((tx) => ({
      id: tx.id,
      type: tx.type,
      status: tx.status,
      amountSatang: bahtToSatang(tx.amount),
      createdAt: tx.createdAt,
    }));
}

/**
 * A promotion the player received (docs/player-api.md, 4.15), the fields the detail shows: read
 * with a schema of its own (the player feature's is not the back office's to import); the
 * turnover fields it leaves out are dropped on reading.
 */
const receivedPromotionSchema = record({
  promotionId: yup.string().required(),
  title: yup.string().required(),
  status: oneOf(['active', 'completed'] as const),
  deposit: bahtSchema,
  bonus: bahtSchema,
  claimedAt: datetimeSchema,
});

const receivedPromotionsResponse = dataOf(listOf(receivedPromotionSchema));

export interface ReceivedPromotion {
  promotionId: string;
  title: string;
  status: 'active' | 'completed';
  depositSatang: Satang;
  bonusSatang: Satang;
  claimedAt: string;
}

/** GET /usersystem/receivedpromotion/{id}: every promotion the player received, newest first. */
export async function fetchReceivedPromotions(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ReceivedPromotion[]> {
  const { data } = await client.get<unknown>(playerPaths.receivedPromotions(id), { signal });
  return readBody(receivedPromotionsResponse, data).data.map((claim) => ({
    promotionId: claim.promotionId,
    title: claim.title,
    status: claim.status,
    depositSatang: bahtToSatang(claim.deposit),
    bonusSatang: bahtToSatang(claim.bonus),
    claimedAt: claim.claimedAt,
  }));
}
