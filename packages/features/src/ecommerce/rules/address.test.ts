import { describe, expect, it } from 'vitest';

import { addAddress, blankAddressFields, defaultAddress, editAddress, pickAddressInput } from './address';
import { makeAddress, makeAddressInput } from './testing';

const home = makeAddress({ id: 'a1', isDefault: true });
const office = makeAddress({ id: 'a2', destination: 'office' });
const book = [home, office];
const defaults = (list: { id: string; isDefault: boolean }[]) =>
  list.filter((item) => item.isDefault).map((item) => item.id);

describe('addAddress', () => {
  it('appends with the given id and keeps the default when the new one is not default', () => {
    const next = addAddress(book, makeAddressInput({ name: 'New' }), 'a3');
    expect(next.map((item) => item.id)).toEqual(['a1', 'a2', 'a3']);
    expect(defaults(next)).toEqual(['a1']);
  });

  it('making the new address default clears every other default', () => {
    expect(defaults(addAddress(book, makeAddressInput({ isDefault: true }), 'a3'))).toEqual(['a3']);
    expect(defaults(book)).toEqual(['a1']);
  });
});

describe('editAddress', () => {
  it('replaces the address with the same id', () => {
    const next = editAddress(book, { ...office, city: 'Bangkok' });
    expect(next?.[1]?.city).toBe('Bangkok');
    expect(next?.[0]).toBe(home);
  });

  it('making it default clears the others', () => {
    expect(defaults(editAddress(book, { ...office, isDefault: true }) ?? [])).toEqual(['a2']);
  });

  it('may leave the book with no default', () => {
    expect(defaults(editAddress(book, { ...home, isDefault: false }) ?? [])).toEqual([]);
  });

  it('gives undefined for an unknown id', () => {
    expect(editAddress(book, makeAddress({ id: 'zz' }))).toBeUndefined();
  });
});

describe('defaultAddress', () => {
  it('finds the default, else the first, else nothing', () => {
    expect(defaultAddress([office, home])).toBe(home);
    expect(defaultAddress([office])).toBe(office);
    expect(defaultAddress([])).toBeUndefined();
  });
});

describe('blankAddressFields and pickAddressInput', () => {
  it('lists required fields left blank', () => {
    expect(blankAddressFields(makeAddressInput())).toEqual([]);
    expect(blankAddressFields(makeAddressInput({ name: '  ', post: '', state: '' }))).toEqual([
      'name',
      'post',
    ]);
  });

  it('keeps only the address fields', () => {
    const input = { ...makeAddressInput(), id: 'x', extra: 1 };
    expect(pickAddressInput(input)).toEqual(makeAddressInput());
  });
});
