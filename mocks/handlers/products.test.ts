import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  applyDiscountPercent,
  DEFAULT_PRODUCT_FILTER,
  filterProducts,
  isAddress,
  isProduct,
  type Address,
  type Product,
  type ProductFilter,
} from '@pp/features/ecommerce-rules';
import { products, productReviews, seedAddresses } from '../data/products';
import { reset } from '../stores/ecommerce';
import { createProductHandlers, productHandlers, productScenarios } from './products';

const API = 'http://localhost/api';
const server = setupServer(...productHandlers);
const root = new URL('../', import.meta.url);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function json<T>(response: Response | Promise<Response>): Promise<{ status: number; body: T }> {
  const answer = await response;
  return { status: answer.status, body: (await answer.json()) as T };
}

const ids = (list: Product[]) => list.map((product) => product.id);
const defaults = (list: Address[]) =>
  list.filter((address) => address.isDefault).map((address) => address.id);
const newAddress = {
  name: 'Lucas Moreau',
  destination: 'office',
  building: 'Unit 5',
  street: 'Rama IV Road',
  city: 'Bangkok',
  state: 'Bangkok',
  country: 'Thailand',
  post: '10330',
  phone: '+66 2 555 0177',
  isDefault: false,
} as const;

describe('fixtures', () => {
  it('has 12 to 16 valid products with unique ids, discounts 10 to 40 and exact offer prices', () => {
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products.length).toBeLessThanOrEqual(16);
    expect(new Set(ids([...products])).size).toBe(products.length);
    for (const product of products) {
      expect(isProduct(product), product.id).toBe(true);
      expect(product.discount).toBeGreaterThanOrEqual(10);
      expect(product.discount).toBeLessThanOrEqual(40);
      expect(product.offerPrice, product.id).toBe(applyDiscountPercent(product.salePrice, product.discount));
    }
  });

  it('covers every gender and category', () => {
    expect(new Set(products.map((product) => product.gender))).toEqual(new Set(['male', 'female', 'kids']));
    expect(new Set(products.flatMap((product) => product.categories)).size).toBe(5);
  });

  it('ships a small image for every product and avatar it refers to', () => {
    const images = [...products.map((p) => p.image), ...productReviews.map((r) => r.profile.avatar)];
    for (const image of images) {
      const file = fileURLToPath(new URL(`public${image}`, root));
      expect(statSync(file).size, image).toBeLessThan(4096);
    }
  });

  it('has three addresses, one default', () => {
    expect(seedAddresses.every(isAddress)).toBe(true);
    expect(defaults([...seedAddresses])).toEqual(['address-1']);
  });

  it('is deterministic: no random values or clock in the data files', () => {
    for (const file of ['data/products.ts', 'data/customers.ts']) {
      expect(readFileSync(new URL(file, root), 'utf8')).not.toMatch(/Math\.random|Date\.now|new Date/);
    }
  });
});

describe('GET /api/products/list', () => {
  it('answers every product', async () => {
    const { status, body } = await json<{ products: Product[] }>(fetch(`${API}/products/list`));
    expect(status).toBe(200);
    expect(body.products).toEqual(products);
  });
});

describe('POST /api/products/filter', () => {
  it('applies the shared filter rules', async () => {
    const filter: ProductFilter = {
      ...DEFAULT_PRODUCT_FILTER,
      sort: 'low',
      gender: ['kids'],
      price: '20-40',
      rating: 4,
    };
    const { status, body } = await json<{ products: Product[] }>(post('/products/filter', { filter }));
    expect(status).toBe(200);
    expect(ids(body.products)).toEqual(['9', '12', '4', '8']);
    expect(body.products).toEqual(filterProducts(products, filter));
  });

  it('fills a partial filter with the defaults (newest first)', async () => {
    const { body } = await json<{ products: Product[] }>(
      post('/products/filter', { filter: { search: 'KIDS' } }),
    );
    expect(ids(body.products)).toEqual(['12', '4', '8', '9', '15']);
    const all = await json<{ products: Product[] }>(post('/products/filter', { filter: {} }));
    expect(all.body.products[0]?.id).toBe('7');
  });

  it("treats categories ['all'] as no category filter", async () => {
    const { body } = await json<{ products: Product[] }>(
      post('/products/filter', { filter: { categories: ['all'] } }),
    );
    expect(body.products).toHaveLength(products.length);
  });

  it.each([
    ['no filter', {}],
    ['a filter that is not an object', { filter: 'cheap' }],
    ['a bad sort', { filter: { sort: 'price' } }],
    ['a bad price', { filter: { price: '50-10' } }],
    ['a bad rating', { filter: { rating: 'five' } }],
  ])('answers 400 for %s', async (_name, body) => {
    const answer = await json<{ message: string }>(post('/products/filter', body));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/filter/);
  });

  it('answers 400 for a body that is not JSON, or not an object', async () => {
    for (const body of ['{oops', '[1,2]', '']) {
      const answer = await json<{ message: string }>(post('/products/filter', body));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Malformed JSON body/);
    }
  });

  it('answers 500 Internal server error when something throws', async () => {
    const broken = Object.defineProperty({ ...products[0] }, 'name', {
      get: () => {
        throw new Error('boom');
      },
    }) as Product;
    server.use(...createProductHandlers([broken]));
    const answer = await json<{ message: string }>(post('/products/filter', { filter: { search: 'x' } }));
    expect(answer).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });
});

describe('POST /api/product/details and /api/product/related', () => {
  it("answers the product, 'default' giving the first", async () => {
    expect((await json<{ product: Product }>(post('/product/details', { id: '3' }))).body.product).toEqual(
      products[2],
    );
    expect(
      (await json<{ product: Product }>(post('/product/details', { id: 'default' }))).body.product,
    ).toEqual(products[0]);
    expect((await json<{ product: Product }>(post('/product/details', { id: 5 }))).body.product.id).toBe('5');
  });

  it('answers every other product as related', async () => {
    const { body } = await json<{ products: Product[] }>(post('/product/related', { id: '3' }));
    expect(body.products).toHaveLength(products.length - 1);
    expect(ids(body.products)).not.toContain('3');
    const first = await json<{ products: Product[] }>(post('/product/related', { id: 'default' }));
    expect(ids(first.body.products)).not.toContain('1');
  });

  it('answers 404 for an unknown product and 400 without an id', async () => {
    for (const path of ['/product/details', '/product/related']) {
      expect((await post(path, { id: '999' })).status).toBe(404);
      expect((await post(path, {})).status).toBe(400);
      expect((await post(path, { id: '' })).status).toBe(400);
      expect((await post(path, 'nope')).status).toBe(400);
    }
  });
});

describe('GET /api/review/list', () => {
  it('answers the product reviews', async () => {
    const { body } = await json<{ productReviews: unknown[] }>(fetch(`${API}/review/list`));
    expect(body.productReviews).toEqual(productReviews);
  });
});

describe('address book', () => {
  it('lists three addresses, one default', async () => {
    const { body } = await json<{ address: Address[] }>(fetch(`${API}/address/list`));
    expect(body.address).toEqual(seedAddresses);
  });

  it('adds an address with a new id and answers the whole book', async () => {
    const { status, body } = await json<{ address: Address[] }>(
      post('/address/new', { ...newAddress, id: 'x' }),
    );
    expect(status).toBe(200);
    expect(body.address).toHaveLength(4);
    expect(body.address[3]).toEqual({ ...newAddress, id: 'address-4' });
    expect(defaults(body.address)).toEqual(['address-1']);
  });

  it('adding a default address clears the other defaults', async () => {
    const { body } = await json<{ address: Address[] }>(
      post('/address/new', { ...newAddress, isDefault: true }),
    );
    expect(defaults(body.address)).toEqual(['address-4']);
    const list = await json<{ address: Address[] }>(fetch(`${API}/address/list`));
    expect(defaults(list.body.address)).toEqual(['address-4']);
  });

  it('edits an address; making it default clears the others', async () => {
    const edited = { ...seedAddresses[2], city: 'Lamphun', isDefault: true };
    const { body } = await json<{ address: Address[] }>(post('/address/edit', edited));
    expect(body.address[2]).toEqual(edited);
    expect(defaults(body.address)).toEqual(['address-3']);
  });

  it('answers 404 when editing an unknown address', async () => {
    const answer = await json<{ message: string }>(
      post('/address/edit', { ...newAddress, id: 'address-99' }),
    );
    expect(answer).toEqual({ status: 404, body: { message: 'Address address-99 not found' } });
  });

  it('answers 400 for malformed addresses and leaves the book alone', async () => {
    const bad = [
      '{"name":',
      { ...newAddress, destination: 'moon' },
      { ...newAddress, isDefault: 'yes' },
      { ...newAddress, phone: undefined },
      { ...newAddress, city: '  ' },
    ];
    for (const body of bad) expect((await post('/address/new', body)).status).toBe(400);
    expect((await post('/address/edit', newAddress)).status).toBe(400);
    const blank = await json<{ message: string }>(
      post('/address/new', { ...newAddress, name: '', post: ' ' }),
    );
    expect(blank.body.message).toBe('address fields must not be blank: name, post');
    const list = await json<{ address: Address[] }>(fetch(`${API}/address/list`));
    expect(list.body.address).toHaveLength(3);
  });
});

describe('productScenarios', () => {
  it('empty: no products, no reviews, details 404', async () => {
    server.use(...productScenarios.empty);
    expect((await json<{ products: unknown[] }>(fetch(`${API}/products/list`))).body.products).toEqual([]);
    expect(
      (await json<{ products: unknown[] }>(post('/products/filter', { filter: {} }))).body.products,
    ).toEqual([]);
    expect(
      (await json<{ productReviews: unknown[] }>(fetch(`${API}/review/list`))).body.productReviews,
    ).toEqual([]);
    expect((await post('/product/details', { id: 'default' })).status).toBe(404);
  });

  it('error: 500 Internal server error everywhere', async () => {
    server.use(...productScenarios.error);
    for (const answer of [fetch(`${API}/products/list`), post('/address/new', newAddress)]) {
      expect(await json(answer)).toEqual({ status: 500, body: { message: 'Internal server error' } });
    }
  });

  it('networkError: the request fails', async () => {
    server.use(...productScenarios.networkError);
    await expect(fetch(`${API}/products/list`)).rejects.toThrow();
  });

  it('loading: the request never settles', async () => {
    server.use(...productScenarios.loading);
    const controller = new AbortController();
    const request = fetch(`${API}/products/list`, { signal: controller.signal }).then(
      () => 'settled',
      () => 'aborted',
    );
    const first = await Promise.race([request, new Promise((done) => setTimeout(() => done('pending'), 50))]);
    controller.abort();
    expect(first).toBe('pending');
    expect(await request).toBe('aborted');
  });
});
