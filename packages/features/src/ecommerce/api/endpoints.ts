/**
 * Typed calls of the demo shop API (docs/demo-api.md): products, reviews, the
 * address book and the cart. Each takes the `demo` API client (base `/api`) and an optional
 * AbortSignal, reads the answer through its schema (schemas.ts), and rejects with an ApiError
 * (500 'Unexpected response' for an answer of the wrong shape).
 */
import type { ApiClient } from '../../shared/api/http';
import { readBody } from '../../shared/wire/read';
import { cartPaths, productPaths } from '../../shared/api/endpoints';
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
} from '../types';
import { demoResponses } from './schemas';

/** The client the calls go through: `get(clientsAtom).demo`. */
export type DemoClient = ApiClient;

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
  return readBody(demoResponses.products, await get(client, productPaths.list, signal)).products;
}

/** `POST /api/products/filter`: the products passing `filter`, sorted. */
export async function filterProducts(
  client: DemoClient,
  filter: ProductFilter,
  signal?: AbortSignal,
): Promise<Product[]> {
  return readBody(demoResponses.products, await post(client, productPaths.filter, { filter }, signal))
    .products;
}

/** `POST /api/product/details`: one product ('default' gives the first); 404 for an unknown id. */
export async function fetchProduct(client: DemoClient, id: string, signal?: AbortSignal): Promise<Product> {
  return readBody(demoResponses.product, await post(client, productPaths.details, { id }, signal)).product;
}

/** `POST /api/product/related`: every other product. */
export async function fetchRelatedProducts(
  client: DemoClient,
  id: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  return readBody(demoResponses.products, await post(client, productPaths.related, { id }, signal)).products;
}

/** `GET /api/review/list`: the product reviews. */
export async function fetchReviews(client: DemoClient, signal?: AbortSignal): Promise<Review[]> {
  return readBody(demoResponses.reviews, await get(client, productPaths.reviews, signal)).productReviews;
}

/** `GET /api/address/list`: the address book. */
export async function fetchAddresses(client: DemoClient, signal?: AbortSignal): Promise<Address[]> {
  return readBody(demoResponses.addresses, await get(client, productPaths.addresses, signal)).address;
}

/** `POST /api/address/new`: adds an address; answers with the whole book. */
export async function createAddress(
  client: DemoClient,
  address: AddressInput,
  signal?: AbortSignal,
): Promise<Address[]> {
  return readBody(demoResponses.addresses, await post(client, productPaths.newAddress, address, signal))
    .address;
}

/** `POST /api/address/edit`: replaces an address; answers with the whole book. */
export async function updateAddress(
  client: DemoClient,
  address: Address,
  signal?: AbortSignal,
): Promise<Address[]> {
  return readBody(demoResponses.addresses, await post(client, productPaths.editAddress, address, signal))
    .address;
}

/* ---- Cart ---- */

/** `POST /api/cart/add`: the new lines and the subtotal of the line added. */
export async function addCartItem(
  client: DemoClient,
  product: CartItemInput,
  products: CartItem[],
  signal?: AbortSignal,
): Promise<CartChangeResponse> {
  return readBody(demoResponses.cartChange, await post(client, cartPaths.add, { product, products }, signal));
}

/** `POST /api/cart/remove`: the new lines and the subtotal of the line removed. */
export async function removeCartItem(
  client: DemoClient,
  id: string,
  products: CartItem[],
  signal?: AbortSignal,
): Promise<CartChangeResponse> {
  return readBody(demoResponses.cartChange, await post(client, cartPaths.remove, { id, products }, signal));
}

/** `POST /api/cart/update`: the new lines and the old and new subtotal of that line. */
export async function updateCartItem(
  client: DemoClient,
  id: string,
  quantity: number,
  products: CartItem[],
  signal?: AbortSignal,
): Promise<CartUpdateResponse> {
  return readBody(
    demoResponses.cartUpdate,
    await post(client, cartPaths.update, { id, quantity, products }, signal),
  );
}

/** `POST /api/cart/billing-address`: the billing address (null clears it). */
export async function setBillingAddress(
  client: DemoClient,
  address: Address | null,
  signal?: AbortSignal,
): Promise<BillingResponse> {
  return readBody(demoResponses.billing, await post(client, cartPaths.billingAddress, { address }, signal));
}

/** `POST /api/cart/discount`: the amount `code` takes off `total` (send the total before any discount). */
export async function applyDiscountCode(
  client: DemoClient,
  code: string,
  total: number,
  signal?: AbortSignal,
): Promise<DiscountResponse> {
  return readBody(demoResponses.discount, await post(client, cartPaths.discount, { code, total }, signal));
}

/** `POST /api/cart/shipping-charge`: the new shipping, the change to the total and the type. */
export async function chooseShipping(
  client: DemoClient,
  charge: ShippingCharge,
  shipping: number,
  signal?: AbortSignal,
): Promise<ShippingResponse> {
  return readBody(
    demoResponses.shipping,
    await post(client, cartPaths.shippingCharge, { charge, shipping }, signal),
  );
}

/** `POST /api/cart/payment-method`. */
export async function choosePaymentMethod(
  client: DemoClient,
  method: PaymentMethod,
  signal?: AbortSignal,
): Promise<PaymentMethodResponse> {
  return readBody(
    demoResponses.paymentMethod,
    await post(client, cartPaths.paymentMethod, { method }, signal),
  );
}

/** `POST /api/cart/payment-card`: `card` is the masked label, never the card number. */
export async function setPaymentCard(
  client: DemoClient,
  card: string,
  signal?: AbortSignal,
): Promise<PaymentCardResponse> {
  return readBody(demoResponses.paymentCard, await post(client, cartPaths.paymentCard, { card }, signal));
}

/** `POST /api/cart/reset`. */
export async function resetCart(client: DemoClient, signal?: AbortSignal): Promise<void> {
  await post(client, cartPaths.reset, {}, signal);
}
