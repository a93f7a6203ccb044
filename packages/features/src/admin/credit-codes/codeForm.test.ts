import { describe, expect, it } from 'vitest';

import {
  bangkokDay,
  batchFormSchema,
  codeFormSchema,
  codeInput,
  codeToForm,
  emptyBatchForm,
  endOfBangkokDay,
  toBatch,
  toNewCode,
} from './codeForm';
import type { CreditCodesT } from './i18n';
import { en } from './locales/en';

const t: CreditCodesT = (key, values = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name]));
};

function errorsOf(schema: { validateSync: (value: unknown, options: object) => unknown }, values: object) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

const terms = { amount: '100', limit: '50', expiresAt: '2026-12-31' };

describe('codeInput', () => {
  it('upper-cases and drops spaces as it is typed', () => {
    expect(codeInput(' welcome 100 ')).toBe('WELCOME100');
  });
});

describe('Bangkok days', () => {
  it('sends a day as its last second in Bangkok, and reads it back', () => {
    expect(endOfBangkokDay('2026-12-31')).toBe('2026-12-31T16:59:59.000Z');
    expect(bangkokDay('2026-12-31T16:59:59.000Z')).toBe('2026-12-31');
    expect(bangkokDay('2026-12-31T17:00:00.000Z')).toBe('2027-01-01');
  });
});

describe('codeFormSchema', () => {
  const schema = codeFormSchema(t);

  it('yields the new code: upper case, satang, the end of the day', () => {
    expect(toNewCode(schema.validateSync({ code: 'newyear2027', ...terms }))).toEqual({
      code: 'NEWYEAR2027',
      amountSatang: 10_000,
      limit: 50,
      expiresAt: '2026-12-31T16:59:59.000Z',
    });
  });

  it('refuses a code outside A-Z 0-9, 6 to 16', () => {
    expect(errorsOf(schema, { code: 'ABC', ...terms })).toEqual({
      code: 'Only A-Z and 0-9, 6 to 16 characters',
    });
    expect(errorsOf(schema, { code: 'A'.repeat(17), ...terms })).toHaveProperty('code');
    expect(errorsOf(schema, { code: 'โค้ดไทย123', ...terms })).toHaveProperty('code');
    expect(errorsOf(schema, { code: '', ...terms })).toEqual({ code: 'Enter a code' });
  });

  it('refuses a zero amount, a limit outside 1 to 1,000,000 and a day that is not one', () => {
    expect(errorsOf(schema, { code: 'GOODCODE', amount: '0', limit: '0', expiresAt: '31/12' })).toEqual({
      amount: 'The amount must be more than ฿0',
      limit: 'From 1 to 1,000,000',
      expiresAt: 'Enter a day like 31/12/2026',
    });
    expect(errorsOf(schema, { code: 'GOODCODE', amount: '10', limit: '1.5', expiresAt: '' })).toEqual({
      limit: 'Enter a whole number',
      expiresAt: 'Choose the expiry day',
    });
  });

  it('does not check the text of a code being edited', () => {
    expect(errorsOf(codeFormSchema(t, { editing: true }), { code: 'old-code', ...terms })).toEqual({});
  });

  it('fills an edit with the terms as typed, the expiry as its Bangkok day', () => {
    expect(
      codeToForm({
        code: 'WELCOME100',
        amountSatang: 10_050,
        limit: 1000,
        used: 3,
        expiresAt: '2026-12-31T16:59:59.000Z',
        status: 'active',
        createdAt: '2026-11-01T00:00:00.000Z',
      }),
    ).toEqual({ code: 'WELCOME100', amount: '100.50', limit: '1000', expiresAt: '2026-12-31' });
  });
});

describe('batchFormSchema', () => {
  const schema = batchFormSchema(t);

  it('yields the batch', () => {
    expect(toBatch(schema.validateSync({ prefix: 'ny', count: '20', ...terms }))).toEqual({
      prefix: 'NY',
      count: 20,
      amountSatang: 10_000,
      limit: 50,
      expiresAt: '2026-12-31T16:59:59.000Z',
    });
  });

  it('refuses a prefix outside A-Z 0-9, 2 to 8, and a count outside 1 to 500', () => {
    expect(errorsOf(schema, { prefix: 'X', count: '501', ...terms })).toEqual({
      prefix: 'Only A-Z and 0-9, 2 to 8 characters',
      count: 'From 1 to 500',
    });
    expect(errorsOf(schema, { prefix: 'NY-2027', count: '0', ...terms })).toEqual({
      prefix: 'Only A-Z and 0-9, 2 to 8 characters',
      count: 'From 1 to 500',
    });
    expect(errorsOf(schema, emptyBatchForm)).toEqual({
      prefix: 'Enter a prefix',
      count: 'Enter a number',
      amount: 'Enter an amount',
      limit: 'Enter a number',
      expiresAt: 'Choose the expiry day',
    });
  });
});
