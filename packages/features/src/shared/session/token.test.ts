import { describe, expect, it } from 'vitest';

import { isTokenValid, tokenExpiry } from './token';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenWith = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

describe('token expiry', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('accepts a token whose exp is later than now', () => {
    expect(isTokenValid(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(true);
  });

  it('refuses expired, exactly-now, missing-exp and malformed tokens', () => {
    expect(isTokenValid(tokenWith({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenValid(tokenWith({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(tokenWith({ sub: '1' }), now)).toBe(false);
    expect(isTokenValid('not-a-token', now)).toBe(false);
    expect(isTokenValid('a.%%%.c', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(tokenExpiry('a.b')).toBeNull();
    expect(tokenExpiry(tokenWith(null))).toBeNull();
    expect(tokenExpiry(tokenWith({ exp: '9999999999' }))).toBeNull();
    expect(tokenExpiry(tokenWith({ exp: 1_800_000_000 }))).toBe(1_800_000_000);
  });
});
