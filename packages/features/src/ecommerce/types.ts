/**
 * Entities of the demo e-commerce shop and of the customer tables (spec section 3). Shared by the
 * pure rules in `rules/`, the React feature and the mock backend in `mocks/`.
 *
 * Money is in dollars, as in the template's fixtures, always rounded to whole cents.
 */

/** Who a product is for. */
export type Gender = 'male' | 'female' | 'kids';

/** Shop categories. */
export type Category = 'fashion' | 'books' | 'toys' | 'electronics' | 'kitchen';

/** Colour names a product comes in; the screens map each name to a theme token. */
export type ProductColor =
  'black' | 'white' | 'grey' | 'red' | 'blue' | 'green' | 'yellow' | 'pink' | 'brown';

/** Sort orders of the product list (spec section 7). */
export type ProductSort = 'high' | 'low' | 'popularity' | 'discount' | 'new';

/** A product of the shop. */
export interface Product {
  /** Route-friendly id: `/e-commerce/product-details/:id`. */
  id: string;
  /** Public path of the picture, e.g. `/images/products/aurora-headphones.svg`. */
  image: string;
  name: string;
  description: string;
  /** 0.1 to 5. */
  rating: number;
  /** Percent off the list price, 10 to 40 in the fixtures. */
  discount: number;
  /** List price before the discount (shown struck through). */
  salePrice: number;
  /** Price the customer pays: salePrice minus the discount, in cents. Cart totals use it. */
  offerPrice: number;
  gender: Gender;
  categories: Category[];
  colors: ProductColor[];
  /** Relative popularity score; higher sorts first. */
  popularity: number;
  /** Date the product went on sale (ISO 8601 date). */
  date: string;
  /** Moment the listing was created (ISO 8601); the 'new' sort uses it, newest first. */
  created: string;
  isStock: boolean;
}

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

/** Who wrote a product review. */
export interface ReviewProfile {
  avatar: string;
  name: string;
  /** True when the reviewer is a verified buyer. */
  status: boolean;
}

/** A product review. */
export interface Review {
  id: string;
  rating: number;
  review: string;
  /** ISO 8601 date-time. */
  date: string;
  profile: ReviewProfile;
}

/** Kind of place an address is. */
export type AddressDestination = 'home' | 'office';

/** An entry of the address book. */
export interface Address {
  id: string;
  name: string;
  destination: AddressDestination;
  building: string;
  street: string;
  city: string;
  state: string;
  country: string;
  post: string;
  phone: string;
  isDefault: boolean;
}

/** Fields of a new address (`POST /api/address/new`): the server gives the id. */
export type AddressInput = Omit<Address, 'id'>;

/** A line of the cart: the product plus what the customer chose. */
export interface CartItem extends Product {
  /** Id of this cart line (not of the product). */
  itemId: string;
  /** Whole number, at least 1. */
  quantity: number;
  color: ProductColor;
  size: string;
}

/** What `POST /api/cart/add` receives as `product`: a cart line without its id yet. */
export type CartItemInput = Omit<CartItem, 'itemId'> & { itemId?: string };

/** Shipping choice; also the checkout's payment type. */
export type ShippingCharge = 'free' | 'fast';

/** How the order is paid. */
export type PaymentMethod = 'cod' | 'card';

/** Payment part of the checkout. */
export interface CheckoutPayment {
  type: ShippingCharge;
  method: PaymentMethod;
  /** Card the customer chose (free text; empty when none). */
  card: string;
}

/** The checkout as spec section 3 describes it; persisted in local storage by the feature. */
export interface CheckoutState {
  step: number;
  products: CartItem[];
  subtotal: number;
  total: number;
  discount: number;
  shipping: number;
  billing: Address | null;
  payment: CheckoutPayment;
}

/** Status code of the customer tables; meanings per entity in `rules/status.ts`. */
export type StatusCode = 1 | 2 | 3;

/** A customer of the customer list. `id` is an addition to the spec, for table row keys. */
export interface Customer {
  id: number;
  name: string;
  email: string;
  location: string;
  /** Number of orders placed. */
  orders: number;
  /** Date joined (ISO 8601 date). */
  date: string;
  status: StatusCode;
}

/** How an order was paid. */
export type OrderPaymentType = 'Credit Card' | 'Paytm' | 'Net Banking' | 'Upi';

/** A row of the order list. */
export interface CustomerOrder {
  id: string;
  name: string;
  company: string;
  type: OrderPaymentType;
  qty: number;
  /** ISO 8601 date. */
  date: string;
  status: StatusCode;
}

/** A row of the customer product table. */
export interface CustomerProduct {
  id: number;
  name: string;
  category: string;
  price: number;
  /** ISO 8601 date. */
  date: string;
  qty: number;
}

/** A row of the product review table. `id` is an addition to the spec, for table row keys. */
export interface CustomerProductReview {
  id: number;
  /** Product reviewed. */
  name: string;
  author: string;
  review: string;
  rating: number;
  /** ISO 8601 date. */
  date: string;
  status: StatusCode;
}

/* ---- Bodies of the demo API (spec section 7); see docs/demo-api.md. ---- */

/** Error body of every failed call: 400 bad input, 404 unknown id, 500 'Internal server error'. */
export interface MessageBody {
  message: string;
}

/** `GET /api/products/list`, `POST /api/products/filter`, `POST /api/product/related`. */
export interface ProductsResponse {
  products: Product[];
}

/** `POST /api/product/details`. */
export interface ProductResponse {
  product: Product;
}

/** `GET /api/review/list`. */
export interface ReviewsResponse {
  productReviews: Review[];
}

/** `GET /api/address/list`, `POST /api/address/new`, `POST /api/address/edit`. */
export interface AddressesResponse {
  address: Address[];
}

/** `POST /api/cart/add` and `/remove`: `subtotal` is the subtotal of the line added or removed. */
export interface CartChangeResponse {
  products: CartItem[];
  subtotal: number;
}

/** `POST /api/cart/update`: old and new subtotal of the line changed. */
export interface CartUpdateResponse {
  products: CartItem[];
  oldSubTotal: number;
  subtotal: number;
}

/** `POST /api/cart/billing-address`. */
export interface BillingResponse {
  billing: Address | null;
}

/** `POST /api/cart/discount`. */
export interface DiscountResponse {
  amount: number;
}

/** `POST /api/cart/shipping-charge`. */
export interface ShippingResponse {
  shipping: number;
  newShipping: number;
  type: ShippingCharge;
}

/** `POST /api/cart/payment-method`. */
export interface PaymentMethodResponse {
  method: PaymentMethod;
}

/** `POST /api/cart/payment-card`. */
export interface PaymentCardResponse {
  card: string;
}

/** `GET /api/customer/list`. */
export interface CustomersResponse {
  customers: Customer[];
}

/** `GET /api/customer/order/list`. */
export interface CustomerOrdersResponse {
  orders: CustomerOrder[];
}

/** `GET /api/customer/product/list`. */
export interface CustomerProductsResponse {
  products: CustomerProduct[];
}

/** `GET /api/customer/product/reviews` (the key is all lower case, as in the spec). */
export interface CustomerProductReviewsResponse {
  productreviews: CustomerProductReview[];
}
