import { describe, expect, it } from 'vitest';

import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it('is 0 for nothing and at least 1 for anything typed', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
  });

  it('counts length, mixed case, digits and symbols', () => {
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abcdEFGH')).toBe(2);
    expect(passwordStrength('abcdEF12')).toBe(3);
    expect(passwordStrength('abcdEF1!')).toBe(4);
    expect(passwordStrength('รหัสผ่านยาว12345')).toBe(4);
  });

  it('is capped at 4', () => {
    expect(passwordStrength('Very-Long-Passw0rd!')).toBe(4);
  });
});
