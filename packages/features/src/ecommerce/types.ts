/**
 * Entities of the demo e-commerce shop. Shared by the
 * pure rules in `rules/`, the React feature and the mock backend in `mocks/`. The shop's shapes
 * come from its wire schemas (api/schemas.ts), so each is declared once.
 *
 * Money is in dollars, as in the template's fixtures, always rounded to whole cents.
 */
import type { InferType } from 'yup';

import type {
  ADDRESS_DESTINATIONS,
  addressInputSchema,
  addressSchema,
  CATEGORIES,
  cartItemInputSchema,
  cartItemSchema,
  checkoutStateSchema,
  demoResponses,
  GENDERS,
  messageBodySchema,
  PAYMENT_METHODS,
  PRODUCT_COLORS,
  PRODUCT_SORTS,
  productSchema,
  reviewSchema,
  SHIPPING_CHARGES,
} from './api/schemas';

/** Who a product is for. */
export type Gender = (typeof GENDERS)[number];
/** Shop categories. */
export type Category = (typeof CATEGORIES)[number];
/** Colour names a product comes in; the screens map each name to a theme token. */
export type ProductColor = (typeof PRODUCT_COLORS)[number];
/** Sort orders of the product list (docs/demo-api.md, "The filter"). */
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** A product of the shop (field notes in api/schemas.ts). */
export type Product = InferType<typeof productSchema>;

/** Category choice of the filter panel: `'all'` means no category filter. */
export type CategoryFilter = Category | 'all';

/** Body field `filter` of `POST /api/products/filter`. */
export interface ProductFilter {
  sort: ProductSort;
  /** Case-insensitive substring over name, description, rating, salePrice, offerPrice, gender. */
  search: string;
  /** Empty means every gender. */
  gender: Gender[];
  /** Empty, or any list holding `'all'`, means every category. */
  categories: CategoryFilter[];
  /** Empty means every colour; otherwise the product must come in at least one of them. */
  colors: ProductColor[];
  /** `'min-max'` compared to offerPrice, both ends included; either end may be left out; '' means any. */
  price: string;
  /** Minimum rating; 0 means any. */
  rating: number;
}

/** A product review. */
export type Review = InferType<typeof reviewSchema>;
/** Who wrote a product review. */
export type ReviewProfile = Review['profile'];

/** Kind of place an address is. */
export type AddressDestination = (typeof ADDRESS_DESTINATIONS)[number];
/** An entry of the address book. */
export type Address = InferType<typeof addressSchema>;
/** Fields of a new address (`POST /api/address/new`): the server gives the id. */
export type AddressInput = InferType<typeof addressInputSchema>;

/** A line of the cart: the product plus what the customer chose. */
export type CartItem = InferType<typeof cartItemSchema>;
/** What `POST /api/cart/add` receives as `product`: a cart line without its id yet. */
export type CartItemInput = InferType<typeof cartItemInputSchema>;

/** Shipping choice; also the checkout's payment type. */
export type ShippingCharge = (typeof SHIPPING_CHARGES)[number];
/** How the order is paid. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The checkout (step, lines, amounts, billing, payment); persisted in local storage by the feature. */
export type CheckoutState = InferType<typeof checkoutStateSchema>;
/** Payment part of the checkout. */
export type CheckoutPayment = CheckoutState['payment'];

/* ---- Bodies of the demo API; see docs/demo-api.md. ---- */

/** Error body of every failed call: 400 bad input, 404 unknown id, 500 'Internal server error'. */
export type MessageBody = InferType<typeof messageBodySchema>;
export type ProductsResponse = InferType<typeof demoResponses.products>;
export type ProductResponse = InferType<typeof demoResponses.product>;
export type ReviewsResponse = InferType<typeof demoResponses.reviews>;
export type AddressesResponse = InferType<typeof demoResponses.addresses>;
export type CartChangeResponse = InferType<typeof demoResponses.cartChange>;
export type CartUpdateResponse = InferType<typeof demoResponses.cartUpdate>;
export type BillingResponse = InferType<typeof demoResponses.billing>;
export type DiscountResponse = InferType<typeof demoResponses.discount>;
export type ShippingResponse = InferType<typeof demoResponses.shipping>;
export type PaymentMethodResponse = InferType<typeof demoResponses.paymentMethod>;
export type PaymentCardResponse = InferType<typeof demoResponses.paymentCard>;
