/**
 * The back office's view of every player's deposits and withdrawals (docs/player-api.md, 7):
 * read from the wallet store, the one source of money, through an index kept per mock storage.
 * Each wallet's rows are re-read only when its stored value changed (the raw text is compared), and
 * the rows of a changed wallet are merged into the ordered list (a full sort only when the set of
 * wallets changes), so a filter and a page are one pass over an ordered array, even with 100,000
 * transactions.
 *
 * Order: pending first (oldest first), then settled ones newest first.
 */
import type { Transaction as WalletTransaction } from '@pp/features/wire';

import { mockStorage, type KeyValueStore } from '../lib/persist';
import { depositSlip, getWallet, storedWalletIds, walletKey, type StoredTransaction } from './wallet';

/** One deposit or withdrawal with its player. */
export interface AdminRow {
  tx: StoredTransaction;
  playerId: string;
}

interface WalletRows {
  raw: string | null;
  rows: AdminRow[];
}

interface Index {
  wallets: Map<string, WalletRows>;
  ordered: AdminRow[];
  ids: string;
}

const indexes = new WeakMap<KeyValueStore, Index>();

const isSettleable = (tx: WalletTransaction) => tx.type === 'deposit' || tx.type === 'withdraw';

function rowsOf(playerId: string): AdminRow[] {
  return getWallet(playerId)
    .history.filter(isSettleable)
    .map((tx) => ({ tx, playerId }));
}

/** Plain code-unit order: ISO times and ids are ASCII (and `localeCompare` is ten times slower). */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Pending first, oldest first; then settled, newest first (ties by id, for a stable order). */
export function compareRows(a: AdminRow, b: AdminRow): number {
  const pendingA = a.tx.status === 'pending';
  const pendingB = b.tx.status === 'pending';
  if (pendingA !== pendingB) return pendingA ? -1 : 1;
  const byTime = order(a.tx.createdAt, b.tx.createdAt) || order(a.tx.id, b.tx.id);
  return pendingA ? byTime : -byTime;
}

/**
 * Every deposit and withdrawal of `playerIds` (plus every stored wallet), ordered. Re-reads only the
 * wallets whose stored text changed since the last call on this storage.
 */
export function allRows(playerIds: readonly string[]): AdminRow[] {
  const store = mockStorage();
  let index = indexes.get(store);
  if (!index) {
    index = { wallets: new Map(), ordered: [], ids: '' };
    indexes.set(store, index);
  }
  const ids = [...new Set([...playerIds, ...storedWalletIds()])];
  const idsKey = ids.join(',');
  let rebuild = idsKey !== index.ids;
  const seen = new Set(ids);
  for (const id of [...index.wallets.keys()]) {
    if (!seen.has(id)) {
      index.wallets.delete(id);
      rebuild = true;
    }
  }
  const changed = new Set<string>();
  for (const id of ids) {
    const raw = store.getItem(walletKey(id));
    const cached = index.wallets.get(id);
    if (cached && cached.raw === raw) continue;
    index.wallets.set(id, { raw, rows: rowsOf(id) });
    changed.add(id);
  }
  if (rebuild) {
    const merged: AdminRow[] = [];
    for (const wallet of index.wallets.values()) for (const row of wallet.rows) merged.push(row);
    merged.sort(compareRows);
    index.ordered = merged;
    index.ids = idsKey;
  } else if (changed.size > 0) {
    // A few wallets changed (a deposit, a settlement): their old rows out, their new rows merged in.
    const kept = index.ordered.filter((row) => !changed.has(row.playerId));
    const fresh = [...changed].flatMap((id) => index.wallets.get(id)?.rows ?? []).sort(compareRows);
    index.ordered = mergeOrdered(kept, fresh);
  }
  return index.ordered;
}

/** Two lists already in `compareRows` order, as one. */
function mergeOrdered(left: readonly AdminRow[], right: readonly AdminRow[]): AdminRow[] {
  const merged: AdminRow[] = new Array<AdminRow>(left.length + right.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    merged[k++] =
      compareRows(left[i] as AdminRow, right[j] as AdminRow) <= 0
        ? (left[i++] as AdminRow)
        : (right[j++] as AdminRow);
  }
  while (i < left.length) merged[k++] = left[i++] as AdminRow;
  while (j < right.length) merged[k++] = right[j++] as AdminRow;
  return merged;
}

/** The filters of `GET /transaction`. */
export interface TransactionFilter {
  type?: 'deposit' | 'withdraw';
  status?: 'pending' | 'approved' | 'rejected';
  /** Matched against the id and the username (lower case, part of it). */
  player?: string;
  /** Bangkok days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** One page of the matching rows, and how many match in all: one pass over the ordered list. */
export function pageOfRows(
  rows: readonly AdminRow[],
  filter: TransactionFilter,
  page: number,
  pageSize: number,
  usernames: ReadonlyMap<string, string>,
): { items: AdminRow[]; total: number } {
  const wanted = filter.player?.trim().toLowerCase() ?? '';
  const playerMatch = new Map<string, boolean>();
  const matchesPlayer = (id: string) => {
    let hit = playerMatch.get(id);
    if (hit === undefined) {
      hit = id.includes(wanted) || (usernames.get(id) ?? '').toLowerCase().includes(wanted);
      playerMatch.set(id, hit);
    }
    return hit;
  };
  // The Bangkok days as UTC instants: the rows' ISO times compare as text, no date per row.
  const from = filter.from ? bangkokDayStart(filter.from, 0) : '';
  const to = filter.to ? bangkokDayStart(filter.to, 1) : '';
  const start = (page - 1) * pageSize;
  const items: AdminRow[] = [];
  let total = 0;
  for (const row of rows) {
    if (filter.type && row.tx.type !== filter.type) continue;
    if (filter.status && row.tx.status !== filter.status) continue;
    if (from && row.tx.createdAt < from) continue;
    if (to && row.tx.createdAt >= to) continue;
    if (wanted && !matchesPlayer(row.playerId)) continue;
    if (total >= start && items.length < pageSize) items.push(row);
    total += 1;
  }
  return { items, total };
}

/** The UTC ISO instant at which Bangkok day `day` (YYYY-MM-DD) plus `plusDays` starts. */
function bangkokDayStart(day: string, plusDays: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000+07:00`) + plusDays * 86_400_000).toISOString();
}

/** The player of a transaction id (`TX-<player>-<sequence>`), or null. */
export function playerOfTransaction(txId: string): string | null {
  return /^TX-(\d+)-/.exec(txId)?.[1] ?? null;
}

/** A stored deposit or withdrawal by id, with its player; null when unknown. */
export function findTransaction(txId: string): AdminRow | null {
  const playerId = playerOfTransaction(txId);
  if (!playerId) return null;
  const tx = getWallet(playerId).history.find((item) => item.id === txId);
  return tx && isSettleable(tx) ? { tx, playerId } : null;
}

export { depositSlip };
