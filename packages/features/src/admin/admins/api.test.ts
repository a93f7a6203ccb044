import { describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../../shared/api/client';
import { fetchAdmins } from './api';

/** An API client answering `answer` to every call, recording the paths asked. */
function client(answer: unknown, paths: string[] = []): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    paths.push(new URL(new Request(input, init).url).pathname);
    return Response.json(answer);
  };
  return createApiClient({ baseURL: '', getToken: () => null, onUnauthorized: () => undefined, fetch });
}

describe('admins api', () => {
  it('reads every admin, a missing name as empty and a missing last login as never (null)', async () => {
    const paths: string[] = [];
    const admins = await fetchAdmins(
      client(
        {
          data: [
            {
              id: '900001',
              username: 'admin',
              name: ' ผู้ดูแลระบบ ',
              createdAt: '2026-06-01T03:00:00.000Z',
              lastLoginAt: '2026-11-23T01:15:00.000Z',
            },
            { id: '900003', username: 'admin.beam', createdAt: '2026-10-02T04:30:00.000Z' },
          ],
        },
        paths,
      ),
    );
    expect(paths).toEqual(['/adminsystem']);
    expect(admins).toEqual([
      {
        id: '900001',
        username: 'admin',
        name: 'ผู้ดูแลระบบ',
        createdAt: '2026-06-01T03:00:00.000Z',
        lastLoginAt: '2026-11-23T01:15:00.000Z',
      },
      {
        id: '900003',
        username: 'admin.beam',
        name: '',
        createdAt: '2026-10-02T04:30:00.000Z',
        lastLoginAt: null,
      },
    ]);
  });

  it('refuses a body that is not a list of admins', async () => {
    await expect(fetchAdmins(client({ data: { admins: [] } }))).rejects.toMatchObject({ status: 500 });
  });
});
