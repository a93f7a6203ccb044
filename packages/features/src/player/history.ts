/**
 * Pure logic of the history screen and the balance chart: filter and sort a history of any
 * size on the client (the API sends it whole), and the running balance per Bangkok day.
 * No React here: every function is unit-tested (history.test.ts).
 */
import type { Satang } from '../shared/money/money';
import type { Transaction, TransactionStatus, TransactionType } from './types';

/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface HistoryFilter {
  type: TransactionType | 'all';
  status: TransactionStatus | 'all';
  /** First Bangkok day included, `YYYY-MM-DD`, or '' for no lower bound. */
  from: string;
  /** Last Bangkok day included, `YYYY-MM-DD`, or '' for no upper bound. */
  to: string;
}

export const EMPTY_HISTORY_FILTER: HistoryFilter = { type: 'all', status: 'all', from: '', to: '' };

/** True when the filter narrows nothing. */
export function isFilterEmpty(filter: HistoryFilter): boolean {
  return filter.type === 'all' && filter.status === 'all' && filter.from === '' && filter.to === '';
}

/** Start of a Bangkok day in UTC milliseconds, or null when `day` is not a real `YYYY-MM-DD` date. */
export function bangkokDayStart(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, y = '', m = '', d = ''] = match;
  const utc = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const check = new Date(utc);
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(m) - 1) return null;
  if (check.getUTCDate() !== Number(d)) return null;
  return utc - BANGKOK_OFFSET_MS;
}

/** The Bangkok calendar day (`YYYY-MM-DD`) of an ISO instant. */
export function bangkokDay(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date range's problem: 'invalid' (not a date), 'order' (from after to), or null. */
export function dateRangeProblem(filter: Pick<HistoryFilter, 'from' | 'to'>): 'invalid' | 'order' | null {
  const from = filter.from === '' ? null : bangkokDayStart(filter.from);
  const to = filter.to === '' ? null : bangkokDayStart(filter.to);
  if ((filter.from !== '' && from === null) || (filter.to !== '' && to === null)) return 'invalid';
  if (from !== null && to !== null && from > to) return 'order';
  return null;
}

/**
 * The records that pass the filter, in their original order. The date range is inclusive and in
 * Bangkok days; a range whose `from` is after its `to` matches nothing (the screen refuses it
 * first). One pass, no copies of the records.
 */
export function filterHistory(records: readonly Transaction[], filter: HistoryFilter): Transaction[] {
  const fromDay = filter.from === '' ? null : bangkokDayStart(filter.from);
  const toDay = filter.to === '' ? null : bangkokDayStart(filter.to);
  const fromMs = fromDay ?? Number.NEGATIVE_INFINITY;
  const toMs = toDay === null ? Number.POSITIVE_INFINITY : toDay + DAY_MS;
  const byDate = fromDay !== null || toDay !== null;
  if (fromMs >= toMs) return [];
  return records.filter((record) => {
    if (filter.type !== 'all' && record.type !== filter.type) return false;
    if (filter.status !== 'all' && record.status !== filter.status) return false;
    if (byDate) {
      const time = Date.parse(record.createdAt);
      if (!(time >= fromMs && time < toMs)) return false;
    }
    return true;
  });
}

export type HistorySortKey = 'createdAt' | 'amount';
export interface HistorySort {
  key: HistorySortKey;
  direction: 'asc' | 'desc';
}

export const DEFAULT_HISTORY_SORT: HistorySort = { key: 'createdAt', direction: 'desc' };

/**
 * A sorted copy (stable: equal keys keep their order). Amounts compare by size, whatever their
 * direction: "largest first" lists the biggest deposits and withdrawals alike.
 */
export function sortHistory(records: readonly Transaction[], sort: HistorySort): Transaction[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const copy = records.slice();
  if (sort.key === 'amount') {
    copy.sort((a, b) => sign * (a.amountSatang - b.amountSatang));
  } else {
    copy.sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -sign : sign));
  }
  return copy;
}

/** The amount with its direction: deposits and bonuses positive, withdrawals negative. */
export function signedAmount(record: Pick<Transaction, 'type' | 'amountSatang'>): Satang {
  return record.type === 'withdraw' ? -record.amountSatang : record.amountSatang;
}

/**
 * What a transaction does to the spendable balance (docs/player-api.md 4.12): approved deposits
 * and bonuses add; withdrawals subtract from the moment they are requested (pending or approved);
 * rejected rows and pending deposits change nothing.
 */
export function balanceEffect(record: Pick<Transaction, 'type' | 'status' | 'amountSatang'>): Satang {
  if (record.type === 'withdraw') return record.status === 'rejected' ? 0 : -record.amountSatang;
  return record.status === 'approved' ? record.amountSatang : 0;
}

export interface BalancePoint {
  /** Bangkok day, `YYYY-MM-DD`. */
  day: string;
  /** Balance at the end of that day. */
  balanceSatang: Satang;
}

export interface RunningBalanceOptions {
  /**
   * The balance the last day must end on (the current balance). The series is shifted to meet it,
   * so a history that does not start from zero still draws the right levels.
   */
  endBalanceSatang?: Satang;
  /** Keep only the last `days` days. */
  days?: number;
}

/**
 * The balance at the end of every Bangkok day from the first transaction's day to the last one's,
 * days without activity carrying the previous balance. Records may come in any order.
 */
export function runningBalance(
  history: readonly Transaction[],
  options: RunningBalanceOptions = {},
): BalancePoint[] {
  if (history.length === 0) return [];
  const perDay = new Map<number, number>();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const record of history) {
    const time = Date.parse(record.createdAt);
    if (Number.isNaN(time)) continue;
    const day = Math.floor((time + BANGKOK_OFFSET_MS) / DAY_MS);
    perDay.set(day, (perDay.get(day) ?? 0) + balanceEffect(record));
    if (day < first) first = day;
    if (day > last) last = day;
  }
  if (first > last) return [];
  const points: BalancePoint[] = [];
  let running = 0;
  for (let day = first; day <= last; day += 1) {
    running += perDay.get(day) ?? 0;
    points.push({ day: new Date(day * DAY_MS).toISOString().slice(0, 10), balanceSatang: running });
  }
  const shift = options.endBalanceSatang === undefined ? 0 : options.endBalanceSatang - running;
  const kept = options.days !== undefined && options.days > 0 ? points.slice(-options.days) : points;
  return shift === 0 ? kept : kept.map((point) => ({ ...point, balanceSatang: point.balanceSatang + shift }));
}

/** The `count` most recent records, newest first. */
export function latest(records: readonly Transaction[], count: number): Transaction[] {
  return sortHistory(records, DEFAULT_HISTORY_SORT).slice(0, Math.max(0, count));
}
