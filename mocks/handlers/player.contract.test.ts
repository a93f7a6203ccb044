/**
 * docs/player-api.md is the human contract and the schemas of `@pp/features/wire` the contract in
 * code; this test keeps the two and the mock together. It reads the document's endpoint table,
 * auth rules, examples and validation cases and runs each against the mock handlers, checking
 * every answer exactly against its response schema, and checks the document names every path and
 * every field of the schemas.
 */
import { readFileSync } from 'node:fs';

import { adminPaths, playerPaths } from '@pp/features/endpoints';
import {
  accountWire,
  ACCOUNT_DISABLED,
  adminWire,
  dataOf,
  playerWire,
  wheelWire,
  type AnySchema,
} from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { demoHistory } from '../data/player-history';
import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { reset as resetAccounts, updateUser } from '../services/playerService';
import { ACCOUNT_DISABLED_MESSAGE } from '../services/session';
import { getWallet, resetWallets, saveWallet, setWalletClock } from '../stores/wallet';
import { recordClaim } from '../stores/promotions';
import { resetCashbackInvite, setCashbackClock } from '../stores/cashback-invite';
import { playerHandlers } from './player';
import { adminHandlers } from './admin';
import { setCreditCodeRandom } from './admin-catalog';
import { seededRandom } from '../data/player-history';
import { fencedBlocks, fieldNames, isExcerpt, markdownTables, mismatch, unnamed } from './contract';
import {
  adminEndpointKeys,
  adminEndpoints,
  type AuthRule,
  playerEndpointKeys,
  playerEndpoints,
} from './player-http';

const doc = readFileSync(new URL('../../docs/player-api.md', import.meta.url), 'utf8');
const tables = markdownTables(doc);
const blocks = fencedBlocks(doc);

function table(header: string): Record<string, string>[] {
  const rows = tables.get(header);
  if (!rows) throw new Error(`docs/player-api.md has no table "| ${header} |"`);
  return rows;
}

interface Row {
  key: string;
  method: string;
  path: string;
  auth: AuthRule;
  status: number;
  response: string;
}

/** The rows of an endpoint table. */
const endpointTable = (header: string): Row[] =>
  table(header).map((row) => ({
    key: row.key ?? '',
    method: row.method ?? '',
    path: row.path ?? '',
    auth: (row.auth ?? '') as AuthRule,
    status: Number(row.status),
    response: row.response ?? '',
  }));

const endpointRows = endpointTable('key | method | path | auth | status | response');
/** The back office's table (7): the same columns and its request body. */
const adminRows = endpointTable('key | method | path | auth | status | request | response');
const caseRows = table('endpoint | given | body | status | code | message');

/** The response schema of every endpoint the mock serves (the user calls answer account users). */
const responses: Record<string, AnySchema> = {
  ...playerWire.playerResponses,
  ...wheelWire.wheelResponses,
  user: dataOf(accountWire.userSchema),
};
const responseOfAdmin = (key: string): AnySchema => {
  const schema = adminResponses[key];
  if (!schema) throw new Error(`No admin response schema for ${key}`);
  return schema;
};
const responseOf = (key: string): AnySchema => {
  const schema = responses[key];
  if (!schema) throw new Error(`No response schema for ${key}`);
  return schema;
};

function namedBlocks(prefix: string): Map<string, string> {
  return new Map(
    blocks
      .filter((block) => block.info.startsWith(prefix))
      .map((block) => [block.info.slice(prefix.length), block.body]),
  );
}
const ADMIN_PREFIX = 'admin.';
const withoutAdmin = (blocks: Map<string, string>) =>
  new Map([...blocks].filter(([key]) => !key.startsWith(ADMIN_PREFIX)));
const examples = withoutAdmin(namedBlocks('json example:'));
const requests = withoutAdmin(namedBlocks('json request:'));
/** The back office's examples and request bodies, keyed like `adminResponses` (7). */
const adminExamples = namedBlocks(`json example:${ADMIN_PREFIX}`);
const adminRequests = namedBlocks(`json request:${ADMIN_PREFIX}`);
const adminResponses: Record<string, AnySchema> = adminWire.adminResponses;

const DEMO = '100001';
const OTHER = '100002';
const ADMIN = '900001';
const BASE = 'http://localhost/player-api';
/** 12:00 in Bangkok on the last day of the demo history. */
const NOON = new Date('2026-11-20T05:00:00.000Z');

type Caller = 'none' | 'garbage' | 'expired' | 'forged' | 'banned' | 'deleted' | 'owner' | 'other' | 'admin';
const tokens = new Map<Caller, string>();
const server = setupServer(...playerHandlers, ...adminHandlers);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const owner = await signToken(DEMO, 'player');
  tokens.set('owner', owner);
  tokens.set('other', await signToken(OTHER, 'player'));
  tokens.set('admin', await signToken(ADMIN, 'admin'));
  tokens.set('garbage', 'not-a-token');
  tokens.set('expired', await signToken(DEMO, 'player', Date.now() - 3 * 60 * 60 * 1000));
  tokens.set('forged', `${owner.slice(0, -4)}AAAA`);
  // `banned`: the owner's token, its account banned since it logged in (see `call`).
  tokens.set('banned', owner);
  tokens.set('deleted', await signToken('424242', 'player'));
});
beforeEach(() => {
  setMockStorage(memoryStore());
  setWalletClock(() => NOON);
  setCreditCodeRandom(seededRandom(2026));
});
afterEach(() => {
  server.resetHandlers();
  resetWallets();
  resetAccounts();
});
afterAll(() => {
  server.close();
  setWalletClock(() => new Date());
});

async function call(
  row: Pick<Row, 'method' | 'path' | 'key'>,
  caller: Caller,
  body?: string,
): Promise<Response> {
  if (caller === 'banned') await updateUser(DEMO, { status: 'banned' });
  // The other player is the demo's banned account, active here so its calls reach the owner rule.
  if (caller === 'other') await updateUser(OTHER, { status: 'active' });
  // A claim needs an approved deposit of the last 24 hours (5.4): the demo player made one an hour ago.
  if (row.key === 'claimPromotion') approvedDepositAnHourAgo();
  const token = tokens.get(caller);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method: row.method, headers };
  if (row.method === 'POST') init.body = body ?? requests.get(row.key) ?? '{}';
  return fetch(`${BASE}${row.path.replace('{id}', DEMO)}`, init);
}

function expectConforms(value: unknown, schema: AnySchema): void {
  expect(mismatch(schema, value)).toBeNull();
}

/** The caller a row's success case uses. */
const allowedCaller = (auth: AuthRule): Caller =>
  auth === 'public' ? 'none' : auth === 'admin' ? 'admin' : 'owner';

interface AuthCase {
  caller: Caller;
  /** 0: the endpoint's documented success status. */
  status: number;
  message: string | null;
  label: string;
}

const deny = (caller: Caller, status: number, message: string): AuthCase => ({
  caller,
  status,
  message,
  label: `${status} ${message}`,
});
const allow = (caller: Caller): AuthCase => ({ caller, status: 0, message: null, label: 'success' });

/** What each auth rule answers to each caller (docs/player-api.md, 1.2 Auth). */
function authExpectations(rule: AuthRule): AuthCase[] {
  if (rule === 'public') return [allow('none'), allow('garbage')];
  const unauthenticated = [
    deny('none', 401, 'Token Missing'),
    deny('garbage', 401, 'Invalid Token'),
    deny('expired', 401, 'Invalid Token'),
    deny('forged', 401, 'Invalid Token'),
    deny('banned', 401, ACCOUNT_DISABLED_MESSAGE),
    deny('deleted', 401, ACCOUNT_DISABLED_MESSAGE),
  ];
  const rest: Record<Exclude<AuthRule, 'public'>, AuthCase[]> = {
    token: [allow('owner'), allow('other'), allow('admin')],
    owner: [allow('owner'), deny('other', 403, 'Forbidden'), deny('admin', 403, 'Forbidden')],
    'owner-or-admin': [allow('owner'), deny('other', 403, 'Forbidden'), allow('admin')],
    admin: [allow('admin'), deny('owner', 403, 'Forbidden'), deny('other', 403, 'Forbidden')],
  };
  return [...unauthenticated, ...rest[rule]];
}

describe('docs/player-api.md', () => {
  it('lists exactly the endpoints the mock serves, with their method, path and auth rule', () => {
    expect(endpointRows.map((row) => row.key)).toEqual(playerEndpointKeys);
    for (const row of endpointRows) {
      const served = playerEndpoints[row.key as keyof typeof playerEndpoints];
      expect({
        key: row.key,
        method: row.method,
        path: row.path.replace('{id}', ':id'),
        auth: row.auth,
      }).toEqual({
        key: row.key,
        ...served,
      });
    }
  });

  it('covers every path of playerPaths with the same spelling', () => {
    for (const [key, path] of Object.entries(playerPaths)) {
      const spelled = typeof path === 'string' ? path : path('{id}');
      const documented = endpointRows.find((row) => row.key === key)?.path;
      expect(documented, `playerPaths.${key}`).toBe(spelled);
    }
  });

  it('lists exactly the back-office endpoints the mock serves (7), every one admin only', () => {
    expect(adminRows.map((row) => row.key)).toEqual(adminEndpointKeys);
    for (const row of adminRows) {
      const served = adminEndpoints[row.key as keyof typeof adminEndpoints];
      expect(
        { method: row.method, path: row.path.replace(/\{(\w+)\}/g, ':$1'), auth: row.auth },
        row.key,
      ).toEqual(served);
      expect(row.auth).toBe('admin');
    }
  });

  it('covers every path of adminPaths with the same spelling', () => {
    for (const [key, path] of Object.entries(adminPaths)) {
      const spelled = typeof path === 'string' ? path : path('X');
      const documented = adminRows.find((row) => row.key === key)?.path.replace(/\{\w+\}/g, 'X');
      expect(documented, `adminPaths.${key}`).toBe(spelled);
    }
  });

  it('gives every back-office answer an example, each exactly what its schema in adminResponses describes', () => {
    expect([...adminExamples.keys()].sort()).toEqual(Object.keys(adminResponses).sort());
    for (const [key, body] of adminExamples) {
      expect(mismatch(responseOfAdmin(key), JSON.parse(body)), `example:admin.${key}`).toBeNull();
    }
    const requestSchemas: Record<string, AnySchema> = {
      userStatus: adminWire.userStatusRequestSchema,
      createPromotion: adminWire.promotionRequestSchema,
      promotion: adminWire.promotionRequestSchema,
      promotionActive: adminWire.activeRequestSchema,
      createCreditCode: adminWire.creditCodeRequestSchema,
      creditCode: adminWire.creditCodeRequestSchema,
      creditCodeActive: adminWire.activeRequestSchema,
      creditCodeBatch: adminWire.creditCodeBatchRequestSchema,
      rejectTransaction: adminWire.rejectRequestSchema,
    };
    expect([...adminRequests.keys()].sort()).toEqual(Object.keys(requestSchemas).sort());
    for (const [key, body] of adminRequests) {
      expect(mismatch(requestSchemas[key] as AnySchema, JSON.parse(body)), `request:admin.${key}`).toBeNull();
    }
  });

  it('names every field of the schemas of the player API', () => {
    const schemas: AnySchema[] = [
      ...Object.values(responses),
      ...Object.values(adminResponses),
      adminWire.userStatusRequestSchema,
      adminWire.promotionRequestSchema,
      adminWire.activeRequestSchema,
      adminWire.creditCodeRequestSchema,
      adminWire.creditCodeBatchRequestSchema,
      adminWire.rejectRequestSchema,
      playerWire.errorBodySchema,
      playerWire.depositRequestSchema,
      playerWire.withdrawRequestSchema,
    ];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(fields.size).toBeGreaterThan(40);
    expect(unnamed(doc, fields)).toEqual([]);
  });

  it('gives every example a served endpoint, and each is exactly what its response schema describes', () => {
    expect(examples.size).toBe(endpointRows.length);
    for (const [key, body] of examples) {
      expect(responses[key], `example:${key}`).toBeDefined();
      expect(mismatch(responseOf(key), JSON.parse(body)), `example:${key}`).toBeNull();
    }
    expectConforms(JSON.parse(requests.get('deposit') ?? ''), playerWire.depositRequestSchema);
    expectConforms(JSON.parse(requests.get('withdraw') ?? ''), playerWire.withdrawRequestSchema);
  });

  it('states the size of the demo history', () => {
    expect(doc).toContain(`${demoHistory().length} history rows`);
  });

  it('states the Thai amount messages in its validation cases', () => {
    for (const text of [
      'กรุณากรอกจำนวนเงิน',
      'ขั้นต่ำ 100 บาท',
      'ขั้นต่ำ 300 บาท',
      'สูงสุด 50,000 บาท',
      'ยอดเงินไม่เพียงพอ',
    ]) {
      expect(
        caseRows.some((row) => row.message === text),
        text,
      ).toBe(true);
    }
  });
});

describe.each(endpointRows)('$method $path ($auth)', (row) => {
  it(`answers ${row.status} with ${row.response}, of which the documented example is an excerpt`, async () => {
    const response = await call(row, allowedCaller(row.auth));
    expect(response.status).toBe(row.status);
    const body: unknown = await response.json();
    expectConforms(body, responseOf(row.key));
    expect(isExcerpt(JSON.parse(examples.get(row.key) ?? 'null'), body)).toBe(true);
  });

  it.each(authExpectations(row.auth))('caller $caller: $label', async ({ caller, status, message }) => {
    const response = await call(row, caller);
    expect(response.status).toBe(status || row.status);
    const body: unknown = await response.json();
    if (message === ACCOUNT_DISABLED_MESSAGE) {
      expect(body).toEqual({ message, code: ACCOUNT_DISABLED });
      expectConforms(body, playerWire.errorBodySchema);
    } else if (message) {
      expect(body).toEqual({ message });
      expectConforms(body, playerWire.errorBodySchema);
    } else {
      expectConforms(body, responseOf(row.key));
    }
  });
});

/** The path of a back-office row with the contract's parameters (7). */
const adminPath = (path: string) =>
  path
    .replace('{id}', '100010')
    .replace('{promotionId}', 'PRO-DAILY-10')
    .replace('{code}', 'WELCOME100')
    .replace('{txId}', 'TX-100013-0006');

async function callAdmin(row: Pick<Row, 'method' | 'path' | 'key'>, caller: Caller): Promise<Response> {
  if (caller === 'banned') await updateUser(DEMO, { status: 'banned' });
  if (caller === 'other') await updateUser(OTHER, { status: 'active' });
  const token = tokens.get(caller);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method: row.method, headers };
  if (row.method !== 'GET') init.body = adminRequests.get(row.key) ?? '{}';
  return fetch(`${BASE}${adminPath(row.path)}`, init);
}

describe.each(adminRows)('back office: $method $path', (row) => {
  it(`answers ${row.status} with ${row.response}, of which the documented example is an excerpt`, async () => {
    const response = await callAdmin(row, 'admin');
    expect(response.status).toBe(row.status);
    if (row.key === 'transactionSlip') {
      expect(response.headers.get('Content-Type')).toBe('image/png');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
      return;
    }
    const body: unknown = await response.json();
    expectConforms(body, responseOfAdmin(row.key));
    expect(isExcerpt(JSON.parse(adminExamples.get(row.key) ?? 'null'), body)).toBe(true);
  });

  it.each(authExpectations('admin').filter((c) => c.caller !== 'admin'))(
    'caller $caller: $label',
    async ({ caller, status, message }) => {
      const response = await callAdmin(row, caller);
      expect(response.status).toBe(status);
      const body: unknown = await response.json();
      expect(body).toEqual(
        message === ACCOUNT_DISABLED_MESSAGE ? { message, code: ACCOUNT_DISABLED } : { message },
      );
    },
  );
});

/** An approved ฿1,000 deposit of the demo player an hour before NOON (the claim of 5.4 uses it). */
function approvedDepositAnHourAgo(): void {
  const wallet = getWallet(DEMO);
  const deposit = {
    id: `TX-${DEMO}-DEP`,
    type: 'deposit' as const,
    amountSatang: 100_000,
    status: 'approved' as const,
    description: 'ฝากเงินเข้าบัญชี กสิกรไทย',
    bankCode: 'KBANK',
    createdAt: new Date(NOON.getTime() - 60 * 60 * 1000).toISOString(),
  };
  saveWallet({
    ...wallet,
    balanceSatang: wallet.balanceSatang + 100_000,
    history: [deposit, ...wallet.history],
  });
}

async function applyGiven(given: string): Promise<void> {
  for (const part of given.split(',').map((item) => item.trim())) {
    const balance = /^balance=(\d+)$/.exec(part);
    const withdrawn = /^withdrawn=(\d+)x(\d+)$/.exec(part);
    const turnover = /^turnover=(\d+)$/.exec(part);
    const wrongCodes = /^wrongcodes=(\d+)$/.exec(part);
    if (turnover) {
      const left = Number(turnover[1]) * 100;
      const claim = { promotionId: 'PRO-DAILY-10', title: 'ฝากแรกของวัน รับ 10%', depositTxId: 'TX-0' };
      recordClaim(DEMO, {
        ...claim,
        depositSatang: left,
        bonusSatang: 0,
        turnover: 1,
        doneSatang: 0,
        claimedAt: NOON.toISOString(),
      });
    } else if (wrongCodes) {
      const redeem = { key: 'redeemCreditCode', method: 'POST', path: playerPaths.redeemCreditCode('{id}') };
      for (let i = 0; i < Number(wrongCodes[1]); i += 1) {
        await call(redeem, 'owner', JSON.stringify({ code: `WRONG${i}00` }));
      }
    } else if (balance) {
      saveWallet({ ...getWallet(DEMO), balanceSatang: Number(balance[1]) * 100 });
    } else if (withdrawn) {
      const withdraw = { key: 'withdraw', method: 'POST', path: playerPaths.withdraw('{id}') };
      for (let i = 0; i < Number(withdrawn[1]); i += 1) {
        const response = await call(withdraw, 'owner', JSON.stringify({ amount: Number(withdrawn[2]) }));
        expect(response.status, `given ${part}`).toBe(201);
      }
    } else if (part !== '-') {
      throw new Error(`Unknown precondition "${part}"`);
    }
  }
}

describe('validation cases (docs/player-api.md 5.3)', () => {
  const writes = new Map(endpointRows.filter((row) => row.method === 'POST').map((row) => [row.key, row]));

  it.each(caseRows)('$endpoint [$given] $body -> $status $message', async (testCase) => {
    const row = writes.get(testCase.endpoint ?? '');
    if (!row) throw new Error(`Unknown endpoint ${testCase.endpoint}`);
    await applyGiven(testCase.given ?? '-');
    const response = await call(row, 'owner', testCase.body);
    expect(response.status).toBe(Number(testCase.status));
    const body: unknown = await response.json();
    if (response.status === row.status) {
      expectConforms(body, responseOf(row.key));
    } else {
      const [field] = (testCase.code ?? '').split('.');
      const expected = { message: testCase.message, code: testCase.code };
      expect(body).toEqual(field === 'body' ? expected : { ...expected, field });
      expectConforms(body, playerWire.errorBodySchema);
    }
  });
});

/** A slip as a row of the slip table of 5.1 describes it: 'PNG, 2 KB', 'PDF named .png, 2 KB', 'PNG, 5 MB and 1 byte'. */
function slipFile(described: string): File | null {
  if (described === 'none') return null;
  const match = /^(\w+)(?: named \.(\w+))?, (\d+) (KB|MB)( and 1 byte)?$/.exec(described);
  if (!match) throw new Error(`Unknown slip "${described}"`);
  const [, kind = '', named, count = '0', unit, extra] = match;
  const heads: Record<string, string> = {
    PNG: '\u0089PNG\r\n\u001a\n',
    JPEG: '\u00ff\u00d8\u00ff\u00e0',
    WebP: 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 ',
    GIF: 'GIF89a',
    PDF: '%PDF-1.7',
  };
  const head = heads[kind];
  if (head === undefined) throw new Error(`Unknown slip kind "${kind}"`);
  const size = Number(count) * (unit === 'MB' ? 1024 * 1024 : 1024) + (extra ? 1 : 0);
  const bytes = new Uint8Array(size);
  bytes.set([...head].map((char) => char.charCodeAt(0)));
  const ending = named ?? kind.toLowerCase();
  return new File([bytes], `slip.${ending}`, { type: `image/${ending === 'jpeg' ? 'jpeg' : ending}` });
}

describe('deposit with a transfer slip (docs/player-api.md 5.1)', () => {
  const slipRows = table('slip | status | code | message');

  it.each(slipRows)('$slip -> $status $message', async (testCase) => {
    const body = new FormData();
    body.append('amount', '1000');
    body.append('bankCode', 'PROMPTPAY');
    const slip = slipFile(testCase.slip ?? '');
    if (slip) body.append('slip', slip);
    const response = await fetch(`${BASE}${playerPaths.deposit(DEMO)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.get('owner') ?? ''}` },
      body,
    });
    expect(response.status).toBe(Number(testCase.status));
    const answer: unknown = await response.json();
    if (response.status === 201) {
      expectConforms(answer, playerWire.playerResponses.deposit);
    } else {
      expect(answer).toEqual({ message: testCase.message, code: testCase.code, field: 'slip' });
      expectConforms(answer, playerWire.errorBodySchema);
    }
  });

  it('documents the PromptPay account of the transfer bank list', () => {
    const body = JSON.parse(examples.get('transferBankList') ?? 'null') as { data: { type: string }[] };
    expect(body.data.map((account) => account.type)).toContain('promptpay');
  });
});

describe('claim refusals (docs/player-api.md 5.9)', () => {
  const claimRows = table('claim | given | status | code | message');
  const claims = new Map(endpointRows.filter((row) => row.method === 'POST').map((row) => [row.key, row]));
  afterEach(() => resetCashbackInvite());

  it.each(claimRows)('$claim [$given] -> $status $message', async (testCase) => {
    const row = claims.get(testCase.claim ?? '');
    if (!row) throw new Error(`Unknown claim ${testCase.claim}`);
    const given = testCase.given ?? '-';
    const now = /^now=(.+)$/.exec(given);
    if (now) setCashbackClock(() => new Date(now[1] ?? ''));
    else if (given === 'claimed') expect((await call(row, 'owner')).status, 'given claimed').toBe(201);
    else if (given !== '-') throw new Error(`Unknown precondition "${given}"`);
    const balanceBefore = getWallet(DEMO).balanceSatang;
    const response = await call(row, 'owner');
    expect(response.status).toBe(Number(testCase.status));
    const body: unknown = await response.json();
    if (response.status === row.status) {
      expectConforms(body, responseOf(row.key));
      expect(getWallet(DEMO).balanceSatang).toBeGreaterThan(balanceBefore);
    } else {
      expect(body).toEqual({ message: testCase.message, code: testCase.code });
      expect(getWallet(DEMO).balanceSatang).toBe(balanceBefore);
    }
  });
});

describe('the contract check', () => {
  const transaction = playerWire.transactionSchema;
  const good = {
    id: 'TX-1',
    type: 'deposit',
    amount: 1250.5,
    status: 'pending',
    description: 'ฝากเงิน',
    bankCode: null,
    createdAt: '2026-11-20T05:00:00.000Z',
  };

  it('catches wrong types, missing and extra fields, bad money and bad literals', () => {
    expect(mismatch(transaction, good)).toBeNull();
    for (const bad of [
      { ...good, amount: 1.005 },
      { ...good, amount: -1 },
      { ...good, amount: '1250.5' },
      { ...good, type: 'refund' },
      { ...good, createdAt: 'yesterday' },
      { ...good, extra: 1 },
      { ...good, description: undefined },
      Object.fromEntries(Object.entries(good).filter(([key]) => key !== 'id')),
    ]) {
      expect(mismatch(transaction, bad), JSON.stringify(bad)).not.toBeNull();
    }
    expect(
      mismatch(playerWire.playerResponses.history, { data: [good, { ...good, bankCode: 5 }] }),
    ).not.toBeNull();
  });

  it('treats shortened examples as excerpts, and changed values as not', () => {
    expect(isExcerpt([{ a: 1 }], [{ a: 2 }, { a: 1 }])).toBe(true);
    expect(isExcerpt({ data: [{ a: 1 }] }, { data: [{ a: 1, b: 2 }] })).toBe(false);
    expect(isExcerpt({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('lists the fields of a schema, nested ones included', () => {
    expect([...fieldNames(playerWire.playerResponses.banners)]).toEqual(
      expect.arrayContaining(['data', 'gradient', 'from', 'angle']),
    );
    expect(unnamed('a `gradient` and angle: 5', ['gradient', 'angle', 'from'])).toEqual(['from']);
  });
});
