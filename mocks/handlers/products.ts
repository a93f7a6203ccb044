/**
 * Mock shop API (docs/demo-api.md, "Products, reviews, addresses"): product list, filter, details,
 * related products, reviews and the address book. Filtering and address rules come from the
 * e-commerce rules that the checkout feature uses too.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import {
  blankAddressFields,
  filterProducts,
  findProduct,
  isAddress,
  isAddressInput,
  pickAddressInput,
  readProductFilter,
  relatedProducts,
  type AddressesResponse,
  type Product,
  type ProductResponse,
  type ProductsResponse,
  type ReviewsResponse,
} from '@pp/features/ecommerce-rules';
import { productPaths } from '@pp/features/endpoints';
import { products, productReviews } from '../data/products';
import { createAddress, listAddresses, updateAddress } from '../stores/ecommerce';
import { badRequest, demoRoute, scenarioSet, notFound, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the shop API. */
export const productEndpoints = {
  list: { method: 'GET', path: productPaths.list },
  filter: { method: 'POST', path: productPaths.filter },
  details: { method: 'POST', path: productPaths.details },
  related: { method: 'POST', path: productPaths.related },
  reviews: { method: 'GET', path: productPaths.reviews },
  addresses: { method: 'GET', path: productPaths.addresses },
  newAddress: { method: 'POST', path: productPaths.newAddress },
  editAddress: { method: 'POST', path: productPaths.editAddress },
} as const satisfies Record<string, DemoEndpoint>;

const ADDRESS_FIELDS_MESSAGE =
  'address must have name, destination (home or office), building, street, city, state, country, post, ' +
  'phone as text and isDefault as true or false';

/** The product id of a body, or the 400 to send. */
function productId(body: Record<string, unknown>): string | Response {
  const { id } = body;
  if (typeof id === 'string' && id.trim() !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return badRequest("id must be a product id or 'default'");
}

/** The product a body names, or the 400/404 to send. */
function productOf(body: Record<string, unknown>, catalogue: readonly Product[]): Product | Response {
  const id = productId(body);
  if (id instanceof Response) return id;
  return findProduct(catalogue, id) ?? notFound(`Product ${id} not found`);
}

const answerProducts = (list: Product[]) => HttpResponse.json<ProductsResponse>({ products: list });
const answerAddresses = (list: AddressesResponse['address']) =>
  HttpResponse.json<AddressesResponse>({ address: list });

/** The shop's handlers serving `catalogue` (the fixtures by default). */
export function createProductHandlers(catalogue: readonly Product[] = products): HttpHandler[] {
  return [
    demoRoute(productEndpoints.list, () => answerProducts([...catalogue])),
    demoRoute(productEndpoints.filter, (body) => {
      const reading = readProductFilter(body.filter);
      return reading.ok
        ? answerProducts(filterProducts(catalogue, reading.filter))
        : badRequest(reading.message);
    }),
    demoRoute(productEndpoints.details, (body) => {
      const product = productOf(body, catalogue);
      return product instanceof Response ? product : HttpResponse.json<ProductResponse>({ product });
    }),
    demoRoute(productEndpoints.related, (body) => {
      const product = productOf(body, catalogue);
      return product instanceof Response ? product : answerProducts(relatedProducts(catalogue, product.id));
    }),
    demoRoute(productEndpoints.reviews, () =>
      HttpResponse.json<ReviewsResponse>({ productReviews: catalogue.length > 0 ? [...productReviews] : [] }),
    ),
    demoRoute(productEndpoints.addresses, () => answerAddresses(listAddresses())),
    demoRoute(productEndpoints.newAddress, (body) => {
      if (!isAddressInput(body)) return badRequest(ADDRESS_FIELDS_MESSAGE);
      const blank = blankAddressFields(body);
      if (blank.length > 0) return badRequest(`address fields must not be blank: ${blank.join(', ')}`);
      return answerAddresses(createAddress(pickAddressInput(body)));
    }),
    demoRoute(productEndpoints.editAddress, (body) => {
      if (!isAddress(body)) return badRequest(`${ADDRESS_FIELDS_MESSAGE}, and the id of the address to edit`);
      const blank = blankAddressFields(body);
      if (blank.length > 0) return badRequest(`address fields must not be blank: ${blank.join(', ')}`);
      const list = updateAddress({ ...pickAddressInput(body), id: body.id });
      return list ? answerAddresses(list) : notFound(`Address ${body.id} not found`);
    }),
  ];
}

/** Happy-path handlers of the shop API over the fixtures. */
export const productHandlers: HttpHandler[] = createProductHandlers();

/**
 * Failure scenarios of the shop API, each replacing every shop endpoint:
 * `empty` (no products and no reviews; details and related answer 404; the address book works as
 * usual, empty it with `replaceAddresses([])` from the store), `error` (500 on every endpoint),
 * `networkError`, `loading` (never answers).
 */
export const productScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(productEndpoints, {
    empty: () => createProductHandlers([]),
  });
