import { describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../../shared/api/client';
import { UNEXPECTED_RESPONSE } from '../../shared/wire/read';
import { fetchCustomers, fetchProductReviews } from './endpoints';

function client(body: unknown): ApiClient {
  const fetch: typeof globalThis.fetch = async () => Response.json(body);
  return createApiClient({ baseURL: '/api', getToken: () => null, onUnauthorized: () => undefined, fetch });
}

const customer = {
  id: 1,
  name: 'Aiden Clarke',
  email: 'aiden@example.com',
  location: 'London',
  orders: 3,
  date: '2025-01-01',
  status: 1,
};

describe('customer api', () => {
  it('answers the table of the documented body', async () => {
    expect(await fetchCustomers(client({ customers: [customer] }))).toEqual([customer]);
    expect(await fetchProductReviews(client({ productreviews: [] }))).toEqual([]);
  });

  it("rejects a body of the wrong shape with ApiError 500 'Unexpected response'", async () => {
    const unexpected = { status: 500, message: UNEXPECTED_RESPONSE };
    await expect(fetchCustomers(client([customer]))).rejects.toMatchObject(unexpected);
    await expect(fetchCustomers(client({ customers: [{ ...customer, status: 4 }] }))).rejects.toMatchObject(
      unexpected,
    );
    await expect(fetchProductReviews(client({ productReviews: [] }))).rejects.toMatchObject(unexpected);
  });
});
