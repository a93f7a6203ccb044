import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/errors';
import { applyServerError } from './applyServerError';

interface RegisterForm {
  username: string;
  book_number: string;
}

type Placed = [name: string, error: ErrorOption, focus?: boolean];

/** A setError that records where each message went. */
function recorder() {
  const placed: Placed[] = [];
  const setError: UseFormSetError<RegisterForm> = (name, error, options) => {
    placed.push(options?.shouldFocus === undefined ? [name, error] : [name, error, options.shouldFocus]);
  };
  return { placed, setError };
}

const fieldOf = ({ message }: { status: number; message: string }) =>
  message === 'เลขบัญชีนี้ถูกใช้งานแล้ว' ? ('book_number' as const) : undefined;

describe('applyServerError', () => {
  it('places a refusal under the field it is about, and focuses it', () => {
    const { placed, setError } = recorder();
    expect(applyServerError(setError, new ApiError(400, ' เลขบัญชีนี้ถูกใช้งานแล้ว '), { fieldOf })).toBe(true);
    expect(placed).toEqual([['book_number', { type: 'server', message: ' เลขบัญชีนี้ถูกใช้งานแล้ว ' }, true]]);
  });

  it('puts a refusal no field owns at root.server, in the server words', () => {
    const { placed, setError } = recorder();
    applyServerError(setError, new ApiError(403, 'เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน'), { fieldOf });
    expect(placed).toEqual([
      ['root.server', { type: 'server', message: 'เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน' }],
    ]);
  });

  it('asks to try again after a server failure, a network failure or a refusal without words', () => {
    const { placed, setError } = recorder();
    applyServerError(setError, new ApiError(500, 'เลขบัญชีนี้ถูกใช้งานแล้ว'), { fieldOf });
    applyServerError(setError, new ApiError(0, 'Network Error'), { fieldOf });
    applyServerError(setError, new ApiError(400, 'Wrong Services'), { fieldOf });
    applyServerError(setError, new Error('boom'));
    const tryAgain = { type: 'server', message: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' };
    expect(placed).toEqual([
      ['root.server', tryAgain],
      ['root.server', tryAgain],
      ['root.server', tryAgain],
      ['root.server', tryAgain],
    ]);
  });

  it('lets fieldOf decide by status too', () => {
    const { placed, setError } = recorder();
    applyServerError(setError, new ApiError(409, 'Conflict'), {
      fieldOf: ({ status }) => (status === 409 ? 'username' : undefined),
    });
    expect(placed).toEqual([['username', { type: 'server', message: 'Conflict' }, true]]);
  });

  it("says a failure in the page's language when given its words", () => {
    const { placed, setError } = recorder();
    applyServerError(setError, new ApiError(500, 'Internal server error'), {
      requestFailed: 'Something went wrong. Please try again.',
    });
    expect(placed).toEqual([
      ['root.server', { type: 'server', message: 'Something went wrong. Please try again.' }],
    ]);
  });

  it('shows nothing for a cancelled request', () => {
    const { placed, setError } = recorder();
    expect(applyServerError(setError, new ApiError(-1, 'Request cancelled'), { fieldOf })).toBe(false);
    expect(placed).toEqual([]);
  });
});
