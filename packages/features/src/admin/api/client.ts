/**
 * What every back-office call shares: the client (the player/admin API host, the admin's token),
 * the paging parameters and the page a list answers. Each screen's calls live beside it
 * (`<screen>/api.ts`) and read their bodies through `adminResponses`.
 */
import type { Getter } from 'jotai';

import { clientsAtom } from '../../shared/api/http';

export { idempotencyHeaders } from '../../shared/query/idempotency';

/** The API client of the back office: the player API's, with the admin's token. */
export const adminApi = (get: Getter) => get(clientsAtom).player;

/** A list's page as the screens keep it: zero-based, like the DataTable's. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The query parameters of a page: the API counts pages from 1. */
export const pageParams = ({ page, pageSize }: PageQuery) => ({ page: page + 1, pageSize });

/** One page of a list and the count of every matching row. */
export interface Page<T> {
  items: T[];
  total: number;
}
