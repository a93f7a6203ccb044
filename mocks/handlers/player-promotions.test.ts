/**
 * Behaviour of the promotion and credit-code endpoints beyond the contract's examples and cases
 * (docs/player-api.md, 4.14, 4.15, 5.2, 5.4, 5.5): the claim rules, the turnover that holds a
 * withdrawal, the wrong-code lock over time, idempotency, and the turnover demo account.
 */
import { playerPaths } from '@pp/features/endpoints';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_TURNOVER_PLAYER_ID } from '../data/accounts';
import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { findUser, playerLogin, reset as resetAccounts } from '../services/playerService';
import { resetCreditCodes } from '../stores/creditCodes';
import { resetPromotions } from '../stores/promotions';
import { getWallet, resetWallets, saveWallet, setWalletClock } from '../stores/wallet';
import { playerHandlers } from './player';

const BASE = 'http://localhost/player-api';
const DEMO = '100001';
const NOON = new Date('2026-11-20T05:00:00.000Z');
let now = NOON;
const server = setupServer(...playerHandlers);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  tokens[DEMO] = await signToken(DEMO, 'player');
  tokens[DEMO_TURNOVER_PLAYER_ID] = await signToken(DEMO_TURNOVER_PLAYER_ID, 'player');
});
beforeEach(() => {
  setMockStorage(memoryStore());
  now = NOON;
  setWalletClock(() => now);
});
afterEach(() => {
  server.resetHandlers();
  resetWallets();
  resetPromotions();
  resetCreditCodes();
  resetAccounts();
});
afterAll(() => {
  server.close();
  setWalletClock(() => new Date());
});

async function post(path: string, body: unknown, who = DEMO, key?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${tokens[who] ?? ''}` };
  if (key) headers['Idempotency-Key'] = key;
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(path: string, who = DEMO) {
  const response = await fetch(`${BASE}${path}`, {
    headers: { Authorization: `Bearer ${tokens[who] ?? ''}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

/** An approved deposit of `baht`, `hoursAgo` before now. */
function deposit(baht: number, hoursAgo: number, id = `TX-${DEMO}-D${baht}-${hoursAgo}`) {
  const wallet = getWallet(DEMO);
  const tx = {
    id,
    type: 'deposit' as const,
    amountSatang: baht * 100,
    status: 'approved' as const,
    description: 'ฝากเงิน',
    bankCode: 'KBANK',
    createdAt: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
  };
  saveWallet({
    ...wallet,
    balanceSatang: wallet.balanceSatang + baht * 100,
    history: [tx, ...wallet.history],
  });
}

const claim = (promotionId: string, who = DEMO, key?: string) =>
  post(playerPaths.claimPromotion(who), { promotionId }, who, key);

describe('claim a promotion', () => {
  it('pays min(deposit x percent, cap) as a bonus row and starts the turnover', async () => {
    deposit(20_000, 2);
    const answer = await claim('PRO-DAILY-10');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ bonus: 1000, turnoverTarget: 63_000, status: 'active' });
    const [top] = getWallet(DEMO).history;
    expect(top).toMatchObject({ type: 'bonus', amountSatang: 100_000, status: 'approved' });
    expect(getWallet(DEMO).balanceSatang).toBe(125_050 + 2_000_000 + 100_000);
    expect(await findUser(DEMO)).toMatchObject({ PromotionID: 'PRO-DAILY-10', PromotionStatus: 'active' });
    const available = (await get(playerPaths.availablePromotions(DEMO))) as unknown as { id: string }[];
    expect(available.map((promo) => promo.id)).not.toContain('PRO-DAILY-10');
  });

  it('refuses a second promotion while one is active, and a deposit older than 24 hours or too small', async () => {
    deposit(50, 1);
    deposit(1000, 25);
    expect(await claim('PRO-DAILY-10')).toMatchObject({
      status: 409,
      body: { message: 'ยอดฝากไม่ถึงขั้นต่ำของโปรโมชั่นนี้', code: 'promotion.noDeposit' },
    });
    deposit(1000, 1);
    expect((await claim('PRO-DAILY-10')).status).toBe(201);
    expect(await claim('PRO-WEEKEND-20')).toMatchObject({
      status: 409,
      body: { message: 'คุณมีโปรโมชั่นที่ใช้งานอยู่แล้ว', code: 'promotion.active' },
    });
    expect(await claim('PRO-DAILY-10')).toMatchObject({ status: 409, body: { code: 'promotion.received' } });
    expect(await claim('PRO-NOPE')).toMatchObject({ status: 404, body: { message: 'ไม่พบโปรโมชั่นนี้' } });
  });

  it('takes the no-bonus promotion: nothing paid, completed at once, the deposit used up', async () => {
    deposit(1000, 1);
    const before = getWallet(DEMO).history.length;
    const answer = await claim('PRO-NO-BONUS');
    expect(answer.body.data).toMatchObject({ bonus: 0, turnoverTarget: 0, status: 'completed' });
    expect(getWallet(DEMO).history).toHaveLength(before);
    expect(await claim('PRO-DAILY-10')).toMatchObject({ status: 409, body: { code: 'promotion.noDeposit' } });
  });

  it('answers a repeated Idempotency-Key with the first answer, paying once', async () => {
    deposit(1000, 1);
    const first = await claim('PRO-DAILY-10', DEMO, 'k-1');
    const again = await claim('PRO-DAILY-10', DEMO, 'k-1');
    expect(again).toEqual(first);
    expect(getWallet(DEMO).history.filter((tx) => tx.description.startsWith('โบนัสโปรโมชั่น'))).toHaveLength(1);
  });
});

describe('the turnover demo account', () => {
  it('logs in with demo1234, holds ฿1,100 and has ฿2,050 of turnover to play', async () => {
    expect((await playerLogin('0823456789', 'demo1234')).status).toBe('ok');
    expect(getWallet(DEMO_TURNOVER_PLAYER_ID).balanceSatang).toBe(110_000);
    const status = await get(playerPaths.promotionStatus(DEMO_TURNOVER_PLAYER_ID), DEMO_TURNOVER_PLAYER_ID);
    expect(status.data).toMatchObject({
      status: 'active',
      turnoverTarget: 3300,
      turnoverDone: 1250,
      turnoverRemaining: 2050,
    });
  });

  it('is refused a withdrawal with the turnover left, and nothing is held', async () => {
    const answer = await post(
      playerPaths.withdraw(DEMO_TURNOVER_PLAYER_ID),
      { amount: 500 },
      DEMO_TURNOVER_PLAYER_ID,
    );
    expect(answer).toEqual({
      status: 400,
      body: { message: 'ต้องทำเทิร์นอีก 2,050 บาท จึงจะถอนได้', code: 'amount.turnover', field: 'amount' },
    });
    expect(getWallet(DEMO_TURNOVER_PLAYER_ID).balanceSatang).toBe(110_000);
  });
});

describe('redeem a credit code', () => {
  const redeem = (code: string, key?: string) =>
    post(playerPaths.redeemCreditCode(DEMO), { code }, DEMO, key);

  it('credits once per player, as a credit row', async () => {
    expect(await redeem('welcome100')).toEqual({
      status: 201,
      body: { data: { code: 'WELCOME100', amount: 100, message: 'รับเครดิต 100 บาทเรียบร้อย' } },
    });
    expect(getWallet(DEMO).history[0]).toMatchObject({ type: 'credit', amountSatang: 10_000 });
    expect(await redeem('WELCOME100')).toMatchObject({ status: 400, body: { code: 'code.used' } });
    expect((await redeem('WELCOME100', 'again')).status).toBe(400);
  });

  it('locks after five unknown codes in 10 minutes, for 10 minutes, and forgets older mistakes', async () => {
    for (let i = 0; i < 4; i += 1) expect((await redeem(`NOPE000${i}`)).status).toBe(400);
    now = new Date(NOON.getTime() + 11 * 60_000);
    expect((await redeem('NOPE0004')).status).toBe(400);
    for (let i = 5; i < 8; i += 1) expect((await redeem(`NOPE000${i}`)).status).toBe(400);
    const locked = await redeem('NOPE0008');
    expect(locked).toMatchObject({
      status: 429,
      body: { message: 'กรอกโค้ดผิดหลายครั้ง กรุณาลองใหม่ในอีก 10 นาที' },
    });
    now = new Date(now.getTime() + 4 * 60_000 + 30_000);
    expect(await redeem('WELCOME100')).toMatchObject({
      status: 429,
      body: { message: 'กรอกโค้ดผิดหลายครั้ง กรุณาลองใหม่ในอีก 6 นาที' },
    });
    now = new Date(now.getTime() + 6 * 60_000);
    expect((await redeem('WELCOME100')).status).toBe(201);
  });
});
