/** The players list's query (search, status, page) and what it sends. Pure: query.test.ts. */
import type { USER_STATUSES } from '../api/schemas';
import { pageParams, type PageQuery } from '../api/client';

export type StatusFilter = 'all' | (typeof USER_STATUSES)[number];

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'banned'];

/** Rows per page the admin can choose (the API allows 100 at most). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface UserQuery extends PageQuery {
  /** Part of a username, name or id, as typed (sent trimmed). */
  search: string;
  status: StatusFilter;
}

export const DEFAULT_USER_QUERY: UserQuery = { search: '', status: 'all', page: 0, pageSize: 25 };

/** The query parameters of `GET /usersystem`: empty search and 'all' left out, pages from 1. */
export function userParams(query: UserQuery): Record<string, string | number | undefined> {
  const search = query.search.trim();
  return {
    search: search === '' ? undefined : search,
    status: query.status === 'all' ? undefined : query.status,
    ...pageParams(query),
  };
}

/** The status a ban or unban sets: the other one. */
export const toggledStatus = (status: string): 'active' | 'banned' =>
  status === 'banned' ? 'active' : 'banned';
