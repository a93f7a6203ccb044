/**
 * The order detail view, built from the demo tables: the order (by id, else the first one), lines
 * made of catalogue products, totals in whole cents and the status timeline.
 */
import type { Customer, CustomerOrder, CustomerProduct } from './types';
import { addDays, percentOf, type Cents } from './invoice';
import type { en } from './locales/en';

/** VAT on orders (7 %), in basis points. */
export const ORDER_TAX_RATE = 700;
/** Shipping is free from this subtotal up; below it costs SHIPPING_FEE. */
export const FREE_SHIPPING_FROM: Cents = 5_000;
export const SHIPPING_FEE: Cents = 500;
/** Lines shown on an order. */
export const LINES_PER_ORDER = 3;

export interface OrderLine {
  productId: number;
  name: string;
  category: string;
  quantity: number;
  unitPrice: Cents;
  total: Cents;
}

export interface OrderTotals {
  subtotal: Cents;
  shipping: Cents;
  taxRate: number;
  tax: Cents;
  total: Cents;
}

export type TimelineState = 'done' | 'current' | 'pending' | 'failed';

export interface TimelineStep {
  /** Label of the step in the customer namespace. */
  key: `timeline.${keyof (typeof en)['timeline']}`;
  /** ISO date of the step (expected date for pending steps). */
  date: string;
  state: TimelineState;
}

export interface OrderDetails {
  order: CustomerOrder;
  /** The customer of the same name in the customer list, when there is one. */
  customer: Customer | undefined;
  lines: OrderLine[];
  totals: OrderTotals;
  timeline: TimelineStep[];
}

/** The order with this id, or the first order when no id is given; undefined when none matches. */
export function pickOrder(
  orders: readonly CustomerOrder[],
  id: string | null | undefined,
): CustomerOrder | undefined {
  const wanted = id?.trim();
  if (!wanted) return orders[0];
  return orders.find((order) => order.id === wanted);
}

/**
 * The lines of an order: LINES_PER_ORDER catalogue products, starting at a place that depends on
 * the order's position (so orders differ but never change); the first line carries the order's
 * quantity, the others one each.
 */
export function orderLines(
  order: CustomerOrder,
  position: number,
  products: readonly CustomerProduct[],
): OrderLine[] {
  if (products.length === 0) return [];
  const count = Math.min(LINES_PER_ORDER, products.length);
  const start = (Math.max(0, position) * LINES_PER_ORDER) % products.length;
  return Array.from({ length: count }, (_, index) => {
    const product = products[(start + index) % products.length] as CustomerProduct;
    const quantity = index === 0 ? Math.max(1, order.qty) : 1;
    const unitPrice = Math.round(product.price * 100);
    return {
      productId: product.id,
      name: product.name,
      category: product.category,
      quantity,
      unitPrice,
      total: unitPrice * quantity,
    };
  });
}

/** Subtotal, shipping (free from FREE_SHIPPING_FROM), 7 % tax on the subtotal, and total. */
export function orderTotals(lines: readonly OrderLine[]): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const shipping = subtotal === 0 || subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  const tax = percentOf(subtotal, ORDER_TAX_RATE);
  return { subtotal, shipping, taxRate: ORDER_TAX_RATE, tax, total: subtotal + shipping + tax };
}

/**
 * Where the order is: complete orders went through every step, processing ones are being packed,
 * cancelled ones stopped after they were placed.
 */
export function orderTimeline(order: CustomerOrder): TimelineStep[] {
  const on = (days: number) => addDays(order.date, days);
  if (order.status === 3) {
    return [
      { key: 'timeline.placed', date: on(0), state: 'done' },
      { key: 'timeline.cancelled', date: on(1), state: 'failed' },
    ];
  }
  const processing = order.status === 2;
  return [
    { key: 'timeline.placed', date: on(0), state: 'done' },
    { key: 'timeline.paid', date: on(0), state: 'done' },
    { key: 'timeline.packed', date: on(1), state: processing ? 'current' : 'done' },
    { key: 'timeline.shipped', date: on(2), state: processing ? 'pending' : 'done' },
    { key: 'timeline.delivered', date: on(5), state: processing ? 'pending' : 'done' },
  ];
}

/** Everything the order detail view shows, or undefined when the order does not exist. */
export function orderDetails(
  orders: readonly CustomerOrder[],
  products: readonly CustomerProduct[],
  customers: readonly Customer[],
  id: string | null | undefined,
): OrderDetails | undefined {
  const order = pickOrder(orders, id);
  if (!order) return undefined;
  const lines = orderLines(order, orders.indexOf(order), products);
  return {
    order,
    customer: customers.find((customer) => customer.name === order.name),
    lines,
    totals: orderTotals(lines),
    timeline: orderTimeline(order),
  };
}
