import type { Address, CartItem, CheckoutState, PaymentMethod, ShippingCharge } from '../types';
import { addMoney, subtractMoney } from './money';

/** A fresh checkout as it is before anything happens (step 0, payment type 'free', method 'cod'). */
export function createCheckoutState(): CheckoutState {
  return {
    step: 0,
    products: [],
    subtotal: 0,
    total: 0,
    discount: 0,
    shipping: 0,
    billing: null,
    payment: { type: 'free', method: 'cod', card: '' },
  };
}

/** The initial checkout: step 0, empty cart, zero amounts, no billing, free shipping, cash on delivery. */
export const initialCheckoutState: CheckoutState = createCheckoutState();

/** Every transition of the checkout; the cart ones carry the server's answer. */
export type CheckoutAction =
  | { type: 'setStep'; step: number }
  | { type: 'nextStep' }
  | { type: 'backStep' }
  | { type: 'addProduct'; products: CartItem[]; subtotal: number }
  | { type: 'removeProduct'; products: CartItem[]; subtotal: number }
  | { type: 'updateProduct'; products: CartItem[]; oldSubTotal: number; subtotal: number }
  | { type: 'setBillingAddress'; billing: Address | null }
  | { type: 'setDiscount'; amount: number }
  | { type: 'setShipping'; shipping: number; newShipping: number; paymentType: ShippingCharge }
  | { type: 'setPaymentMethod'; method: PaymentMethod }
  | { type: 'setPaymentCard'; card: string }
  | { type: 'reset' };

/**
 * The checkout transitions (docs/demo-api.md, "Cart and checkout"). Pure: returns a new state, never changes `state`.
 * Steps never go below 0. Amounts are exact to the cent.
 */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'setStep':
      return { ...state, step: Math.max(0, Math.trunc(action.step)) };
    case 'nextStep':
      return { ...state, step: state.step + 1 };
    case 'backStep':
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'addProduct':
      return {
        ...state,
        products: action.products,
        subtotal: addMoney(state.subtotal, action.subtotal),
        total: addMoney(state.total, action.subtotal),
      };
    case 'removeProduct':
      return {
        ...state,
        products: action.products,
        subtotal: subtractMoney(state.subtotal, action.subtotal),
        total: subtractMoney(state.total, action.subtotal),
      };
    case 'updateProduct':
      return {
        ...state,
        products: action.products,
        subtotal: addMoney(subtractMoney(state.subtotal, action.oldSubTotal), action.subtotal),
        total: addMoney(subtractMoney(state.total, action.oldSubTotal), action.subtotal),
      };
    case 'setBillingAddress':
      return { ...state, billing: action.billing };
    case 'setDiscount':
      return {
        ...state,
        discount: action.amount,
        total: subtractMoney(addMoney(state.total, state.discount), action.amount),
      };
    case 'setShipping':
      return {
        ...state,
        shipping: action.shipping,
        total: addMoney(state.total, action.newShipping),
        payment: { ...state.payment, type: action.paymentType },
      };
    case 'setPaymentMethod':
      return { ...state, payment: { ...state.payment, method: action.method } };
    case 'setPaymentCard':
      return { ...state, payment: { ...state.payment, card: action.card } };
    case 'reset':
      return createCheckoutState();
  }
}
