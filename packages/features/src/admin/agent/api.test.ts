import { describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../../shared/api/client';
import { fetchAgentBalance, fetchAgentInfo } from './api';
import { signedBaht } from './figures';

/** An API client answering `answer` to every call, recording the paths asked. */
function client(answer: unknown, paths: string[] = []): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    paths.push(new URL(new Request(input, init).url).pathname);
    return Response.json(answer);
  };
  return createApiClient({ baseURL: '', getToken: () => null, onUnauthorized: () => undefined, fetch });
}

const today = { deposits: 12500, depositCount: 3, withdrawals: 4200.5, withdrawalCount: 2, net: 8299.5 };

describe('agent api', () => {
  it('reads the float and today in satang, exactly', async () => {
    const paths: string[] = [];
    const balance = await fetchAgentBalance(client({ data: { balance: 999999999.99, today } }, paths));
    expect(paths).toEqual(['/agentbalance']);
    expect(balance).toEqual({
      balanceSatang: 99999999999,
      today: {
        depositsSatang: 1250000,
        depositCount: 3,
        withdrawalsSatang: 420050,
        withdrawalCount: 2,
        netSatang: 829950,
      },
    });
  });

  it('keeps a negative net (and a negative float) as it is', async () => {
    const answer = { data: { balance: -10.5, today: { ...today, deposits: 0, net: -4200.5 } } };
    const balance = await fetchAgentBalance(client(answer));
    expect(balance.balanceSatang).toBe(-1050);
    expect(balance.today.netSatang).toBe(-420050);
  });

  it('refuses a body that is not an agent balance', async () => {
    await expect(fetchAgentBalance(client({ data: { balance: '1,000' } }))).rejects.toMatchObject({
      status: 500,
    });
  });

  it('reads the info, an absent website or LINE id as empty', async () => {
    const paths: string[] = [];
    const info = await fetchAgentInfo(
      client(
        {
          data: {
            agentId: 'AG-1',
            name: 'บจก. ลัคกี้ สตาร์',
            lineId: null,
            createdAt: '2026-01-05T03:00:00.000Z',
          },
        },
        paths,
      ),
    );
    expect(paths).toEqual(['/agentinfo']);
    expect(info).toEqual({
      agentId: 'AG-1',
      name: 'บจก. ลัคกี้ สตาร์',
      website: '',
      lineId: '',
      createdAt: '2026-01-05T03:00:00.000Z',
    });
  });
});

describe('signedBaht', () => {
  it('writes the sign of the net out, never colour alone', () => {
    expect(signedBaht(829950)).toBe('+฿8,299.50');
    expect(signedBaht(-420050)).toBe('-฿4,200.50');
    expect(signedBaht(0)).toBe('฿0.00');
  });
});
