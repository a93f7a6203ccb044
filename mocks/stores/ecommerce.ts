/**
 * The shop's address book, the only shop state the mock backend keeps across requests (the cart
 * travels with every request). Kept in `mockStorage()` under 'mock:ecommerce:addresses', so the
 * app's mock mode survives a reload; tests and stories call `reset()` for the fixtures.
 * Making an address the default clears the flag on all others (docs/demo-api.md, "Products,
 * reviews, addresses").
 */
import {
  addAddress,
  editAddress,
  isAddress,
  isArrayOf,
  type Address,
  type AddressInput,
} from '@pp/features/ecommerce-rules';
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import { seedAddresses } from '../data/products';
import { readJson, writeJson } from '../lib/persist';

/** Storage key of the address book. */
export const ADDRESSES_KEY = `${BROWSER_BACKEND_PREFIX}ecommerce:addresses`;

const ID_PREFIX = 'address-';

const seed = (): Address[] => seedAddresses.map((address) => ({ ...address }));
const isAddressList = (value: unknown): value is Address[] => isArrayOf(value, isAddress);

/** The address book, in the order addresses were added. */
export function listAddresses(): Address[] {
  return readJson(ADDRESSES_KEY, seed, isAddressList);
}

/** The next free id: `address-<n>` with n one above the highest in use (deterministic). */
function nextAddressId(list: readonly Address[]): string {
  const numbers = list.map((address) => Number(address.id.slice(ID_PREFIX.length))).filter(Number.isInteger);
  return `${ID_PREFIX}${Math.max(0, ...numbers) + 1}`;
}

/** Adds an address and answers with the whole book. */
export function createAddress(input: AddressInput): Address[] {
  const list = listAddresses();
  const next = addAddress(list, input, nextAddressId(list));
  writeJson(ADDRESSES_KEY, next);
  return next;
}

/** Replaces the address with the same id and answers with the whole book; undefined for an unknown id. */
export function updateAddress(address: Address): Address[] | undefined {
  const next = editAddress(listAddresses(), address);
  if (next) writeJson(ADDRESSES_KEY, next);
  return next;
}

/** Replaces the whole book, e.g. `replaceAddresses([])` for a story with no address yet. */
export function replaceAddresses(list: readonly Address[]): void {
  writeJson(ADDRESSES_KEY, list);
}

/** Puts the fixtures back (three addresses, the first one default). */
export function reset(): void {
  writeJson(ADDRESSES_KEY, seed());
}
