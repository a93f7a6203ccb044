import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';

import { ApiError, toApiError, WRONG_SERVICES } from './errors';

const response = (status: number, data: unknown): AxiosResponse =>
  ({ status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } }) as AxiosResponse;

describe('toApiError', () => {
  it('takes the message from the body', () => {
    const error = new AxiosError(
      'x',
      'ERR_BAD_REQUEST',
      undefined,
      undefined,
      response(400, { message: 'รหัสผ่านไม่ถูกต้อง' }),
    );
    expect(toApiError(error)).toMatchObject({ status: 400, message: 'รหัสผ่านไม่ถูกต้อง' });
  });

  it("says 'Wrong Services' when the body has no message", () => {
    const error = new AxiosError('x', 'ERR_BAD_RESPONSE', undefined, undefined, response(500, ''));
    expect(toApiError(error)).toMatchObject({ status: 500, message: WRONG_SERVICES });
  });

  it('reports a network failure as status 0', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('passes ApiErrors through and wraps anything else', () => {
    const original = new ApiError(403, 'Forbidden');
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 500, message: 'boom' });
  });
});
