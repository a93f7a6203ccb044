import { describe, expect, it } from 'vitest';

import { readBaht } from './formFields';
import { en } from './locales/en';
import type { PromotionsT } from './i18n';
import {
  emptyPromotionForm,
  promotionFormSchema,
  promotionToForm,
  toPromotionInput,
  type PromotionFormValues,
} from './promotionForm';

/** The English labels with their `{{values}}` filled in, like i18next does. */
const t: PromotionsT = (key, values = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name]));
};

const schema = promotionFormSchema(t);

const valid: PromotionFormValues = {
  title: '  Welcome bonus 100%  ',
  detail: 'For new players',
  bonusPercent: '100',
  maxBonus: '1,000',
  minDeposit: '100.50',
  turnover: '5',
  imageUrl: '',
};

/** The message of each failing field. */
function errorsOf(values: Partial<PromotionFormValues>): Record<string, string> {
  try {
    schema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

describe('readBaht', () => {
  it('reads baht into satang, 0 only when allowed', () => {
    expect(readBaht('1,250.5')).toEqual({ ok: true, satang: 125_050 });
    expect(readBaht('0', { allowZero: true })).toEqual({ ok: true, satang: 0 });
    expect(readBaht('0.00')).toEqual({ ok: false, problem: 'zero' });
    expect(readBaht('-5', { allowZero: true })).toEqual({ ok: false, problem: 'negative' });
    expect(readBaht('1.005')).toEqual({ ok: false, problem: 'decimals' });
    expect(readBaht('abc')).toEqual({ ok: false, problem: 'invalid' });
    expect(readBaht('  ')).toEqual({ ok: false, problem: 'required' });
  });
});

describe('promotionFormSchema', () => {
  it('yields the request: trimmed text, money in satang, no image as null', () => {
    const values = schema.validateSync(valid);
    expect(toPromotionInput(values)).toEqual({
      title: 'Welcome bonus 100%',
      detail: 'For new players',
      bonusPercent: 100,
      maxBonusSatang: 100_000,
      minDepositSatang: 10_050,
      turnover: 5,
      imageUrl: null,
    });
  });

  it('takes a promotion without bonus (0 %, ฿0, no turnover)', () => {
    expect(errorsOf({ bonusPercent: '0', maxBonus: '0', turnover: '0' })).toEqual({});
  });

  it('says what is missing at each field', () => {
    expect(errorsOf(emptyPromotionForm)).toEqual({
      title: 'Enter a title',
      bonusPercent: 'Enter a number',
      maxBonus: 'Enter an amount',
      minDeposit: 'Enter an amount',
      turnover: 'Enter a number',
    });
  });

  it('refuses what the server refuses, each at its field', () => {
    expect(
      errorsOf({
        title: 'x'.repeat(121),
        detail: 'y'.repeat(501),
        bonusPercent: '1001',
        maxBonus: '-1',
        minDeposit: '10.005',
        turnover: '101',
        imageUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      title: 'At most 120 characters',
      detail: 'At most 500 characters',
      bonusPercent: 'Between 0 and 1,000',
      maxBonus: 'The amount cannot be negative',
      minDeposit: 'At most 2 decimals',
      turnover: 'Between 0 and 100',
      imageUrl: 'An https:// address or a path starting with /',
    });
    expect(errorsOf({ bonusPercent: 'ten', maxBonus: 'lots' })).toEqual({
      bonusPercent: 'Enter a number, like 10 or 12.5',
      maxBonus: 'Enter an amount in baht, like 500 or 1,250.50',
    });
  });

  it('takes an https image or a path on this site', () => {
    expect(errorsOf({ imageUrl: 'https://cdn.example.com/a.png' })).toEqual({});
    expect(errorsOf({ imageUrl: '/images/promotions/welcome.svg' })).toEqual({});
    expect(errorsOf({ imageUrl: 'http://example.com/a.png' })).toHaveProperty('imageUrl');
    expect(errorsOf({ imageUrl: '//evil.example/a.png' })).toHaveProperty('imageUrl');
  });

  it('fills an edit with the figures as typed', () => {
    expect(
      promotionToForm({
        id: 'PRO-1',
        title: 'Daily 10%',
        detail: '',
        bonusPercent: 10,
        maxBonusSatang: 50_000,
        minDepositSatang: 10_050,
        turnover: 3,
        imageUrl: null,
        active: true,
        claimedCount: 2,
        createdAt: '2026-11-01T00:00:00.000Z',
      }),
    ).toEqual({
      title: 'Daily 10%',
      detail: '',
      bonusPercent: '10',
      maxBonus: '500',
      minDeposit: '100.50',
      turnover: '3',
      imageUrl: '',
    });
  });
});
