import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../shared/api/errors';
import { formMessages } from '../shared/forms';
import { copy } from './copy';
import { applyRegisterError, registerErrorFields } from './errors';
import type { RegisterValues } from './schemas';

type Placed = [name: string, error: ErrorOption, focus?: boolean];

/** Where applyRegisterError put each message. */
function placedBy(error: unknown): Placed[] {
  const placed: Placed[] = [];
  const setError: UseFormSetError<RegisterValues> = (name, option, options) => {
    placed.push(options?.shouldFocus === undefined ? [name, option] : [name, option, options.shouldFocus]);
  };
  applyRegisterError(setError, error);
  return placed;
}

describe('registerErrorFields', () => {
  it('places each duplicate under its field', () => {
    expect(registerErrorFields(new ApiError(400, copy.server.duplicateUsername))).toEqual(['username']);
    expect(registerErrorFields(new ApiError(400, copy.server.duplicateNumber))).toEqual(['book_number']);
    expect(registerErrorFields(new ApiError(400, copy.server.duplicateName))).toEqual(['book_name']);
    expect(registerErrorFields(new ApiError(400, copy.server.duplicateNumberAndUsername))).toEqual([
      'username',
      'book_number',
    ]);
  });

  it('leaves every other failure to the alert', () => {
    expect(registerErrorFields(new ApiError(400, 'รหัสผ่านไม่ตรงกัน'))).toEqual([]);
    expect(registerErrorFields(new ApiError(500, copy.server.duplicateName))).toEqual([]);
  });
});

describe('applyRegisterError', () => {
  it('puts a duplicate under its field and focuses it', () => {
    expect(placedBy(new ApiError(400, copy.server.duplicateNumber))).toEqual([
      ['book_number', { type: 'server', message: copy.server.duplicateNumber }, true],
    ]);
  });

  it('puts the account-number-and-username duplicate under both, focusing the first', () => {
    const message = copy.server.duplicateNumberAndUsername;
    expect(placedBy(new ApiError(400, message))).toEqual([
      ['username', { type: 'server', message }, true],
      ['book_number', { type: 'server', message }],
    ]);
  });

  it('puts any other refusal or failure above the form, and nothing for a cancelled call', () => {
    expect(placedBy(new ApiError(400, 'กรุณากรอกข้อมูลบัญชีธนาคารให้ครบถ้วน'))).toEqual([
      ['root.server', { type: 'server', message: 'กรุณากรอกข้อมูลบัญชีธนาคารให้ครบถ้วน' }],
    ]);
    expect(placedBy(new ApiError(500, copy.server.duplicateName))).toEqual([
      ['root.server', { type: 'server', message: formMessages.requestFailed }],
    ]);
    expect(placedBy(new ApiError(-1, 'Request cancelled'))).toEqual([]);
  });
});
