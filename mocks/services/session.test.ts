import { afterEach, describe, expect, it } from 'vitest';

import { signToken } from '../lib/jwt';
import { ACCOUNT_DISABLED_MESSAGE, bearerToken, requireAdmin, requireUser } from './session';
import { reset, updateUser } from './playerService';

function requestWith(authorization?: string): Request {
  const headers = new Headers();
  if (authorization !== undefined) headers.set('Authorization', authorization);
  return new Request('http://localhost/player-api/usersystem', { headers });
}

async function errorOf(result: unknown): Promise<{ status: number; body: unknown }> {
  if (!(result instanceof Response)) throw new Error('expected a response');
  return { status: result.status, body: await result.json() };
}

afterEach(() => {
  reset();
});

describe('bearerToken', () => {
  it('extracts the token, and nothing when header or token is missing', () => {
    expect(bearerToken(requestWith('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(requestWith('bearer   abc'))).toBe('abc');
    expect(bearerToken(requestWith())).toBeUndefined();
    expect(bearerToken(requestWith(''))).toBeUndefined();
    expect(bearerToken(requestWith('Bearer'))).toBeUndefined();
    expect(bearerToken(requestWith('Bearer    '))).toBeUndefined();
  });
});

describe('requireUser', () => {
  it('returns the user behind a valid token', async () => {
    const result = await requireUser(requestWith(`Bearer ${await signToken('100001', 'player')}`));
    expect(result).toMatchObject({ user: { id: '100001', username: '0812345678', role: 'player' } });
  });

  it('answers 401 Token Missing without a token', async () => {
    expect(await errorOf(await requireUser(requestWith()))).toEqual({
      status: 401,
      body: { message: 'Token Missing' },
    });
    expect(await errorOf(await requireUser(requestWith('Bearer ')))).toEqual({
      status: 401,
      body: { message: 'Token Missing' },
    });
  });

  it('answers 401 Invalid Token for bad, expired and forged tokens', async () => {
    const valid = await signToken('100001', 'player');
    const tokens = [
      'garbage',
      await signToken('100001', 'player', Date.now() - 2 * 3600_000 - 1000),
      `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`,
    ];
    for (const token of tokens) {
      expect(await errorOf(await requireUser(requestWith(`Bearer ${token}`)))).toEqual({
        status: 401,
        body: { message: 'Invalid Token' },
      });
    }
    expect(await errorOf(await requireUser(requestWith(`Basic ${valid}`)))).toMatchObject({ status: 401 });
  });

  it('answers 401 account.disabled for a valid token of a deleted (unknown) or banned account', async () => {
    for (const id of ['424242', '100002']) {
      expect(
        await errorOf(await requireUser(requestWith(`Bearer ${await signToken(id, 'player')}`))),
      ).toEqual({
        status: 401,
        body: { message: ACCOUNT_DISABLED_MESSAGE, code: 'account.disabled' },
      });
    }
  });

  it('refuses a user banned after logging in, at the next call', async () => {
    const token = await signToken('100001', 'player');
    expect(await requireUser(requestWith(`Bearer ${token}`))).toMatchObject({ user: { id: '100001' } });
    await updateUser('100001', { status: 'banned' });
    expect(await errorOf(await requireUser(requestWith(`Bearer ${token}`)))).toMatchObject({
      status: 401,
      body: { code: 'account.disabled' },
    });
  });
});

describe('requireAdmin', () => {
  it('returns an admin', async () => {
    const result = await requireAdmin(requestWith(`Bearer ${await signToken('900001', 'admin')}`));
    expect(result).toMatchObject({ user: { id: '900001', role: 'admin' } });
  });

  it('answers 403 Forbidden to a player, even one whose token claims admin', async () => {
    for (const role of ['player', 'admin'] as const) {
      const result = await requireAdmin(requestWith(`Bearer ${await signToken('100001', role)}`));
      expect(await errorOf(result)).toEqual({ status: 403, body: { message: 'Forbidden' } });
    }
  });

  it('answers 401 before 403', async () => {
    expect(await errorOf(await requireAdmin(requestWith()))).toEqual({
      status: 401,
      body: { message: 'Token Missing' },
    });
    expect(await errorOf(await requireAdmin(requestWith('Bearer x.y.z')))).toEqual({
      status: 401,
      body: { message: 'Invalid Token' },
    });
  });
});
