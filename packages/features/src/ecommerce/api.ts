/**
 * Typed calls of the demo shop API (spec section 7, docs/demo-api.md): products, reviews, the
 * address book and the cart. Each takes the `demo` API client (base `/api`) and an optional
 * AbortSignal, checks the shape of the answer, and rejects with an ApiError.
 */
import { ApiError } from '../shared/api/errors';
import type { ApiClient } from '../shared/api/http';
import {
  isAddress,
  isArrayOf,
  isCartItem,
  isFiniteNumber,
  isPaymentMethod,
  isProduct,
  isRecord,
  isShippingCharge,
} from './rules/guards';
import { cartPaths, productPaths } from './rules/paths';
import type {
  Address,
  AddressInput,
  BillingResponse,
  CartChangeResponse,
  CartItem,
  CartItemInput,
  CartUpdateResponse,
  DiscountResponse,
  PaymentCardResponse,
  PaymentMethod,
  PaymentMethodResponse,
  Product,
  ProductFilter,
  Review,
  ShippingCharge,
  ShippingResponse,
} from './types';

/** The client the calls go through: `get(clientsAtom).demo`. */
export type DemoClient = ApiClient;

/** Thrown when an answer does not have the documented shape. */
function unexpected(what: string): ApiError {
  return new ApiError(502, `Unexpected answer from the shop: ${what}`);
}

/** The field `key` of a JSON object answer, checked with `guard`. */
function field<T>(data: unknown, key: string, guard: (value: unknown) => value is T): T {
  if (!isRecord(data) || !guard(data[key])) throw unexpected(key);
  return data[key];
}

const isProductList = (value: unknown): value is Product[] => isArrayOf(value, isProduct);
const isAddressList = (value: unknown): value is Address[] => isArrayOf(value, isAddress);
const isCartLines = (value: unknown): value is CartItem[] => isArrayOf(value, isCartItem);
const isString = (value: unknown): value is string => typeof value === 'string';

/** A product review as the shop serves it. */
export function isReview(value: unknown): value is Review {
  if (!isRecord(value) || !isRecord(value.profile)) return false;
  const { profile } = value;
  return (
    isString(value.id) &&
    isFiniteNumber(value.rating) &&
    isString(value.review) &&
    isString(value.date) &&
    isString(profile.avatar) &&
    isString(profile.name) &&
    typeof profile.status === 'boolean'
  );
}

async function get(client: DemoClient, path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await client.get<unknown>(path, { signal });
  return response.data;
}

async function post(client: DemoClient, path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await client.post<unknown>(path, body, { signal });
  return response.data;
}

/* ---- Products, reviews, addresses ---- */

/** `GET /api/products/list`: the whole catalogue. */
export async function fetchProducts(client: DemoClient, signal?: AbortSignal): Promise<Product[]> {
  return field(await get(client, productPaths.list, signal), 'products', isProductList);
}

/** `POST /api/products/filter`: the products passing `filter`, sorted. */
export async function filterProducts(
  client: DemoClient,
  filter: ProductFilter,
  signal?: AbortSignal,
): Promise<Product[]> {
  return field(await post(client, productPaths.filter, { filter }, signal), 'products', isProductList);
}

/** `POST /api/product/details`: one product ('default' gives the first); 404 for an unknown id. */
export async function fetchProduct(client: DemoClient, id: string, signal?: AbortSignal): Promise<Product> {
  return field(await post(client, productPaths.details, { id }, signal), 'product', isProduct);
}

/** `POST /api/product/related`: every other product. */
export async function fetchRelatedProducts(
  client: DemoClient,
  id: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  return field(await post(client, productPaths.related, { id }, signal), 'products', isProductList);
}

/** `GET /api/review/list`: the product reviews. */
export async function fetchReviews(client: DemoClient, signal?: AbortSignal): Promise<Review[]> {
  return field(
    await get(client, productPaths.reviews, signal),
    'productReviews',
    (value): value is Review[] => isArrayOf(value, isReview),
  );
}

/** `GET /api/address/list`: the address book. */
export async function fetchAddresses(client: DemoClient, signal?: AbortSignal): Promise<Address[]> {
  return field(await get(client, productPaths.addresses, signal), 'address', isAddressList);
}

/** `POST /api/address/new`: adds an address; answers with the whole book. */
export async function createAddress(
  client: DemoClient,
  address: AddressInput,
  signal?: AbortSignal,
): Promise<Address[]> {
  return field(await post(client, productPaths.newAddress, address, signal), 'address', isAddressList);
}

/** `POST /api/address/edit`: replaces an address; answers with the whole book. */
export async function updateAddress(
  client: DemoClient,
  address: Address,
  signal?: AbortSignal,
): Promise<Address[]> {
  return field(await post(client, productPaths.editAddress, address, signal), 'address', isAddressList);
}

/* ---- Cart ---- */

function cartChange(data: unknown): CartChangeResponse {
  return {
    products: field(data, 'products', isCartLines),
    subtotal: field(data, 'subtotal', isFiniteNumber),
  };
}

/** `POST /api/cart/add`: the new lines and the subtotal of the line added. */
export async function addCartItem(
  client: DemoClient,
  product: CartItemInput,
  products: CartItem[],
  signal?: AbortSignal,
): Promise<CartChangeResponse> {
  return cartChange(await post(client, cartPaths.add, { product, products }, signal));
}

/** `POST /api/cart/remove`: the new lines and the subtotal of the line removed. */
export async function removeCartItem(
  client: DemoClient,
  id: string,
  products: CartItem[],
  signal?: AbortSignal,
): Promise<CartChangeResponse> {
  return cartChange(await post(client, cartPaths.remove, { id, products }, signal));
}

/** `POST /api/cart/update`: the new lines and the old and new subtotal of that line. */
export async function updateCartItem(
  client: DemoClient,
  id: string,
  quantity: number,
  products: CartItem[],
  signal?: AbortSignal,
): Promise<CartUpdateResponse> {
  const data = await post(client, cartPaths.update, { id, quantity, products }, signal);
  return {
    products: field(data, 'products', isCartLines),
    oldSubTotal: field(data, 'oldSubTotal', isFiniteNumber),
    subtotal: field(data, 'subtotal', isFiniteNumber),
  };
}

/** `POST /api/cart/billing-address`: the billing address (null clears it). */
export async function setBillingAddress(
  client: DemoClient,
  address: Address | null,
  signal?: AbortSignal,
): Promise<BillingResponse> {
  const data = await post(client, cartPaths.billingAddress, { address }, signal);
  return {
    billing: field(data, 'billing', (value): value is Address | null => value === null || isAddress(value)),
  };
}

/** `POST /api/cart/discount`: the amount `code` takes off `total` (send the total before any discount). */
export async function applyDiscountCode(
  client: DemoClient,
  code: string,
  total: number,
  signal?: AbortSignal,
): Promise<DiscountResponse> {
  return {
    amount: field(await post(client, cartPaths.discount, { code, total }, signal), 'amount', isFiniteNumber),
  };
}

/** `POST /api/cart/shipping-charge`: the new shipping, the change to the total and the type. */
export async function chooseShipping(
  client: DemoClient,
  charge: ShippingCharge,
  shipping: number,
  signal?: AbortSignal,
): Promise<ShippingResponse> {
  const data = await post(client, cartPaths.shippingCharge, { charge, shipping }, signal);
  return {
    shipping: field(data, 'shipping', isFiniteNumber),
    newShipping: field(data, 'newShipping', isFiniteNumber),
    type: field(data, 'type', isShippingCharge),
  };
}

/** `POST /api/cart/payment-method`. */
export async function choosePaymentMethod(
  client: DemoClient,
  method: PaymentMethod,
  signal?: AbortSignal,
): Promise<PaymentMethodResponse> {
  return {
    method: field(await post(client, cartPaths.paymentMethod, { method }, signal), 'method', isPaymentMethod),
  };
}

/** `POST /api/cart/payment-card`: `card` is the masked label, never the card number. */
export async function setPaymentCard(
  client: DemoClient,
  card: string,
  signal?: AbortSignal,
): Promise<PaymentCardResponse> {
  return { card: field(await post(client, cartPaths.paymentCard, { card }, signal), 'card', isString) };
}

/** `POST /api/cart/reset`. */
export async function resetCart(client: DemoClient, signal?: AbortSignal): Promise<void> {
  await post(client, cartPaths.reset, {}, signal);
}
