/**
 * Calls of the customer tables (docs/demo-api.md, "Customers"). Each takes the demo
 * API client and an AbortSignal, reads the answer through its schema (schemas.ts) and answers the
 * table itself; it rejects with an ApiError (500 'Unexpected response' for a body of the wrong shape).
 */
import type { ApiClient } from '../../shared/api/http';
import { readBody } from '../../shared/wire/read';
import { customerPaths } from '../../shared/api/endpoints';
import type { Customer, CustomerOrder, CustomerProduct, CustomerProductReview } from '../types';
import { customerResponses } from './schemas';

/** `GET /api/customer/list`. */
export async function fetchCustomers(client: ApiClient, signal?: AbortSignal): Promise<Customer[]> {
  const { data } = await client.get<unknown>(customerPaths.customers, { signal });
  return readBody(customerResponses.customers, data).customers;
}

/** `GET /api/customer/order/list`. */
export async function fetchOrders(client: ApiClient, signal?: AbortSignal): Promise<CustomerOrder[]> {
  const { data } = await client.get<unknown>(customerPaths.orders, { signal });
  return readBody(customerResponses.orders, data).orders;
}

/** `GET /api/customer/product/list`. */
export async function fetchProducts(client: ApiClient, signal?: AbortSignal): Promise<CustomerProduct[]> {
  const { data } = await client.get<unknown>(customerPaths.products, { signal });
  return readBody(customerResponses.products, data).products;
}

/** `GET /api/customer/product/reviews` (the body key is `productreviews`, all lower case). */
export async function fetchProductReviews(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CustomerProductReview[]> {
  const { data } = await client.get<unknown>(customerPaths.productReviews, { signal });
  return readBody(customerResponses.productReviews, data).productreviews;
}
