import { describe, expect, it } from 'vitest';

import {
  checkDepositAmount,
  checkWithdrawAmount,
  DEPOSIT_QUICK_PICKS,
  withdrawAllSatang,
  type WithdrawLimits,
} from './validation';

describe('checkDepositAmount', () => {
  it.each([
    ['', 'กรุณากรอกจำนวนเงิน'],
    ['   ', 'กรุณากรอกจำนวนเงิน'],
    ['abc', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['1e3', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['12.5.1', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['100.123', 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    ['0', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['0.00', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['-100', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['99.99', 'ขั้นต่ำ 100 บาท'],
    ['50', 'ขั้นต่ำ 100 บาท'],
  ])('refuses %j with %s', (input, message) => {
    expect(checkDepositAmount(input)).toEqual({ ok: false, message });
  });

  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['1,250.50', 125_050],
    [' 5000 ', 500_000],
    ['99999999.99', 9_999_999_999],
  ])('accepts %j as %i satang', (input, satang) => {
    expect(checkDepositAmount(input)).toEqual({ ok: true, satang });
  });

  it('uses the given minimum in its message', () => {
    expect(checkDepositAmount('150', 20_050)).toEqual({ ok: false, message: 'ขั้นต่ำ 200.50 บาท' });
  });

  it('offers the five quick picks of the spec', () => {
    expect(DEPOSIT_QUICK_PICKS).toEqual([10_000, 30_000, 50_000, 100_000, 500_000]);
  });
});

describe('checkWithdrawAmount', () => {
  const limits: WithdrawLimits = { minSatang: 30_000, maxPerDaySatang: 5_000_000, balanceSatang: 125_050 };

  it.each([
    ['', 'กรุณากรอกจำนวนเงิน'],
    ['x', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['500.001', 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    ['0', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['299.99', 'ขั้นต่ำ 300 บาท'],
    ['1250.51', 'ยอดเงินไม่เพียงพอ'],
  ])('refuses %j with %s', (input, message) => {
    expect(checkWithdrawAmount(input, limits)).toEqual({ ok: false, message });
  });

  it('accepts the whole balance and the minimum', () => {
    expect(checkWithdrawAmount('1250.50', limits)).toEqual({ ok: true, satang: 125_050 });
    expect(checkWithdrawAmount('300', limits)).toEqual({ ok: true, satang: 30_000 });
  });

  it('refuses more than the daily maximum when the balance allows it', () => {
    const rich = { ...limits, balanceSatang: 9_999_999_999 };
    expect(checkWithdrawAmount('50000.01', rich)).toEqual({ ok: false, message: 'สูงสุด 50,000 บาท' });
    expect(checkWithdrawAmount('50000', rich)).toEqual({ ok: true, satang: 5_000_000 });
  });

  it('says the balance is short before the daily maximum (the server order)', () => {
    expect(checkWithdrawAmount('60000', limits)).toEqual({ ok: false, message: 'ยอดเงินไม่เพียงพอ' });
  });

  it('withdraw-all is the balance capped by the daily maximum', () => {
    expect(withdrawAllSatang(limits)).toBe(125_050);
    expect(withdrawAllSatang({ ...limits, balanceSatang: 9_999_999_999 })).toBe(5_000_000);
    expect(withdrawAllSatang({ ...limits, balanceSatang: -5 })).toBe(0);
  });
});
