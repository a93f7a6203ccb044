import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { isStatusCode, statusMeta } from '@pp/features/customer-status';
import { customerOrders, customerProductReviews, customerProducts, customers } from '../data/customers';
import { customerHandlers, customerScenarios } from './customer';

const API = 'http://localhost/api/customer';
const server = setupServer(...customerHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${API}/${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const endpoints = [
  ['list', 'customers', customers],
  ['order/list', 'orders', customerOrders],
  ['product/list', 'products', customerProducts],
  ['product/reviews', 'productreviews', customerProductReviews],
] as const;

describe('fixtures', () => {
  it('has 20 to 40 customers with unique ids and emails', () => {
    expect(customers.length).toBeGreaterThanOrEqual(20);
    expect(customers.length).toBeLessThanOrEqual(40);
    expect(new Set(customers.map((customer) => customer.id)).size).toBe(customers.length);
    expect(new Set(customers.map((customer) => customer.email)).size).toBe(customers.length);
  });

  it('uses every status code 1 to 3 on customers, orders and reviews', () => {
    for (const rows of [customers, customerOrders, customerProductReviews]) {
      expect(rows.every((row) => isStatusCode(row.status))).toBe(true);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set([1, 2, 3]));
    }
    expect(statusMeta('order', customerOrders[0]?.status ?? 1).key).toBe('status.order.complete');
  });

  it('has unique order and product ids, known payment types and ISO dates', () => {
    expect(new Set(customerOrders.map((order) => order.id)).size).toBe(customerOrders.length);
    expect(new Set(customerProducts.map((product) => product.id)).size).toBe(customerProducts.length);
    const types = new Set(['Credit Card', 'Paytm', 'Net Banking', 'Upi']);
    expect(customerOrders.every((order) => types.has(order.type))).toBe(true);
    const dates = [...customers, ...customerOrders, ...customerProducts, ...customerProductReviews].map(
      (row) => row.date,
    );
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)))).toBe(
      true,
    );
  });
});

describe('customer API', () => {
  it.each(endpoints)('GET /api/customer/%s answers { %s }', async (path, key, rows) => {
    expect(await get(path)).toEqual({ status: 200, body: { [key]: rows } });
  });
});

describe('customerScenarios', () => {
  it('empty: every table is empty', async () => {
    server.use(...customerScenarios.empty);
    for (const [path, key] of endpoints) expect((await get(path)).body).toEqual({ [key]: [] });
  });

  it('error: 500 Internal server error everywhere', async () => {
    server.use(...customerScenarios.error);
    for (const [path] of endpoints) {
      expect(await get(path)).toEqual({ status: 500, body: { message: 'Internal server error' } });
    }
  });

  it('networkError: the request fails', async () => {
    server.use(...customerScenarios.networkError);
    await expect(fetch(`${API}/list`)).rejects.toThrow();
  });

  it('loading: the request never settles', async () => {
    server.use(...customerScenarios.loading);
    const controller = new AbortController();
    const request = fetch(`${API}/order/list`, { signal: controller.signal }).then(
      () => 'settled',
      () => 'aborted',
    );
    const first = await Promise.race([request, new Promise((done) => setTimeout(() => done('pending'), 50))]);
    controller.abort();
    expect(first).toBe('pending');
  });
});
