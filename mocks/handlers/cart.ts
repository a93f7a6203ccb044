/**
 * Mock cart API (docs/demo-api.md, "Cart and checkout"). The server keeps no cart: every call
 * carries the lines and answers with the new lines and the amounts the checkout reducer adds or
 * subtracts. Merge, discount and shipping rules come from the e-commerce rules that the checkout
 * feature uses too.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import {
  addToCart,
  deterministicItemId,
  discountAmount,
  isAddress,
  isArrayOf,
  isCartItem,
  isCartItemInput,
  isFiniteNumber,
  isPaymentMethod,
  isPositiveInteger,
  isShippingCharge,
  removeFromCart,
  shippingCharge,
  updateCartQuantity,
  type BillingResponse,
  type CartChangeResponse,
  type CartItem,
  type CartUpdateResponse,
  type DiscountResponse,
  type ItemIdGenerator,
  type PaymentCardResponse,
  type PaymentMethodResponse,
  type RandomSource,
  type ShippingResponse,
} from '@pp/features/ecommerce-rules';
import { cartPaths } from '@pp/features/endpoints';
import { badRequest, demoRoute, scenarioSet, notFound, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the cart API. */
export const cartEndpoints = {
  add: { method: 'POST', path: cartPaths.add },
  remove: { method: 'POST', path: cartPaths.remove },
  update: { method: 'POST', path: cartPaths.update },
  billingAddress: { method: 'POST', path: cartPaths.billingAddress },
  discount: { method: 'POST', path: cartPaths.discount },
  shippingCharge: { method: 'POST', path: cartPaths.shippingCharge },
  paymentMethod: { method: 'POST', path: cartPaths.paymentMethod },
  paymentCard: { method: 'POST', path: cartPaths.paymentCard },
  reset: { method: 'POST', path: cartPaths.reset, ignoresBody: true },
} as const satisfies Record<string, DemoEndpoint>;

/** What the cart handlers draw random discounts with and name new lines with. */
export interface CartHandlerOptions {
  /** For BERRY50 and UPTO200; `Math.random` by default. Fix it for stable stories. */
  random?: RandomSource;
  /** itemId of a new line; readable `<id>-<color>-<size>` by default. */
  newItemId?: ItemIdGenerator;
}

const LINES_MESSAGE = 'products must be the cart lines (product fields, itemId, quantity, color, size)';

/** The cart lines of a body, or the 400 to send. Line ids must be unique. */
function linesOf(body: Record<string, unknown>): CartItem[] | Response {
  const { products } = body;
  if (!isArrayOf(products, isCartItem)) return badRequest(LINES_MESSAGE);
  const ids = new Set(products.map((line) => line.itemId));
  return ids.size === products.length ? products : badRequest('products must not repeat an itemId');
}

/** The line id of a body, or the 400 to send. */
function lineIdOf(body: Record<string, unknown>): string | Response {
  return typeof body.id === 'string' && body.id !== ''
    ? body.id
    : badRequest('id must be the itemId of a cart line');
}

/** The cart's handlers. */
export function createCartHandlers(options: CartHandlerOptions = {}): HttpHandler[] {
  const random = options.random ?? Math.random;
  const newItemId = options.newItemId ?? deterministicItemId;
  return [
    demoRoute(cartEndpoints.add, (body) => {
      const lines = linesOf(body);
      if (lines instanceof Response) return lines;
      const { product } = body;
      if (!isCartItemInput(product)) {
        return badRequest('product must be a product with quantity (a whole number from 1), color and size');
      }
      if (!product.colors.includes(product.color)) {
        return badRequest(`color must be one of ${product.colors.join(', ')}`);
      }
      if (!product.isStock) return badRequest(`${product.name} is out of stock`);
      return HttpResponse.json<CartChangeResponse>(addToCart(lines, product, newItemId));
    }),
    demoRoute(cartEndpoints.remove, (body) => {
      const lines = linesOf(body);
      const id = lineIdOf(body);
      if (lines instanceof Response) return lines;
      if (id instanceof Response) return id;
      const change = removeFromCart(lines, id);
      return change ? HttpResponse.json<CartChangeResponse>(change) : notFound(`Cart line ${id} not found`);
    }),
    demoRoute(cartEndpoints.update, (body) => {
      const lines = linesOf(body);
      const id = lineIdOf(body);
      if (lines instanceof Response) return lines;
      if (id instanceof Response) return id;
      if (!isPositiveInteger(body.quantity)) return badRequest('quantity must be a whole number from 1');
      const update = updateCartQuantity(lines, id, body.quantity);
      return update ? HttpResponse.json<CartUpdateResponse>(update) : notFound(`Cart line ${id} not found`);
    }),
    demoRoute(cartEndpoints.billingAddress, (body) => {
      const { address } = body;
      if (address !== null && !isAddress(address))
        return badRequest('address must be an address of the book, or null');
      return HttpResponse.json<BillingResponse>({ billing: address });
    }),
    demoRoute(cartEndpoints.discount, (body) => {
      const { code, total } = body;
      if (typeof code !== 'string') return badRequest('code must be a string');
      if (!isFiniteNumber(total) || total < 0) return badRequest('total must be a number of at least 0');
      return HttpResponse.json<DiscountResponse>({ amount: discountAmount(code, total, random) });
    }),
    demoRoute(cartEndpoints.shippingCharge, (body) => {
      const { charge, shipping } = body;
      if (!isShippingCharge(charge)) return badRequest("charge must be 'free' or 'fast'");
      if (!isFiniteNumber(shipping) || shipping < 0)
        return badRequest('shipping must be a number of at least 0');
      return HttpResponse.json<ShippingResponse>(shippingCharge(charge, shipping));
    }),
    demoRoute(cartEndpoints.paymentMethod, (body) => {
      const { method } = body;
      if (!isPaymentMethod(method)) return badRequest("method must be 'cod' or 'card'");
      return HttpResponse.json<PaymentMethodResponse>({ method });
    }),
    demoRoute(cartEndpoints.paymentCard, (body) => {
      const { card } = body;
      if (typeof card !== 'string') return badRequest('card must be a string');
      return HttpResponse.json<PaymentCardResponse>({ card });
    }),
    demoRoute(cartEndpoints.reset, () => HttpResponse.json({})),
  ];
}

/** Happy-path handlers of the cart API (random discounts with `Math.random`). */
export const cartHandlers: HttpHandler[] = createCartHandlers();

/**
 * Failure scenarios of the cart API, each replacing every cart endpoint: `error` (500),
 * `networkError`, `loading` (never answers). No `empty`: the server keeps no cart, an empty cart
 * is the client's checkout state. `stableDiscounts` draws random codes at the middle of their range.
 */
export const cartScenarios: Record<'error' | 'networkError' | 'loading' | 'stableDiscounts', HttpHandler[]> =
  scenarioSet(cartEndpoints, {
    stableDiscounts: () => createCartHandlers({ random: () => 0.5 }),
  });
