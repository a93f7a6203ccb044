import { describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';
import {
  errorField,
  fetchAvailablePromotions,
  fetchBanners,
  fetchHistory,
  fetchInviteSummary,
  fetchPlayerLoginLink,
  fetchWithdrawSetting,
  postDeposit,
  postWithdraw,
  satangToWire,
  UNEXPECTED_RESPONSE,
} from './endpoints';

/** An API client answering from a function, recording what was asked. */
function client(answer: (path: string, body: unknown) => unknown, sent: unknown[] = []): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const url = new URL(request.url);
    const params = url.search === '' ? undefined : Object.fromEntries(url.searchParams);
    const key = request.headers.get('Idempotency-Key');
    sent.push({ method: request.method, path: url.pathname, params, body, ...(key ? { key } : {}) });
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
    const { amount: _amount, ...rest } = wire;
    const rows = await fetchHistory(
      client(() => ({
        data: [
          { ...wire, extra: 'dropped' },
          { ...wire, amount: -5 },
          { ...wire, status: 'lost' },
          { ...wire, createdAt: 'yesterday' },
          'junk',
          { ...wire, id: 'TX-2', description: null, bankCode: undefined },
        ],
      })),
      '100001',
    );
    expect(rows).toEqual([
      { ...rest, amountSatang: 125_050 },
      { ...rest, id: 'TX-2', description: '', bankCode: null, amountSatang: 125_050 },
    ]);
  });

  it('reads promotions, banners and the invite summary, filling what the contract lets a server leave out', async () => {
    const promotion = { id: 'P', title: 'โปร', maxBonus: 500, minDeposit: 100 };
    expect(
      await fetchAvailablePromotions(
        client(() => [promotion, { id: 'Q' }]),
        '100001',
      ),
    ).toEqual([
      {
        id: 'P',
        title: 'โปร',
        detail: '',
        bonusPercent: 0,
        turnover: 0,
        imageUrl: null,
        maxBonusSatang: 50_000,
        minDepositSatang: 10_000,
      },
    ]);
    const banner = { id: 'B', title: 'แบนเนอร์', gradient: { from: '#000', to: '#fff' } };
    expect(await fetchBanners(client(() => ({ data: [banner, { ...banner, gradient: null }] })))).toEqual([
      {
        ...banner,
        subtitle: '',
        imageUrl: null,
        link: '',
        gradient: { from: '#000', to: '#fff', angle: 135 },
      },
    ]);
    expect(
      await fetchInviteSummary(
        client(() => ({ data: { totalCommission: 845.5 } })),
        '100001',
      ),
    ).toEqual({
      playerId: '',
      inviteCode: '',
      inviteLink: '',
      invitedTotal: 0,
      invitedActive: 0,
      invitedThisMonth: 0,
      totalCommissionSatang: 84_550,
      pendingCommissionSatang: 0,
    });
  });

  it("rejects a body of the wrong shape with ApiError 500 'Unexpected response'", async () => {
    const unexpected = { status: 500, message: UNEXPECTED_RESPONSE };
    await expect(
      fetchHistory(
        client(() => [wire]),
        '100001',
      ),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      fetchHistory(
        client(() => [wire]),
        '100001',
      ),
    ).rejects.toMatchObject(unexpected);
    await expect(fetchWithdrawSetting(client(() => ({ data: { minWithdraw: 'x' } })))).rejects.toMatchObject(
      unexpected,
    );
    await expect(
      fetchInviteSummary(
        client(() => ({ invitedTotal: 3 })),
        '100001',
      ),
    ).rejects.toMatchObject(unexpected);
    await expect(
      fetchPlayerLoginLink(
        client(() => ({ url: '' })),
        '100001',
        'g',
      ),
    ).rejects.toMatchObject(unexpected);
    await expect(
      postDeposit(
        client(() => ({ data: { ...wire, amount: 'lots' } })),
        '100001',
        { amountSatang: 30, bankCode: 'KBANK' },
      ),
    ).rejects.toMatchObject(unexpected);
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

  it('sends the Idempotency-Key of a write when it has one', async () => {
    const sent: unknown[] = [];
    const answer = () => ({ data: { ...wire, type: 'withdraw', bankCode: null } });
    await postWithdraw(client(answer, sent), '100001', { amountSatang: 50_000 }, { idempotencyKey: 'key-1' });
    await postWithdraw(client(answer, sent), '100001', { amountSatang: 50_000 });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/userbalance/withdraw/100001',
        params: undefined,
        body: { amount: 500 },
        key: 'key-1',
      },
      { method: 'POST', path: '/userbalance/withdraw/100001', params: undefined, body: { amount: 500 } },
    ]);
  });

  it('finds the field of a 400 refusal', () => {
    const refusal = new ApiError(400, 'ขั้นต่ำ 100 บาท', { message: 'ขั้นต่ำ 100 บาท', field: 'amount' });
    expect(errorField(refusal)).toBe('amount');
    expect(errorField(new ApiError(400, 'ข้อมูลไม่ถูกต้อง', { message: 'ข้อมูลไม่ถูกต้อง' }))).toBeNull();
    expect(errorField(new ApiError(500, 'x', { field: 'amount' }))).toBeNull();
  });
});
