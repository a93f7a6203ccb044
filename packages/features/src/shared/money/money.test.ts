import { describe, expect, it } from 'vitest';

import { bahtToSatang, parseAmount } from './money';

describe('money', () => {
  it('converts API baht to satang without float drift', () => {
    expect(bahtToSatang(1250.5)).toBe(125050);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(bahtToSatang(19.99)).toBe(1999);
  });

  it('parses valid amounts', () => {
    expect(parseAmount('300')).toEqual({ ok: true, satang: 30000 });
    expect(parseAmount(' 1,250.5 ')).toEqual({ ok: true, satang: 125050 });
    expect(parseAmount('0.01')).toEqual({ ok: true, satang: 1 });
    expect(parseAmount('100.')).toEqual({ ok: true, satang: 10000 });
  });

  it('refuses every bad amount with its reason', () => {
    expect(parseAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(parseAmount('   ')).toEqual({ ok: false, problem: 'required' });
    expect(parseAmount('0')).toEqual({ ok: false, problem: 'nonpositive' });
    expect(parseAmount('0.00')).toEqual({ ok: false, problem: 'nonpositive' });
    expect(parseAmount('-5')).toEqual({ ok: false, problem: 'nonpositive' });
    expect(parseAmount('abc')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount('1e3')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount('12.345')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('NaN')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount('99999999999999')).toEqual({ ok: false, problem: 'invalid' });
  });
});
