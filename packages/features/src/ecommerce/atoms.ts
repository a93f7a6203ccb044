/**
 * State of the shop (DESIGN.md "Data flow"): server data in query atoms of the one server-state
 * layer (shared/query) that screens read with `useRemote` (loading, error with retry, the data
 * shown before kept while loading again), address writes as write atoms, the checkout in local
 * storage, and write atoms that call the cart API and then run the checkout reducer with
 * the answer (docs/demo-api.md, "Cart and checkout"). Cart writes run one after the other, each on the latest lines.
 */
import { keepPreviousData } from '@tanstack/query-core';
import { atom, type Getter, type Setter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { atomWithStorage } from 'jotai/utils';

import { ApiError } from '../shared/api/errors';
import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
import {
  addCartItem,
  applyDiscountCode,
  choosePaymentMethod,
  chooseShipping,
  createAddress,
  fetchAddresses,
  fetchProduct,
  fetchProducts,
  fetchRelatedProducts,
  fetchReviews,
  filterProducts,
  removeCartItem,
  resetCart,
  setBillingAddress,
  setPaymentCard,
  updateAddress,
  updateCartItem,
} from './api/endpoints';
import {
  CHECKOUT_STORAGE_KEY,
  createCheckoutStorage,
  createValidatedStorage,
  DISCOUNT_CODE_STORAGE_KEY,
  parseStoredCode,
} from './persistence';
import { cartItemCount } from './rules/cart';
import { checkoutReducer, createCheckoutState, type CheckoutAction } from './rules/checkout';
import { normalizeDiscountCode } from './rules/discount';
import { addMoney } from './rules/money';
import { DEFAULT_PRODUCT_FILTER } from './rules/products';
import { orderNumber } from './rules/shop';
import type {
  Address,
  AddressInput,
  CartItem,
  CartItemInput,
  CheckoutState,
  PaymentMethod,
  ProductFilter,
  ShippingCharge,
} from './types';

/** What the clock says; stories fix it so order numbers and card expiry checks are stable. */
export const clockAtom = atom<{ now: () => Date }>({ now: () => new Date() });

const demo = (get: Getter) => get(clientsAtom).demo;

/* ---- Products ---- */

/** The product list's filter (docs/demo-api.md, "The filter"); the products reload when it changes. */
export const productFilterAtom = atom<ProductFilter>(DEFAULT_PRODUCT_FILTER);

/**
 * Products passing the filter (`POST /api/products/filter`). While another filter loads, the
 * products of the previous one stay on screen (placeholder data, `isFetching`).
 */
export const filteredProductsAtom = atomWithApiQuery((get) => {
  const filter = get(productFilterAtom);
  return {
    queryKey: queryKeys.demo.productFilter(filter),
    queryFn: ({ signal }) => filterProducts(demo(get), filter, signal),
    placeholderData: keepPreviousData,
  };
});

/** The whole catalogue (`GET /api/products/list`) for the product table. */
export const catalogueAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.products,
  queryFn: ({ signal }) => fetchProducts(demo(get), signal),
}));

/** One product by id (`POST /api/product/details`). */
export const productAtomFamily = atomFamily((id: string) =>
  atomWithApiQuery((get) => ({
    queryKey: queryKeys.demo.product(id),
    queryFn: ({ signal }) => fetchProduct(demo(get), id, signal),
  })),
);

/** Products related to one (`POST /api/product/related`). */
export const relatedProductsAtomFamily = atomFamily((id: string) =>
  atomWithApiQuery((get) => ({
    queryKey: queryKeys.demo.relatedProducts(id),
    queryFn: ({ signal }) => fetchRelatedProducts(demo(get), id, signal),
  })),
);

/** The product reviews (`GET /api/review/list`). */
export const reviewsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.reviews,
  queryFn: ({ signal }) => fetchReviews(demo(get), signal),
}));

/* ---- Address book ---- */

/** The address book (`GET /api/address/list`); each write below puts the book it answers in its place. */
export const addressesAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.addresses,
  queryFn: ({ signal }) => fetchAddresses(demo(get), signal),
}));

/** Adds an address (`POST /api/address/new`); resolves with the new book. */
export const createAddressAtom = atomWithApiWrite((get) => {
  const client = get(queryClientAtom);
  return {
    write: (input: AddressInput) => createAddress(demo(get), input),
    onSuccess: (list: Address[]) => client.setQueryData(queryKeys.demo.addresses, list),
  };
});

/**
 * Saves an edited address (`POST /api/address/edit`); resolves with the new book. When it is the
 * checkout's billing address, the screen sets the edited one as billing (`chooseBillingAddressAtom`).
 */
export const updateAddressAtom = atomWithApiWrite((get) => {
  const client = get(queryClientAtom);
  return {
    write: (address: Address) => updateAddress(demo(get), address),
    onSuccess: (list: Address[]) => client.setQueryData(queryKeys.demo.addresses, list),
  };
});

/* ---- Checkout ---- */

/** The checkout, persisted in local storage and validated when read back. */
export const checkoutAtom = atomWithStorage<CheckoutState>(
  CHECKOUT_STORAGE_KEY,
  createCheckoutState(),
  createCheckoutStorage(),
  { getOnInit: true },
);

/** The discount code currently applied ('' for none), kept beside the checkout. */
export const discountCodeAtom = atomWithStorage<string>(
  DISCOUNT_CODE_STORAGE_KEY,
  '',
  createValidatedStorage(parseStoredCode),
  { getOnInit: true },
);

/** Runs one transition of the checkout reducer. */
export const checkoutDispatchAtom = atom(null, (get, set, action: CheckoutAction) => {
  set(checkoutAtom, checkoutReducer(get(checkoutAtom), action));
});

/** Number of pieces in the cart (the cart badge). */
export const cartItemCountAtom = atom((get) => cartItemCount(get(checkoutAtom).products));

/** Number of cart calls still running; the screens disable cart actions meanwhile. */
export const cartPendingAtom = atom(0);

const cartQueueAtom = atom(() => ({ tail: Promise.resolve() as Promise<unknown> }));

/** Runs cart writes one after the other, so each one sends the lines the previous one produced. */
function queueCartCall<T>(get: Getter, set: Setter, call: () => Promise<T>): Promise<T> {
  const queue = get(cartQueueAtom);
  set(cartPendingAtom, (count) => count + 1);
  const run = queue.tail.then(call, call).finally(() => set(cartPendingAtom, (count) => count - 1));
  queue.tail = run.catch(() => undefined);
  return run;
}

/**
 * After the lines or the shipping changed, the applied code is asked again for the new total, so
 * a discount never exceeds what it applies to (FLAT05 on a $3 cart, SUB150 after removing lines).
 * If that call fails, the discount is dropped rather than left larger than the order.
 */
async function reapplyDiscount(get: Getter, set: Setter): Promise<void> {
  const code = get(discountCodeAtom);
  const state = get(checkoutAtom);
  if (code === '' && state.discount === 0) return;
  const beforeDiscount = addMoney(state.total, state.discount);
  let amount = 0;
  if (code !== '' && beforeDiscount > 0) {
    try {
      amount = (await applyDiscountCode(get(clientsAtom).demo, code, beforeDiscount)).amount;
    } catch {
      set(discountCodeAtom, '');
    }
  }
  set(checkoutDispatchAtom, { type: 'setDiscount', amount });
}

/** Adds a line (`POST /api/cart/add`): same product, colour and size merge. */
export const addToCartAtom = atom(null, (get, set, line: CartItemInput) =>
  queueCartCall(get, set, async () => {
    const answer = await addCartItem(get(clientsAtom).demo, line, get(checkoutAtom).products);
    set(checkoutDispatchAtom, { type: 'addProduct', products: answer.products, subtotal: answer.subtotal });
    await reapplyDiscount(get, set);
  }),
);

/** Removes a line by itemId (`POST /api/cart/remove`). */
export const removeFromCartAtom = atom(null, (get, set, itemId: string) =>
  queueCartCall(get, set, async () => {
    const answer = await removeCartItem(get(clientsAtom).demo, itemId, get(checkoutAtom).products);
    set(checkoutDispatchAtom, {
      type: 'removeProduct',
      products: answer.products,
      subtotal: answer.subtotal,
    });
    await reapplyDiscount(get, set);
  }),
);

/** Sets the quantity of a line (`POST /api/cart/update`). */
export const updateQuantityAtom = atom(null, (get, set, change: { itemId: string; quantity: number }) =>
  queueCartCall(get, set, async () => {
    const lines = get(checkoutAtom).products;
    const line = lines.find((item: CartItem) => item.itemId === change.itemId);
    if (!line || line.quantity === change.quantity) return;
    const answer = await updateCartItem(get(clientsAtom).demo, change.itemId, change.quantity, lines);
    set(checkoutDispatchAtom, {
      type: 'updateProduct',
      products: answer.products,
      oldSubTotal: answer.oldSubTotal,
      subtotal: answer.subtotal,
    });
    await reapplyDiscount(get, set);
  }),
);

/** Sets (or clears with null) the billing address (`POST /api/cart/billing-address`). */
export const chooseBillingAddressAtom = atom(null, (get, set, address: Address | null) =>
  queueCartCall(get, set, async () => {
    const { billing } = await setBillingAddress(get(clientsAtom).demo, address);
    set(checkoutDispatchAtom, { type: 'setBillingAddress', billing });
  }),
);

/** What applying a code did. */
export type DiscountOutcome =
  | { kind: 'applied'; code: string; amount: number }
  | { kind: 'invalid' }
  | { kind: 'emptyCart'; code: string }
  | { kind: 'cleared' };

/**
 * Applies a discount code (`POST /api/cart/discount`) to the total before any discount. An
 * unknown code takes nothing off (and removes a previous discount); a blank code clears it.
 */
export const applyDiscountAtom = atom(null, (get, set, typed: string) =>
  queueCartCall(get, set, async (): Promise<DiscountOutcome> => {
    const code = typed.trim();
    const state = get(checkoutAtom);
    if (code === '') {
      set(checkoutDispatchAtom, { type: 'setDiscount', amount: 0 });
      set(discountCodeAtom, '');
      return { kind: 'cleared' };
    }
    const beforeDiscount = addMoney(state.total, state.discount);
    const { amount } = await applyDiscountCode(get(clientsAtom).demo, code, beforeDiscount);
    set(checkoutDispatchAtom, { type: 'setDiscount', amount });
    const known = normalizeDiscountCode(code);
    set(discountCodeAtom, known ?? '');
    if (known === undefined) return { kind: 'invalid' };
    if (amount === 0) return { kind: 'emptyCart', code: known };
    return { kind: 'applied', code: known, amount };
  }),
);

/**
 * Chooses free or fast shipping (`POST /api/cart/shipping-charge`), only when the choice changes:
 * the API adds 5 for fast every time it is asked (docs/demo-api.md, "Cart and checkout").
 */
export const chooseShippingAtom = atom(null, (get, set, charge: ShippingCharge) =>
  queueCartCall(get, set, async () => {
    const state = get(checkoutAtom);
    if (state.payment.type === charge) return;
    const answer = await chooseShipping(get(clientsAtom).demo, charge, state.shipping);
    set(checkoutDispatchAtom, {
      type: 'setShipping',
      shipping: answer.shipping,
      newShipping: answer.newShipping,
      paymentType: answer.type,
    });
    await reapplyDiscount(get, set);
  }),
);

/** Chooses cash on delivery or card (`POST /api/cart/payment-method`). */
export const choosePaymentMethodAtom = atom(null, (get, set, method: PaymentMethod) =>
  queueCartCall(get, set, async () => {
    if (get(checkoutAtom).payment.method === method) return;
    const answer = await choosePaymentMethod(get(clientsAtom).demo, method);
    set(checkoutDispatchAtom, { type: 'setPaymentMethod', method: answer.method });
  }),
);

/** An order that went through: what the success view shows. */
export interface CompletedOrder {
  number: string;
  placedAt: string;
  lines: CartItem[];
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  billing: Address | null;
  shippingType: ShippingCharge;
  method: PaymentMethod;
  /** Masked card label ('Visa ending 4242'), empty for cash on delivery. */
  card: string;
}

/** The order just completed (not persisted): the checkout shows its success view while set. */
export const completedOrderAtom = atom<CompletedOrder | null>(null);

/**
 * Completes the order: with card payment, records the masked card (`POST /api/cart/payment-card`);
 * moves to the complete step, keeps the order for the success view, then resets the checkout
 * (`POST /api/cart/reset`), also when the reset call fails: the server keeps no cart.
 */
export const completeOrderAtom = atom(null, (get, set, payment: { cardLabel?: string } = {}) =>
  queueCartCall(get, set, async (): Promise<CompletedOrder> => {
    const client = get(clientsAtom).demo;
    if (get(checkoutAtom).payment.method === 'card') {
      if (!payment.cardLabel) throw new ApiError(400, 'Enter the card details to pay by card');
      const { card } = await setPaymentCard(client, payment.cardLabel);
      set(checkoutDispatchAtom, { type: 'setPaymentCard', card });
    }
    set(checkoutDispatchAtom, { type: 'nextStep' });
    const state = get(checkoutAtom);
    const now = get(clockAtom).now();
    const order: CompletedOrder = {
      number: orderNumber(state, now),
      placedAt: now.toISOString(),
      lines: state.products,
      itemCount: cartItemCount(state.products),
      subtotal: state.subtotal,
      discount: state.discount,
      shipping: state.shipping,
      total: state.total,
      billing: state.billing,
      shippingType: state.payment.type,
      method: state.payment.method,
      card: state.payment.method === 'card' ? state.payment.card : '',
    };
    // The order went through; a failed reset call must not bring the cart back.
    await resetCart(client).catch(() => undefined);
    set(checkoutDispatchAtom, { type: 'reset' });
    set(discountCodeAtom, '');
    set(completedOrderAtom, order);
    return order;
  }),
);
