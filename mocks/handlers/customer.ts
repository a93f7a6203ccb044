/**
 * Mock customer API (docs/demo-api.md, "Customers"): the four read-only tables of the customer
 * module.
 * Status codes 1 to 3 mean what `packages/features/src/customer/status.ts` says and
 * docs/demo-api.md writes down.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { customerPaths } from '@pp/features/endpoints';
import type {
  CustomerOrdersResponse,
  CustomerProductReviewsResponse,
  CustomerProductsResponse,
  CustomersResponse,
} from '@pp/features/wire';
import { customerOrders, customerProductReviews, customerProducts, customers } from '../data/customers';
import { demoRoute, scenarioSet, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the customer API. */
export const customerEndpoints = {
  customers: { method: 'GET', path: customerPaths.customers },
  orders: { method: 'GET', path: customerPaths.orders },
  products: { method: 'GET', path: customerPaths.products },
  productReviews: { method: 'GET', path: customerPaths.productReviews },
} as const satisfies Record<string, DemoEndpoint>;

/** The tables a set of customer handlers serves. */
export interface CustomerTables {
  customers: CustomersResponse['customers'];
  orders: CustomerOrdersResponse['orders'];
  products: CustomerProductsResponse['products'];
  productreviews: CustomerProductReviewsResponse['productreviews'];
}

const fixtures: CustomerTables = {
  customers: [...customers],
  orders: [...customerOrders],
  products: [...customerProducts],
  productreviews: [...customerProductReviews],
};

/** Handlers of the customer API serving `tables` (the fixtures by default). */
export function createCustomerHandlers(tables: CustomerTables = fixtures): HttpHandler[] {
  return [
    demoRoute(customerEndpoints.customers, () =>
      HttpResponse.json<CustomersResponse>({ customers: tables.customers }),
    ),
    demoRoute(customerEndpoints.orders, () =>
      HttpResponse.json<CustomerOrdersResponse>({ orders: tables.orders }),
    ),
    demoRoute(customerEndpoints.products, () =>
      HttpResponse.json<CustomerProductsResponse>({ products: tables.products }),
    ),
    demoRoute(customerEndpoints.productReviews, () =>
      HttpResponse.json<CustomerProductReviewsResponse>({ productreviews: tables.productreviews }),
    ),
  ];
}

/** Happy-path handlers of the customer API over the fixtures. */
export const customerHandlers: HttpHandler[] = createCustomerHandlers();

/**
 * Failure scenarios of the customer API, each replacing every customer endpoint: `empty` (every
 * table empty), `error` (500), `networkError`, `loading` (never answers).
 */
export const customerScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(customerEndpoints, {
    empty: () => createCustomerHandlers({ customers: [], orders: [], products: [], productreviews: [] }),
  });
