/**
 * The back office's endpoints (docs/player-api.md, 7): the `admin` rule on every one, the users
 * list and ban/unban, the transactions queue and its settlement (balance, held amount, reason in
 * the player's history, 409, idempotency), promotions and credit codes managed by an admin and seen
 * by players, the slip's bytes and the agent's figures; plus the paths that could collide in MSW.
 */
import { adminPaths, playerPaths } from '@pp/features/endpoints';
import { ACCOUNT_DISABLED, adminWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_SLIP_SIZE } from '../data/admin-seed';
import { seededRandom } from '../data/player-history';
import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { reset as resetAccounts } from '../services/playerService';
import { resetAdminClock } from '../stores/admin-clock';
import { getWallet, resetWallets, setWalletClock } from '../stores/wallet';
import { adminHandlers } from './admin';
import { setCreditCodeRandom } from './admin-catalog';
import { mismatch } from './contract';
import { adminEndpointKeys, adminEndpoints, type AdminEndpointKey } from './player-http';
import { playerHandlers } from './player';

const BASE = 'http://localhost/player-api';
const DEMO = '100001';
const ADMIN = '900001';
/** Seeded players (data/admin-seed.ts). */
const SEEDED = '100010';
const SLIP_DEPOSIT = 'TX-100013-0006';
const PENDING_WITHDRAWAL = 'TX-100017-0007';
const server = setupServer(...playerHandlers, ...adminHandlers);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  tokens[DEMO] = await signToken(DEMO, 'player');
  tokens[ADMIN] = await signToken(ADMIN, 'admin');
  tokens['100017'] = await signToken('100017', 'player');
  tokens['100013'] = await signToken('100013', 'player');
  tokens[SEEDED] = await signToken(SEEDED, 'player');
});
beforeEach(() => {
  setMockStorage(memoryStore());
  setWalletClock(() => new Date('2026-11-23T05:00:00.000Z'));
  setCreditCodeRandom(seededRandom(42));
});
afterEach(() => {
  server.resetHandlers();
  resetWallets();
  resetAccounts();
  resetAdminClock();
  setCreditCodeRandom(null);
});
afterAll(() => {
  server.close();
  setWalletClock(() => new Date());
});

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function call(method: string, path: string, who: string | null = ADMIN, body?: unknown, key?: string) {
  const headers: Record<string, string> = {};
  if (who) headers.Authorization = `Bearer ${tokens[who] ?? ''}`;
  if (key) headers['Idempotency-Key'] = key;
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(`${BASE}${path}`, init);
  const type = response.headers.get('Content-Type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : await response.arrayBuffer(),
  } as Answer;
}
const get = (path: string, who: string | null = ADMIN) => call('GET', path, who);
const post = (path: string, body: unknown, who: string | null = ADMIN, key?: string) =>
  call('POST', path, who, body, key);
const put = (path: string, body: unknown, who: string | null = ADMIN) => call('PUT', path, who, body);

function expectConforms(value: unknown, schema: AnySchema) {
  expect(mismatch(schema, value)).toBeNull();
}

/** A concrete path of an endpoint of the table. */
function pathOf(key: AdminEndpointKey): string {
  return adminEndpoints[key].path
    .replace(':id', SEEDED)
    .replace(':txId', SLIP_DEPOSIT)
    .replace(':code', 'WELCOME100')
    .replace(':promotionId', 'PRO-DAILY-10');
}

describe('the admin rule on every back-office endpoint', () => {
  it.each(adminEndpointKeys)('%s: 401 without a token, 403 for a player, nothing done', async (key) => {
    const { method } = adminEndpoints[key];
    const before = getWallet('100013').balanceSatang;
    const none = await call(method, pathOf(key), null, method === 'GET' ? undefined : {});
    expect(none).toEqual({ status: 401, body: { message: 'Token Missing' } });
    const player = await call(method, pathOf(key), DEMO, method === 'GET' ? undefined : { active: false });
    expect(player).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect(getWallet('100013').balanceSatang).toBe(before);
  });

  it('serves every endpoint of the table to an admin (no path is taken by another handler)', async () => {
    const bodies: Partial<Record<AdminEndpointKey, unknown>> = {
      userStatus: { status: 'banned' },
      createPromotion: { title: 'โปรใหม่', bonusPercent: 5, maxBonus: 100, minDeposit: 100, turnover: 1 },
      promotion: { title: 'แก้ไขแล้ว', bonusPercent: 10, maxBonus: 1000, minDeposit: 300, turnover: 3 },
      promotionActive: { active: false },
      createCreditCode: { code: 'NEWCODE01', amount: 10, limit: 5, expiresAt: '2027-01-01T00:00:00.000Z' },
      creditCode: { amount: 150, limit: 20, expiresAt: '2099-12-31T16:59:59.000Z' },
      creditCodeActive: { active: false },
      creditCodeBatch: {
        prefix: 'XMAS',
        count: 2,
        amount: 20,
        limit: 1,
        expiresAt: '2027-01-01T00:00:00.000Z',
      },
      rejectTransaction: { reason: 'ไม่พบยอดโอน' },
    };
    for (const key of adminEndpointKeys) {
      const { method } = adminEndpoints[key];
      // Settle a transaction of its own each time: approve and reject must each find it pending.
      const path =
        key === 'rejectTransaction' ? adminPaths.rejectTransaction(PENDING_WITHDRAWAL) : pathOf(key);
      const answer = await call(method, path, ADMIN, bodies[key] ?? (method === 'GET' ? undefined : {}));
      expect(answer.status, key).toBe(
        method === 'POST' && key.startsWith('create') ? 201 : key === 'creditCodeBatch' ? 201 : 200,
      );
      if (key === 'transactionSlip') continue;
      const schema = adminWire.adminResponses[key as keyof typeof adminWire.adminResponses];
      expect(mismatch(schema, answer.body), key).toBeNull();
    }
  });

  it('keeps the colliding paths apart', async () => {
    // /usersystem/{id} (a player) and /usersystem/status/{id} (ban): different handlers.
    expect((await get(playerPaths.user(SEEDED))).body.data.id).toBe(SEEDED);
    expect((await post(adminPaths.userStatus(SEEDED), { status: 'active' })).body.data.status).toBe('active');
    // /creditcode/redeem/{id} (a player) and /creditcode/{code}/active (an admin).
    expect((await post(playerPaths.redeemCreditCode(DEMO), { code: 'WELCOME100' }, DEMO)).status).toBe(201);
    expect((await post(adminPaths.creditCodeActive('WELCOME100'), { active: false })).body.data.status).toBe(
      'disabled',
    );
    // /creditcode/batch is not a code named "batch"; PUT /creditcode/batch is an unknown code.
    expect(
      (
        await post(adminPaths.creditCodeBatch, {
          prefix: 'AB',
          count: 1,
          amount: 1,
          limit: 1,
          expiresAt: '2027-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(201);
    expect(
      (await put(adminPaths.creditCode('batch'), { amount: 1, limit: 1, expiresAt: '2027-01-01T00:00:00Z' }))
        .status,
    ).toBe(404);
    // /agentbalance and /agentbalance/cashbackclientcheck/{id}.
    expect((await get(adminPaths.agentBalance)).body.data.balance).toBe(2_500_000);
    expect((await get(playerPaths.cashback(DEMO), DEMO)).body.data.playerId).toBe(DEMO);
    // /transaction/{txId} and /transaction/{txId}/slip.
    expect((await get(adminPaths.transaction(SLIP_DEPOSIT))).body.data.hasSlip).toBe(true);
    expect((await get(adminPaths.transactionSlip(SLIP_DEPOSIT))).status).toBe(200);
    // /promotion (players) and /promotionadmin (the back office).
    expect((await get(playerPaths.promotions, DEMO)).body.data).toHaveLength(5);
    expect((await get(adminPaths.promotions)).body.data[0]).toHaveProperty('claimedCount');
  });
});

describe('users', () => {
  it('lists players newest first, 25 a page, without admins; searches and filters', async () => {
    const first = await get(adminPaths.users);
    expectConforms(first.body, adminWire.adminResponses.users);
    expect(first.body.data).toMatchObject({ total: 43, page: 1, pageSize: 25 });
    expect(first.body.data.items).toHaveLength(25);
    const times = first.body.data.items.map((user: { createdAt: string }) => user.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const last = await get(`${adminPaths.users}?page=2`);
    expect(last.body.data.items).toHaveLength(18);
    const everyone = [...first.body.data.items, ...last.body.data.items];
    expect(everyone.every((user: { role: string }) => user.role === 'player')).toBe(true);
    expect(new Set(everyone.map((user: { id: string }) => user.id)).size).toBe(43);
    expect((await get(`${adminPaths.users}?page=3`)).body.data.items).toEqual([]);

    const byName = await get(`${adminPaths.users}?search=${encodeURIComponent('  กมลชนก  ')}`);
    expect(byName.body.data.items.map((user: { id: string }) => user.id)).toEqual([SEEDED]);
    expect((await get(`${adminPaths.users}?search=0812345678`)).body.data.items[0].id).toBe(DEMO);
    expect((await get(`${adminPaths.users}?search=100003`)).body.data.total).toBe(1);
    expect((await get(`${adminPaths.users}?search=ADMIN`)).body.data.total).toBe(0);
    const banned = await get(`${adminPaths.users}?status=banned`);
    expect(banned.body.data.items.map((user: { id: string }) => user.id).sort()).toEqual([
      '100002',
      '100015',
    ]);
  });

  it('answers 400 with a Thai message for bad paging or a bad filter', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=101', 'page=1.5']) {
      const answer = await get(`${adminPaths.users}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toMatch(/หน้า/);
      expect(['page', 'pageSize']).toContain(answer.body.field);
    }
    expect((await get(`${adminPaths.users}?pageSize=100`)).status).toBe(200);
    expect((await get(`${adminPaths.users}?status=sleeping`)).body).toMatchObject({ field: 'status' });
  });

  it("counts today's registrations (Bangkok day of the back office's clock) and the total", async () => {
    expect((await get(adminPaths.userCount)).body).toEqual({ data: { today: 3, total: 43 } });
  });

  it("bans a player: the player's very next call is 401 account.disabled; unbanning lets them back", async () => {
    expect((await get(playerPaths.balance(SEEDED), SEEDED)).status).toBe(200);
    const banned = await post(adminPaths.userStatus(SEEDED), { status: 'banned' }, ADMIN, 'ban-1');
    expect(banned.status).toBe(200);
    expectConforms(banned.body, adminWire.adminResponses.userStatus);
    expect(banned.body.data).toMatchObject({ id: SEEDED, status: 'banned' });
    const next = await get(playerPaths.balance(SEEDED), SEEDED);
    expect(next.status).toBe(401);
    expect(next.body.code).toBe(ACCOUNT_DISABLED);
    expect((await post(playerPaths.withdraw(SEEDED), { amount: 300 }, SEEDED)).status).toBe(401);
    const unbanned = await post(adminPaths.userStatus(SEEDED), { status: 'active' });
    expect(unbanned.body.data.status).toBe('active');
    expect((await get(playerPaths.balance(SEEDED), SEEDED)).status).toBe(200);
  });

  it('refuses an unknown player (404), an admin account (404) and a bad status (400 at the field)', async () => {
    expect(await post(adminPaths.userStatus('424242'), { status: 'banned' })).toEqual({
      status: 404,
      body: { message: 'ไม่พบผู้ใช้' },
    });
    expect((await post(adminPaths.userStatus(ADMIN), { status: 'banned' })).status).toBe(404);
    const bad = await post(adminPaths.userStatus(SEEDED), { status: 'gone' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'status', code: 'status.invalid' } });
  });

  it('lists the admins: the demo admin and two more', async () => {
    const answer = await get(adminPaths.admins);
    expectConforms(answer.body, adminWire.adminResponses.admins);
    expect(answer.body.data.map((admin: { username: string }) => admin.username)).toEqual([
      'admin',
      'admin.nok',
      'admin.beam',
    ]);
  });
});

describe('transactions', () => {
  const ids = (answer: Answer) => answer.body.data.items.map((tx: { id: string }) => tx.id);

  it('lists pending first (oldest first), then settled newest first, every player, paged', async () => {
    const answer = await get(`${adminPaths.transactions}?pageSize=100`);
    expectConforms(answer.body, adminWire.adminResponses.transactions);
    const items = answer.body.data.items as { status: string; createdAt: string; type: string }[];
    const pending = items.filter((tx) => tx.status === 'pending');
    expect(pending).toHaveLength(9);
    expect(items.slice(0, 9)).toEqual(pending);
    expect(pending.map((tx) => tx.createdAt)).toEqual(pending.map((tx) => tx.createdAt).sort());
    const settled = items.slice(9).map((tx) => tx.createdAt);
    expect(settled).toEqual([...settled].sort().reverse());
    expect(items.every((tx) => tx.type === 'deposit' || tx.type === 'withdraw')).toBe(true);
    const next = await get(`${adminPaths.transactions}?pageSize=100&page=2`);
    expect(ids(next).some((id: string) => ids(answer).includes(id))).toBe(false);
    expect(answer.body.data.total).toBe(next.body.data.total);
  });

  it('filters by type, status, player (id or username) and Bangkok days', async () => {
    const pendingWithdrawals = await get(`${adminPaths.transactions}?type=withdraw&status=pending`);
    expect(ids(pendingWithdrawals)).toEqual([PENDING_WITHDRAWAL, 'TX-100030-0007', 'TX-100041-0004']);
    const byUser = await get(`${adminPaths.transactions}?player=0812345678&pageSize=100`);
    expect(byUser.body.data.items.every((tx: { playerId: string }) => tx.playerId === DEMO)).toBe(true);
    expect(byUser.body.data.total).toBeGreaterThan(40);
    const byId = await get(`${adminPaths.transactions}?player=100013`);
    expect(ids(byId).slice(0, 2)).toEqual([SLIP_DEPOSIT, 'TX-100013-0007']);
    const today = await get(`${adminPaths.transactions}?from=2026-11-23&to=2026-11-23&pageSize=100`);
    const days = today.body.data.items.map((tx: { createdAt: string }) =>
      new Date(Date.parse(tx.createdAt) + 7 * 3600_000).toISOString().slice(0, 10),
    );
    expect(days.length).toBeGreaterThan(5);
    expect(new Set(days)).toEqual(new Set(['2026-11-23']));
    expect((await get(`${adminPaths.transactions}?from=23-11-2026`)).body).toMatchObject({ field: 'from' });
    expect((await get(`${adminPaths.transactions}?type=bonus`)).body).toMatchObject({ field: 'type' });
  });

  it('keeps the list in order when a settlement changes one wallet (the index merges it in)', async () => {
    const pendingIds = async () => {
      const items = (await get(`${adminPaths.transactions}?pageSize=100`)).body.data.items as {
        id: string;
        status: string;
        createdAt: string;
      }[];
      const settled = items.filter((tx) => tx.status !== 'pending').map((tx) => tx.createdAt);
      expect(settled).toEqual([...settled].sort().reverse());
      return items.filter((tx) => tx.status === 'pending').map((tx) => tx.id);
    };
    const before = await pendingIds();
    await post(adminPaths.approveTransaction(SLIP_DEPOSIT), {});
    expect(await pendingIds()).toEqual(before.filter((id) => id !== SLIP_DEPOSIT));
    const approved = await get(`${adminPaths.transactions}?player=100013&status=approved`);
    expect(ids(approved)[0]).toBe(SLIP_DEPOSIT);
  });

  it("approving a deposit credits the player's balance and wheel points, once", async () => {
    const before = getWallet('100013').balanceSatang;
    const points = (await get(playerPaths.wheelPoints('100013'), '100013')).body.data;
    const approved = await post(adminPaths.approveTransaction(SLIP_DEPOSIT), {}, ADMIN, 'approve-1');
    expect(approved.status).toBe(200);
    expectConforms(approved.body, adminWire.adminResponses.approveTransaction);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      settledBy: 'admin',
      settledAt: '2026-11-23T05:00:00.000Z',
      reason: null,
    });
    expect(getWallet('100013').balanceSatang).toBe(before + 150_000);
    const after = (await get(playerPaths.wheelPoints('100013'), '100013')).body.data;
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(points));
    // The same key again: the first answer, nothing done twice.
    const repeat = await post(adminPaths.approveTransaction(SLIP_DEPOSIT), {}, ADMIN, 'approve-1');
    expect(repeat).toEqual(approved);
    expect(getWallet('100013').balanceSatang).toBe(before + 150_000);
    // Another settlement: 409.
    for (const second of [
      await post(adminPaths.approveTransaction(SLIP_DEPOSIT), {}),
      await post(adminPaths.rejectTransaction(SLIP_DEPOSIT), { reason: 'ซ้ำ' }),
    ]) {
      expect(second).toEqual({ status: 409, body: { message: 'รายการนี้ดำเนินการแล้ว' } });
    }
    expect(getWallet('100013').balanceSatang).toBe(before + 150_000);
  });

  it('rejecting a withdrawal returns the held amount; the player reads the reason in the history', async () => {
    const before = getWallet('100017').balanceSatang;
    const blank = await post(adminPaths.rejectTransaction(PENDING_WITHDRAWAL), { reason: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { field: 'reason', code: 'reason.required' } });
    expect(blank.body.message).toBe('กรุณาระบุเหตุผลที่ปฏิเสธ');
    expect((await post(adminPaths.rejectTransaction(PENDING_WITHDRAWAL), {})).body.field).toBe('reason');
    const reason = 'ชื่อบัญชีไม่ตรงกับที่ลงทะเบียน';
    const rejected = await post(adminPaths.rejectTransaction(PENDING_WITHDRAWAL), { reason: `  ${reason} ` });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason });
    expect(getWallet('100017').balanceSatang).toBe(before + 80_000);
    const history = await get(playerPaths.history('100017'), '100017');
    const row = history.body.data.find((tx: { id: string }) => tx.id === PENDING_WITHDRAWAL);
    expect(row).toMatchObject({ status: 'rejected', reason });
    expect((await get(playerPaths.balance('100017'), '100017')).body.held).toBe(0);
  });

  it('answers 404 for an unknown transaction and a player row that is not a deposit or withdrawal', async () => {
    expect((await get(adminPaths.transaction('TX-100001-9999'))).status).toBe(404);
    expect((await get(adminPaths.transaction('nope'))).status).toBe(404);
    expect((await post(adminPaths.approveTransaction('TX-100001-9999'), {})).status).toBe(404);
  });

  it("keeps a deposit's slip bytes and serves them with their type; 404 when none", async () => {
    const seeded = await fetch(`${BASE}${adminPaths.transactionSlip(SLIP_DEPOSIT)}`, {
      headers: { Authorization: `Bearer ${tokens[ADMIN]}` },
    });
    expect(seeded.headers.get('Content-Type')).toBe('image/png');
    expect((await seeded.arrayBuffer()).byteLength).toBe(DEMO_SLIP_SIZE);
    const bytes = new Uint8Array(3000);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    bytes[2999] = 42;
    const body = new FormData();
    body.append('amount', '500');
    body.append('bankCode', 'KBANK');
    body.append('slip', new File([bytes], 'slip.jpg', { type: 'image/jpeg' }));
    const deposit = await fetch(`${BASE}${playerPaths.deposit(DEMO)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens[DEMO]}` },
      body,
    });
    const { data } = (await deposit.json()) as { data: { id: string } };
    expect((await get(adminPaths.transaction(data.id))).body.data.hasSlip).toBe(true);
    const slip = await fetch(`${BASE}${adminPaths.transactionSlip(data.id)}`, {
      headers: { Authorization: `Bearer ${tokens[ADMIN]}` },
    });
    expect(slip.status).toBe(200);
    expect(slip.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await slip.arrayBuffer())).toEqual(bytes);
    const none = await get(adminPaths.transactionSlip('TX-100013-0007'));
    expect(none).toEqual({ status: 404, body: { message: 'รายการนี้ไม่มีสลิป' } });
  });
});

describe('promotions', () => {
  it('lists every promotion with claimedCount; a disabled one disappears for players and cannot be claimed', async () => {
    const list = await get(adminPaths.promotions);
    expectConforms(list.body, adminWire.adminResponses.promotions);
    const daily = list.body.data.find((promo: { id: string }) => promo.id === 'PRO-DAILY-10');
    expect(daily).toMatchObject({ active: true, claimedCount: 6 });
    const off = await post(adminPaths.promotionActive('PRO-WEEKEND-20'), { active: false });
    expect(off.body.data).toMatchObject({ id: 'PRO-WEEKEND-20', active: false });
    const forPlayers = (await get(playerPaths.promotions, DEMO)).body.data.map(
      (promo: { id: string }) => promo.id,
    );
    expect(forPlayers).not.toContain('PRO-WEEKEND-20');
    const available = (await get(playerPaths.availablePromotions(DEMO), DEMO)).body;
    expect(available.map((promo: { id: string }) => promo.id)).not.toContain('PRO-WEEKEND-20');
    const claim = await post(playerPaths.claimPromotion(DEMO), { promotionId: 'PRO-WEEKEND-20' }, DEMO);
    expect(claim.status).toBe(404);
    // Still listed for the admin (never deleted), and back on for players once enabled.
    expect((await get(adminPaths.promotions)).body.data).toHaveLength(5);
    await post(adminPaths.promotionActive('PRO-WEEKEND-20'), { active: true });
    expect((await get(playerPaths.promotions, DEMO)).body.data).toHaveLength(5);
  });

  it('creates (PRO-<n>) and edits a promotion; validation answers 400 at the field in Thai', async () => {
    const body = { title: '  โปรวันเกิด ', bonusPercent: 50, maxBonus: 300, minDeposit: 200, turnover: 2 };
    const created = await post(adminPaths.promotions, body);
    expect(created.status).toBe(201);
    expectConforms(created.body, adminWire.adminResponses.createPromotion);
    expect(created.body.data).toMatchObject({
      id: 'PRO-1',
      title: 'โปรวันเกิด',
      active: true,
      claimedCount: 0,
    });
    expect((await post(adminPaths.promotions, body)).body.data.id).toBe('PRO-2');
    const edited = await put(adminPaths.promotion('PRO-1'), { ...body, maxBonus: 400.5 });
    expect(edited.body.data).toMatchObject({ id: 'PRO-1', maxBonus: 400.5 });
    expect((await get(playerPaths.promotions, DEMO)).body.data).toHaveLength(7);
    const bad = await post(adminPaths.promotions, { ...body, title: ' ' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'title', code: 'title.required' } });
    expect(bad.body.message).toMatch(/ชื่อโปรโมชั่น/);
    expect((await post(adminPaths.promotions, { ...body, maxBonus: 1.005 })).body.field).toBe('maxBonus');
    expect((await post(adminPaths.promotions, { ...body, turnover: 101 })).body.field).toBe('turnover');
    expect((await put(adminPaths.promotion('PRO-404'), body)).status).toBe(404);
  });

  it("lists the promotions players received, today's or all, paged", async () => {
    const all = await get(adminPaths.receivedPromotions);
    expectConforms(all.body, adminWire.adminResponses.receivedPromotions);
    expect(all.body.data.total).toBe(9);
    const today = await get(`${adminPaths.receivedPromotions}?day=today`);
    expect(today.body.data.items.map((row: { playerId: string }) => row.playerId)).toEqual([
      '100012',
      '100011',
    ]);
    expect((await get(`${adminPaths.receivedPromotions}?pageSize=4&page=3`)).body.data.items).toHaveLength(1);
    expect((await get(`${adminPaths.receivedPromotions}?day=week`)).status).toBe(400);
  });
});

describe('credit codes', () => {
  const codes = (answer: Answer) => answer.body.data.items.map((code: { code: string }) => code.code);

  it('lists codes with their computed status, searches and filters', async () => {
    const list = await get(adminPaths.creditCodes);
    expectConforms(list.body, adminWire.adminResponses.creditCodes);
    const status = Object.fromEntries(
      list.body.data.items.map((code: { code: string; status: string }) => [code.code, code.status]),
    );
    expect(status).toEqual({
      WELCOME100: 'active',
      USED50: 'active',
      EXPIRED20: 'expired',
      FULL30: 'used-up',
    });
    await post(adminPaths.creditCodeActive('USED50'), { active: false });
    expect(codes(await get(`${adminPaths.creditCodes}?status=disabled`))).toEqual(['USED50']);
    expect(codes(await get(`${adminPaths.creditCodes}?search=  full`))).toEqual(['FULL30']);
    expect((await get(`${adminPaths.creditCodes}?status=old`)).status).toBe(400);
  });

  it('a code the admin creates can be redeemed by a player; a second create of it is 409', async () => {
    const body = { code: ' newyear27 ', amount: 77.25, limit: 2, expiresAt: '2027-01-31T16:59:59.000Z' };
    const created = await post(adminPaths.creditCodes, body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'NEWYEAR27', amount: 77.25, used: 0, status: 'active' });
    expect(await post(adminPaths.creditCodes, body)).toEqual({
      status: 409,
      body: { message: 'มีโค้ดนี้อยู่แล้ว', code: 'code.exists', field: 'code' },
    });
    const before = getWallet(DEMO).balanceSatang;
    const redeemed = await post(playerPaths.redeemCreditCode(DEMO), { code: 'newyear27' }, DEMO);
    expect(redeemed.status).toBe(201);
    expect(getWallet(DEMO).balanceSatang).toBe(before + 7_725);
    expect((await get(`${adminPaths.creditCodes}?search=NEWYEAR`)).body.data.items[0].used).toBe(1);
    expect((await post(adminPaths.creditCodes, { ...body, code: 'x' })).body.field).toBe('code');
    expect((await post(adminPaths.creditCodes, { ...body, code: undefined })).body).toMatchObject({
      field: 'code',
      code: 'code.required',
    });
  });

  it('edits amount, limit and expiry; a disabled code cannot be redeemed', async () => {
    const edited = await put(adminPaths.creditCode('welcome100'), {
      code: 'IGNORED',
      amount: 150,
      limit: 1,
      expiresAt: '2099-12-31T16:59:59.000Z',
    });
    expect(edited.body.data).toMatchObject({ code: 'WELCOME100', amount: 150, limit: 1 });
    await post(adminPaths.creditCodeActive('WELCOME100'), { active: false });
    const refused = await post(playerPaths.redeemCreditCode(DEMO), { code: 'WELCOME100' }, DEMO);
    expect(refused.status).toBe(400);
    await post(adminPaths.creditCodeActive('WELCOME100'), { active: true });
    expect((await post(playerPaths.redeemCreditCode(DEMO), { code: 'WELCOME100' }, DEMO)).status).toBe(201);
    expect(codes(await get(`${adminPaths.creditCodes}?status=used-up`))).toEqual(['FULL30', 'WELCOME100']);
    expect(
      (await put(adminPaths.creditCode('NOPE99'), { amount: 1, limit: 1, expiresAt: '2099-01-01T00:00:00Z' }))
        .status,
    ).toBe(404);
  });

  it('makes a batch of unique codes of 12 characters with the prefix', async () => {
    const batch = await post(adminPaths.creditCodeBatch, {
      prefix: 'xmas',
      count: 200,
      amount: 20,
      limit: 1,
      expiresAt: '2027-01-01T00:00:00.000Z',
    });
    expect(batch.status).toBe(201);
    expectConforms(batch.body, adminWire.adminResponses.creditCodeBatch);
    const made = batch.body.data.map((code: { code: string }) => code.code) as string[];
    expect(made).toHaveLength(200);
    expect(new Set(made).size).toBe(200);
    expect(made.every((code) => /^XMAS[A-Z0-9]{8}$/.test(code))).toBe(true);
    expect((await get(`${adminPaths.creditCodes}?search=XMAS&pageSize=1`)).body.data.total).toBe(200);
    // The same random source again: every code would repeat, so the second batch makes others.
    setCreditCodeRandom(seededRandom(42));
    const again = await post(adminPaths.creditCodeBatch, {
      prefix: 'XMAS',
      count: 5,
      amount: 20,
      limit: 1,
      expiresAt: '2027-01-01T00:00:00.000Z',
    });
    expect(again.body.data.every((code: { code: string }) => !made.includes(code.code))).toBe(true);
    expect(
      (
        await post(adminPaths.creditCodeBatch, {
          prefix: 'X',
          count: 1,
          amount: 1,
          limit: 1,
          expiresAt: '2027-01-01T00:00:00Z',
        })
      ).body.field,
    ).toBe('prefix');
    expect(
      (
        await post(adminPaths.creditCodeBatch, {
          prefix: 'XY',
          count: 501,
          amount: 1,
          limit: 1,
          expiresAt: '2027-01-01T00:00:00Z',
        })
      ).body.field,
    ).toBe('count');
  });
});

describe('agent', () => {
  it('answers the fixed agent info', async () => {
    const info = await get(adminPaths.agentInfo);
    expectConforms(info.body, adminWire.adminResponses.agentInfo);
    expect(info.body.data.agentId).toBe('AG-LUCKYSTAR');
  });

  it("moves the float and today's figures with each approval", async () => {
    const before = (await get(adminPaths.agentBalance)).body.data;
    expectConforms({ data: before }, adminWire.adminResponses.agentBalance);
    expect(before.balance).toBe(2_500_000);
    await post(adminPaths.approveTransaction(SLIP_DEPOSIT), {});
    await post(adminPaths.approveTransaction(PENDING_WITHDRAWAL), {});
    await post(adminPaths.rejectTransaction('TX-100013-0007'), { reason: 'ไม่พบยอดโอน' });
    const after = (await get(adminPaths.agentBalance)).body.data;
    expect(after.balance).toBe(2_500_000 + 1500 - 800);
    expect(after.today).toEqual({
      deposits: before.today.deposits + 1500,
      depositCount: before.today.depositCount + 1,
      withdrawals: before.today.withdrawals + 800,
      withdrawalCount: before.today.withdrawalCount + 1,
      net: before.today.net + 700,
    });
  });
});
