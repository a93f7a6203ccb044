import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';

import {
  addressSchema,
  createCardSchema,
  emptyAddressForm,
  toAddressInput,
  type AddressFormValues,
} from './schemas';

const validAddress: AddressFormValues = {
  ...emptyAddressForm,
  name: ' Jane Doe ',
  phone: '+66 81 234 5678',
  building: '12/3 River House',
  street: 'Charoen Krung Road',
  city: 'Bangkok',
  state: 'Bangkok',
  country: 'Thailand',
  post: '10500',
};

/** Field -> first message, as the form shows it. */
function problems(schema: { validateSync: (value: unknown, options: object) => unknown }, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const first: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in first)) first[inner.path] = inner.message;
    return first;
  }
}

describe('address form', () => {
  it('accepts a complete address and trims what it sends', () => {
    expect(problems(addressSchema, validAddress)).toEqual({});
    expect(toAddressInput(validAddress).name).toBe('Jane Doe');
  });

  it('names every missing field', () => {
    const found = problems(addressSchema, emptyAddressForm);
    expect(found).toMatchObject({
      name: 'Enter the full name',
      phone: 'Enter a phone number',
      building: 'Enter the building or house number',
      street: 'Enter the street',
      city: 'Enter the city',
      state: 'Enter the state or province',
      country: 'Enter the country',
      post: 'Enter the postcode',
    });
  });

  it('refuses blank-only text, bad phones and bad postcodes', () => {
    expect(problems(addressSchema, { ...validAddress, city: '   ' })).toEqual({ city: 'Enter the city' });
    expect(problems(addressSchema, { ...validAddress, phone: 'call me' }).phone).toMatch(/valid phone/);
    expect(problems(addressSchema, { ...validAddress, phone: '12345' }).phone).toMatch(/7 to 15 digits/);
    expect(problems(addressSchema, { ...validAddress, post: '1' }).post).toMatch(/valid postcode/);
    expect(problems(addressSchema, { ...validAddress, post: '10500!' }).post).toMatch(/valid postcode/);
    expect(problems(addressSchema, { ...validAddress, name: 'x'.repeat(81) }).name).toMatch(/under 80/);
  });
});

describe('card form', () => {
  const schema = createCardSchema(() => new Date(2026, 10, 21));
  const valid = { holder: 'Jane Doe', number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };

  it('accepts a valid card', () => {
    expect(problems(schema, valid)).toEqual({});
    expect(problems(schema, { ...valid, holder: "Ana-María O'Neil" })).toEqual({});
  });

  it('gives a clear message per field', () => {
    expect(problems(schema, { holder: '', number: '', expiry: '', cvc: '' })).toEqual({
      holder: 'Enter the name on the card',
      number: 'Enter the card number',
      expiry: 'Enter the expiry date',
      cvc: 'Enter the security code (CVC)',
    });
    expect(problems(schema, { ...valid, holder: 'J4ne' }).holder).toMatch(/letters only/);
    expect(problems(schema, { ...valid, number: '4242 4242 4242 4241' }).number).toMatch(/not valid/);
    expect(problems(schema, { ...valid, number: '4242' }).number).toMatch(/13 to 19/);
    expect(problems(schema, { ...valid, expiry: '01/20' }).expiry).toBe('This card has expired');
    expect(problems(schema, { ...valid, expiry: '13/29' }).expiry).toMatch(/01 to 12/);
    expect(problems(schema, { ...valid, expiry: '1229' }).expiry).toBeUndefined();
    expect(problems(schema, { ...valid, cvc: '12' }).cvc).toMatch(/3 or 4 digits/);
  });
});
