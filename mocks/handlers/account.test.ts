import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { signToken, verifyToken } from '../lib/jwt';
import { setMockLatency } from '../lib/latency';
import { memoryStore, mockStorage, setMockStorage, type KeyValueStore } from '../lib/persist';
import { LOGIN_ATTEMPTS_KEY } from '../services/loginGuard';
import { reset, updateUser, USERS_STORAGE_KEY } from '../services/playerService';
import { ACCOUNT_DISABLED_MESSAGE } from '../services/session';
import { accountHandlers, accountScenarios } from './account';

const BASE = 'http://localhost/api/account';
const server = setupServer(...accountHandlers);

const demoPlayer = {
  id: '100001',
  username: '0812345678',
  name: 'สมชาย ใจดี',
  status: 'active',
  credit: 1250.5,
  book_number: '0481234567',
  bank_name: 'KBANK',
  PromotionID: 'PRO-WELCOME-100',
  PromotionDetail: 'โบนัสสมาชิกใหม่ 100% สูงสุด 500 บาท',
  PromotionStatus: 'completed',
  role: 'player',
};

const registration = {
  id: '583920',
  username: '0861112222',
  password: 'secret-pass-1',
  confirmPassword: 'secret-pass-1',
  bank_name: 'SCB',
  book_number: '9876543210',
  book_name: 'มานี มีนา',
  inviterID: '100001',
};

/** A storage that fails like a browser with storage disabled. */
const brokenStore: KeyValueStore = {
  getItem: () => {
    throw new Error('storage unavailable');
  },
  setItem: () => {
    throw new Error('storage unavailable');
  },
  removeItem: () => undefined,
};

function post(path: 'login' | 'register', body: unknown): Promise<Response> {
  return fetch(`${BASE}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function me(authorization?: string): Promise<Response> {
  return fetch(
    `${BASE}/me`,
    authorization === undefined ? {} : { headers: { Authorization: authorization } },
  );
}

async function answer(response: Promise<Response>): Promise<{ status: number; body: unknown }> {
  const res = await response;
  return { status: res.status, body: await res.json() };
}

async function loginToken(username: string, password: string): Promise<string> {
  const { body } = await answer(post('login', { username, password }));
  return (body as { serviceToken: string }).serviceToken;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setMockStorage(memoryStore());
  setMockLatency(0);
  reset();
});
afterAll(() => server.close());

describe('POST /api/account/login', () => {
  it('answers 200 with a signed serviceToken and the public user', async () => {
    const { status, body } = await answer(post('login', { username: '0812345678', password: 'demo1234' }));
    expect(status).toBe(200);
    const { serviceToken, user } = body as { serviceToken: string; user: Record<string, unknown> };
    expect(user).toEqual(demoPlayer);
    expect(await verifyToken(serviceToken)).toMatchObject({ sub: '100001', role: 'player' });
  });

  it('logs the admin in with role admin', async () => {
    const { status, body } = await answer(post('login', { username: 'admin', password: 'admin1234' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { id: '900001', role: 'admin', status: 'active' } });
  });

  it.each([
    ['unknown username', { username: '0800000000', password: 'demo1234' }, 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'],
    ['wrong password', { username: '0812345678', password: 'nope' }, 'รหัสผ่านไม่ถูกต้อง'],
    ['banned player', { username: '0899999999', password: 'demo1234' }, 'เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน'],
  ])('answers 400 for a %s', async (_case, body, message) => {
    expect(await answer(post('login', body))).toEqual({ status: 400, body: { message } });
  });

  it.each([
    ['an empty object', {}],
    ['a missing password', { username: '0812345678' }],
    ['an empty username', { username: '  ', password: 'demo1234' }],
    ['a non-string password', { username: '0812345678', password: 1234 }],
    ['invalid JSON', '{"username": '],
    ['a JSON array', ['0812345678', 'demo1234']],
    ['JSON null', 'null'],
  ])('answers 400 with the missing-field message for %s', async (_case, body) => {
    expect(await answer(post('login', body))).toEqual({
      status: 400,
      body: { message: 'กรุณากรอกเบอร์โทรศัพท์และรหัสผ่าน' },
    });
  });

  it('answers 500 Server Error when the player service throws', async () => {
    setMockStorage(brokenStore);
    expect(await answer(post('login', { username: '0812345678', password: 'demo1234' }))).toEqual({
      status: 500,
      body: { message: 'Server Error' },
    });
  });

  it('waits for the simulated latency', async () => {
    setMockLatency(60);
    const started = performance.now();
    await post('login', { username: '0812345678', password: 'demo1234' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('GET /api/account/me', () => {
  it('answers 200 with the user behind the token', async () => {
    const token = await loginToken('0812345678', 'demo1234');
    expect(await answer(me(`Bearer ${token}`))).toEqual({ status: 200, body: { user: demoPlayer } });
  });

  it('reflects changes to the account since login', async () => {
    const token = await loginToken('0812345678', 'demo1234');
    await updateUser('100001', { credit: 99.75 });
    expect(await answer(me(`Bearer ${token}`))).toMatchObject({ body: { user: { credit: 99.75 } } });
  });

  it('answers 401 Token Missing without an Authorization header or token', async () => {
    for (const header of [undefined, '', 'Bearer']) {
      expect(await answer(me(header))).toEqual({ status: 401, body: { message: 'Token Missing' } });
    }
  });

  it('answers 401 Invalid Token for a malformed, forged or expired token', async () => {
    const valid = await signToken('100001', 'player');
    const [header, payload, signature = ''] = valid.split('.');
    const forged = `${header}.${payload}.${(signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)}`;
    const expired = await signToken('100001', 'player', Date.now() - 2 * 3600_000 - 1000);
    for (const token of ['not-a-token', forged, expired]) {
      expect(await answer(me(`Bearer ${token}`))).toEqual({
        status: 401,
        body: { message: 'Invalid Token' },
      });
    }
    expect(await answer(me(`Basic ${valid}`))).toEqual({ status: 401, body: { message: 'Invalid Token' } });
  });

  it('answers 401 Invalid Token once a token issued at login has expired (2 hours)', async () => {
    const issued = await signToken('100001', 'player', Date.now() - 2 * 3600_000 + 5000);
    expect((await me(`Bearer ${issued}`)).status).toBe(200);
    const lapsed = await signToken('100001', 'player', Date.now() - 2 * 3600_000);
    expect(await answer(me(`Bearer ${lapsed}`))).toEqual({ status: 401, body: { message: 'Invalid Token' } });
  });

  it('answers 401 account.disabled for a valid token of a deleted (unknown) or banned user', async () => {
    for (const id of ['424242', '100002']) {
      const token = await signToken(id, 'player');
      expect(await answer(me(`Bearer ${token}`))).toEqual({
        status: 401,
        body: { message: ACCOUNT_DISABLED_MESSAGE, code: 'account.disabled' },
      });
    }
  });

  it('answers 500 Server Error XX with the error when the player service throws', async () => {
    const token = await loginToken('0812345678', 'demo1234');
    setMockStorage(brokenStore);
    expect(await answer(me(`Bearer ${token}`))).toEqual({
      status: 500,
      body: { message: 'Server Error XX', error: 'Error: storage unavailable' },
    });
  });
});

describe('POST /api/account/register', () => {
  it('answers 200 with the public fields of the new user, never the password or hash', async () => {
    const { status, body } = await answer(post('register', registration));
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        id: '200001',
        username: '0861112222',
        name: 'มานี มีนา',
        status: 'active',
        credit: 0,
        book_number: '9876543210',
        bank_name: 'SCB',
        PromotionID: null,
        PromotionDetail: null,
        PromotionStatus: null,
        role: 'player',
        book_name: 'มานี มีนา',
        inviterID: '100001',
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/secret-pass-1|passwordHash|salt/);
  });

  it('keeps the new user in the store under `users` with a salted hash, and does not log in', async () => {
    const response = await answer(post('register', registration));
    expect(response.body).not.toHaveProperty('serviceToken');
    const raw = mockStorage().getItem(USERS_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('secret-pass-1');
    const stored = JSON.parse(raw) as Record<string, unknown>[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: '200001',
      username: '0861112222',
      name: 'มานี มีนา',
      inviterID: '100001',
    });
    expect(stored[0]?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(stored[0]).not.toHaveProperty('password');
    expect(stored[0]).not.toHaveProperty('confirmPassword');
  });

  it('lets the new user log in and call me', async () => {
    await post('register', registration);
    const token = await loginToken('0861112222', 'secret-pass-1');
    expect(await answer(me(`Bearer ${token}`))).toMatchObject({
      status: 200,
      body: { user: { id: '200001', username: '0861112222', role: 'player' } },
    });
    expect(await answer(post('login', { username: '0861112222', password: 'wrong' }))).toEqual({
      status: 400,
      body: { message: 'รหัสผ่านไม่ถูกต้อง' },
    });
  });

  it('registers without inviter, and gives the id itself whatever id the client sends', async () => {
    const { status, body } = await answer(
      post('register', { ...registration, inviterID: undefined, id: '100001' }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { id: '200001', inviterID: '' } });
    const second = await answer(
      post('register', {
        ...registration,
        id: '../../x',
        username: '0863334444',
        book_number: '1234567890',
        book_name: 'ชูใจ ใจดี',
      }),
    );
    expect(second.body).toMatchObject({ data: { id: '200002' } });
  });

  it('still works with a corrupt `users` value in the store', async () => {
    mockStorage().setItem(USERS_STORAGE_KEY, '{corrupt');
    expect((await post('register', registration)).status).toBe(200);
    expect((await post('login', { username: '0861112222', password: 'secret-pass-1' })).status).toBe(200);
  });

  const missingCredentials = 'กรุณากรอกเบอร์โทรศัพท์และรหัสผ่าน';
  const passwordsDiffer = 'รหัสผ่านไม่ตรงกัน';
  const bankInfoMissing = 'กรุณากรอกข้อมูลบัญชีธนาคารให้ครบถ้วน';

  it.each([
    ['no username', { ...registration, username: '' }, missingCredentials],
    ['a blank username', { ...registration, username: '   ' }, missingCredentials],
    ['no password', { ...registration, password: undefined }, missingCredentials],
    ['invalid JSON', '{oops', missingCredentials],
    ['an empty body', '', missingCredentials],
    ['different passwords', { ...registration, confirmPassword: 'other' }, passwordsDiffer],
    ['no confirmPassword', { ...registration, confirmPassword: undefined }, passwordsDiffer],
    ['no bank_name', { ...registration, bank_name: '' }, bankInfoMissing],
    ['no book_number', { ...registration, book_number: undefined }, bankInfoMissing],
    ['no book_name', { ...registration, book_name: ' ' }, bankInfoMissing],
    ['the placeholder กำลังตรวจสอบ...', { ...registration, bank_name: 'กำลังตรวจสอบ...' }, bankInfoMissing],
    ['the placeholder อัตโนมัติ', { ...registration, bank_name: 'อัตโนมัติ' }, bankInfoMissing],
    [
      'a taken account number and username',
      { ...registration, username: '0812345678', book_number: '0481234567' },
      'เลขบัญชีและชื่อผู้ใช้นี้ถูกใช้งานแล้ว',
    ],
    ['a taken account number', { ...registration, book_number: '0481234567' }, 'เลขบัญชีนี้ถูกใช้งานแล้ว'],
    ['a taken username', { ...registration, username: '0812345678' }, 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว'],
    ['a taken account name', { ...registration, book_name: 'สมชาย ใจดี' }, 'ชื่อบัญชีนี้ถูกใช้งานแล้ว'],
  ])('answers 400 for %s', async (_case, body, message) => {
    expect(await answer(post('register', body))).toEqual({ status: 400, body: { message } });
    expect(mockStorage().getItem(USERS_STORAGE_KEY)).toBeNull();
  });

  // What a request sent straight to the server (not through the form) gets: the form's own rules.
  it.each([
    [
      'a one-character password',
      { password: 'x', confirmPassword: 'x' },
      'password',
      'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
    ],
    [
      'a 51-character password',
      { password: 'p'.repeat(51), confirmPassword: 'p'.repeat(51) },
      'password',
      'รหัสผ่านต้องไม่เกิน 50 ตัวอักษร',
    ],
    [
      'a username that is not a phone number',
      { username: '<b>x</b>' },
      'username',
      'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
    ],
    ['a megabyte account name', { book_name: 'ก'.repeat(1_000_000) }, 'book_name', 'กรุณากรอกชื่อบัญชีให้ถูกต้อง'],
    [
      'markup in the account name',
      { book_name: '<img src=x onerror=alert(1)>' },
      'book_name',
      'กรุณากรอกชื่อบัญชีให้ถูกต้อง',
    ],
    [
      'a right-to-left override (U+202E)',
      { book_name: 'มานี\u202Eอนาม' },
      'book_name',
      'กรุณากรอกชื่อบัญชีให้ถูกต้อง',
    ],
    ['a control character', { book_name: 'มานี\u0000มีนา' }, 'book_name', 'กรุณากรอกชื่อบัญชีให้ถูกต้อง'],
    ['an unknown bank', { bank_name: 'EVILBANK' }, 'bank_name', 'กรุณาเลือกธนาคาร'],
    [
      'letters in the account number',
      { book_number: '12345abcde' },
      'book_number',
      'เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก',
    ],
    [
      'a 21-character inviter id',
      { inviterID: 'a'.repeat(21) },
      'inviterID',
      'รหัสผู้แนะนำต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข ไม่เกิน 20 ตัว',
    ],
  ])('applies the register form’s rules: refuses %s', async (_case, change, field, message) => {
    expect(await answer(post('register', { ...registration, ...change }))).toEqual({
      status: 400,
      body: { message, code: 'register.invalid', field },
    });
    expect(mockStorage().getItem(USERS_STORAGE_KEY)).toBeNull();
  });

  it('stores what it accepted normalized, as the form sends it', async () => {
    const { body } = await answer(
      post('register', {
        ...registration,
        username: '+66 86-111-2222',
        book_number: '987-654-3210',
        book_name: '  มานี   มีนา ',
      }),
    );
    expect(body).toMatchObject({
      data: { username: '0861112222', book_number: '9876543210', book_name: 'มานี มีนา' },
    });
  });

  it('checks the passwords before the bank details', async () => {
    expect(await answer(post('register', { ...registration, confirmPassword: 'x', bank_name: '' }))).toEqual({
      status: 400,
      body: { message: passwordsDiffer },
    });
  });

  it('refuses to register the same player twice', async () => {
    expect((await post('register', registration)).status).toBe(200);
    expect(await answer(post('register', { ...registration, id: '583921' }))).toEqual({
      status: 400,
      body: { message: 'เลขบัญชีและชื่อผู้ใช้นี้ถูกใช้งานแล้ว' },
    });
  });

  it('answers 500 Server Error when the player service throws', async () => {
    setMockStorage(brokenStore);
    expect(await answer(post('register', registration))).toEqual({
      status: 500,
      body: { message: 'Server Error' },
    });
  });

  it('waits for the simulated latency', async () => {
    setMockLatency(60);
    const started = performance.now();
    await post('register', { ...registration, password: '' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('login lock', () => {
  const locked = { message: 'เข้าสู่ระบบผิดเกิน 5 ครั้ง กรุณารอ 15 นาทีแล้วลองใหม่', code: 'login.locked' };
  afterEach(() => vi.useRealTimers());

  it('locks a username for 15 minutes at the fifth failed login in 15 minutes, even for the right password', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T05:00:00.000Z'), toFake: ['Date'] });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await answer(post('login', { username: '0812345678', password: 'wrong' }))).status).toBe(400);
    }
    expect(await answer(post('login', { username: '0812345678', password: 'wrong' }))).toEqual({
      status: 429,
      body: locked,
    });
    expect(await answer(post('login', { username: '0812345678', password: 'demo1234' }))).toEqual({
      status: 429,
      body: locked,
    });
    // Another username is not locked.
    expect((await post('login', { username: 'admin', password: 'admin1234' })).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-20T05:15:00.001Z'));
    expect((await post('login', { username: '0812345678', password: 'demo1234' })).status).toBe(200);
  });

  it('counts unknown usernames too, forgets failures older than 15 minutes, and a success starts over', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T05:00:00.000Z'), toFake: ['Date'] });
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await post('login', { username: '0800000000', password: 'x' });
    vi.setSystemTime(new Date('2026-11-20T05:15:00.000Z'));
    expect((await post('login', { username: '0800000000', password: 'x' })).status).toBe(400);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await post('login', { username: '0812345678', password: 'x' });
    expect((await post('login', { username: '0812345678', password: 'demo1234' })).status).toBe(200);
    expect((await post('login', { username: '0812345678', password: 'x' })).status).toBe(400);
  });

  it('keeps the lock in the store, so a reload of the app does not unlock', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await post('login', { username: '0812345678', password: 'x' });
    expect(mockStorage().getItem(LOGIN_ATTEMPTS_KEY)).toContain('0812345678');
  });
});

describe('accountScenarios', () => {
  it('loginServerError: login answers 500 while me still works', async () => {
    const token = await loginToken('0812345678', 'demo1234');
    server.use(...accountScenarios.loginServerError);
    expect(await answer(post('login', { username: '0812345678', password: 'demo1234' }))).toEqual({
      status: 500,
      body: { message: 'Server Error' },
    });
    expect((await me(`Bearer ${token}`)).status).toBe(200);
  });

  it('registerServerError: register answers 500', async () => {
    server.use(...accountScenarios.registerServerError);
    expect(await answer(post('register', registration))).toEqual({
      status: 500,
      body: { message: 'Server Error' },
    });
  });

  it('meUnauthorized: me answers 401 Invalid Token even with a valid token', async () => {
    const token = await loginToken('0812345678', 'demo1234');
    server.use(...accountScenarios.meUnauthorized);
    expect(await answer(me(`Bearer ${token}`))).toEqual({ status: 401, body: { message: 'Invalid Token' } });
  });

  it('meServerError: me answers 500 Server Error XX', async () => {
    server.use(...accountScenarios.meServerError);
    expect(await answer(me('Bearer x'))).toMatchObject({ status: 500, body: { message: 'Server Error XX' } });
  });

  it('networkError: every account call fails at the network level', async () => {
    server.use(...accountScenarios.networkError);
    await expect(post('login', { username: '0812345678', password: 'demo1234' })).rejects.toThrow(TypeError);
    await expect(me('Bearer x')).rejects.toThrow(TypeError);
    await expect(post('register', registration)).rejects.toThrow(TypeError);
  });

  it('loading: every account call stays pending', async () => {
    server.use(...accountScenarios.loading);
    const pending = Symbol('pending');
    const outcomes = await Promise.all(
      [post('login', {}), me(), post('register', {})].map((request) =>
        Promise.race([request, new Promise((resolve) => setTimeout(resolve, 100, pending))]),
      ),
    );
    expect(outcomes).toEqual([pending, pending, pending]);
  });
});
