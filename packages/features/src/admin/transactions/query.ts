/**
 * The queue's query as the screen keeps it (filters and page), what it sends to the server, and how
 * long a pending transaction has waited. Pure: unit-tested in query.test.ts.
 */
import { ADMIN_TRANSACTION_TYPES, type TRANSACTION_STATUSES } from '../api/schemas';
import { pageParams, type PageQuery } from '../api/client';

export type TypeFilter = 'all' | (typeof ADMIN_TRANSACTION_TYPES)[number];
export type StatusFilter = 'all' | (typeof TRANSACTION_STATUSES)[number];

export const TYPE_FILTERS: readonly TypeFilter[] = ['all', ...ADMIN_TRANSACTION_TYPES];
export const STATUS_FILTERS: readonly StatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** Rows per page the admin can choose (the API allows 100 at most). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface TransactionFilter {
  type: TypeFilter;
  status: StatusFilter;
  /** Part of a username or name, as typed (sent trimmed). */
  player: string;
  /** Bangkok days, `YYYY-MM-DD`, or '' for none. */
  from: string;
  to: string;
}

export type TransactionQuery = TransactionFilter & PageQuery;

/** The queue opens on what needs doing: the pending ones. */
export const DEFAULT_FILTER: TransactionFilter = {
  type: 'all',
  status: 'pending',
  player: '',
  from: '',
  to: '',
};

export const DEFAULT_QUERY: TransactionQuery = { ...DEFAULT_FILTER, page: 0, pageSize: 25 };

const DAY = /^\d{4}-\d\d-\d\d$/;

/** A real calendar day `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** What is wrong with the date range: a day that is not one, or `to` before `from`. */
export function dateRangeProblem({
  from,
  to,
}: Pick<TransactionFilter, 'from' | 'to'>): 'from' | 'to' | 'order' | null {
  if (from !== '' && !isDay(from)) return 'from';
  if (to !== '' && !isDay(to)) return 'to';
  if (from !== '' && to !== '' && from > to) return 'order';
  return null;
}

/** Whether the filter differs from the queue's default (pending, everything else open). */
export const isDefaultFilter = (filter: TransactionFilter): boolean =>
  filter.type === DEFAULT_FILTER.type &&
  filter.status === DEFAULT_FILTER.status &&
  filter.player.trim() === '' &&
  filter.from === '' &&
  filter.to === '';

/**
 * The query parameters of `GET /transaction`: 'all' and empty filters left out, the player
 * trimmed, a date range with a problem not sent (the field says why), pages counted from 1.
 */
export function transactionParams(query: TransactionQuery): Record<string, string | number | undefined> {
  const player = query.player.trim();
  const datesOk = dateRangeProblem(query) === null;
  return {
    type: query.type === 'all' ? undefined : query.type,
    status: query.status === 'all' ? undefined : query.status,
    player: player === '' ? undefined : player,
    from: datesOk && query.from !== '' ? query.from : undefined,
    to: datesOk && query.to !== '' ? query.to : undefined,
    ...pageParams(query),
  };
}

/** How long a transaction has waited, in the largest units that read well. */
export type WaitTime =
  | { unit: 'underMinute' }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

const MINUTE = 60_000;

/**
 * The wait from `createdAt` to `now` (the screen's clock): under a minute, minutes, hours and
 * minutes (under a day), days and hours. A `createdAt` after `now` (clocks apart) is under a minute.
 */
export function waitTime(createdAt: string, now: Date): WaitTime {
  const waited = Math.floor((now.getTime() - Date.parse(createdAt)) / MINUTE);
  if (!Number.isFinite(waited) || waited < 1) return { unit: 'underMinute' };
  if (waited < 60) return { unit: 'minutes', minutes: waited };
  if (waited < 24 * 60) return { unit: 'hours', hours: Math.floor(waited / 60), minutes: waited % 60 };
  const hours = Math.floor(waited / 60);
  return { unit: 'days', days: Math.floor(hours / 24), hours: hours % 24 };
}
