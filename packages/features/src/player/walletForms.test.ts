import { describe, expect, it } from 'vitest';

import { formResolver } from '../shared/forms/resolver';
import {
  amountInputValue,
  DEPOSIT_QUICK_PICKS,
  depositSchema,
  withdrawAllSatang,
  withdrawSchema,
  type DepositFields,
  type DepositValues,
  type WithdrawFields,
  type WithdrawLimits,
  type WithdrawValues,
  validDepositAmount,
} from './walletForms';

// The amount rule itself (every refusal and its Thai message) is tested in shared/forms/schemas.test.ts.
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const limits: WithdrawLimits = { minSatang: 30_000, maxPerDaySatang: 5_000_000, balanceSatang: 125_050 };

describe('deposit form', () => {
  const resolve = formResolver<DepositFields, DepositValues>(depositSchema);

  it('refuses less than 100 baht, in Thai', async () => {
    const { errors } = await resolve({ amount: '99.99', accountId: '', slip: null }, undefined, options);
    expect(errors.amount?.message).toBe('ขั้นต่ำ 100 บาท');
  });

  it('hands over satang and the chosen account', async () => {
    await expect(
      resolve({ amount: '1,250.50', accountId: 'TB-02', slip: null }, undefined, options),
    ).resolves.toEqual({
      values: { amount: 125_050, accountId: 'TB-02', slip: null },
      errors: {},
    });
  });

  it('hands over a slip, and refuses one of another type or over 5 MB in Thai', async () => {
    const png = new File([new Uint8Array(4)], 'slip.png', { type: 'image/png' });
    const { values } = await resolve({ amount: '500', accountId: '', slip: png }, undefined, options);
    expect(values).toEqual({ amount: 50_000, accountId: '', slip: png });
    const gif = new File(['GIF89a'], 'slip.gif', { type: 'image/gif' });
    const wrongType = await resolve({ amount: '500', accountId: '', slip: gif }, undefined, options);
    expect(wrongType.errors.slip?.message).toBe('รองรับเฉพาะไฟล์ JPG, PNG หรือ WebP');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    const tooLarge = await resolve({ amount: '500', accountId: '', slip: big }, undefined, options);
    expect(tooLarge.errors.slip?.message).toBe('ไฟล์ต้องไม่เกิน 5 MB');
  });

  it('reads a valid deposit amount for the QR, and nothing from a refused one', () => {
    expect(validDepositAmount('1,250.50')).toBe(125_050);
    expect(validDepositAmount('100')).toBe(10_000);
    for (const typed of ['', '99.99', 'abc', '100.123', '-500', '0'])
      expect(validDepositAmount(typed)).toBeNull();
  });

  it('offers the five quick picks of the spec', () => {
    expect(DEPOSIT_QUICK_PICKS).toEqual([10_000, 30_000, 50_000, 100_000, 500_000]);
  });
});

describe('withdraw form', () => {
  const resolve = formResolver<WithdrawFields, WithdrawValues>(withdrawSchema(limits));

  it.each([
    ['', 'กรุณากรอกจำนวนเงิน'],
    ['299.99', 'ขั้นต่ำ 300 บาท'],
    ['1250.51', 'ยอดเงินไม่เพียงพอ'],
  ])('refuses %j with %s', async (amount, message) => {
    const { errors } = await resolve({ amount }, undefined, options);
    expect(errors.amount?.message).toBe(message);
  });

  it('refuses more than the daily maximum when the balance allows it', async () => {
    const rich = formResolver<WithdrawFields, WithdrawValues>(
      withdrawSchema({ ...limits, balanceSatang: 9_999_999_999 }),
    );
    const { errors } = await rich({ amount: '50000.01' }, undefined, options);
    expect(errors.amount?.message).toBe('สูงสุด 50,000 บาท');
  });

  it('accepts the whole balance and the minimum', async () => {
    await expect(resolve({ amount: '1250.50' }, undefined, options)).resolves.toEqual({
      values: { amount: 125_050 },
      errors: {},
    });
    await expect(resolve({ amount: '300' }, undefined, options)).resolves.toEqual({
      values: { amount: 30_000 },
      errors: {},
    });
  });

  it('withdraw-all is the balance capped by the daily maximum', () => {
    expect(withdrawAllSatang(limits)).toBe(125_050);
    expect(withdrawAllSatang({ ...limits, balanceSatang: 9_999_999_999 })).toBe(5_000_000);
    expect(withdrawAllSatang({ ...limits, balanceSatang: -5 })).toBe(0);
  });
});

describe('amountInputValue', () => {
  it('fills amount fields without separators', () => {
    expect(amountInputValue(125_050)).toBe('1250.50');
    expect(amountInputValue(30_000)).toBe('300');
    expect(amountInputValue(9_999_999_999)).toBe('99999999.99');
    expect(amountInputValue(5)).toBe('0.05');
  });
});
