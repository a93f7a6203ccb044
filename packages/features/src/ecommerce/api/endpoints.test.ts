import { describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../../shared/api/client';
import { UNEXPECTED_RESPONSE } from '../../shared/wire/read';
import { makeLine, makeProduct } from '../rules/testing';
import { addCartItem, fetchProducts, setBillingAddress } from './endpoints';

/** A demo API client whose every call answers `body`. */
function client(body: unknown): ApiClient {
  const fetch: typeof globalThis.fetch = async () => Response.json(body);
  return createApiClient({ baseURL: '/api', getToken: () => null, onUnauthorized: () => undefined, fetch });
}

describe('demo shop api', () => {
  it('reads the documented bodies', async () => {
    const product = makeProduct();
    expect(await fetchProducts(client({ products: [product] }))).toEqual([product]);
    const line = makeLine();
    expect(await addCartItem(client({ products: [line], subtotal: 20 }), line, [])).toEqual({
      products: [line],
      subtotal: 20,
    });
    expect(await setBillingAddress(client({ billing: null }), null)).toEqual({ billing: null });
  });

  it("rejects an answer of the wrong shape with ApiError 500 'Unexpected response'", async () => {
    const unexpected = { status: 500, message: UNEXPECTED_RESPONSE };
    await expect(fetchProducts(client([makeProduct()]))).rejects.toMatchObject(unexpected);
    await expect(
      fetchProducts(client({ products: [makeProduct(), { ...makeProduct(), gender: 'robot' }] })),
    ).rejects.toMatchObject(unexpected);
    await expect(
      addCartItem(client({ products: [makeProduct()], subtotal: 20 }), makeLine(), []),
    ).rejects.toMatchObject(unexpected);
  });
});
