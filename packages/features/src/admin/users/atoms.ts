/**
 * State of the players screen (DESIGN.md "Data flow"): the list's query in an atom, its page and
 * the registration counts from the server, one player's detail (balance, history, received
 * promotions) under the list's prefix, and ban/unban, which reloads list, count and detail.
 */
import type { QueryKey } from '@tanstack/query-core';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';

import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { adminApi } from '../api/client';
import {
  fetchPlayerBalance,
  fetchPlayerHistory,
  fetchReceivedPromotions,
  fetchUserCount,
  fetchUsers,
  postUserStatus,
  type AdminUser,
  type UserStatus,
} from './api';
import { DEFAULT_USER_QUERY, userParams, type UserQuery } from './query';

/** The list's search, status and page (kept while the admin opens other screens). */
export const userQueryAtom = atom<UserQuery>(DEFAULT_USER_QUERY);

export const usersAtom = atomWithApiQuery((get) => {
  const query = get(userQueryAtom);
  return {
    queryKey: queryKeys.admin.users(userParams(query)),
    queryFn: ({ signal }) => fetchUsers(adminApi(get), query, signal),
    placeholderData: (previous) => previous,
  };
});

export const userCountAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.admin.userCount,
  queryFn: ({ signal }) => fetchUserCount(adminApi(get), signal),
}));

/** A player's detail reads, under the users prefix: a ban reloads them with the list. */
const detailKey = (id: string, part: string): QueryKey => [...queryKeys.admin.users(), 'detail', id, part];

export const playerBalanceAtom = atomFamily((id: string) =>
  atomWithApiQuery((get) => ({
    queryKey: detailKey(id, 'balance'),
    queryFn: ({ signal }) => fetchPlayerBalance(adminApi(get), id, signal),
  })),
);

export const playerHistoryAtom = atomFamily((id: string) =>
  atomWithApiQuery((get) => ({
    queryKey: detailKey(id, 'history'),
    queryFn: ({ signal }) => fetchPlayerHistory(adminApi(get), id, signal),
  })),
);

export const receivedPromotionsAtom = atomFamily((id: string) =>
  atomWithApiQuery((get) => ({
    queryKey: detailKey(id, 'received-promotions'),
    queryFn: ({ signal }) => fetchReceivedPromotions(adminApi(get), id, signal),
  })),
);

/** Bans or unbans a player; the list, the counts and the detail load again. */
export const userStatusAtom = atomWithApiWrite<{ id: string; status: UserStatus }, AdminUser>((get) => ({
  write: ({ id, status }, { idempotencyKey }) =>
    postUserStatus(adminApi(get), id, status, { idempotencyKey }),
  invalidates: () => [queryKeys.admin.users(), queryKeys.admin.userCount],
}));
