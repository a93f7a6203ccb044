/**
 * Per-player wallet of the mock player API: balance in integer satang and the transaction history,
 * kept in `mockStorage()` under 'mock:wallet:<id>' so the app's mock mode survives a reload.
 * Nothing is cached in memory: every call reads the store, so a reload sees exactly what was written.
 *
 * Balance rule: approved deposits and bonuses add; a withdrawal is held (subtracted) as soon as it is
 * requested, and given back only when it is rejected. Pending deposits add nothing until approved.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';

import { DEMO_PLAYER_ID, DEMO_TURNOVER_PLAYER_ID } from '../data/accounts';
import { seedPlayerById } from '../data/admin-seed';
import { DEMO_BALANCE_SATANG, withdrawSetting } from '../data/player';
import { TURNOVER_BALANCE_SATANG, turnoverHistory } from '../data/turnover-player';
import { demoHistory, depositDescription, transactionId, WITHDRAW_DESCRIPTION } from '../data/player-history';
import { playerWire } from '@pp/features/wire';
import type {
  TransactionStatus,
  Transaction as WalletTransaction,
  WithdrawSettingWire as WithdrawSetting,
} from '@pp/features/wire';
import { mockStorage, readJson, readJsonStrict, StorageFailure, writeJson } from '../lib/persist';
import { forgetAnswers } from './idempotency';
import { forgetSlips } from './slips';
import {
  depositRefusal,
  type Refusal,
  settlementEffect,
  walletMessages,
  type WalletState,
  withdrawRefusal,
} from './wallet-rules';

/** Result of a wallet write. */
export type WalletResult =
  { ok: true; transaction: WalletTransaction; state: WalletState } | ({ ok: false } & Refusal);

const KEY_PREFIX = `${BROWSER_BACKEND_PREFIX}wallet:`;
const INDEX_KEY = `${BROWSER_BACKEND_PREFIX}wallet:index`;

/** Storage key of a player's wallet. */
export function walletKey(playerId: string): string {
  return `${KEY_PREFIX}${playerId}`;
}

let clock: () => Date = () => new Date();

/** Replaces the clock that stamps new transactions and decides what "today" is (tests pin it). */
export function setWalletClock(next: () => Date): void {
  clock = next;
}

/** Now, by the wallet's clock (the promotion rules count their 24 hours by it). */
export function walletTime(): Date {
  return clock();
}

/** The wallet a player starts from: the demo history for the demo player, empty for everyone else. */
export function initialWallet(playerId: string): WalletState {
  if (playerId === DEMO_TURNOVER_PLAYER_ID) {
    const history = turnoverHistory();
    return { playerId, balanceSatang: TURNOVER_BALANCE_SATANG, history, nextSeq: history.length + 1 };
  }
  const seeded = seedPlayerById(playerId);
  if (seeded) {
    const history = structuredClone(seeded.history);
    return { playerId, balanceSatang: seeded.balanceSatang, history, nextSeq: history.length + 1 };
  }
  if (playerId !== DEMO_PLAYER_ID) return { playerId, balanceSatang: 0, history: [], nextSeq: 1 };
  const history = demoHistory();
  return { playerId, balanceSatang: DEMO_BALANCE_SATANG, history, nextSeq: history.length + 1 };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isTransaction(value: unknown): value is WalletTransaction {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (playerWire.TRANSACTION_TYPES as readonly unknown[]).includes(value.type) &&
    Number.isSafeInteger(value.amountSatang) &&
    (value.status === 'pending' || value.status === 'approved' || value.status === 'rejected') &&
    typeof value.description === 'string' &&
    (value.bankCode === null || typeof value.bankCode === 'string') &&
    typeof value.createdAt === 'string'
  );
}

function isWalletState(value: unknown): value is WalletState {
  return (
    isRecord(value) &&
    typeof value.playerId === 'string' &&
    Number.isSafeInteger(value.balanceSatang) &&
    Number.isSafeInteger(value.nextSeq) &&
    Array.isArray(value.history) &&
    value.history.every(isTransaction)
  );
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Reads a player's wallet: its initial state when nothing is stored. A stored value that cannot be
 * read (corrupt JSON, a wrong shape, another player's wallet) throws a `StorageFailure` and is left
 * as it is: money records are never replaced by a guess.
 */
export function getWallet(playerId: string): WalletState {
  const key = walletKey(playerId);
  const stored = readJsonStrict(key, isWalletState);
  if (stored === null) return initialWallet(playerId);
  if (stored.playerId !== playerId) throw new StorageFailure('corrupt', key);
  return stored;
}

/**
 * Writes a player's wallet and remembers its id for `resetWallets`. The index goes first, so when
 * the store is full the wallet write is the one that fails and nothing of the transaction is kept.
 */
export function saveWallet(state: WalletState): void {
  const ids = readJson(INDEX_KEY, () => [], isIdList);
  if (!ids.includes(state.playerId)) writeJson(INDEX_KEY, [...ids, state.playerId]);
  writeJson(walletKey(state.playerId), state);
}

/** Where there are no Web Locks (Node tests): the last write queued per wallet, in this process. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs one read-modify-write of a player's wallet alone: across tabs of the app (each runs its own
 * mock, all sharing localStorage) through a Web Lock named after the wallet, so two tabs writing at
 * once never lose an update; without Web Locks, queued in this process.
 */
export async function withWalletLock<T>(playerId: string, run: () => Promise<T>): Promise<T> {
  const name = walletKey(playerId);
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request(name, run);
  const result = (queues.get(name) ?? Promise.resolve()).then(run, run);
  queues.set(
    name,
    result.catch(() => undefined),
  );
  return result;
}

/** The ids of every stored wallet (written at least once). */
export function storedWalletIds(): string[] {
  return readJson(INDEX_KEY, () => [], isIdList);
}

/** Forgets every stored wallet (and the deposits' slips): each player is back to the initial state. */
export function resetWallets(): void {
  const store = mockStorage();
  for (const id of readJson(INDEX_KEY, () => [], isIdList)) store.removeItem(walletKey(id));
  store.removeItem(INDEX_KEY);
  forgetAnswers();
  forgetSlips();
}

function append(
  state: WalletState,
  draft: Omit<WalletTransaction, 'id' | 'createdAt'>,
  balanceChange: number,
): WalletResult {
  const transaction: WalletTransaction = {
    id: transactionId(state.playerId, state.nextSeq),
    ...draft,
    createdAt: clock().toISOString(),
  };
  const next: WalletState = {
    ...state,
    balanceSatang: state.balanceSatang + balanceChange,
    history: [transaction, ...state.history],
    nextSeq: state.nextSeq + 1,
  };
  saveWallet(next);
  return { ok: true, transaction, state: next };
}

const refuse = (problem: Refusal): WalletResult => ({ ok: false, ...problem });

/** The credits the site pays in itself (no request, no approval): promotion bonus, code, cashback, commission, prize. */
export type CreditType = Exclude<WalletTransaction['type'], 'deposit' | 'withdraw'>;

/**
 * Pays a credit into the balance at once: an approved row of `type` at the top of the history and
 * the balance up by `amountSatang`. The caller holds the wallet lock (`withWalletLock`).
 */
export function creditWallet(
  playerId: string,
  type: CreditType,
  amountSatang: number,
  description: string,
): WalletResult {
  const draft = { type, amountSatang, status: 'approved' as const, description, bankCode: null };
  return append(getWallet(playerId), draft, amountSatang);
}

/**
 * What the wallet keeps of a deposit's transfer slip (docs/player-api.md, 5.1): its metadata and the
 * object key the image is stored under. The image itself is kept apart, by that key, in the slip
 * store (stores/slips.ts: IndexedDB in the app, memory in tests), so a wallet stays small in
 * browser storage; the back office reads it at `GET /transaction/{txId}/slip`.
 */
export interface SlipRecord {
  /** 'slips/<player id>/<transaction id>.<jpg|png|webp>'. */
  key: string;
  /** The file name the player's browser gave. */
  name: string;
  /** 'image/jpeg', 'image/png' or 'image/webp', read from the file's first bytes. */
  type: string;
  /** Bytes. */
  size: number;
}

/** A slip as the deposit handler hands it over: everything but the key, which the wallet gives. */
export type SlipUpload = Omit<SlipRecord, 'key'>;

const slipEnding = (type: string) => (type === 'image/jpeg' ? 'jpg' : type.replace('image/', ''));

/** The slip a stored deposit carries, or null when it has none. */
export function depositSlip(tx: WalletTransaction): SlipRecord | null {
  const { slip } = tx as WalletTransaction & { slip?: unknown };
  if (!isRecord(slip)) return null;
  const { key, name, type, size } = slip;
  return typeof key === 'string' &&
    typeof name === 'string' &&
    typeof type === 'string' &&
    typeof size === 'number'
    ? { key, name, type, size }
    : null;
}

/**
 * Records a pending deposit (no balance change until approved). `bankCode`: company bank paid into;
 * `slip`: the transfer slip's metadata, kept on the stored deposit with its object key.
 */
export function requestDeposit(
  playerId: string,
  amountSatang: number,
  bankCode: string | null,
  slip: SlipUpload | null = null,
): WalletResult {
  const problem = depositRefusal(amountSatang, bankCode);
  if (problem) return refuse(problem);
  const description = depositDescription(bankCode ?? '');
  const state = getWallet(playerId);
  const key = `slips/${playerId}/${transactionId(playerId, state.nextSeq)}`;
  const draft = {
    type: 'deposit' as const,
    amountSatang,
    status: 'pending' as const,
    description,
    bankCode,
    ...(slip ? { slip: { key: `${key}.${slipEnding(slip.type)}`, ...slip } } : {}),
  };
  return append(state, draft, 0);
}

/** Records a pending withdrawal and holds its amount from the balance at once. */
export function requestWithdraw(
  playerId: string,
  amountSatang: number,
  setting: WithdrawSetting = withdrawSetting,
): WalletResult {
  const state = getWallet(playerId);
  const problem = withdrawRefusal(state, amountSatang, setting, clock());
  if (problem) return refuse(problem);
  const draft = {
    type: 'withdraw' as const,
    amountSatang,
    status: 'pending' as const,
    description: WITHDRAW_DESCRIPTION,
    bankCode: null,
  };
  return append(state, draft, -amountSatang);
}

/** How a transaction was settled by the back office, kept on the stored row. */
export interface Settlement {
  /** Why it was rejected (shown to the player). */
  reason?: string | null;
  settledAt: string;
  /** The admin's username. */
  settledBy: string;
}

/** A stored transaction with what the back office adds to it (all absent on a player's own rows). */
export type StoredTransaction = WalletTransaction & {
  reason?: string | null;
  settledAt?: string | null;
  settledBy?: string | null;
};

/**
 * Approves or rejects a pending transaction (the back office, docs/player-api.md 7): an approved
 * deposit credits the balance, a rejected withdrawal gives the held amount back. `settlement`, when
 * given, is stored on the row (reason, when and by whom).
 */
export function settleTransaction(
  playerId: string,
  txId: string,
  status: Exclude<TransactionStatus, 'pending'>,
  settlement?: Settlement,
): WalletResult {
  const state = getWallet(playerId);
  const tx = state.history.find((item) => item.id === txId);
  if (!tx) return refuse({ refusal: 'transaction.notFound', message: walletMessages.notFound });
  if (tx.status !== 'pending') {
    return refuse({ refusal: 'transaction.notPending', message: walletMessages.notPending });
  }
  const settled: StoredTransaction = { ...tx, status, ...(settlement ?? {}) };
  const next: WalletState = {
    ...state,
    balanceSatang: state.balanceSatang + settlementEffect(tx, status),
    history: state.history.map((item) => (item.id === txId ? settled : item)),
  };
  saveWallet(next);
  return { ok: true, transaction: settled, state: next };
}
