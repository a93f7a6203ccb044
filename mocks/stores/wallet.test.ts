import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEMO_BANNED_PLAYER_ID as BANNED_PLAYER_ID, DEMO_PLAYER_ID } from '../data/accounts';
import { DEMO_BALANCE_SATANG, thaiBanks } from '../data/player';
import { demoHistory, HISTORY_DAYS, HISTORY_REFERENCE_DATE, transactionId } from '../data/player-history';
import type { Transaction as WalletTransaction } from '@pp/features/wire';
import { memoryStore, setMockStorage, StorageFailure, type KeyValueStore } from '../lib/persist';
import {
  getWallet,
  initialWallet,
  requestDeposit,
  requestWithdraw,
  resetWallets,
  saveWallet,
  setWalletClock,
  settleTransaction,
  walletKey,
  withWalletLock,
  type WalletResult,
} from './wallet';
import { bangkokDate, heldSatang, withdrawalsOnDay, withdrawHistory } from './wallet-rules';

/** 12:00 in Bangkok on the reference date. */
const NOON = new Date('2026-11-20T05:00:00.000Z');
let storage: KeyValueStore;

beforeEach(() => {
  storage = memoryStore();
  setMockStorage(storage);
  setWalletClock(() => NOON);
});
afterAll(() => setWalletClock(() => new Date()));

/** Approved deposits and bonuses minus withdrawals that are approved or still held. */
function ledgerBalance(history: WalletTransaction[]): number {
  return history.reduce((sum, tx) => {
    if (tx.type === 'withdraw') return tx.status === 'rejected' ? sum : sum - tx.amountSatang;
    return tx.status === 'approved' ? sum + tx.amountSatang : sum;
  }, 0);
}

function transaction(result: WalletResult): WalletTransaction {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.transaction;
}

/** A player with money and no history, so daily limits start from zero. */
function fund(playerId: string, satang: number): void {
  saveWallet({ ...initialWallet(playerId), balanceSatang: satang });
}

describe('demo history fixture', () => {
  const history = demoHistory();
  const oldestFirst = [...history].reverse();

  it('is deterministic and about 90 days long, up to the reference date', () => {
    expect(demoHistory()).toEqual(history);
    expect(history.length).toBeGreaterThanOrEqual(60);
    const days = new Set(history.map((tx) => bangkokDate(tx.createdAt)));
    expect([...days].sort().at(-1)).toBe(HISTORY_REFERENCE_DATE);
    const first = Date.parse(oldestFirst[0]?.createdAt ?? '');
    expect((Date.parse(`${HISTORY_REFERENCE_DATE}T23:59:59+07:00`) - first) / 86_400_000).toBeLessThan(
      HISTORY_DAYS,
    );
    expect(days.size).toBeGreaterThan(45);
  });

  it('is newest first, with unique ids in time order', () => {
    expect(new Set(history.map((tx) => tx.id)).size).toBe(history.length);
    const times = oldestFirst.map((tx) => tx.createdAt);
    expect(times).toEqual([...times].sort());
    expect(oldestFirst.map((tx) => tx.id)).toEqual([...oldestFirst.map((tx) => tx.id)].sort());
  });

  it('adds up to the demo balance of ฿1,250.50 with nothing held, never going below zero', () => {
    expect(ledgerBalance(history)).toBe(DEMO_BALANCE_SATANG);
    const approvedNet = history
      .filter((tx) => tx.status === 'approved')
      .reduce((sum, tx) => sum + (tx.type === 'withdraw' ? -tx.amountSatang : tx.amountSatang), 0);
    expect(approvedNet).toBe(DEMO_BALANCE_SATANG);
    expect(history.filter((tx) => tx.status === 'pending').every((tx) => tx.type === 'deposit')).toBe(true);
    let running = 0;
    for (const tx of oldestFirst) {
      running = ledgerBalance([tx]) + running;
      expect(running, tx.id).toBeGreaterThanOrEqual(0);
    }
  });

  it('has every type and status, Thai descriptions and withdrawals within the limits', () => {
    for (const type of ['deposit', 'withdraw', 'bonus'])
      expect(history.some((tx) => tx.type === type)).toBe(true);
    for (const status of ['pending', 'approved', 'rejected']) {
      expect(history.some((tx) => tx.status === status)).toBe(true);
    }
    expect(history.every((tx) => /[\u0E00-\u0E7F]/.test(tx.description))).toBe(true);
    for (const tx of withdrawHistory(initialWallet(DEMO_PLAYER_ID))) {
      expect(tx.amountSatang).toBeGreaterThanOrEqual(30_000);
      expect(tx.amountSatang).toBeLessThanOrEqual(5_000_000);
    }
    const codes = new Set(thaiBanks.map((bank) => bank.bankCode));
    for (const tx of history) expect(tx.bankCode === null || codes.has(tx.bankCode)).toBe(true);
  });
});

describe('wallet store', () => {
  it('starts the demo player from the fixture and everyone else from an empty wallet', () => {
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(125_050);
    expect(getWallet(DEMO_PLAYER_ID).history).toEqual(demoHistory());
    for (const id of [BANNED_PLAYER_ID, '123456']) {
      expect(getWallet(id)).toEqual({ playerId: id, balanceSatang: 0, history: [], nextSeq: 1 });
    }
  });

  it('records a pending deposit without touching the balance', () => {
    const tx = transaction(requestDeposit(DEMO_PLAYER_ID, 100_000, 'KBANK'));
    expect(tx).toEqual({
      id: transactionId(DEMO_PLAYER_ID, demoHistory().length + 1),
      type: 'deposit',
      amountSatang: 100_000,
      status: 'pending',
      description: 'ฝากเงินเข้าบัญชี กสิกรไทย',
      bankCode: 'KBANK',
      createdAt: NOON.toISOString(),
    });
    const wallet = getWallet(DEMO_PLAYER_ID);
    expect(wallet.balanceSatang).toBe(125_050);
    expect(wallet.history[0]).toEqual(tx);
    const next = transaction(requestDeposit(DEMO_PLAYER_ID, 10_000, 'SCB'));
    expect(next.id).toBe(transactionId(DEMO_PLAYER_ID, demoHistory().length + 2));
  });

  it('refuses deposits below 100 baht or into an unknown account', () => {
    expect(requestDeposit(DEMO_PLAYER_ID, 9_999, 'KBANK')).toMatchObject({
      ok: false,
      message: 'ขั้นต่ำ 100 บาท',
    });
    expect(requestDeposit(DEMO_PLAYER_ID, 10_000, null)).toMatchObject({ refusal: 'bankCode.required' });
    expect(requestDeposit(DEMO_PLAYER_ID, 10_000, 'BAY')).toMatchObject({ refusal: 'bankCode.unknown' });
    expect(getWallet(DEMO_PLAYER_ID).history).toHaveLength(demoHistory().length);
  });

  it('holds a withdrawal from the balance at once', () => {
    const tx = transaction(requestWithdraw(DEMO_PLAYER_ID, 50_000));
    expect(tx).toMatchObject({ type: 'withdraw', status: 'pending', amountSatang: 50_000, bankCode: null });
    const wallet = getWallet(DEMO_PLAYER_ID);
    expect(wallet.balanceSatang).toBe(75_050);
    expect(heldSatang(wallet)).toBe(50_000);
    expect(withdrawHistory(wallet)[0]).toEqual(tx);
    expect(ledgerBalance(wallet.history)).toBe(wallet.balanceSatang);
  });

  it('refuses withdrawals below the minimum or over the balance, holding nothing', () => {
    expect(requestWithdraw(DEMO_PLAYER_ID, 29_999)).toMatchObject({ message: 'ขั้นต่ำ 300 บาท' });
    expect(requestWithdraw(DEMO_PLAYER_ID, 125_051)).toMatchObject({ message: 'ยอดเงินไม่เพียงพอ' });
    transaction(requestWithdraw(DEMO_PLAYER_ID, 125_050));
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(0);
    expect(requestWithdraw(DEMO_PLAYER_ID, 30_000)).toMatchObject({ refusal: 'amount.insufficient' });
  });

  it('limits withdrawals per Bangkok day by total and by count, not counting rejected ones', () => {
    fund('200001', 20_000_000);
    transaction(requestWithdraw('200001', 4_000_000));
    expect(requestWithdraw('200001', 1_000_001)).toMatchObject({ message: 'สูงสุด 50,000 บาท' });
    const big = transaction(requestWithdraw('200001', 1_000_000));
    expect(withdrawalsOnDay(getWallet('200001'), NOON)).toEqual({ count: 2, totalSatang: 5_000_000 });
    transaction(settleTransaction('200001', big.id, 'rejected'));
    expect(withdrawalsOnDay(getWallet('200001'), NOON)).toEqual({ count: 1, totalSatang: 4_000_000 });
    for (let i = 0; i < 4; i += 1) transaction(requestWithdraw('200001', 30_000));
    expect(requestWithdraw('200001', 30_000)).toMatchObject({ message: 'ถอนเงินได้ไม่เกิน 5 ครั้งต่อวัน' });
    const midnight = new Date('2026-11-20T17:00:00.000Z'); // 00:00 on the 21st in Bangkok
    setWalletClock(() => midnight);
    expect(withdrawalsOnDay(getWallet('200001'), midnight)).toEqual({ count: 0, totalSatang: 0 });
    transaction(requestWithdraw('200001', 5_000_000));
  });

  it('counts 23:59 in Bangkok as the same day and 00:00 as the next', () => {
    fund('200002', 10_000_000);
    setWalletClock(() => new Date('2026-11-20T16:59:00.000Z'));
    for (let i = 0; i < 5; i += 1) transaction(requestWithdraw('200002', 30_000));
    expect(requestWithdraw('200002', 30_000)).toMatchObject({ refusal: 'amount.overDailyCount' });
    setWalletClock(() => new Date('2026-11-20T17:00:00.000Z'));
    transaction(requestWithdraw('200002', 30_000));
  });

  it('settles: approving a deposit credits it, rejecting a withdrawal gives the held amount back', () => {
    const deposit = transaction(requestDeposit(DEMO_PLAYER_ID, 100_000, 'SCB'));
    const withdrawal = transaction(requestWithdraw(DEMO_PLAYER_ID, 50_000));
    expect(transaction(settleTransaction(DEMO_PLAYER_ID, deposit.id, 'approved')).status).toBe('approved');
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(125_050 - 50_000 + 100_000);
    transaction(settleTransaction(DEMO_PLAYER_ID, withdrawal.id, 'rejected'));
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(225_050);
    expect(heldSatang(getWallet(DEMO_PLAYER_ID))).toBe(0);
    expect(settleTransaction(DEMO_PLAYER_ID, withdrawal.id, 'approved')).toMatchObject({
      refusal: 'transaction.notPending',
    });
    expect(settleTransaction(DEMO_PLAYER_ID, 'TX-nope', 'approved')).toMatchObject({
      refusal: 'transaction.notFound',
    });
    expect(ledgerBalance(getWallet(DEMO_PLAYER_ID).history)).toBe(225_050);
  });

  it('settles: approving a withdrawal or rejecting a deposit leaves the balance alone', () => {
    const deposit = transaction(requestDeposit(DEMO_PLAYER_ID, 100_000, 'SCB'));
    const withdrawal = transaction(requestWithdraw(DEMO_PLAYER_ID, 50_000));
    transaction(settleTransaction(DEMO_PLAYER_ID, deposit.id, 'rejected'));
    transaction(settleTransaction(DEMO_PLAYER_ID, withdrawal.id, 'approved'));
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(75_050);
  });
});

describe('persistence', () => {
  it('keeps each wallet under mock:wallet:<id> in the mock storage', () => {
    transaction(requestWithdraw(DEMO_PLAYER_ID, 30_000));
    expect(walletKey(DEMO_PLAYER_ID)).toBe('mock:wallet:100001');
    const stored: unknown = JSON.parse(storage.getItem('mock:wallet:100001') ?? 'null');
    expect(stored).toMatchObject({ playerId: DEMO_PLAYER_ID, balanceSatang: 95_050 });
  });

  it('survives a reload: fresh modules reading the same storage see the same wallet', async () => {
    const tx = transaction(requestWithdraw(DEMO_PLAYER_ID, 30_000));
    transaction(requestDeposit('100009', 20_000, 'KTB'));
    vi.resetModules();
    const persist = await import('../lib/persist');
    const wallet = await import('./wallet');
    persist.setMockStorage(storage);
    expect(wallet.getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(95_050);
    expect(wallet.getWallet(DEMO_PLAYER_ID).history[0]).toEqual(tx);
    expect(wallet.getWallet('100009').history).toHaveLength(1);
    wallet.resetWallets();
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(125_050);
  });

  it('refuses to guess a corrupt wallet (bad JSON, a wrong shape, another player’s) and never writes over it', () => {
    for (const [id, raw] of [
      [DEMO_PLAYER_ID, '{not json'],
      [DEMO_PLAYER_ID, JSON.stringify({ playerId: DEMO_PLAYER_ID, balanceSatang: 'lots' })],
      ['100003', JSON.stringify({ ...initialWallet('100004'), balanceSatang: 5 })],
    ] as const) {
      storage.setItem(`mock:wallet:${id}`, raw);
      expect(() => getWallet(id)).toThrow(StorageFailure);
      expect(() => requestDeposit(id, 50_000, 'KBANK')).toThrow(expect.objectContaining({ kind: 'corrupt' }));
      expect(() => requestWithdraw(id, 30_000)).toThrow(StorageFailure);
      expect(storage.getItem(`mock:wallet:${id}`)).toBe(raw);
    }
  });

  it('withWalletLock runs read-modify-writes of one wallet one after another: no update is lost', async () => {
    const deposit = () =>
      withWalletLock('100009', async () => {
        const state = getWallet('100009');
        await new Promise((resolve) => setTimeout(resolve, 5));
        saveWallet({ ...state, balanceSatang: state.balanceSatang + 100 });
      });
    const failing = withWalletLock('100009', () => Promise.reject(new Error('refused')));
    await Promise.all([deposit(), failing.catch(() => undefined), deposit(), deposit()]);
    expect(getWallet('100009').balanceSatang).toBe(300);
  });

  it('keeps nothing of a transaction the store is too full to write', () => {
    transaction(requestWithdraw(DEMO_PLAYER_ID, 30_000));
    const before = storage.getItem('mock:wallet:100001');
    const setItem = storage.setItem.bind(storage);
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      expect(() => requestWithdraw(DEMO_PLAYER_ID, 30_000)).toThrow(
        expect.objectContaining({ kind: 'full' }),
      );
      expect(() => requestDeposit('100009', 50_000, 'KBANK')).toThrow(StorageFailure);
    } finally {
      storage.setItem = setItem;
    }
    expect(storage.getItem('mock:wallet:100001')).toBe(before);
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(95_050);
  });

  it('resetWallets forgets every wallet written', () => {
    transaction(requestWithdraw(DEMO_PLAYER_ID, 30_000));
    fund('100005', 1_000);
    resetWallets();
    expect(storage.getItem('mock:wallet:100001')).toBeNull();
    expect(storage.getItem('mock:wallet:100005')).toBeNull();
    expect(storage.getItem('mock:wallet:index')).toBeNull();
    expect(getWallet(DEMO_PLAYER_ID)).toEqual(initialWallet(DEMO_PLAYER_ID));
    expect(getWallet('100005').balanceSatang).toBe(0);
  });
});
