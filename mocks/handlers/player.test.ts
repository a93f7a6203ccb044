/**
 * Behaviour of the player API handlers beyond the documented contract (player.contract.test.ts):
 * the held amount seen through the API, who sees which wallet, reset, and the scenarios.
 */
import { adminPaths, apiUrl, playerPaths } from '@pp/features/endpoints';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { demoHistory } from '../data/player-history';
import { createUser, findUser, reset as resetPlayerService, updateUser } from '../services/playerService';
import { ACCOUNT_DISABLED_MESSAGE } from '../services/session';
import { storageMessages } from './player-http';
import { getWallet, resetWallets, setWalletClock, settleTransaction } from '../stores/wallet';
import { adminHandlers } from './admin';
import { endpointScenario, playerHandlers, playerScenarios, SERVER_ERROR_MESSAGE } from './player';
import { playerEndpointKeys, playerEndpoints, type PlayerEndpointKey } from './player-http';

const BASE = 'http://localhost/player-api';
const server = setupServer(...playerHandlers, ...adminHandlers);
const tokens: Record<'demo' | 'banned' | 'deleted' | 'fresh' | 'admin', string> = {
  demo: '',
  banned: '',
  deleted: '',
  fresh: '',
  admin: '',
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  tokens.demo = await signToken('100001', 'player');
  tokens.banned = await signToken('100002', 'player');
  tokens.deleted = await signToken('123456', 'player');
  tokens.admin = await signToken('900001', 'admin');
});
beforeEach(() => {
  setMockStorage(memoryStore());
  setWalletClock(() => new Date('2026-11-20T05:00:00.000Z'));
});
afterEach(() => {
  server.resetHandlers();
  resetWallets();
  resetPlayerService();
});
afterAll(() => {
  server.close();
  setWalletClock(() => new Date());
});

type Who = keyof typeof tokens;

async function get(path: string, who: Who = 'demo', signal?: AbortSignal): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    headers: { Authorization: `Bearer ${tokens[who]}` },
    signal: signal ?? null,
  });
}

async function post(path: string, body: unknown, who: Who = 'demo', key?: string): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${tokens[who]}`,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await response).json() as Promise<T>;
}

interface Tx {
  id: string;
  type: string;
  status: string;
  amount: number;
}
interface BalanceBody {
  balance: number;
  balanceSatang: number;
  held: number;
}

const balanceOf = (id = '100001', who: Who = 'demo') => json<BalanceBody>(get(playerPaths.balance(id), who));
const historyOf = (id = '100001', who: Who = 'demo') =>
  json<{ data: Tx[] }>(get(playerPaths.history(id), who));

/** A URL for an endpoint with the demo id filled in. */
const pathOf = (key: PlayerEndpointKey) => playerEndpoints[key].path.replace(':id', '100001');

/** Calls an endpoint as the demo player with its method (a valid withdraw/deposit body for POSTs). */
const call = (key: PlayerEndpointKey): Promise<Response> =>
  playerEndpoints[key].method === 'GET'
    ? get(pathOf(key))
    : post(pathOf(key), { amount: 500, bankCode: 'KBANK' });

/** A player registering through the account service. */
const newPlayer = {
  username: '0861112222',
  password: 'secret-pass-1',
  bank_name: 'SCB',
  book_number: '9876543210',
  book_name: 'มานี มีนา',
};

describe('wallet through the API', () => {
  it('holds a withdrawal: the balance drops at once, history and withdraw history show it pending', async () => {
    const created = await post(playerPaths.withdraw('100001'), { amount: 500 });
    expect(created.status).toBe(201);
    const { data: tx } = (await created.json()) as { data: Tx };
    expect(await balanceOf()).toEqual({
      playerId: '100001',
      balance: 750.5,
      balanceSatang: 75_050,
      held: 500,
      currency: 'THB',
    });
    expect((await historyOf()).data[0]).toEqual(tx);
    const withdrawals = await json<{ data: Tx[] }>(get(playerPaths.withdrawHistory('100001')));
    expect(withdrawals.data[0]).toEqual(tx);
    expect(withdrawals.data.every((item) => item.type === 'withdraw')).toBe(true);

    settleTransaction('100001', tx.id, 'rejected');
    expect(await balanceOf()).toMatchObject({ balance: 1250.5, held: 0 });
  });

  it('records a deposit as pending without changing the balance until it is approved', async () => {
    const { data: tx } = await json<{ data: Tx }>(
      post(playerPaths.deposit('100001'), { amount: '1000.25', bankCode: 'SCB' }),
    );
    expect(tx).toMatchObject({ type: 'deposit', status: 'pending', amount: 1000.25 });
    expect((await balanceOf()).balance).toBe(1250.5);
    settleTransaction('100001', tx.id, 'approved');
    expect((await balanceOf()).balance).toBe(2250.75);
  });

  it('answers a repeated Idempotency-Key with the first answer and moves the money once', async () => {
    const withdraw = () => post(playerPaths.withdraw('100001'), { amount: 500 }, 'demo', 'action-1');
    const first = await withdraw();
    const again = await withdraw();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(await balanceOf()).toMatchObject({ balance: 750.5, held: 500 });
    expect((await historyOf()).data).toHaveLength(demoHistory().length + 1);

    // Another key is another action; a refusal is remembered too (the balance changed since).
    const second = await post(playerPaths.withdraw('100001'), { amount: 500 }, 'demo', 'action-2');
    expect(second.status).toBe(201);
    const refused = await post(playerPaths.withdraw('100001'), { amount: 500 }, 'demo', 'action-3');
    expect(refused.status).toBe(400);
    settleTransaction('100001', getWallet('100001').history[0]?.id ?? '', 'rejected');
    const replayed = await post(playerPaths.withdraw('100001'), { amount: 500 }, 'demo', 'action-3');
    expect(replayed.status).toBe(400);
    expect(await balanceOf()).toMatchObject({ balance: 750.5, held: 500 });
  });

  it('keeps one deposit per Idempotency-Key, per endpoint and player, and forgets keys with the wallets', async () => {
    const deposit = (key?: string) =>
      post(playerPaths.deposit('100001'), { amount: 100, bankCode: 'KBANK' }, 'demo', key);
    const { data: tx } = await json<{ data: Tx }>(deposit('d-1'));
    expect((await json<{ data: Tx }>(deposit('d-1'))).data).toEqual(tx);
    await deposit();
    await deposit();
    expect((await historyOf()).data).toHaveLength(demoHistory().length + 3);
    const withdraw = await post(playerPaths.withdraw('100001'), { amount: 300 }, 'demo', 'd-1');
    expect(((await withdraw.json()) as { data: Tx }).data.type).toBe('withdraw');
    resetWallets();
    expect((await json<{ data: Tx }>(deposit('d-1'))).data.id).toBe(tx.id);
    expect((await historyOf()).data).toHaveLength(demoHistory().length + 1);
  });

  it('keeps state in the mock storage until resetWallets', async () => {
    await post(playerPaths.withdraw('100001'), { amount: 300 });
    expect(getWallet('100001').balanceSatang).toBe(95_050);
    resetWallets();
    expect((await balanceOf()).balance).toBe(1250.5);
    expect((await historyOf()).data).toHaveLength(demoHistory().length);
  });

  it('gives a newly registered player an empty wallet of its own', async () => {
    const created = await createUser(newPlayer);
    const id = created.status === 'ok' ? created.user.id : '';
    tokens.fresh = await signToken(id, 'player');
    expect(await balanceOf(id, 'fresh')).toMatchObject({ balance: 0, held: 0 });
    expect((await historyOf(id, 'fresh')).data).toEqual([]);
    const refused = await post(playerPaths.withdraw(id), { amount: 300 }, 'fresh');
    expect(await refused.json()).toMatchObject({ message: 'ยอดเงินไม่เพียงพอ' });
    expect(
      (await json<{ data: { invitedTotal: number } }>(get(playerPaths.inviteSummary(id), 'fresh'))).data,
    ).toMatchObject({ invitedTotal: 0 });
    expect(await json<unknown[]>(get(playerPaths.availablePromotions(id), 'fresh'))).toHaveLength(5);
    expect(await json<unknown[]>(get(playerPaths.availablePromotions('100001')))).toHaveLength(4);
  });

  it('refuses every call of a banned or deleted account, and a ban stops the next deposit', async () => {
    const disabled = { message: ACCOUNT_DISABLED_MESSAGE, code: 'account.disabled' };
    for (const who of ['banned', 'deleted'] as const) {
      const refused = await get(playerPaths.balance(who === 'banned' ? '100002' : '123456'), who);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(disabled);
    }
    const before = (await historyOf()).data.length;
    expect((await post(playerPaths.deposit('100001'), { amount: 300, bankCode: 'KBANK' })).status).toBe(201);
    await updateUser('100001', { status: 'banned' });
    const deposit = await post(playerPaths.deposit('100001'), { amount: 300, bankCode: 'KBANK' });
    expect(deposit.status).toBe(401);
    expect(await deposit.json()).toEqual(disabled);
    const withdraw = await post(playerPaths.withdraw('100001'), { amount: 300 });
    expect(withdraw.status).toBe(401);
    await updateUser('100001', { status: 'active' });
    expect((await historyOf()).data).toHaveLength(before + 1);
  });

  it('lets an admin read a player but not move their money', async () => {
    await post(playerPaths.withdraw('100001'), { amount: 300 });
    expect((await balanceOf('100001', 'admin')).balance).toBe(950.5);
    expect((await post(playerPaths.withdraw('100001'), { amount: 300 }, 'admin')).status).toBe(403);
    const users = await json<{ data: { items: { id: string; credit: number }[] } }>(
      get(`${adminPaths.users}?search=100001`, 'admin'),
    );
    expect(users.data.items.map((user) => user.id)).toEqual(['100001']);
    expect(users.data.items.find((user) => user.id === '100001')?.credit).toBe(950.5);
    const one = await json<{ data: { credit: number } }>(get(playerPaths.user('100001'), 'admin'));
    expect(one.data.credit).toBe(950.5);
    expect((await get(adminPaths.users, 'demo')).status).toBe(403);
  });
});

describe('storage failures (the mock keeps its data in browser storage)', () => {
  it('a full store: 507 storage.full with a Thai message, nothing recorded, a retry with the same key works', async () => {
    const store = memoryStore();
    const quota = { full: true };
    setMockStorage({
      ...store,
      setItem: (key, value) => {
        if (quota.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        store.setItem(key, value);
      },
    });
    const before = (await historyOf()).data.length;
    const refused = await post(playerPaths.withdraw('100001'), { amount: 300 }, 'demo', 'key-1');
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ message: storageMessages.full, code: 'storage.full' });
    expect((await historyOf()).data).toHaveLength(before);
    quota.full = false;
    expect((await post(playerPaths.withdraw('100001'), { amount: 300 }, 'demo', 'key-1')).status).toBe(201);
    expect((await historyOf()).data).toHaveLength(before + 1);
    expect((await balanceOf()).balance).toBe(950.5);
  });

  it('a corrupt wallet: reads and writes answer 500 storage.corrupt and the stored value is kept', async () => {
    const store = memoryStore();
    setMockStorage(store);
    store.setItem('mock:wallet:100001', '{"playerId":"100001","balanceSatang":');
    for (const response of [
      await get(playerPaths.balance('100001')),
      await post(playerPaths.deposit('100001'), { amount: 300, bankCode: 'KBANK' }),
    ]) {
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: storageMessages.corrupt, code: 'storage.corrupt' });
    }
    expect(store.getItem('mock:wallet:100001')).toBe('{"playerId":"100001","balanceSatang":');
  });

  it('the balance copy on the account failing does not hide a recorded transaction', async () => {
    const store = memoryStore();
    setMockStorage({
      ...store,
      setItem: (key, value) => {
        if (key === 'mock:users')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        store.setItem(key, value);
      },
    });
    const created = await createUser(newPlayer).catch(() => null);
    expect(created).toBeNull();
    expect((await post(playerPaths.withdraw('100001'), { amount: 300 }, 'demo', 'k')).status).toBe(201);
    expect((await post(playerPaths.withdraw('100001'), { amount: 300 }, 'demo', 'k')).status).toBe(201);
    expect((await balanceOf()).balance).toBe(950.5);
  });
});

describe('users', () => {
  it('copies the balance to the account credit after a write, for GET /api/account/me', async () => {
    expect((await post(playerPaths.withdraw('100001'), { amount: 300.5 })).status).toBe(201);
    expect((await findUser('100001'))?.credit).toBe(950);
  });

  it('answers 404 for an unknown user and reads the account service for registered ones', async () => {
    const unknown = await get(playerPaths.user('123456'), 'admin');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'ไม่พบผู้ใช้' });
    const banned = await json<{ data: { status: string } }>(get(playerPaths.user('100002'), 'admin'));
    expect(banned.data.status).toBe('banned');
  });
});

describe('other reads', () => {
  it('gives a login link for a game or the lobby, and 404 for an unknown game', async () => {
    const base = playerPaths.playerLoginLink('100001');
    const game = await json<{ url: string }>(get(`${base}?gameId=fishing-andaman`));
    expect(game.url).toMatch(/^\/demo-game\.html\?game=fishing-andaman&session=[0-9a-f]{8}$/);
    expect((await json<{ url: string }>(get(base))).url).toContain('game=lobby');
    const unknown = await get(`${base}?gameId=nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'ไม่พบเกมที่เลือก' });
  });

  it('serves a game list over every category', async () => {
    const games = await json<{ category: string }[]>(get(playerPaths.gameList));
    expect(games.length).toBeGreaterThanOrEqual(12);
    expect(new Set(games.map((game) => game.category))).toEqual(
      new Set(['slot', 'casino', 'sport', 'fishing']),
    );
  });

  it('builds handler paths with apiUrl, so any host or prefix matches', async () => {
    const other = await fetch(`https://api.example.test${playerPaths.bankList}`, {
      headers: { Authorization: `Bearer ${tokens.demo}` },
    });
    expect(other.status).toBe(200);
    expect(apiUrl('*', playerPaths.bankList)).toBe('*/bank');
  });
});

describe('scenarios', () => {
  it('empty: every collection empty, balance 0, the rest still served', async () => {
    server.use(...playerScenarios.empty);
    expect(await json<unknown[]>(get(playerPaths.gameList))).toEqual([]);
    expect(await json<unknown[]>(get(playerPaths.availablePromotions('100001')))).toEqual([]);
    for (const path of [
      playerPaths.bankList,
      playerPaths.banners,
      playerPaths.promotions,
      playerPaths.history('100001'),
    ]) {
      expect(await json<{ data: unknown[] }>(get(path))).toEqual({ data: [] });
    }
    expect(await balanceOf()).toMatchObject({ balance: 0, balanceSatang: 0, held: 0 });
    expect(
      (await json<{ data: { totalCommission: number } }>(get(playerPaths.inviteSummary('100001')))).data,
    ).toMatchObject({ totalCommission: 0 });
    expect(await json<{ data: unknown }>(get(playerPaths.withdrawSetting))).toEqual({
      data: { minWithdraw: 300, maxPerDay: 50_000, countPerDay: 5 },
    });
    expect((await get(playerPaths.history('100001'), 'banned')).status).toBe(401);
  });

  it('error: every endpoint answers 500 with a Thai message', async () => {
    server.use(...playerScenarios.error);
    for (const key of playerEndpointKeys) {
      const response = await call(key);
      expect(response.status, key).toBe(500);
      expect(await response.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
    }
  });

  it('networkError: every request fails at the network level', async () => {
    server.use(...playerScenarios.networkError);
    for (const key of playerEndpointKeys) await expect(call(key), key).rejects.toThrow(TypeError);
  });

  it('loading: requests never answer', async () => {
    server.use(...playerScenarios.loading);
    await expect(get(playerPaths.balance('100001'), 'demo', AbortSignal.timeout(50))).rejects.toThrow();
  });

  it('endpoint(key, variant): one endpoint overridden, the others on the happy path', async () => {
    server.use(...playerScenarios.balanceError());
    expect((await get(playerPaths.balance('100001'))).status).toBe(500);
    expect((await get(playerPaths.history('100001'))).status).toBe(200);
    server.resetHandlers(...endpointScenario('history', 'empty'));
    expect(await json<{ data: unknown[] }>(get(playerPaths.history('100001')))).toEqual({ data: [] });
    expect((await balanceOf()).balance).toBe(1250.5);
    server.resetHandlers(...playerScenarios.depositError());
    expect((await post(playerPaths.deposit('100001'), { amount: 500, bankCode: 'KBANK' })).status).toBe(500);
    expect((await post(playerPaths.withdraw('100001'), { amount: 500 })).status).toBe(201);
    server.resetHandlers(...playerScenarios.endpoint('withdraw', 'empty'));
    expect((await post(playerPaths.withdraw('100001'), { amount: 500 })).status).toBe(201);
  });

  it('scenario lists are complete: each one answers every endpoint on its own', async () => {
    const lists = [playerScenarios.empty, playerScenarios.error, playerScenarios.withdrawLoading()];
    for (const handlers of lists) {
      server.resetHandlers(
        ...handlers,
        http.all('*', () => HttpResponse.json({}, { status: 599 })),
      );
      const keys = playerEndpointKeys.filter((key) => handlers !== lists[2] || key !== 'withdraw');
      for (const key of keys) expect((await call(key)).status, key).not.toBe(599);
    }
  });
});
