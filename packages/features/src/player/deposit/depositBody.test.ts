import { describe, expect, it } from 'vitest';

import { depositBody } from '../api/endpoints';

describe('depositBody', () => {
  it('is JSON without a slip', () => {
    expect(depositBody({ amountSatang: 125_050, bankCode: 'KBANK' })).toEqual({
      amount: 1250.5,
      bankCode: 'KBANK',
    });
    expect(depositBody({ amountSatang: 10_000, bankCode: 'SCB', slip: null })).toEqual({
      amount: 100,
      bankCode: 'SCB',
    });
  });

  it('is a multipart form with the amount as a decimal string, the bank code and the file with a slip', () => {
    const slip = new File([new Uint8Array(8)], 'slip.png', { type: 'image/png' });
    const body = depositBody({ amountSatang: 9_999_999_999, bankCode: 'PROMPTPAY', slip });
    expect(body).toBeInstanceOf(FormData);
    const form = body instanceof FormData ? body : new FormData();
    expect(form.get('amount')).toBe('99999999.99');
    expect(form.get('bankCode')).toBe('PROMPTPAY');
    const sent = form.get('slip');
    expect(sent instanceof File ? [sent.name, sent.type, sent.size] : sent).toEqual([
      'slip.png',
      'image/png',
      8,
    ]);
  });
});
