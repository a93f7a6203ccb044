/**
 * The shop (docs/demo-api.md): public surface for the app as `@pp/features/ecommerce`.
 * Each screen reads its route itself and expects the app's Jotai provider, router and theme.
 */
export { ProductsScreen } from './ProductsScreen';
export { ProductDetailsScreen } from './ProductDetailsScreen';
export { ProductListScreen } from './ProductListScreen';
export { CheckoutScreen } from './CheckoutScreen';
export { CartBadge, type CartBadgeProps } from './CartBadge';
export { cartItemCountAtom, checkoutAtom } from './atoms';
export { CHECKOUT_STORAGE_KEY, DISCOUNT_CODE_STORAGE_KEY } from './persistence';
