/** Builders for the rules' unit tests (not part of the public surface). */
import type { Address, AddressInput, CartItem, CartItemInput, Product } from '../types';

/** A valid product; override any field. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '1',
    image: '/images/products/test.svg',
    name: 'Test Product',
    description: 'A product for tests',
    rating: 4,
    discount: 20,
    salePrice: 25,
    offerPrice: 20,
    gender: 'male',
    categories: ['fashion'],
    colors: ['black'],
    popularity: 10,
    date: '2025-01-01',
    created: '2025-01-01T10:00:00.000Z',
    isStock: true,
    ...overrides,
  };
}

/** A cart line without itemId; override any field. */
export function makeLineInput(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return { ...makeProduct(), quantity: 1, color: 'black', size: 'M', ...overrides };
}

/** A cart line; override any field. */
export function makeLine(overrides: Partial<CartItem> = {}): CartItem {
  return { ...makeProduct(), itemId: 'line-1', quantity: 1, color: 'black', size: 'M', ...overrides };
}

/** A valid address; override any field. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'a1',
    name: 'Test Person',
    destination: 'home',
    building: '1',
    street: 'Main Street',
    city: 'Springfield',
    state: 'IL',
    country: 'USA',
    post: '62701',
    phone: '+1 217 555 0100',
    isDefault: false,
    ...overrides,
  };
}

/** Fields of a new address (no id); override any field. */
export function makeAddressInput(overrides: Partial<AddressInput> = {}): AddressInput {
  const { id, ...input } = makeAddress();
  void id;
  return { ...input, ...overrides };
}
