import { describe, expect, it } from 'vitest';

import {
  amountInputValue,
  bahtFigure,
  digitsOnly,
  formatDateTime,
  formatDay,
  isThai,
  maskAccountNumber,
} from './format';

describe('format', () => {
  it('writes baht figures without needless decimals', () => {
    expect(bahtFigure(30_000)).toBe('300');
    expect(bahtFigure(5_000_000)).toBe('50,000');
    expect(bahtFigure(125_050)).toBe('1,250.50');
    expect(bahtFigure(1)).toBe('0.01');
  });

  it('fills amount fields without separators', () => {
    expect(amountInputValue(125_050)).toBe('1250.50');
    expect(amountInputValue(30_000)).toBe('300');
    expect(amountInputValue(9_999_999_999)).toBe('99999999.99');
    expect(amountInputValue(5)).toBe('0.05');
  });

  it('shows Bangkok time whatever the zone of the device', () => {
    expect(formatDateTime('2026-11-20T13:45:00.000Z')).toBe('20 พ.ย. 2569 20:45');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('shows calendar days in Thai', () => {
    expect(formatDay('2026-11-20')).toBe('20 พ.ย.');
    expect(formatDay('2026-11-20', true)).toBe('20 พ.ย. 2569');
  });

  it('hides all but the last four digits of an account number', () => {
    expect(maskAccountNumber('0481234567')).toBe('••••••4567');
    expect(maskAccountNumber('048-1-23456-7')).toBe('••••••4567');
    expect(maskAccountNumber('123')).toBe('123');
    expect(digitsOnly('064-1-28473-5')).toBe('0641284735');
  });

  it('tells Thai messages from others', () => {
    expect(isThai('ยอดเงินไม่เพียงพอ')).toBe(true);
    expect(isThai('Forbidden')).toBe(false);
  });
});

describe('bankNameOf', () => {
  it('prefers the loaded list, then the known Thai names, then the code', async () => {
    const { bankNameOf } = await import('./copy');
    expect(bankNameOf('KBANK', [{ bankCode: 'KBANK', name: 'ธนาคารกสิกรไทย' }])).toBe('ธนาคารกสิกรไทย');
    expect(bankNameOf('SCB')).toBe('ไทยพาณิชย์');
    expect(bankNameOf('XYZ', [])).toBe('XYZ');
  });
});
