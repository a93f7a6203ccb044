/**
 * Validation of the checkout's forms (address and payment card) with yup, used through
 * react-hook-form's resolver. Every message says what is wrong and how to fix it.
 */
import * as yup from 'yup';

import { cardNumberProblem, expiryProblem, isValidCvc, MAX_CARD_YEARS } from './rules/card';
import type { AddressDestination, AddressInput } from './types';

/** What the address form edits. */
export interface AddressFormValues {
  name: string;
  destination: AddressDestination;
  phone: string;
  building: string;
  street: string;
  city: string;
  state: string;
  country: string;
  post: string;
  isDefault: boolean;
}

/** An empty address form. */
export const emptyAddressForm: AddressFormValues = {
  name: '',
  destination: 'home',
  phone: '',
  building: '',
  street: '',
  city: '',
  state: '',
  country: '',
  post: '',
  isDefault: false,
};

/** Longest text accepted in an address field. */
export const ADDRESS_FIELD_MAX = 80;

const PHONE = /^\+?[\d\s().-]+$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/;

const requiredText = (label: string) =>
  yup
    .string()
    .trim()
    .required(`Enter the ${label}`)
    .max(ADDRESS_FIELD_MAX, `Keep the ${label} under ${ADDRESS_FIELD_MAX} characters`);

/** The address form: every field required, phone and postcode checked for their shape. */
export const addressSchema: yup.ObjectSchema<AddressFormValues> = yup.object({
  name: requiredText('full name'),
  destination: yup.mixed<AddressDestination>().oneOf(['home', 'office']).required(),
  phone: yup
    .string()
    .trim()
    .required('Enter a phone number')
    .test('phone', 'Enter a valid phone number: digits, spaces and an optional leading +', (value) =>
      PHONE.test(value ?? ''),
    )
    .test('phone-length', 'A phone number has 7 to 15 digits', (value) => {
      const digits = (value ?? '').replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }),
  building: requiredText('building or house number'),
  street: requiredText('street'),
  city: requiredText('city'),
  state: requiredText('state or province'),
  country: requiredText('country'),
  post: yup
    .string()
    .trim()
    .required('Enter the postcode')
    .test('post', 'Enter a valid postcode: 3 to 10 letters or digits', (value) => {
      const text = value ?? '';
      return text.length >= 3 && text.length <= 10 && POSTCODE.test(text);
    }),
  isDefault: yup.boolean().required(),
});

/** The address to send, trimmed. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  return {
    name: values.name.trim(),
    destination: values.destination,
    phone: values.phone.trim(),
    building: values.building.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    post: values.post.trim(),
    isDefault: values.isDefault,
  };
}

/** What the card form edits. */
export interface CardFormValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** An empty card form. */
export const emptyCardForm: CardFormValues = { holder: '', number: '', expiry: '', cvc: '' };

const HOLDER = /^[\p{L}][\p{L}\s'.-]*$/u;

const NUMBER_MESSAGES = {
  required: 'Enter the card number',
  characters: 'A card number has digits only',
  length: 'A card number has 13 to 19 digits',
  checksum: 'This card number is not valid: check the digits',
} as const;

const EXPIRY_MESSAGES = {
  required: 'Enter the expiry date',
  format: 'Use the MM/YY format, e.g. 08/29',
  month: 'The month must be 01 to 12',
  past: 'This card has expired',
  tooFar: `Check the year: cards expire within ${MAX_CARD_YEARS} years`,
} as const;

/** The card form, checked against the date `now()` gives (expiry must not be in the past). */
export function createCardSchema(now: () => Date = () => new Date()): yup.ObjectSchema<CardFormValues> {
  return yup.object({
    holder: yup
      .string()
      .trim()
      .required('Enter the name on the card')
      .min(2, 'Enter the name as it is printed on the card')
      .max(50, 'Keep the name under 50 characters')
      .matches(HOLDER, 'Use letters only for the name on the card'),
    number: yup
      .string()
      .required(NUMBER_MESSAGES.required)
      .test('card-number', (value, context) => {
        const problem = cardNumberProblem(value ?? '');
        return problem === null || context.createError({ message: NUMBER_MESSAGES[problem] });
      }),
    expiry: yup
      .string()
      .required(EXPIRY_MESSAGES.required)
      .test('expiry', (value, context) => {
        const problem = expiryProblem(value ?? '', now());
        return problem === null || context.createError({ message: EXPIRY_MESSAGES[problem] });
      }),
    cvc: yup
      .string()
      .trim()
      .required('Enter the security code (CVC)')
      .test('cvc', 'The CVC is the 3 or 4 digits on the back of the card', (value) =>
        isValidCvc(value ?? ''),
      ),
  });
}

/** What the discount code form edits. */
export interface DiscountFormValues {
  code: string;
}

/** The discount code form: a code must be typed (whether it is known is the server's answer). */
export const discountCodeSchema: yup.ObjectSchema<DiscountFormValues> = yup.object({
  code: yup.string().trim().required('Enter a discount code'),
});
