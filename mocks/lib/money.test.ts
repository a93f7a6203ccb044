import { describe, expect, it } from 'vitest';

import {
  amountMessages,
  bahtToSatang,
  formatBaht,
  formatBahtPlain,
  MAX_AMOUNT_SATANG,
  parseBahtToSatang,
  satangToBaht,
} from './money';

describe('parseBahtToSatang', () => {
  it.each([
    [100, 10_000],
    [1250.5, 125_050],
    [0.01, 1],
    [0.29, 29],
    [1.1, 110],
    [50_000, 5_000_000],
    ['100', 10_000],
    ['1250.50', 125_050],
    ['  300.5 ', 30_050],
    ['007', 700],
    ['0.10', 10],
  ])('reads %j as %i satang', (input, satang) => {
    expect(parseBahtToSatang(input)).toEqual({ ok: true, satang });
  });

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    [0, 'notPositive'],
    [-0, 'notPositive'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    [-1, 'notPositive'],
    ['-100', 'notPositive'],
    [Number.NaN, 'notANumber'],
    [Number.POSITIVE_INFINITY, 'notANumber'],
    ['NaN', 'notANumber'],
    ['abc', 'notANumber'],
    ['12abc', 'notANumber'],
    ['1,000', 'notANumber'],
    ['1e3', 'notANumber'],
    ['.5', 'notANumber'],
    ['5.', 'notANumber'],
    ['+5', 'notANumber'],
    ['฿100', 'notANumber'],
    [true, 'notANumber'],
    [{ amount: 1 }, 'notANumber'],
    [[100], 'notANumber'],
    [100.123, 'tooManyDecimals'],
    ['100.001', 'tooManyDecimals'],
    ['100.000', 'tooManyDecimals'],
    [1e-7, 'tooManyDecimals'],
    [1e300, 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
    [(MAX_AMOUNT_SATANG + 1) / 100, 'tooLarge'],
  ])('refuses %j: %s, with its Thai message', (input, error) => {
    const result = parseBahtToSatang(input);
    expect(result).toMatchObject({ ok: false, error });
    if (!result.ok) expect(result.message).toBe(amountMessages[result.error]);
  });

  it('accepts the largest amount exactly', () => {
    expect(parseBahtToSatang(MAX_AMOUNT_SATANG / 100)).toEqual({ ok: true, satang: MAX_AMOUNT_SATANG });
  });

  it('says what is wrong in Thai (docs/player-api.md 5.3)', () => {
    expect(amountMessages.required).toBe('กรุณากรอกจำนวนเงิน');
    expect(amountMessages.insufficient).toBe('ยอดเงินไม่เพียงพอ');
    expect(amountMessages.min(10_000)).toBe('ขั้นต่ำ 100 บาท');
    expect(amountMessages.min(30_000)).toBe('ขั้นต่ำ 300 บาท');
    expect(amountMessages.max(5_000_000)).toBe('สูงสุด 50,000 บาท');
    expect(amountMessages.dailyCount(5)).toBe('ถอนเงินได้ไม่เกิน 5 ครั้งต่อวัน');
  });
});

describe('conversions and formats', () => {
  it('converts between satang and baht exactly', () => {
    expect(satangToBaht(125_050)).toBe(1250.5);
    expect(satangToBaht(29)).toBe(0.29);
    expect(bahtToSatang(1250.5)).toBe(125_050);
    expect(bahtToSatang(0.29)).toBe(29);
    for (let satang = 0; satang < 100_000; satang += 7)
      expect(bahtToSatang(satangToBaht(satang))).toBe(satang);
  });

  it('formats like the balance card and the Thai messages', () => {
    expect(formatBaht(125_050)).toBe('฿1,250.50');
    expect(formatBaht(0)).toBe('฿0.00');
    expect(formatBaht(5)).toBe('฿0.05');
    expect(formatBaht(-30_000)).toBe('-฿300.00');
    expect(formatBaht(123_456_789)).toBe('฿1,234,567.89');
    expect(formatBahtPlain(5_000_000)).toBe('50,000');
    expect(formatBahtPlain(125_050)).toBe('1,250.50');
    expect(formatBahtPlain(100)).toBe('1');
    expect(formatBahtPlain(-150)).toBe('-1.50');
  });
});
