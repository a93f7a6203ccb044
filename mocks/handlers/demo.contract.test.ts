/**
 * docs/demo-api.md is the human contract of the demo shop, the customer tables and the account API,
 * and the schemas of `@pp/features/wire` the contract in code. This test calls every documented
 * endpoint of the mock and checks its answer exactly against its response schema, and checks the
 * document names every path and every field of the schemas.
 */
import { readFileSync } from 'node:fs';

import { accountPaths, cartPaths, customerPaths, productPaths } from '@pp/features/endpoints';
import { accountWire, customerWire, shopWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { demoLogins } from '../data/accounts';
import { products, seedAddresses } from '../data/products';
import { memoryStore, setMockStorage } from '../lib/persist';
import { reset as resetPlayerService } from '../services/playerService';
import { reset as resetShop } from '../stores/ecommerce';
import { accountHandlers } from './account';
import { cartHandlers } from './cart';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { customerHandlers } from './customer';
import { productHandlers } from './products';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...productHandlers, ...cartHandlers, ...customerHandlers, ...accountHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  resetShop();
  resetPlayerService();
});
afterAll(() => server.close());

const call = callDemo;

const [product] = products;
if (!product) throw new Error('no products');
const line = { ...product, quantity: 1, color: product.colors[0], size: 'M' };
const [address] = seedAddresses;

/** Every documented call with a body the mock accepts, and the schema of its answer. */
const calls: { name: string; path: string; body?: unknown; schema: AnySchema }[] = [
  { name: 'products', path: productPaths.list, schema: shopWire.demoResponses.products },
  {
    name: 'filter',
    path: productPaths.filter,
    body: { filter: {} },
    schema: shopWire.demoResponses.products,
  },
  {
    name: 'details',
    path: productPaths.details,
    body: { id: 'default' },
    schema: shopWire.demoResponses.product,
  },
  {
    name: 'related',
    path: productPaths.related,
    body: { id: product.id },
    schema: shopWire.demoResponses.products,
  },
  { name: 'reviews', path: productPaths.reviews, schema: shopWire.demoResponses.reviews },
  { name: 'addresses', path: productPaths.addresses, schema: shopWire.demoResponses.addresses },
  {
    name: 'new address',
    path: productPaths.newAddress,
    body: { ...address, id: undefined },
    schema: shopWire.demoResponses.addresses,
  },
  {
    name: 'edit address',
    path: productPaths.editAddress,
    body: address,
    schema: shopWire.demoResponses.addresses,
  },
  {
    name: 'cart add',
    path: cartPaths.add,
    body: { product: line, products: [] },
    schema: shopWire.demoResponses.cartChange,
  },
  {
    name: 'billing',
    path: cartPaths.billingAddress,
    body: { address },
    schema: shopWire.demoResponses.billing,
  },
  {
    name: 'no billing',
    path: cartPaths.billingAddress,
    body: { address: null },
    schema: shopWire.demoResponses.billing,
  },
  {
    name: 'discount',
    path: cartPaths.discount,
    body: { code: 'FLAT05', total: 100 },
    schema: shopWire.demoResponses.discount,
  },
  {
    name: 'shipping',
    path: cartPaths.shippingCharge,
    body: { charge: 'fast', shipping: 0 },
    schema: shopWire.demoResponses.shipping,
  },
  {
    name: 'method',
    path: cartPaths.paymentMethod,
    body: { method: 'card' },
    schema: shopWire.demoResponses.paymentMethod,
  },
  {
    name: 'card',
    path: cartPaths.paymentCard,
    body: { card: 'Visa •••• 4242' },
    schema: shopWire.demoResponses.paymentCard,
  },
  { name: 'reset', path: cartPaths.reset, body: {}, schema: shopWire.demoResponses.reset },
  { name: 'customers', path: customerPaths.customers, schema: customerWire.customerResponses.customers },
  { name: 'orders', path: customerPaths.orders, schema: customerWire.customerResponses.orders },
  {
    name: 'customer products',
    path: customerPaths.products,
    schema: customerWire.customerResponses.products,
  },
  {
    name: 'product reviews',
    path: customerPaths.productReviews,
    schema: customerWire.customerResponses.productReviews,
  },
  {
    name: 'login',
    path: accountPaths.login,
    body: demoLogins.player,
    schema: accountWire.loginResponseSchema,
  },
  {
    name: 'register',
    path: accountPaths.register,
    body: {
      id: '654321',
      username: '0861234567',
      password: 'secret99',
      confirmPassword: 'secret99',
      bank_name: 'SCB',
      book_number: '1234567890',
      book_name: 'มานี มีนา',
      inviterID: '',
    },
    schema: accountWire.registerResponseSchema,
  },
];

describe('docs/demo-api.md', () => {
  it.each(calls)(
    '$name: the mock answers exactly what the response schema describes',
    async ({ path, body, schema }) => {
      const answer = await call(path, body);
      expect(answer.status).toBe(200);
      expect(mismatch(schema, answer.body)).toBeNull();
    },
  );

  it('me: the user behind the token, and errors as { message }', async () => {
    const { body } = await call(accountPaths.login, demoLogins.player);
    const { serviceToken } = body as { serviceToken: string };
    const me = await call(accountPaths.me, undefined, serviceToken);
    expect(me.status).toBe(200);
    expect(mismatch(accountWire.meResponseSchema, me.body)).toBeNull();
    const refused = await call(accountPaths.login, { username: '', password: '' });
    expect(refused.status).toBe(400);
    expect(mismatch(shopWire.messageBodySchema, refused.body)).toBeNull();
  });

  it('the mock validates request bodies with the request schemas', () => {
    expect(mismatch(accountWire.loginRequestSchema, demoLogins.player)).toBeNull();
    expect(mismatch(shopWire.cartItemInputSchema, line)).toBeNull();
    expect(mismatch(shopWire.addressSchema, address)).toBeNull();
  });

  it('names every path of the demo and account APIs', () => {
    const paths = [productPaths, cartPaths, customerPaths, accountPaths].flatMap((group) =>
      Object.values(group).map((path) => `/api${path}`),
    );
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const schemas: AnySchema[] = [
      ...Object.values(shopWire.demoResponses),
      shopWire.checkoutStateSchema,
      shopWire.cartItemInputSchema,
      shopWire.messageBodySchema,
      ...Object.values(customerWire.customerResponses),
      accountWire.loginRequestSchema,
      accountWire.registerRequestSchema,
      accountWire.loginResponseSchema,
      accountWire.meResponseSchema,
      accountWire.registerResponseSchema,
    ];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
