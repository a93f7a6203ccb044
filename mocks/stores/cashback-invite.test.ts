import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_BANNED_PLAYER_ID, DEMO_PLAYER_ID } from '../data/accounts';
import { DEMO_BALANCE_SATANG } from '../data/player';
import { memoryStore, setMockStorage, StorageFailure, type KeyValueStore } from '../lib/persist';
import {
  cashbackCheck,
  cashbackOf,
  claimCashback,
  claimCommission,
  claimMessages,
  inviteSummaryNow,
  lastCompletedWeek,
  resetCashbackInvite,
  setCashbackClock,
} from './cashback-invite';
import { getWallet, setWalletClock } from './wallet';

const NOON = new Date('2026-11-20T05:00:00.000Z');
let storage: KeyValueStore;

beforeEach(() => {
  storage = memoryStore();
  setMockStorage(storage);
  setWalletClock(() => NOON);
  resetCashbackInvite();
});
afterAll(() => {
  setWalletClock(() => new Date());
  resetCashbackInvite();
});

describe('the last completed week (Monday 00:00 to Sunday 24:00, Bangkok)', () => {
  it('is the week before the one `now` falls in, with the next Monday to claim', () => {
    expect(lastCompletedWeek(new Date('2026-11-23T05:00:00.000Z'))).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      nextClaimDate: '2026-11-30',
    });
  });

  it('turns at midnight in Bangkok, not in UTC', () => {
    // Sunday 23:59 in Bangkok: 22 November is still the current week.
    expect(lastCompletedWeek(new Date('2026-11-22T16:59:00.000Z')).start).toBe('2026-11-09');
    // Monday 00:00 in Bangkok (Sunday 17:00 UTC): the week of 16 November is complete.
    expect(lastCompletedWeek(new Date('2026-11-22T17:00:00.000Z')).start).toBe('2026-11-16');
  });

  it('crosses a month and a year', () => {
    expect(lastCompletedWeek(new Date('2027-01-01T05:00:00.000Z'))).toEqual({
      start: '2026-12-21',
      end: '2026-12-27',
      nextClaimDate: '2027-01-04',
    });
  });
});

describe('cashbackOf', () => {
  it('pays the percent of a loss, floored to the satang', () => {
    expect(cashbackOf(240_000)).toBe(12_000);
    expect(cashbackOf(20_099)).toBe(1_004);
  });

  it('pays nothing for a win, an even week or below the minimum payout', () => {
    expect(cashbackOf(-125_000)).toBe(0);
    expect(cashbackOf(0)).toBe(0);
    expect(cashbackOf(19_999)).toBe(0);
    expect(cashbackOf(20_000)).toBe(1_000);
  });

  it('pays at most the maximum payout', () => {
    expect(cashbackOf(100_000_000)).toBe(500_000);
  });
});

describe('cashback of the demo player', () => {
  it('has ฿120 to claim for the week of 16 November at the fixed demo moment', () => {
    expect(cashbackCheck(DEMO_PLAYER_ID)).toEqual({
      playerId: DEMO_PLAYER_ID,
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      netLoss: 2400,
      amount: 120,
      claimable: 120,
      claimed: false,
      nextClaimDate: '2026-11-30',
    });
  });

  it('pays ฿120 into the balance once, with a cashback row, then refuses with 409', () => {
    const paid = claimCashback(DEMO_PLAYER_ID);
    expect(paid).toMatchObject({
      ok: true,
      transaction: { type: 'cashback', amountSatang: 12_000, status: 'approved', bankCode: null },
    });
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(DEMO_BALANCE_SATANG + 12_000);
    expect(cashbackCheck(DEMO_PLAYER_ID)).toMatchObject({ amount: 120, claimable: 0, claimed: true });
    expect(claimCashback(DEMO_PLAYER_ID)).toEqual({
      ok: false,
      status: 409,
      code: 'cashback.alreadyClaimed',
      message: claimMessages.alreadyClaimed,
    });
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(DEMO_BALANCE_SATANG + 12_000);
  });

  it('may claim again the next week, for that week', () => {
    claimCashback(DEMO_PLAYER_ID);
    setCashbackClock(() => new Date('2026-11-09T05:00:00.000Z'));
    expect(cashbackCheck(DEMO_PLAYER_ID)).toMatchObject({ weekStart: '2026-11-02', claimable: 155 });
    expect(claimCashback(DEMO_PLAYER_ID)).toMatchObject({ ok: true, transaction: { amountSatang: 15_500 } });
  });

  it('has nothing to claim after a winning week or a week not played', () => {
    for (const now of ['2026-11-16T05:00:00.000Z', '2026-11-30T05:00:00.000Z']) {
      setCashbackClock(() => new Date(now));
      expect(cashbackCheck(DEMO_PLAYER_ID)).toMatchObject({ netLoss: 0, amount: 0, claimable: 0 });
      expect(claimCashback(DEMO_PLAYER_ID)).toMatchObject({
        ok: false,
        status: 400,
        code: 'cashback.nothingToClaim',
      });
    }
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(DEMO_BALANCE_SATANG);
  });

  it('forgets the claim when the wallet cannot be written, so nothing is half paid', () => {
    const original = storage.setItem;
    storage.setItem = (key, value) => {
      if (key.startsWith('mock:wallet:')) throw new Error('QuotaExceededError');
      original(key, value);
    };
    expect(() => claimCashback(DEMO_PLAYER_ID)).toThrow(StorageFailure);
    storage.setItem = original;
    expect(cashbackCheck(DEMO_PLAYER_ID)).toMatchObject({ claimable: 120, claimed: false });
  });
});

describe('invite commission', () => {
  it('pays the ฿120.25 waiting into the balance, then refuses below the minimum', () => {
    expect(inviteSummaryNow(DEMO_PLAYER_ID)).toMatchObject({
      totalCommission: 845.5,
      pendingCommission: 120.25,
    });
    expect(claimCommission(DEMO_PLAYER_ID)).toMatchObject({
      ok: true,
      transaction: { type: 'commission', amountSatang: 12_025, status: 'approved' },
    });
    expect(getWallet(DEMO_PLAYER_ID).balanceSatang).toBe(DEMO_BALANCE_SATANG + 12_025);
    expect(inviteSummaryNow(DEMO_PLAYER_ID)).toMatchObject({ totalCommission: 845.5, pendingCommission: 0 });
    expect(claimCommission(DEMO_PLAYER_ID)).toEqual({
      ok: false,
      status: 400,
      code: 'commission.belowMinimum',
      message: 'ค่าแนะนำเพื่อนต้องถึง 100 บาทจึงจะรับได้',
    });
  });

  it('refuses a player with no commission', () => {
    expect(claimCommission(DEMO_BANNED_PLAYER_ID)).toMatchObject({
      ok: false,
      code: 'commission.belowMinimum',
    });
    expect(getWallet(DEMO_BANNED_PLAYER_ID).balanceSatang).toBe(0);
  });

  it('forgets every claim on reset', () => {
    claimCommission(DEMO_PLAYER_ID);
    claimCashback(DEMO_PLAYER_ID);
    resetCashbackInvite();
    expect(inviteSummaryNow(DEMO_PLAYER_ID).pendingCommission).toBe(120.25);
    expect(cashbackCheck(DEMO_PLAYER_ID).claimed).toBe(false);
  });
});
