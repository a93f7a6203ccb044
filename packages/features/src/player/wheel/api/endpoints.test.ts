import { describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../../../shared/api/client';
import { fetchWheelHistory, fetchWheelSetting, postSpin } from './endpoints';

/** An API client answering `answer`, recording the requests. */
function client(
  answer: unknown,
  sent: { method: string; path: string; key: string | null }[] = [],
): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
    });
    return Response.json(answer);
  };
  return createApiClient({ baseURL: '', getToken: () => null, onUnauthorized: () => undefined, fetch });
}

const segment = { label: 'เครดิต ฿50', prize: 'credit', value: 50, weight: 8, color: '#43a047' };

describe('wheel api', () => {
  it('reads the setting, credit prizes in satang', async () => {
    const setting = await fetchWheelSetting(client({ data: { costPerSpin: 10, segments: [segment] } }));
    expect(setting).toEqual({
      costPerSpin: 10,
      segments: [
        { label: 'เครดิต ฿50', prize: { type: 'credit', amountSatang: 5000 }, weight: 8, color: '#43a047' },
      ],
    });
  });

  it('refuses a setting with one malformed segment: a dropped one would move every prize', async () => {
    const bad = { data: { costPerSpin: 10, segments: [segment, { ...segment, color: 'red;x' }] } };
    await expect(fetchWheelSetting(client(bad))).rejects.toMatchObject({ status: 500 });
  });

  it('leaves out a malformed spin of the history', async () => {
    const spin = { id: 'SP-1', segmentIndex: 1, label: '3 แต้ม', prize: 'points', value: 3, cost: 10 };
    const rows = [
      { ...spin, createdAt: '2026-11-20T05:00:00.000Z' },
      { ...spin, id: 'SP-2', createdAt: 'yesterday' },
    ];
    const history = await fetchWheelHistory(client({ data: rows }), '100001');
    expect(history.map((row) => [row.id, row.prize])).toEqual([['SP-1', { type: 'points', points: 3 }]]);
  });

  it('spins with the action’s Idempotency-Key and reads the figures after it', async () => {
    const sent: { method: string; path: string; key: string | null }[] = [];
    const answer = {
      data: {
        segmentIndex: 3,
        prize: { type: 'credit', value: 50, label: 'เครดิต ฿50' },
        points: 25,
        balance: 1300.5,
      },
    };
    const result = await postSpin(client(answer, sent), '100001', { idempotencyKey: 'spin-1' });
    expect(sent).toEqual([{ method: 'POST', path: '/wheel/spin/100001', key: 'spin-1' }]);
    expect(result).toEqual({
      segmentIndex: 3,
      label: 'เครดิต ฿50',
      prize: { type: 'credit', amountSatang: 5000 },
      points: 25,
      balanceSatang: 130050,
    });
  });
});
