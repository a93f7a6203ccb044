import { describe, expect, it } from 'vitest';

import { ApiError, cancelledError, httpError, networkError, toApiError, WRONG_SERVICES } from './errors';

describe('httpError', () => {
  it('takes the message from the body', () => {
    expect(httpError(400, { message: 'รหัสผ่านไม่ถูกต้อง' })).toMatchObject({
      status: 400,
      message: 'รหัสผ่านไม่ถูกต้อง',
      body: { message: 'รหัสผ่านไม่ถูกต้อง' },
    });
    expect(httpError(404, 'Not here')).toMatchObject({ status: 404, message: 'Not here' });
  });

  it("says 'Wrong Services' when the body has no message", () => {
    for (const body of [undefined, '', '  ', { message: '' }, { error: 'x' }, null]) {
      expect(httpError(500, body)).toMatchObject({ status: 500, message: WRONG_SERVICES });
    }
  });
});

describe('networkError and cancelledError', () => {
  it('reports a network failure as status 0', () => {
    const error = networkError();
    expect(error).toMatchObject({ status: 0, message: 'Network Error' });
    expect(error.isNetworkError).toBe(true);
  });

  it('reports a cancelled call as status -1', () => {
    expect(cancelledError()).toMatchObject({ status: -1, isNetworkError: false });
  });
});

describe('toApiError', () => {
  it('passes ApiErrors through and wraps anything else', () => {
    const original = new ApiError(403, 'Forbidden');
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 500, message: 'boom' });
    expect(toApiError('boom')).toMatchObject({ status: 500, message: WRONG_SERVICES });
  });
});

describe('ApiError.failure', () => {
  it('tells no answer, a failing server and anything else apart', () => {
    expect(networkError().failure).toBe('offline');
    expect(new ApiError(500, 'Internal server error').failure).toBe('server');
    expect(new ApiError(503, 'down').failure).toBe('server');
    expect(new ApiError(400, 'ยอดเงินไม่เพียงพอ').failure).toBe('other');
    expect(cancelledError().failure).toBe('other');
  });
});
