import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Address, CartItem, CartItemInput } from '@pp/features/ecommerce-rules';
import { products, seedAddresses } from '../data/products';
import { cartHandlers, cartScenarios, createCartHandlers } from './cart';

const API = 'http://localhost/api/cart';
const server = setupServer(...cartHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const watch = products.find((product) => product.id === '7');
const coat = products.find((product) => product.id === '13');
if (!watch || !coat) throw new Error('fixtures changed');
const watchLine = (overrides: Partial<CartItemInput> = {}): CartItemInput => ({
  ...watch,
  quantity: 1,
  color: 'black',
  size: 'M',
  ...overrides,
});
const inCart = (overrides: Partial<CartItem> = {}): CartItem => ({
  ...watchLine(),
  itemId: '7-black-m',
  ...overrides,
});

type Change = { products: CartItem[]; subtotal: number };
type Update = Change & { oldSubTotal: number };

describe('POST /api/cart/add', () => {
  it('appends a new line with a readable itemId and answers its subtotal', async () => {
    const { status, body } = await post<Change>('add', { product: watchLine({ quantity: 2 }), products: [] });
    expect(status).toBe(200);
    expect(body.products).toEqual([{ ...watchLine({ quantity: 2 }), itemId: '7-black-m' }]);
    expect(body.subtotal).toBe(238.8);
  });

  it('merges the same product, colour and size by adding quantities', async () => {
    const { body } = await post<Change>('add', { product: watchLine({ quantity: 3 }), products: [inCart()] });
    expect(body.products).toEqual([inCart({ quantity: 4 })]);
    expect(body.subtotal).toBe(358.2);
  });

  it('adds a new line for another colour or size', async () => {
    const other = await post<Change>('add', { product: watchLine({ color: 'grey' }), products: [inCart()] });
    expect(other.body.products.map((line) => line.itemId)).toEqual(['7-black-m', '7-grey-m']);
    const size = await post<Change>('add', { product: watchLine({ size: 'L' }), products: [inCart()] });
    expect(size.body.products.map((line) => line.itemId)).toEqual(['7-black-m', '7-black-l']);
  });

  it('uses an injected itemId generator', async () => {
    server.use(...createCartHandlers({ newItemId: () => 'line-42' }));
    const { body } = await post<Change>('add', { product: watchLine(), products: [] });
    expect(body.products[0]?.itemId).toBe('line-42');
  });

  it('refuses a colour the product does not come in, and out-of-stock products', async () => {
    const colour = await post<{ message: string }>('add', {
      product: watchLine({ color: 'pink' }),
      products: [],
    });
    expect(colour).toEqual({ status: 400, body: { message: 'color must be one of black, grey, blue' } });
    const coatLine = { ...coat, quantity: 1, color: 'grey', size: 'L' };
    const stock = await post<{ message: string }>('add', { product: coatLine, products: [] });
    expect(stock).toEqual({ status: 400, body: { message: 'Wool Blend Overcoat is out of stock' } });
  });

  it.each([
    ['no product', { products: [] }],
    ['a quantity of 0', { product: watchLine({ quantity: 0 }), products: [] }],
    ['a fractional quantity', { product: watchLine({ quantity: 1.5 }), products: [] }],
    ['no size', { product: { ...watchLine(), size: undefined }, products: [] }],
    ['no products', { product: watchLine() }],
    ['a line without itemId', { product: watchLine(), products: [watchLine()] }],
    ['repeated itemIds', { product: watchLine(), products: [inCart(), inCart()] }],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await post('add', body)).status).toBe(400);
  });
});

describe('POST /api/cart/remove', () => {
  it("removes the line and answers the removed line's subtotal", async () => {
    const lines = [inCart({ quantity: 2 }), inCart({ itemId: 'other', color: 'grey' })];
    const { body } = await post<Change>('remove', { id: '7-black-m', products: lines });
    expect(body.products.map((line) => line.itemId)).toEqual(['other']);
    expect(body.subtotal).toBe(238.8);
  });

  it('answers 404 for an unknown line and 400 for a malformed body', async () => {
    expect(await post('remove', { id: 'nope', products: [inCart()] })).toEqual({
      status: 404,
      body: { message: 'Cart line nope not found' },
    });
    expect((await post('remove', { products: [inCart()] })).status).toBe(400);
    expect((await post('remove', { id: '7-black-m', products: 'all' })).status).toBe(400);
  });
});

describe('POST /api/cart/update', () => {
  it('changes the quantity and answers old and new line subtotals', async () => {
    const { body } = await post<Update>('update', { id: '7-black-m', quantity: 3, products: [inCart()] });
    expect(body).toEqual({ products: [inCart({ quantity: 3 })], oldSubTotal: 119.4, subtotal: 358.2 });
  });

  it('answers 404 for an unknown line and 400 for a bad quantity', async () => {
    expect((await post('update', { id: 'nope', quantity: 2, products: [inCart()] })).status).toBe(404);
    for (const quantity of [0, -1, 2.5, '2', undefined]) {
      expect((await post('update', { id: '7-black-m', quantity, products: [inCart()] })).status).toBe(400);
    }
  });
});

describe('POST /api/cart/billing-address', () => {
  it('answers the billing address, or null to clear it', async () => {
    const address: Address | undefined = seedAddresses[1];
    expect(await post('billing-address', { address })).toEqual({ status: 200, body: { billing: address } });
    expect(await post('billing-address', { address: null })).toEqual({
      status: 200,
      body: { billing: null },
    });
  });

  it('answers 400 for something that is not an address', async () => {
    expect((await post('billing-address', { address: { name: 'x' } })).status).toBe(400);
    expect((await post('billing-address', {})).status).toBe(400);
  });
});

describe('POST /api/cart/discount', () => {
  it('takes the fixed codes off, case-insensitively', async () => {
    expect(await post('discount', { code: 'FLAT05', total: 100 })).toEqual({
      status: 200,
      body: { amount: 5 },
    });
    expect((await post('discount', { code: 'sub150', total: 120.5 })).body).toEqual({ amount: 120.5 });
  });

  it('draws random codes within their bounds', async () => {
    for (let i = 0; i < 20; i += 1) {
      const berry = (await post<{ amount: number }>('discount', { code: 'BERRY50', total: 30 })).body.amount;
      expect(Number.isInteger(berry) && berry >= 1 && berry <= 30).toBe(true);
      const upto = (await post<{ amount: number }>('discount', { code: 'UPTO200', total: 500 })).body.amount;
      expect(Number.isInteger(upto) && upto >= 1 && upto <= 199).toBe(true);
    }
  });

  it('uses the injected random source', async () => {
    server.use(...createCartHandlers({ random: () => 0.9999 }));
    expect((await post('discount', { code: 'UPTO200', total: 500 })).body).toEqual({ amount: 199 });
    server.use(...cartScenarios.stableDiscounts);
    expect((await post('discount', { code: 'BERRY50', total: 100 })).body).toEqual({ amount: 25 });
  });

  it('gives 0 for an unknown code or a total of 0', async () => {
    expect((await post('discount', { code: 'HELLO', total: 100 })).body).toEqual({ amount: 0 });
    expect((await post('discount', { code: 'FLAT05', total: 0 })).body).toEqual({ amount: 0 });
  });

  it('answers 400 for a missing code or a bad total', async () => {
    expect((await post('discount', { total: 100 })).status).toBe(400);
    expect((await post('discount', { code: 'FLAT05', total: -1 })).status).toBe(400);
    expect((await post('discount', { code: 'FLAT05', total: '100' })).status).toBe(400);
  });
});

describe('POST /api/cart/shipping-charge', () => {
  it('follows the free / fast rules', async () => {
    expect((await post('shipping-charge', { charge: 'fast', shipping: 0 })).body).toEqual({
      shipping: 5,
      newShipping: 5,
      type: 'fast',
    });
    expect((await post('shipping-charge', { charge: 'free', shipping: 5 })).body).toEqual({
      shipping: 0,
      newShipping: -5,
      type: 'free',
    });
    expect((await post('shipping-charge', { charge: 'free', shipping: 0 })).body).toEqual({
      shipping: 0,
      newShipping: 0,
      type: 'free',
    });
  });

  it('answers 400 for an unknown charge or a bad shipping', async () => {
    expect((await post('shipping-charge', { charge: 'express', shipping: 0 })).status).toBe(400);
    expect((await post('shipping-charge', { charge: 'free' })).status).toBe(400);
  });
});

describe('payment method, card and reset', () => {
  it('echoes the payment method and card', async () => {
    expect(await post('payment-method', { method: 'card' })).toEqual({
      status: 200,
      body: { method: 'card' },
    });
    expect(await post('payment-card', { card: 'visa-4242' })).toEqual({
      status: 200,
      body: { card: 'visa-4242' },
    });
  });

  it('answers 400 for an unknown method or a card that is not text', async () => {
    expect((await post('payment-method', { method: 'cash' })).status).toBe(400);
    expect((await post('payment-card', { card: 4242 })).status).toBe(400);
  });

  it('reset answers an empty object, with or without a body', async () => {
    expect(await post('reset', {})).toEqual({ status: 200, body: {} });
    const bare = await fetch(`${API}/reset`, { method: 'POST' });
    expect(bare.status).toBe(200);
  });
});

describe('malformed bodies', () => {
  it.each([
    'add',
    'remove',
    'update',
    'billing-address',
    'discount',
    'shipping-charge',
    'payment-method',
    'payment-card',
  ])('%s answers 400 for a body that is not a JSON object', async (path) => {
    for (const body of ['{broken', '"text"', '[]']) {
      const answer = await post<{ message: string }>(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Malformed JSON body/);
    }
  });
});

describe('cartScenarios', () => {
  it('error: 500 Internal server error', async () => {
    server.use(...cartScenarios.error);
    expect(await post('discount', { code: 'FLAT05', total: 10 })).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
  });

  it('networkError: the request fails', async () => {
    server.use(...cartScenarios.networkError);
    await expect(fetch(`${API}/reset`, { method: 'POST' })).rejects.toThrow();
  });

  it('loading: the request never settles', async () => {
    server.use(...cartScenarios.loading);
    const controller = new AbortController();
    const request = fetch(`${API}/reset`, { method: 'POST', signal: controller.signal }).then(
      () => 'settled',
      () => 'aborted',
    );
    const first = await Promise.race([request, new Promise((done) => setTimeout(() => done('pending'), 50))]);
    controller.abort();
    expect(first).toBe('pending');
  });
});
