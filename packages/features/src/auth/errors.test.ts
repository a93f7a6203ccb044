import { describe, expect, it } from 'vitest';

import { ApiError } from '../shared/api/errors';
import { copy } from './copy';
import { isCancelled, registerErrorFields, userMessage } from './errors';

describe('userMessage', () => {
  it("shows the server's reason for a rejected request", () => {
    expect(userMessage(new ApiError(400, copy.server.banned))).toBe(copy.server.banned);
  });

  it('asks to try again after server errors, network failures and empty bodies', () => {
    expect(userMessage(new ApiError(500, 'Server Error'))).toBe(copy.requestFailed);
    expect(userMessage(new ApiError(0, 'Network Error'))).toBe(copy.requestFailed);
    expect(userMessage(new ApiError(400, 'Wrong Services'))).toBe(copy.requestFailed);
    expect(userMessage(new Error('boom'))).toBe(copy.requestFailed);
  });
});

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

describe('isCancelled', () => {
  it('recognises a cancelled call', () => {
    expect(isCancelled(new ApiError(-1, 'Request cancelled'))).toBe(true);
    expect(isCancelled(new ApiError(0, 'Network Error'))).toBe(false);
  });
});
