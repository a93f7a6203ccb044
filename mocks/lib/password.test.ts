import { pbkdf2Sync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { hashPassword, PBKDF2_ITERATIONS, randomSalt, SALT_BYTES, verifyPassword } from './password';

const FIXED_SALT = '00112233445566778899aabbccddeeff';

describe('password hashing', () => {
  it('uses PBKDF2-SHA256 with at least 100k iterations and a 16-byte salt', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect(SALT_BYTES).toBe(16);
    const { passwordHash, salt } = await hashPassword('demo1234', FIXED_SALT);
    const expected = pbkdf2Sync('demo1234', Buffer.from(FIXED_SALT, 'hex'), PBKDF2_ITERATIONS, 32, 'sha256');
    expect(passwordHash).toBe(expected.toString('hex'));
    expect(salt).toBe(FIXED_SALT);
  });

  it('draws a fresh random salt by default, so equal passwords hash differently', async () => {
    const first = await hashPassword('same-password');
    const second = await hashPassword('same-password');
    expect(first.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(first.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.salt).not.toBe(second.salt);
    expect(first.passwordHash).not.toBe(second.passwordHash);
    expect(randomSalt()).not.toBe(randomSalt());
  });

  it('is deterministic for a fixed salt (fixtures)', async () => {
    expect(await hashPassword('admin1234', FIXED_SALT)).toEqual(await hashPassword('admin1234', FIXED_SALT));
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('รหัสผ่าน ไทย 1');
    expect(await verifyPassword('รหัสผ่าน ไทย 1', stored)).toBe(true);
    expect(await verifyPassword('รหัสผ่าน ไทย 2', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('รหัสผ่าน ไทย 1 ', stored)).toBe(false);
  });

  it('answers false, never throws, for a corrupt stored salt or hash', async () => {
    const stored = await hashPassword('demo1234', FIXED_SALT);
    expect(await verifyPassword('demo1234', { ...stored, salt: 'not-hex' })).toBe(false);
    expect(await verifyPassword('demo1234', { ...stored, salt: '' })).toBe(false);
    expect(await verifyPassword('demo1234', { ...stored, passwordHash: 'abc' })).toBe(false);
  });

  it('refuses a salt that is not hex', async () => {
    await expect(hashPassword('demo1234', 'xyz')).rejects.toThrow(/salt/);
  });
});
