import { describe, expect, it } from 'vitest';

import { ApiError } from '../shared/api/errors';
import { digitsOnly, maskAccountNumber } from './account';
import { bankNameOf } from './copy';
import { errorMessage, isThai } from './errors';

describe('account numbers', () => {
  it('hides all but the last four digits', () => {
    expect(maskAccountNumber('0481234567')).toBe('••••••4567');
    expect(maskAccountNumber('048-1-23456-7')).toBe('••••••4567');
    expect(maskAccountNumber('123')).toBe('123');
  });

  it('copies the digits only', () => {
    expect(digitsOnly('064-1-28473-5')).toBe('0641284735');
  });
});

describe('bankNameOf', () => {
  it('prefers the loaded list, then the known Thai names, then the code', () => {
    expect(bankNameOf('KBANK', [{ bankCode: 'KBANK', name: 'ธนาคารกสิกรไทย' }])).toBe('ธนาคารกสิกรไทย');
    expect(bankNameOf('SCB')).toBe('ไทยพาณิชย์');
    expect(bankNameOf('XYZ', [])).toBe('XYZ');
  });
});

describe('errorMessage', () => {
  it('tells Thai messages from others', () => {
    expect(isThai('ยอดเงินไม่เพียงพอ')).toBe(true);
    expect(isThai('Forbidden')).toBe(false);
  });

  it("shows the server's Thai words, else asks to try again", () => {
    expect(errorMessage(new ApiError(500, 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง'))).toBe('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง');
    expect(errorMessage(new ApiError(403, 'Forbidden'))).toBe('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    expect(errorMessage(new ApiError(0, 'ระบบขัดข้อง'))).toBe('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
  });
});
