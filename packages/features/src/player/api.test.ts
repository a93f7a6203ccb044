import { describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../shared/api/client';
import { ApiError } from '../shared/api/errors';
import {
  errorField,
  fetchHistory,
  fetchPlayerLoginLink,
  fetchWithdrawSetting,
  postDeposit,
  readTransaction,
  satangToWire,
} from './api';

/** An API client answering from a function, recording what was asked. */
function client(answer: (path: string, body: unknown) => unknown, sent: unknown[] = []): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const url = new URL(request.url);
    const params = url.search === '' ? undefined : Object.fromEntries(url.searchParams);
    sent.push({ method: request.method, path: url.pathname, params, body });
    return Response.json(answer(url.pathname, body));
  };
  return createApiClient({ baseURL: '', getToken: () => null, onUnauthorized: () => undefined, fetch });
}

const wire = {
  id: 'TX-100001-0001',
  type: 'deposit',
  amount: 1250.5,
  status: 'pending',
  description: 'ฝากเงินเข้าบัญชี กสิกรไทย',
  bankCode: 'KBANK',
  createdAt: '2026-11-20T13:45:00.000Z',
};

describe('player api', () => {
  it('reads transactions into satang and drops malformed rows', async () => {
    expect(readTransaction(wire)).toEqual({ ...wire, amount: undefined, amountSatang: 125_050 } as never);
    const rows = await fetchHistory(
      client(() => ({ data: [wire, { ...wire, amount: -5 }, { ...wire, status: 'lost' }, 'junk'] })),
      '100001',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountSatang).toBe(125_050);
  });

  it('rejects a body of the wrong shape with an ApiError', async () => {
    await expect(
      fetchHistory(
        client(() => [wire]),
        '100001',
      ),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(fetchWithdrawSetting(client(() => ({ data: { minWithdraw: 'x' } })))).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('reads the withdraw setting in satang', async () => {
    const setting = await fetchWithdrawSetting(
      client(() => ({ data: { minWithdraw: 300, maxPerDay: 50000, countPerDay: 5 } })),
    );
    expect(setting).toEqual({ minWithdrawSatang: 30_000, maxPerDaySatang: 5_000_000, countPerDay: 5 });
  });

  it('asks for the login link of one game', async () => {
    const sent: unknown[] = [];
    const url = await fetchPlayerLoginLink(
      client(() => ({ url: '/play?g=1' }), sent),
      '100001',
      'slot-1',
    );
    expect(url).toBe('/play?g=1');
    expect(sent).toEqual([
      { method: 'GET', path: '/gamelogin/getloginurl/100001', params: { gameId: 'slot-1' }, body: undefined },
    ]);
  });

  it('sends deposits in baht, exactly', async () => {
    const sent: unknown[] = [];
    const created = await postDeposit(
      client(() => ({ data: { ...wire, amount: 0.3 } }), sent),
      '100001',
      { amountSatang: 30, bankCode: 'KBANK' },
    );
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/userbalance/deposit/100001',
      body: { amount: 0.3, bankCode: 'KBANK' },
    });
    expect(created.amountSatang).toBe(30);
    expect(satangToWire(125_050)).toBe(1250.5);
    expect(satangToWire(9_999_999_999)).toBe(99_999_999.99);
    expect(satangToWire(1)).toBe(0.01);
  });

  it('finds the field of a 400 refusal', () => {
    const refusal = new ApiError(400, 'ขั้นต่ำ 100 บาท', { message: 'ขั้นต่ำ 100 บาท', field: 'amount' });
    expect(errorField(refusal)).toBe('amount');
    expect(errorField(new ApiError(400, 'ข้อมูลไม่ถูกต้อง', { message: 'ข้อมูลไม่ถูกต้อง' }))).toBeNull();
    expect(errorField(new ApiError(500, 'x', { field: 'amount' }))).toBeNull();
  });
});
