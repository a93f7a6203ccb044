/**
 * Paths of the shop and customer part of the demo API (spec section 7), under DEMO_API_BASE.
 * The feature's API client and the MSW handlers both build URLs from this table, so they cannot
 * drift. (Candidate to move into `shared/api/endpoints.ts` next to `accountPaths`.)
 */

/** Products, reviews and the address book. */
export const productPaths = {
  list: '/products/list',
  filter: '/products/filter',
  details: '/product/details',
  related: '/product/related',
  reviews: '/review/list',
  addresses: '/address/list',
  newAddress: '/address/new',
  editAddress: '/address/edit',
} as const;

/** The cart and checkout. */
export const cartPaths = {
  add: '/cart/add',
  remove: '/cart/remove',
  update: '/cart/update',
  billingAddress: '/cart/billing-address',
  discount: '/cart/discount',
  shippingCharge: '/cart/shipping-charge',
  paymentMethod: '/cart/payment-method',
  paymentCard: '/cart/payment-card',
  reset: '/cart/reset',
} as const;

/** The customer tables. */
export const customerPaths = {
  customers: '/customer/list',
  orders: '/customer/order/list',
  products: '/customer/product/list',
  productReviews: '/customer/product/reviews',
} as const;
