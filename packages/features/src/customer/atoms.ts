/**
 * Server data of the customer module (DESIGN.md "Data flow"): one query atom per table of the demo
 * API, in the one server-state layer (shared/query). A screen reads a table with `useRemote`:
 * loading, error with `retry`, or the rows (kept on screen while the table loads again).
 */
import type { Getter } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { fetchCustomers, fetchOrders, fetchProductReviews, fetchProducts } from './api/endpoints';

const demo = (get: Getter) => get(clientsAtom).demo;

/** `GET /api/customer/list`. */
export const customersAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.customers,
  queryFn: ({ signal }) => fetchCustomers(demo(get), signal),
}));
/** `GET /api/customer/order/list`. */
export const ordersAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.orders,
  queryFn: ({ signal }) => fetchOrders(demo(get), signal),
}));
/** `GET /api/customer/product/list`. */
export const productsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.customerProducts,
  queryFn: ({ signal }) => fetchProducts(demo(get), signal),
}));
/** `GET /api/customer/product/reviews`. */
export const productReviewsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.productReviews,
  queryFn: ({ signal }) => fetchProductReviews(demo(get), signal),
}));
