/**
 * Calls of the customer tables (spec section 7 "Customer"; docs/demo-api.md). Each takes the demo
 * API client and an AbortSignal, answers the table itself, and rejects with an ApiError.
 */
import { ApiError } from '../shared/api/errors';
import type { ApiClient } from '../shared/api/http';
import { customerPaths } from '../ecommerce/rules/paths';
import type {
  Customer,
  CustomerOrder,
  CustomerOrdersResponse,
  CustomerProduct,
  CustomerProductReview,
  CustomerProductReviewsResponse,
  CustomerProductsResponse,
  CustomersResponse,
} from '../ecommerce/types';

/** The list under `key` of a response body, or an ApiError when the body is not what the API promises. */
function listOf<T>(body: unknown, key: string): T[] {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(value)) throw new ApiError(500, 'Unexpected answer from the server', body);
  return value as T[];
}

/** `GET /api/customer/list`. */
export async function fetchCustomers(client: ApiClient, signal?: AbortSignal): Promise<Customer[]> {
  const { data } = await client.get<CustomersResponse>(customerPaths.customers, { signal });
  return listOf<Customer>(data, 'customers');
}

/** `GET /api/customer/order/list`. */
export async function fetchOrders(client: ApiClient, signal?: AbortSignal): Promise<CustomerOrder[]> {
  const { data } = await client.get<CustomerOrdersResponse>(customerPaths.orders, { signal });
  return listOf<CustomerOrder>(data, 'orders');
}

/** `GET /api/customer/product/list`. */
export async function fetchProducts(client: ApiClient, signal?: AbortSignal): Promise<CustomerProduct[]> {
  const { data } = await client.get<CustomerProductsResponse>(customerPaths.products, { signal });
  return listOf<CustomerProduct>(data, 'products');
}

/** `GET /api/customer/product/reviews` (the body key is `productreviews`, all lower case). */
export async function fetchProductReviews(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CustomerProductReview[]> {
  const { data } = await client.get<CustomerProductReviewsResponse>(customerPaths.productReviews, { signal });
  return listOf<CustomerProductReview>(data, 'productreviews');
}
