import { describe, expect, it } from 'vitest';

import type { Customer, CustomerOrder, CustomerProduct } from './types';
import { orderDetails, orderLines, orderTimeline, orderTotals, pickOrder } from './orderDetails';

const order = (id: string, status: 1 | 2 | 3, qty = 2): CustomerOrder => ({
  id,
  name: 'Alex Carter',
  company: 'Siam Traders',
  type: 'Credit Card',
  qty,
  date: '2025-01-30',
  status,
});

const products: CustomerProduct[] = [
  { id: 1, name: 'Headphones', category: 'Electronics', price: 97.49, date: '2025-01-01', qty: 3 },
  { id: 2, name: 'Shoes', category: 'Fashion', price: 0.1, date: '2025-01-01', qty: 3 },
  { id: 3, name: 'Dress', category: 'Fashion', price: 0.2, date: '2025-01-01', qty: 3 },
  { id: 4, name: 'Raincoat', category: 'Fashion', price: 29.74, date: '2025-01-01', qty: 3 },
];

const alex: Customer = {
  id: 1,
  name: 'Alex Carter',
  email: 'alex.carter@example.com',
  location: 'Bangkok, Thailand',
  orders: 12,
  date: '2025-01-01',
  status: 1,
};

describe('pickOrder', () => {
  const orders = [order('1', 1), order('2', 2)];

  it('takes the order with the id, else the first', () => {
    expect(pickOrder(orders, '2')?.id).toBe('2');
    expect(pickOrder(orders, null)?.id).toBe('1');
    expect(pickOrder(orders, '  ')?.id).toBe('1');
    expect(pickOrder(orders, '9')).toBeUndefined();
    expect(pickOrder([], null)).toBeUndefined();
  });
});

describe('orderLines and orderTotals', () => {
  it('makes three lines, the first with the order quantity, in exact cents', () => {
    const lines = orderLines(order('1', 1, 3), 0, products);
    expect(lines.map((line) => [line.name, line.quantity, line.total])).toEqual([
      ['Headphones', 3, 29247],
      ['Shoes', 1, 10],
      ['Dress', 1, 20],
    ]);
  });

  it('starts further along the catalogue for later orders and wraps around', () => {
    expect(orderLines(order('2', 1), 1, products).map((line) => line.productId)).toEqual([4, 1, 2]);
  });

  it('has no lines without products', () => {
    expect(orderLines(order('1', 1), 0, [])).toEqual([]);
  });

  it('adds 7% tax and ships free from $50', () => {
    const lines = orderLines(order('1', 1, 3), 0, products);
    expect(orderTotals(lines)).toEqual({
      subtotal: 29277,
      shipping: 0,
      taxRate: 700,
      tax: 2049,
      total: 31326,
    });
    const small = orderLines(order('1', 1, 1), 0, products.slice(1, 3));
    expect(orderTotals(small)).toEqual({ subtotal: 30, shipping: 500, taxRate: 700, tax: 2, total: 532 });
    expect(orderTotals([])).toEqual({ subtotal: 0, shipping: 0, taxRate: 700, tax: 0, total: 0 });
  });
});

describe('orderTimeline', () => {
  it('shows every step done for a complete order', () => {
    const steps = orderTimeline(order('1', 1));
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(steps.at(-1)).toEqual({ key: 'timeline.delivered', date: '2025-02-04', state: 'done' });
  });

  it('is being packed while processing', () => {
    expect(orderTimeline(order('1', 2)).map((step) => [step.key, step.state])).toEqual([
      ['timeline.placed', 'done'],
      ['timeline.paid', 'done'],
      ['timeline.packed', 'current'],
      ['timeline.shipped', 'pending'],
      ['timeline.delivered', 'pending'],
    ]);
  });

  it('stops after placing for a cancelled order', () => {
    expect(orderTimeline(order('1', 3))).toEqual([
      { key: 'timeline.placed', date: '2025-01-30', state: 'done' },
      { key: 'timeline.cancelled', date: '2025-01-31', state: 'failed' },
    ]);
  });
});

describe('orderDetails', () => {
  it('joins the order, its customer, lines, totals and timeline', () => {
    const details = orderDetails([order('1', 2)], products, [alex], undefined);
    expect(details?.order.id).toBe('1');
    expect(details?.customer).toBe(alex);
    expect(details?.lines).toHaveLength(3);
    expect(details?.timeline[2]?.state).toBe('current');
  });

  it('has no customer when the name is unknown, and nothing for an unknown order', () => {
    expect(orderDetails([order('1', 1)], products, [], undefined)?.customer).toBeUndefined();
    expect(orderDetails([order('1', 1)], products, [alex], '404')).toBeUndefined();
  });
});
