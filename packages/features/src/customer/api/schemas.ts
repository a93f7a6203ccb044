/**
 * The customer tables' bodies as yup schemas (docs/demo-api.md, "Customers"). The
 * types of types.ts come from here; the mock's fixtures are typed from them.
 */
import * as yup from 'yup';

import { oneOf } from '../../shared/wire/fields';
import { arrayOf, record } from '../../shared/wire/read';

/** Status codes of the customer tables; what each means per table is in docs/demo-api.md. */
export const STATUS_CODES = [1, 2, 3] as const;
/** How an order was paid. */
export const ORDER_PAYMENT_TYPES = ['Credit Card', 'Paytm', 'Net Banking', 'Upi'] as const;

const text = () => yup.string().defined();
const amount = () => yup.number().required();
const status = () => yup.mixed<(typeof STATUS_CODES)[number]>().oneOf(STATUS_CODES).required();

/** A customer of the customer list. `id` is ours (the template's rows have none), for table row keys. */
export const customerSchema = record({
  id: amount(),
  name: text(),
  email: text(),
  location: text(),
  /** Number of orders placed. */
  orders: amount(),
  /** Date joined (ISO 8601 date). */
  date: text(),
  status: status(),
});

/** A row of the order list. */
export const customerOrderSchema = record({
  id: text(),
  name: text(),
  company: text(),
  type: oneOf(ORDER_PAYMENT_TYPES),
  qty: amount(),
  /** ISO 8601 date. */
  date: text(),
  status: status(),
});

/** A row of the customer product table. */
export const customerProductSchema = record({
  id: amount(),
  name: text(),
  category: text(),
  price: amount(),
  /** ISO 8601 date. */
  date: text(),
  qty: amount(),
});

/** A row of the product review table. `id` is ours (the template's rows have none), for table row keys. */
export const customerProductReviewSchema = record({
  id: amount(),
  /** Product reviewed. */
  name: text(),
  author: text(),
  review: text(),
  rating: amount(),
  /** ISO 8601 date. */
  date: text(),
  status: status(),
});

export const customerResponses = {
  /** `GET /api/customer/list`. */
  customers: record({ customers: arrayOf(customerSchema) }),
  /** `GET /api/customer/order/list`. */
  orders: record({ orders: arrayOf(customerOrderSchema) }),
  /** `GET /api/customer/product/list`. */
  products: record({ products: arrayOf(customerProductSchema) }),
  /** `GET /api/customer/product/reviews` (the key is all lower case, as in the template). */
  productReviews: record({ productreviews: arrayOf(customerProductReviewSchema) }),
} as const;
