/**
 * docs/player-api.md is the contract; this test keeps it true. It reads the document's endpoint
 * table, auth rules, types, examples and validation cases, and runs each against the mock handlers.
 */
import { readFileSync } from 'node:fs';

import { playerPaths } from '@pp/features/endpoints';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { demoHistory } from '../data/player-history';
import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { getWallet, resetWallets, saveWallet, setWalletClock } from '../stores/wallet';
import { playerHandlers } from './player';
import {
  checkValue,
  fencedBlocks,
  isExcerpt,
  markdownTables,
  parseSchema,
  parseType,
  type TypeExpr,
} from './player-contract';
import { type AuthRule, playerEndpointKeys, playerEndpoints } from './player-http';

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

const endpointRows: Row[] = table('key | method | path | auth | status | response').map((row) => ({
  key: row.key ?? '',
  method: row.method ?? '',
  path: row.path ?? '',
  auth: (row.auth ?? '') as AuthRule,
  status: Number(row.status),
  response: row.response ?? '',
}));
const plannedRows = table('key | method | path | auth | what it does');
const caseRows = table('endpoint | given | body | status | code | message');
const schemaBlock = blocks.find((block) => block.info === 'ts schema');
const types = parseSchema(schemaBlock?.body ?? '');

function namedBlocks(prefix: string): Map<string, string> {
  return new Map(
    blocks
      .filter((block) => block.info.startsWith(prefix))
      .map((block) => [block.info.slice(prefix.length), block.body]),
  );
}
const examples = namedBlocks('json example:');
const requests = namedBlocks('json request:');

const DEMO = '100001';
const OTHER = '100002';
const ADMIN = '900001';
const BASE = 'http://localhost/player-api';
/** 12:00 in Bangkok on the last day of the demo history. */
const NOON = new Date('2026-11-20T05:00:00.000Z');

type Caller = 'none' | 'garbage' | 'expired' | 'forged' | 'owner' | 'other' | 'admin';
const tokens = new Map<Caller, string>();
const server = setupServer(...playerHandlers);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const owner = await signToken(DEMO, 'player');
  tokens.set('owner', owner);
  tokens.set('other', await signToken(OTHER, 'player'));
  tokens.set('admin', await signToken(ADMIN, 'admin'));
  tokens.set('garbage', 'not-a-token');
  tokens.set('expired', await signToken(DEMO, 'player', Date.now() - 3 * 60 * 60 * 1000));
  tokens.set('forged', `${owner.slice(0, -4)}AAAA`);
});
beforeEach(() => {
  setMockStorage(memoryStore());
  setWalletClock(() => NOON);
});
afterEach(() => {
  server.resetHandlers();
  resetWallets();
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
  const token = tokens.get(caller);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method: row.method, headers };
  if (row.method === 'POST') init.body = body ?? requests.get(row.key) ?? '{}';
  return fetch(`${BASE}${row.path.replace('{id}', DEMO)}`, init);
}

function expectConforms(value: unknown, type: TypeExpr | string): void {
  expect(checkValue(value, typeof type === 'string' ? parseType(type) : type, types)).toEqual([]);
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

/** What each auth rule answers to each caller (section 1.2 of the document). */
function authExpectations(rule: AuthRule): AuthCase[] {
  if (rule === 'public') return [allow('none'), allow('garbage')];
  const unauthenticated = [
    deny('none', 401, 'Token Missing'),
    deny('garbage', 401, 'Invalid Token'),
    deny('expired', 401, 'Invalid Token'),
    deny('forged', 401, 'Invalid Token'),
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

  it('covers every path of playerPaths, served or planned, with the same spelling', () => {
    const planned = new Map(plannedRows.map((row) => [row.key ?? '', row.path ?? '']));
    for (const [key, path] of Object.entries(playerPaths)) {
      const spelled = typeof path === 'string' ? path : path('{id}');
      const documented = endpointRows.find((row) => row.key === key)?.path ?? planned.get(key);
      expect(documented, `playerPaths.${key}`).toBe(spelled);
    }
  });

  it('declares every type it uses, and each response type parses', () => {
    expect(types.size).toBeGreaterThan(10);
    const used = endpointRows.flatMap((row) =>
      [...row.response.matchAll(/[A-Z][A-Za-z]+/g)].map((m) => m[0]),
    );
    for (const name of used) expect(types.has(name), `type ${name}`).toBe(true);
    for (const row of endpointRows) expect(() => parseType(row.response)).not.toThrow();
  });

  it('gives every example a served endpoint, and each conforms to its documented type', () => {
    const responseOf = new Map(endpointRows.map((row) => [row.key, row.response]));
    expect(examples.size).toBe(endpointRows.length);
    for (const [key, body] of examples) {
      const response = responseOf.get(key);
      expect(response, `example:${key}`).toBeDefined();
      expectConforms(JSON.parse(body), response ?? '');
    }
    expectConforms(JSON.parse(requests.get('deposit') ?? ''), 'DepositRequest');
    expectConforms(JSON.parse(requests.get('withdraw') ?? ''), 'WithdrawRequest');
  });

  it('states the size of the demo history', () => {
    expect(doc).toContain(`${demoHistory().length} history rows`);
  });

  it('states the Thai amount messages of decisions section 7', () => {
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
    expectConforms(body, row.response);
    expect(isExcerpt(JSON.parse(examples.get(row.key) ?? 'null'), body)).toBe(true);
  });

  it.each(authExpectations(row.auth))('caller $caller: $label', async ({ caller, status, message }) => {
    const response = await call(row, caller);
    expect(response.status).toBe(status || row.status);
    const body: unknown = await response.json();
    if (message) {
      expect(body).toEqual({ message });
      expectConforms(body, 'ErrorBody');
    } else {
      expectConforms(body, row.response);
    }
  });
});

async function applyGiven(given: string): Promise<void> {
  for (const part of given.split(',').map((item) => item.trim())) {
    const balance = /^balance=(\d+)$/.exec(part);
    const withdrawn = /^withdrawn=(\d+)x(\d+)$/.exec(part);
    if (balance) {
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

describe('validation cases (section 5.3)', () => {
  const writes = new Map(endpointRows.filter((row) => row.method === 'POST').map((row) => [row.key, row]));

  it.each(caseRows)('$endpoint [$given] $body -> $status $message', async (testCase) => {
    const row = writes.get(testCase.endpoint ?? '');
    if (!row) throw new Error(`Unknown endpoint ${testCase.endpoint}`);
    await applyGiven(testCase.given ?? '-');
    const response = await call(row, 'owner', testCase.body);
    expect(response.status).toBe(Number(testCase.status));
    const body: unknown = await response.json();
    if (response.status === row.status) {
      expectConforms(body, row.response);
    } else {
      const [field] = (testCase.code ?? '').split('.');
      const expected = { message: testCase.message, code: testCase.code };
      expect(body).toEqual(field === 'body' ? expected : { ...expected, field });
      expectConforms(body, 'ErrorBody');
    }
  });
});

describe('the contract checker', () => {
  it('catches wrong types, missing and extra fields, bad money and bad literals', () => {
    const transaction = types.get('Transaction');
    if (!transaction) throw new Error('no Transaction type');
    const good = {
      id: 'TX-1',
      type: 'deposit',
      amount: 1250.5,
      status: 'pending',
      description: 'ฝากเงิน',
      bankCode: null,
      createdAt: '2026-11-20T05:00:00.000Z',
    };
    expect(checkValue(good, transaction, types)).toEqual([]);
    expect(checkValue({ ...good, amount: 1.005 }, transaction, types)).toHaveLength(1);
    expect(checkValue({ ...good, amount: -1 }, transaction, types)).toHaveLength(1);
    expect(checkValue({ ...good, type: 'refund' }, transaction, types)).toHaveLength(1);
    expect(checkValue({ ...good, createdAt: 'yesterday' }, transaction, types)).toHaveLength(1);
    expect(checkValue({ ...good, extra: 1 }, transaction, types)).toEqual(['$.extra: not in the contract']);
    const withoutId = Object.fromEntries(Object.entries(good).filter(([key]) => key !== 'id'));
    expect(checkValue(withoutId, transaction, types)).toEqual(['$.id: missing']);
    expect(
      checkValue({ data: [good, { ...good, bankCode: 5 }] }, parseType('{ data: Transaction[] }'), types),
    ).toHaveLength(1);
  });

  it('treats shortened examples as excerpts, and changed values as not', () => {
    expect(isExcerpt([{ a: 1 }], [{ a: 2 }, { a: 1 }])).toBe(true);
    expect(isExcerpt({ data: [{ a: 1 }] }, { data: [{ a: 1, b: 2 }] })).toBe(false);
    expect(isExcerpt({ a: 1 }, { a: '1' })).toBe(false);
  });
});
