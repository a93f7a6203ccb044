import { afterEach, describe, expect, it } from 'vitest';

import { demoAccounts, type AccountRecord } from '../data/accounts';
import { verifyPassword } from '../lib/password';
import { memoryStore, mockStorage, setMockStorage } from '../lib/persist';
import {
  createUser,
  findUser,
  listUsers,
  loginCheck,
  playerLogin,
  registrationCheck,
  reset,
  ACCOUNT_CHANGES_KEY,
  updateUser,
  USERS_STORAGE_KEY,
  type NewUserInput,
} from './playerService';

const newPlayer: NewUserInput = {
  username: '0861112222',
  password: 'secret-pass-1',
  bank_name: 'SCB',
  book_number: '123-4-56789-0',
  book_name: 'มานี มีนา',
  inviterID: '100001',
};

function storedUsers(): Record<string, unknown>[] {
  return JSON.parse(mockStorage().getItem(USERS_STORAGE_KEY) ?? '[]') as Record<string, unknown>[];
}

afterEach(() => {
  setMockStorage(memoryStore());
  reset();
});

describe('demo accounts', () => {
  it('stores pre-hashed passwords that match the documented demo passwords', async () => {
    const [player, banned, admin] = demoAccounts;
    expect(await verifyPassword('demo1234', player as AccountRecord)).toBe(true);
    expect(await verifyPassword('demo1234', banned as AccountRecord)).toBe(true);
    expect(await verifyPassword('admin1234', admin as AccountRecord)).toBe(true);
    expect(JSON.stringify(demoAccounts)).not.toMatch(/demo1234|admin1234/);
  });
});

describe('playerLogin', () => {
  it('logs the demo player in with the public user fields only', async () => {
    const result = await playerLogin('0812345678', 'demo1234');
    expect(result).toEqual({
      status: 'ok',
      user: {
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
      },
    });
  });

  it('logs the admin in with role admin', async () => {
    const result = await playerLogin('admin', 'admin1234');
    expect(result.status === 'ok' && result.user).toMatchObject({ id: '900001', role: 'admin' });
  });

  it('answers notfound, wrongpass and banned', async () => {
    expect(await playerLogin('0800000000', 'demo1234')).toEqual({ status: 'notfound' });
    expect(await playerLogin('0812345678', 'wrong')).toEqual({ status: 'wrongpass' });
    expect(await playerLogin('0899999999', 'demo1234')).toEqual({ status: 'banned' });
  });

  it('does not reveal a ban to someone without the password', async () => {
    expect(await playerLogin('0899999999', 'guess')).toEqual({ status: 'wrongpass' });
  });

  it('ignores spaces around the username', async () => {
    expect((await playerLogin(' 0812345678 ', 'demo1234')).status).toBe('ok');
  });
});

describe('loginCheck / findUser / listUsers', () => {
  it('finds an active user by id and refuses unknown or banned ids', async () => {
    expect(await loginCheck('100001')).toMatchObject({ id: '100001', username: '0812345678' });
    expect(await loginCheck('900001')).toMatchObject({ role: 'admin' });
    expect(await loginCheck('424242')).toBeNull();
    expect(await loginCheck('100002')).toBeNull();
  });

  it('findUser includes banned accounts; listUsers lists demo and registered accounts', async () => {
    expect(await findUser('100002')).toMatchObject({ status: 'banned' });
    expect(await findUser('424242')).toBeNull();
    await createUser(newPlayer);
    const ids = (await listUsers()).map((user) => user.id);
    // The demo accounts, the back office's seeded admins and 40 players (data/admin-seed.ts), then the registered one.
    expect(ids.slice(0, 6)).toEqual(['100001', '100002', '900001', '100003', '900002', '900003']);
    expect(ids.slice(6, -1)).toHaveLength(40);
    expect(ids.at(-1)).toBe('200001');
    for (const user of await listUsers()) expect(Object.keys(user)).not.toContain('passwordHash');
  });
});

describe('changes to the demo accounts', () => {
  it('are stored, so a ban outlives a reload of the app (a logout is one), and reset forgets them', async () => {
    await updateUser('100001', { status: 'banned' });
    expect(JSON.parse(mockStorage().getItem(ACCOUNT_CHANGES_KEY) ?? '{}')).toEqual({
      '100001': { status: 'banned' },
    });
    expect(await loginCheck('100001')).toBeNull();
    // What a reloaded app reads: the fixtures plus the stored changes, nothing from memory.
    const stored = mockStorage().getItem(ACCOUNT_CHANGES_KEY);
    reset();
    expect(await loginCheck('100001')).not.toBeNull();
    mockStorage().setItem(ACCOUNT_CHANGES_KEY, stored ?? '');
    expect(await playerLogin('0812345678', 'demo1234')).toMatchObject({ status: 'banned' });
    await updateUser('100001', { status: 'active' });
    expect(await loginCheck('100001')).not.toBeNull();
  });
});

describe('registrationCheck', () => {
  const free = { username: '0861112222', book_number: '9998887776', book_name: 'มานี มีนา' };

  it('answers null for a new player', async () => {
    expect(await registrationCheck(free)).toBeNull();
  });

  it('reports each duplicate, in order', async () => {
    expect(await registrationCheck({ ...free, username: '0812345678', book_number: '0481234567' })).toBe(
      'duplicate_number_and_username',
    );
    expect(await registrationCheck({ ...free, book_number: '0481234567' })).toBe('duplicate_number');
    expect(await registrationCheck({ ...free, username: '0812345678' })).toBe('duplicate_username');
    expect(await registrationCheck({ ...free, book_name: 'สมชาย ใจดี' })).toBe('duplicate_name');
  });

  it('compares numbers without dashes or spaces, names without case or extra spaces', async () => {
    expect(await registrationCheck({ ...free, book_number: '048-1-23456-7' })).toBe('duplicate_number');
    expect(await registrationCheck({ ...free, book_number: '048 123 4567' })).toBe('duplicate_number');
    expect(await registrationCheck({ ...free, book_name: '  สมชาย   ใจดี ' })).toBe('duplicate_name');
    expect(await registrationCheck({ ...free, book_name: 'ADMIN' })).toBeNull();
  });

  it('sees registered users too', async () => {
    await createUser(newPlayer);
    const other = { ...free, username: '0869990000', book_name: 'ชูใจ' };
    expect(await registrationCheck({ ...other, book_number: '1234567890' })).toBe('duplicate_number');
    expect(await registrationCheck({ ...other, username: '0861112222' })).toBe('duplicate_username');
    expect(await registrationCheck({ ...other, book_name: 'มานี  มีนา' })).toBe('duplicate_name');
    expect(await registrationCheck(other)).toBeNull();
  });
});

describe('createUser', () => {
  it('persists the account under `users` with a salted PBKDF2 hash, never the password', async () => {
    const result = await createUser(newPlayer);
    expect(result).toEqual({
      status: 'ok',
      user: {
        id: '200001',
        username: '0861112222',
        name: 'มานี มีนา',
        status: 'active',
        credit: 0,
        book_number: '123-4-56789-0',
        bank_name: 'SCB',
        PromotionID: null,
        PromotionDetail: null,
        PromotionStatus: null,
        role: 'player',
        book_name: 'มานี มีนา',
        inviterID: '100001',
      },
    });
    const raw = mockStorage().getItem(USERS_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('secret-pass-1');
    const [stored] = storedUsers();
    expect(stored).toMatchObject({
      id: '200001',
      username: '0861112222',
      bank_name: 'SCB',
      book_number: '123-4-56789-0',
      book_name: 'มานี มีนา',
      name: 'มานี มีนา',
      inviterID: '100001',
      role: 'player',
      status: 'active',
      credit: 0,
    });
    expect(stored).not.toHaveProperty('password');
    expect(stored?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(await playerLogin('0861112222', 'secret-pass-1')).toMatchObject({ status: 'ok' });
    expect(await playerLogin('0861112222', 'demo1234')).toEqual({ status: 'wrongpass' });
    expect(await loginCheck('200001')).toMatchObject({ username: '0861112222' });
  });

  it('gives two users with the same password different salts and hashes', async () => {
    await createUser(newPlayer);
    await createUser({ ...newPlayer, username: '0863334444', book_number: '555', book_name: 'ชูใจ' });
    const [first, second] = storedUsers();
    expect(first?.salt).not.toBe(second?.salt);
    expect(first?.passwordHash).not.toBe(second?.passwordHash);
  });

  it('numbers accounts from 200001: the server gives every id', async () => {
    expect(await createUser(newPlayer)).toMatchObject({ user: { id: '200001' } });
    const second = await createUser({
      ...newPlayer,
      username: '0863334444',
      book_number: '5',
      book_name: 'ก',
    });
    expect(second).toMatchObject({ user: { id: '200002' } });
  });

  it('refuses a duplicate even when the check was skipped (concurrent registrations)', async () => {
    const results = await Promise.all([createUser(newPlayer), createUser(newPlayer)]);
    expect(results.map((result) => result.status).sort()).toEqual(['conflict', 'ok']);
    expect(results).toContainEqual({ status: 'conflict', problem: 'duplicate_number_and_username' });
    expect(storedUsers()).toHaveLength(1);
  });

  it('lives in the storage, not in module memory (survives a reload of the app)', async () => {
    const browser = memoryStore();
    setMockStorage(browser);
    await createUser(newPlayer);
    setMockStorage(memoryStore());
    expect(await loginCheck('200001')).toBeNull();
    setMockStorage(browser);
    expect(await loginCheck('200001')).toMatchObject({ username: '0861112222' });
  });
});

describe('corrupt `users` in storage', () => {
  it.each([['not json {'], ['{"users": 1}'], ['null'], ['42']])(
    'reads %s as no registered user',
    async (raw) => {
      mockStorage().setItem(USERS_STORAGE_KEY, raw);
      expect((await playerLogin('0812345678', 'demo1234')).status).toBe('ok');
      expect(
        await registrationCheck({ username: '0861112222', book_number: '1', book_name: 'x' }),
      ).toBeNull();
      expect((await listUsers()).map((user) => user.id).slice(0, 4)).toEqual([
        '100001',
        '100002',
        '900001',
        '100003',
      ]);
      expect(await listUsers()).toHaveLength(46);
      expect(await createUser(newPlayer)).toMatchObject({ status: 'ok' });
      expect(storedUsers()).toHaveLength(1);
    },
  );

  it('skips broken entries and keeps the valid ones', async () => {
    await createUser(newPlayer);
    const valid = storedUsers()[0];
    mockStorage().setItem(
      USERS_STORAGE_KEY,
      JSON.stringify([null, 'x', { id: 7 }, { ...valid, credit: 'lots' }, { ...valid, role: 'root' }, valid]),
    );
    expect(await loginCheck('200001')).toMatchObject({ username: '0861112222' });
    expect(await playerLogin('0861112222', 'secret-pass-1')).toMatchObject({ status: 'ok' });
  });
});

describe('updateUser', () => {
  it('changes a demo account in memory and a registered one in storage', async () => {
    expect(await updateUser('100001', { credit: 10, status: undefined })).toMatchObject({
      credit: 10,
      status: 'active',
    });
    expect(await loginCheck('100001')).toMatchObject({ credit: 10 });
    await createUser(newPlayer);
    expect(await updateUser('200001', { status: 'banned' })).toMatchObject({ status: 'banned' });
    expect(storedUsers()[0]).toMatchObject({ status: 'banned' });
    expect(await playerLogin('0861112222', 'secret-pass-1')).toEqual({ status: 'banned' });
    expect(await updateUser('424242', { credit: 1 })).toBeNull();
  });
});

describe('reset', () => {
  it('forgets registered accounts and restores the demo accounts', async () => {
    await createUser(newPlayer);
    await updateUser('100001', { credit: 0, PromotionID: null });
    await updateUser('100002', { status: 'active' });
    reset();
    expect(mockStorage().getItem(USERS_STORAGE_KEY)).toBeNull();
    expect(await loginCheck('200001')).toBeNull();
    expect(await loginCheck('100001')).toMatchObject({ credit: 1250.5, PromotionID: 'PRO-WELCOME-100' });
    expect(await playerLogin('0899999999', 'demo1234')).toEqual({ status: 'banned' });
    expect(demoAccounts[0]?.credit).toBe(1250.5);
  });
});
