import type { Address, AddressInput } from '../types';

/**
 * Adds an address with the id from `newId`. When it is the default, every other address stops
 * being the default (docs/demo-api.md, "Products, reviews, addresses").
 */
export function addAddress(list: readonly Address[], input: AddressInput, newId: string): Address[] {
  const added: Address = { ...input, id: newId };
  return makeOnlyDefault([...list, added], added);
}

/**
 * Replaces the address with the same id; undefined when there is none. When the edited address
 * is the default, every other address stops being the default.
 */
export function editAddress(list: readonly Address[], address: Address): Address[] | undefined {
  if (!list.some((item) => item.id === address.id)) return undefined;
  const next = list.map((item) => (item.id === address.id ? { ...address } : item));
  return makeOnlyDefault(next, address);
}

/** The default address, or the first one when none is marked, or undefined for an empty book. */
export function defaultAddress(list: readonly Address[]): Address | undefined {
  return list.find((item) => item.isDefault) ?? list[0];
}

function makeOnlyDefault(list: Address[], changed: Address): Address[] {
  if (!changed.isDefault) return list;
  return list.map((item) =>
    item.id !== changed.id && item.isDefault ? { ...item, isDefault: false } : item,
  );
}

/** Address fields that must not be blank. */
export const REQUIRED_ADDRESS_FIELDS = [
  'name',
  'building',
  'street',
  'city',
  'country',
  'post',
  'phone',
] as const;

/** The required fields that are blank (only spaces count as blank), in form order. */
export function blankAddressFields(address: AddressInput): (typeof REQUIRED_ADDRESS_FIELDS)[number][] {
  return REQUIRED_ADDRESS_FIELDS.filter((field) => address[field].trim() === '');
}

/** Only the address fields of a value that passed `isAddressInput` (drops id and anything else). */
export function pickAddressInput(value: AddressInput): AddressInput {
  const { name, destination, building, street, city, state, country, post, phone, isDefault } = value;
  return { name, destination, building, street, city, state, country, post, phone, isDefault };
}
