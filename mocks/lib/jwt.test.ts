import { afterEach, describe, expect, it, vi } from 'vitest';

import { signToken, tokenFromRequest, TOKEN_TTL_SECONDS, verifyToken } from './jwt';

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const decodePart = (part: string): unknown =>
  JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4)));

function requestWith(authorization?: string): Request {
  const headers = new Headers();
  if (authorization !== undefined) headers.set('Authorization', authorization);
  return new Request('http://localhost/api/account/me', { headers });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('signToken / verifyToken', () => {
  it('signs an HS256 JWT whose payload carries sub, role, iat and a 2-hour exp', async () => {
    expect(TOKEN_TTL_SECONDS).toBe(7200);
    const token = await signToken('100001', 'player', NOW);
    const [header, body, signature] = token.split('.');
    expect(decodePart(header ?? '')).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodePart(body ?? '')).toEqual({
      sub: '100001',
      role: 'player',
      iat: NOW / 1000,
      exp: NOW / 1000 + 7200,
    });
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyToken(token, NOW)).toEqual({
      sub: '100001',
      role: 'player',
      iat: NOW / 1000,
      exp: NOW / 1000 + 7200,
    });
  });

  it('accepts a token until just before its expiry and refuses it from the expiry on', async () => {
    const token = await signToken('900001', 'admin', NOW);
    expect(await verifyToken(token, NOW + 7200_000 - 1000)).not.toBeNull();
    expect(await verifyToken(token, NOW + 7200_000)).toBeNull();
    expect(await verifyToken(token, NOW + 3 * 3600_000)).toBeNull();
  });

  it('uses the system clock by default (expiry with vi.setSystemTime)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const token = await signToken('100001', 'player');
    expect(await verifyToken(token)).not.toBeNull();
    vi.setSystemTime(NOW + 2 * 3600_000 + 1);
    expect(await verifyToken(token)).toBeNull();
  });

  it('refuses a forged signature', async () => {
    const token = await signToken('100001', 'player', NOW);
    const [header, body, signature = ''] = token.split('.');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await verifyToken(`${header}.${body}.${flipped}`, NOW)).toBeNull();
    expect(await verifyToken(`${header}.${body}.`, NOW)).toBeNull();
  });

  it('refuses a payload changed after signing (role escalation)', async () => {
    const token = await signToken('100001', 'player', NOW);
    const [header, , signature] = token.split('.');
    const forged = b64url(
      JSON.stringify({ sub: '100001', role: 'admin', iat: NOW / 1000, exp: NOW / 1000 + 7200 }),
    );
    expect(await verifyToken(`${header}.${forged}.${signature}`, NOW)).toBeNull();
  });

  it('refuses a token signed with another key and an unsigned alg=none token', async () => {
    const otherKey = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode('someone-else'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const unsigned = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(
      JSON.stringify({ sub: '100001', role: 'player', iat: NOW / 1000, exp: NOW / 1000 + 7200 }),
    )}`;
    const signature = new Uint8Array(
      await crypto.subtle.sign('HMAC', otherKey, new TextEncoder().encode(unsigned)),
    );
    const otherSigned = `${unsigned}.${b64url(String.fromCharCode(...signature))}`;
    expect(await verifyToken(otherSigned, NOW)).toBeNull();
    const none = `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${unsigned.split('.')[1]}.`;
    expect(await verifyToken(none, NOW)).toBeNull();
  });

  it('refuses malformed tokens without throwing', async () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c', '!!!.@@@.###', 'a.b.c.d', 'null']) {
      expect(await verifyToken(token, NOW)).toBeNull();
    }
  });
});

describe('tokenFromRequest', () => {
  it('reads and verifies a bearer token, any case of the scheme', async () => {
    const token = await signToken('100001', 'player');
    expect((await tokenFromRequest(requestWith(`Bearer ${token}`)))?.sub).toBe('100001');
    expect((await tokenFromRequest(requestWith(`bearer ${token}`)))?.sub).toBe('100001');
  });

  it('gives null without a header, with another scheme or a bad token', async () => {
    const token = await signToken('100001', 'player');
    expect(await tokenFromRequest(requestWith())).toBeNull();
    expect(await tokenFromRequest(requestWith('Bearer'))).toBeNull();
    expect(await tokenFromRequest(requestWith(`Basic ${token}`))).toBeNull();
    expect(await tokenFromRequest(requestWith('Bearer not-a-token'))).toBeNull();
  });

  it('gives null for an expired token', async () => {
    const token = await signToken('100001', 'player', Date.now() - 7200_000 - 1000);
    expect(await tokenFromRequest(requestWith(`Bearer ${token}`))).toBeNull();
  });
});
