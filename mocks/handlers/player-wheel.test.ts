/**
 * The lucky wheel of the mock player API (docs/player-api.md, 4.14 to 4.16 and 5.4): points from
 * deposits, the weighted draw, what each prize pays, refusals, idempotency and the owner rule.
 */
import { playerPaths } from '@pp/features/endpoints';
import { wheelWire } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { wheelSetting } from '../data/player-wheel';
import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { reset as resetPlayerService, updateUser } from '../services/playerService';
import { getWallet, resetWallets, saveWallet, setWalletClock, settleTransaction } from '../stores/wallet';
import {
  drawSegment,
  landOn,
  pointsOf,
  resetWheels,
  seededWheelRandom,
  setWheelClock,
  setWheelRandom,
  wheelPoints,
} from '../stores/wheel';
import { mismatch } from './contract';
import { playerHandlers, playerScenarios } from './player';

const BASE = 'http://localhost/player-api';
const DEMO = '100001';
/** The demo's banned player, active here: an empty wallet, no spins. */
const OTHER = '100002';
const NOON = new Date('2026-11-20T05:00:00.000Z');
const server = setupServer(...playerHandlers);
const tokens = { demo: '', fresh: '', admin: '' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  tokens.demo = await signToken(DEMO, 'player');
  tokens.fresh = await signToken(OTHER, 'player');
  tokens.admin = await signToken('900001', 'admin');
});
beforeEach(async () => {
  setMockStorage(memoryStore());
  await updateUser(OTHER, { status: 'active' });
  setWalletClock(() => NOON);
  setWheelClock(() => NOON);
});
afterEach(() => {
  server.resetHandlers();
  resetWallets();
  resetWheels();
  resetPlayerService();
});
afterAll(() => {
  server.close();
  setWalletClock(() => new Date());
  setWheelClock(() => new Date());
});

type Who = keyof typeof tokens;

const get = (path: string, who: Who = 'demo') =>
  fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${tokens[who]}` } });

const spin = (who: Who = 'demo', key?: string, id = DEMO) =>
  fetch(`${BASE}${playerPaths.spinWheel(id)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens[who]}`, ...(key ? { 'Idempotency-Key': key } : {}) },
  });

async function points(): Promise<number> {
  const body = (await (await get(playerPaths.wheelPoints(DEMO))).json()) as { data: { points: number } };
  return body.data.points;
}

async function balance(): Promise<number> {
  const body = (await (await get(playerPaths.balance(DEMO))).json()) as { balance: number };
  return body.balance;
}

describe('points', () => {
  it('gives the demo player 35: 416 earned from ฿41,600 of approved deposits, 450 spent, 69 won', async () => {
    const response = await get(playerPaths.wheelPoints(DEMO));
    const body: unknown = await response.json();
    expect(mismatch(wheelWire.wheelResponses.wheelPoints, body)).toBeNull();
    expect(body).toEqual({ data: { playerId: DEMO, points: 35, earned: 416, spent: 450, won: 69 } });
  });

  it('counts 1 point per ฿100 of approved deposits only (floor)', () => {
    const wallet = getWallet(DEMO);
    const pending = wallet.history.find((tx) => tx.type === 'deposit' && tx.status === 'pending');
    if (!pending) throw new Error('the demo history has a pending deposit');
    const before = wheelPoints(DEMO).earned;
    settleTransaction(DEMO, pending.id, 'approved');
    expect(wheelPoints(DEMO).earned).toBe(before + Math.floor(pending.amountSatang / 10_000));
    const empty = { playerId: 'x', balanceSatang: 0, history: [], nextSeq: 1 };
    expect(pointsOf(empty, { playerId: 'x', spins: [], nextSeq: 1 })).toEqual({
      playerId: 'x',
      points: 0,
      earned: 0,
      spent: 0,
      won: 0,
    });
  });

  it('starts a player without deposits at 0 with no spins', async () => {
    await expect((await get(playerPaths.wheelPoints(OTHER), 'fresh')).json()).resolves.toMatchObject({
      data: { points: 0 },
    });
    await expect((await get(playerPaths.wheelHistory(OTHER), 'fresh')).json()).resolves.toEqual({ data: [] });
  });
});

describe('the draw', () => {
  it('picks each segment in proportion to its weight', () => {
    const counts = new Array<number>(wheelSetting.segments.length).fill(0);
    for (let i = 0; i < 1000; i += 1) {
      const index = drawSegment(wheelSetting, i / 1000);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts).toEqual(wheelSetting.segments.map((segment) => segment.weight * 10));
  });

  it('lands where landOn says, and the seeded default is the same on every run', () => {
    for (const index of wheelSetting.segments.keys()) {
      expect(drawSegment(wheelSetting, landOn(index)({ playerId: DEMO, spin: 1 }))).toBe(index);
    }
    const roll = seededWheelRandom({ playerId: DEMO, spin: 46 });
    expect(roll).toBe(seededWheelRandom({ playerId: DEMO, spin: 46 }));
    expect(roll).toBeGreaterThanOrEqual(0);
    expect(roll).toBeLessThan(1);
  });
});

describe('POST spin', () => {
  it('credit: spends 10 points, pays the baht into the balance with a prize row in the history', async () => {
    setWheelRandom(landOn(3));
    const response = await spin();
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(mismatch(wheelWire.wheelResponses.spinWheel, body)).toBeNull();
    expect(body).toEqual({
      data: {
        segmentIndex: 3,
        prize: { type: 'credit', value: 50, label: 'เครดิต ฿50' },
        points: 25,
        balance: 1300.5,
      },
    });
    expect(await points()).toBe(25);
    expect(await balance()).toBe(1300.5);
    expect(getWallet(DEMO).history[0]).toMatchObject({
      type: 'prize',
      amountSatang: 5000,
      status: 'approved',
      description: 'รางวัลกงล้อนำโชค: เครดิต ฿50',
    });
    const history = (await (await get(playerPaths.wheelHistory(DEMO))).json()) as {
      data: { id: string; label: string; createdAt: string }[];
    };
    expect(history.data).toHaveLength(20);
    expect(history.data[0]).toMatchObject({
      id: 'SP-100001-0046',
      label: 'เครดิต ฿50',
      createdAt: NOON.toISOString(),
    });
  });

  it('points: spends 10 and adds the prize; none: spends 10 only; the balance is untouched', async () => {
    setWheelRandom(landOn(4));
    await expect((await spin()).json()).resolves.toMatchObject({ data: { points: 35, balance: 1250.5 } });
    setWheelRandom(landOn(2));
    await expect((await spin()).json()).resolves.toMatchObject({
      data: { prize: { type: 'none', value: 0, label: 'ไม่ได้รางวัล' }, points: 25 },
    });
    expect(await balance()).toBe(1250.5);
    expect(getWallet(DEMO).history.some((tx) => tx.type === 'prize')).toBe(false);
  });

  it('refuses with 409 แต้มไม่พอสำหรับการหมุน below the cost, and changes nothing', async () => {
    setWheelRandom(landOn(2));
    for (let i = 0; i < 3; i += 1) expect((await spin()).status).toBe(200);
    expect(await points()).toBe(5);
    const response = await spin();
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toEqual({
      message: 'แต้มไม่พอสำหรับการหมุน',
      code: 'points.insufficient',
    });
    expect(await points()).toBe(5);
  });

  it('answers a repeated Idempotency-Key with the first answer and spins once', async () => {
    setWheelRandom(landOn(0));
    const first = await (await spin('demo', 'spin-1')).json();
    setWheelRandom(landOn(7));
    const again = await spin('demo', 'spin-1');
    expect(again.status).toBe(200);
    await expect(again.json()).resolves.toEqual(first);
    expect(await points()).toBe(25);
    expect(await balance()).toBe(1270.5);
  });

  it('lets only the owner spin: another player and an admin get 403', async () => {
    expect((await spin('fresh')).status).toBe(403);
    expect((await spin('admin')).status).toBe(403);
    expect(await points()).toBe(35);
  });

  it('refuses a wheel without segments (the empty scenario) and a player without points', async () => {
    server.use(...playerScenarios.empty);
    const setting = await (await get(playerPaths.wheelSetting)).json();
    expect(setting).toEqual({ data: { costPerSpin: 10, segments: [] } });
    expect((await spin('fresh', undefined, OTHER)).status).toBe(409);
  });

  it('keeps what a balance top-up changed: a player with deposits can spin', async () => {
    saveWallet({
      playerId: OTHER,
      balanceSatang: 100_000,
      nextSeq: 2,
      history: [
        {
          id: 'TX-100002-0001',
          type: 'deposit',
          amountSatang: 100_000,
          status: 'approved',
          description: 'ฝากเงิน',
          bankCode: 'KBANK',
          createdAt: NOON.toISOString(),
        },
      ],
    });
    setWheelRandom(landOn(1));
    await expect((await spin('fresh', undefined, OTHER)).json()).resolves.toMatchObject({
      data: { points: 3, prize: { type: 'points', value: 3 } },
    });
  });
});
