/** The rows of the customer tables, from their wire schemas (api/schemas.ts). */
import type { InferType } from 'yup';

import type {
  customerOrderSchema,
  customerProductReviewSchema,
  customerProductSchema,
  customerResponses,
  customerSchema,
  ORDER_PAYMENT_TYPES,
  STATUS_CODES,
} from './api/schemas';

/** Status code of the customer tables; meanings per table in docs/demo-api.md. */
export type StatusCode = (typeof STATUS_CODES)[number];
/** How an order was paid. */
export type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];

export type Customer = InferType<typeof customerSchema>;
export type CustomerOrder = InferType<typeof customerOrderSchema>;
export type CustomerProduct = InferType<typeof customerProductSchema>;
export type CustomerProductReview = InferType<typeof customerProductReviewSchema>;

export type CustomersResponse = InferType<typeof customerResponses.customers>;
export type CustomerOrdersResponse = InferType<typeof customerResponses.orders>;
export type CustomerProductsResponse = InferType<typeof customerResponses.products>;
export type CustomerProductReviewsResponse = InferType<typeof customerResponses.productReviews>;
