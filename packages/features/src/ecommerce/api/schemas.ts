/**
 * The demo shop's bodies as yup schemas (docs/demo-api.md): products, reviews,
 * the address book, the cart and the checkout kept in local storage. The types of types.ts come
 * from here; rules/guards.ts checks values against these schemas; the mock backend validates its
 * request bodies with them. Money is in dollars, as in the template's fixtures.
 */
import * as yup from 'yup';

import { oneOf } from '../../shared/wire/fields';
import { arrayOf, record } from '../../shared/wire/read';

/** Who a product is for. */
export const GENDERS = ['male', 'female', 'kids'] as const;
/** Every shop category. */
export const CATEGORIES = ['fashion', 'books', 'toys', 'electronics', 'kitchen'] as const;
/** Colour names a product comes in; the screens map each name to a theme token. */
export const PRODUCT_COLORS = [
  'black',
  'white',
  'grey',
  'red',
  'blue',
  'green',
  'yellow',
  'pink',
  'brown',
] as const;
/** Sort orders of the product list (docs/demo-api.md, "The filter"). */
export const PRODUCT_SORTS = ['high', 'low', 'popularity', 'discount', 'new'] as const;
/** Shipping choice; also the checkout's payment type. */
export const SHIPPING_CHARGES = ['free', 'fast'] as const;
/** How the order is paid. */
export const PAYMENT_METHODS = ['cod', 'card'] as const;
/** Kind of place an address is. */
export const ADDRESS_DESTINATIONS = ['home', 'office'] as const;

/** Text that must be there, possibly empty. */
const text = () => yup.string().defined();
/** A number that must be there. */
const amount = () => yup.number().required();
const flag = () => yup.boolean().defined();

/** A product of the shop. */
export const productSchema = record({
  /** Route-friendly id: `/e-commerce/product-details/:id`. */
  id: text(),
  /** Public path of the picture, e.g. `/images/products/aurora-headphones.svg`. */
  image: text(),
  name: text(),
  description: text(),
  /** 0.1 to 5. */
  rating: amount(),
  /** Percent off the list price, 10 to 40 in the fixtures. */
  discount: amount(),
  /** List price before the discount (shown struck through). */
  salePrice: amount(),
  /** Price the customer pays: salePrice minus the discount, in cents. Cart totals use it. */
  offerPrice: amount().min(0),
  gender: oneOf(GENDERS),
  categories: arrayOf(oneOf(CATEGORIES)),
  colors: arrayOf(oneOf(PRODUCT_COLORS)),
  /** Relative popularity score; higher sorts first. */
  popularity: amount(),
  /** Date the product went on sale (ISO 8601 date). */
  date: text(),
  /** Moment the listing was created (ISO 8601); the 'new' sort uses it, newest first. */
  created: text(),
  isStock: flag(),
});

/** A product review; `profile.status` is true for a verified buyer. */
export const reviewSchema = record({
  id: text(),
  rating: amount(),
  review: text(),
  /** ISO 8601 date-time. */
  date: text(),
  profile: record({ avatar: text(), name: text(), status: flag() }),
});

/** Fields of an address (`POST /api/address/new`): the server gives the id. */
export const addressInputSchema = record({
  name: text(),
  destination: oneOf(ADDRESS_DESTINATIONS),
  building: text(),
  street: text(),
  city: text(),
  state: text(),
  country: text(),
  post: text(),
  phone: text(),
  isDefault: flag(),
});

/** An entry of the address book. */
export const addressSchema = addressInputSchema.shape({ id: text() });

/** What `POST /api/cart/add` receives as `product`: a product, a quantity, a colour, a size. */
export const cartItemInputSchema = productSchema.shape({
  /** Id of this cart line (not of the product); the server gives it. */
  itemId: yup.string(),
  /** Whole number, at least 1. */
  quantity: yup.number().required().integer().min(1),
  color: oneOf(PRODUCT_COLORS),
  size: text(),
});

/** A line of the cart: the product plus what the customer chose. */
export const cartItemSchema = cartItemInputSchema.shape({ itemId: text() });

/** The checkout (step, lines, amounts, billing, payment); persisted in local storage by the feature. */
export const checkoutStateSchema = record({
  step: yup.number().required().integer().min(0),
  products: arrayOf(cartItemSchema),
  subtotal: amount(),
  total: amount(),
  discount: amount(),
  shipping: amount(),
  billing: addressSchema.nullable(),
  payment: record({
    type: oneOf(SHIPPING_CHARGES),
    method: oneOf(PAYMENT_METHODS),
    /** Card the customer chose (free text; empty when none). */
    card: text(),
  }),
});

/* ---- Requests the mock validates ---- */

/** The cart lines every cart request carries as `products`. */
export const cartLinesSchema = arrayOf(cartItemSchema);

/* ---- Responses (docs/demo-api.md) ---- */

/** Error body of every failed call: 400 bad input, 404 unknown id, 500 'Internal server error'. */
export const messageBodySchema = record({ message: yup.string().required() });

export const demoResponses = {
  /** `GET /api/products/list`, `POST /api/products/filter`, `POST /api/product/related`. */
  products: record({ products: arrayOf(productSchema) }),
  /** `POST /api/product/details`. */
  product: record({ product: productSchema }),
  /** `GET /api/review/list`. */
  reviews: record({ productReviews: arrayOf(reviewSchema) }),
  /** `GET /api/address/list`, `POST /api/address/new`, `POST /api/address/edit`. */
  addresses: record({ address: arrayOf(addressSchema) }),
  /** `POST /api/cart/add` and `/remove`: `subtotal` is the subtotal of the line added or removed. */
  cartChange: record({ products: cartLinesSchema, subtotal: amount() }),
  /** `POST /api/cart/update`: old and new subtotal of the line changed. */
  cartUpdate: record({ products: cartLinesSchema, oldSubTotal: amount(), subtotal: amount() }),
  /** `POST /api/cart/billing-address`. */
  billing: record({ billing: addressSchema.nullable() }),
  /** `POST /api/cart/discount`. */
  discount: record({ amount: amount() }),
  /** `POST /api/cart/shipping-charge`. */
  shipping: record({ shipping: amount(), newShipping: amount(), type: oneOf(SHIPPING_CHARGES) }),
  /** `POST /api/cart/payment-method`. */
  paymentMethod: record({ method: oneOf(PAYMENT_METHODS) }),
  /** `POST /api/cart/payment-card`. */
  paymentCard: record({ card: text() }),
  /** `POST /api/cart/reset`. */
  reset: record({}),
} as const;
