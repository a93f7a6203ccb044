/**
 * Validation of the checkout's forms (address, payment card, discount code) with yup, used through
 * react-hook-form's resolver. Every message says what is wrong and how to fix it, in the page's
 * language: the forms pass `say` (the `validation.*` labels of the ecommerce namespace); without
 * it the messages are the English ones.
 */
import * as yup from 'yup';

import { hasPhoneLength, hasPhoneShape } from '../shared/forms/contactDetails';
import { en } from './locales/en';

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

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/;

/** A validation message by its key in `validation`, with its `{{placeholders}}` filled in. */
export type Say = (key: keyof typeof en.validation, values?: Record<string, string | number>) => string;

/** The English messages (the unit tests, and any caller without a translator). */
export const sayInEnglish: Say = (key, values = {}) =>
  en.validation[key].replace(/{{(\w+)}}/g, (_match, name: string) => String(values[name] ?? ''));

type TextField = 'name' | 'building' | 'street' | 'city' | 'state' | 'country';

const requiredText = (say: Say, field: TextField) =>
  yup
    .string()
    .trim()
    .required(say(`${field}Required`))
    .max(ADDRESS_FIELD_MAX, say(`${field}Max`, { max: ADDRESS_FIELD_MAX }));

/** The address form: every field required, phone and postcode checked for their shape. */
export function createAddressSchema(say: Say = sayInEnglish): yup.ObjectSchema<AddressFormValues> {
  return yup.object({
    name: requiredText(say, 'name'),
    destination: yup.mixed<AddressDestination>().oneOf(['home', 'office']).required(),
    phone: yup
      .string()
      .trim()
      .required(say('phoneRequired'))
      .test('phone', say('phoneInvalid'), (value) => hasPhoneShape(value ?? ''))
      .test('phone-length', say('phoneLength'), (value) => hasPhoneLength(value ?? '')),
    building: requiredText(say, 'building'),
    street: requiredText(say, 'street'),
    city: requiredText(say, 'city'),
    state: requiredText(say, 'state'),
    country: requiredText(say, 'country'),
    post: yup
      .string()
      .trim()
      .required(say('postRequired'))
      .test('post', say('postInvalid'), (value) => {
        const text = value ?? '';
        return text.length >= 3 && text.length <= 10 && POSTCODE.test(text);
      }),
    isDefault: yup.boolean().required(),
  });
}

/** The address form with the English messages. */
export const addressSchema = createAddressSchema();

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
  required: 'numberRequired',
  characters: 'numberCharacters',
  length: 'numberLength',
  checksum: 'numberChecksum',
} as const;

const EXPIRY_MESSAGES = {
  required: 'expiryRequired',
  format: 'expiryFormat',
  month: 'expiryMonth',
  past: 'expiryPast',
  tooFar: 'expiryTooFar',
} as const;

/** The card form, checked against the date `now()` gives (expiry must not be in the past). */
export function createCardSchema(
  now: () => Date = () => new Date(),
  say: Say = sayInEnglish,
): yup.ObjectSchema<CardFormValues> {
  return yup.object({
    holder: yup
      .string()
      .trim()
      .required(say('holderRequired'))
      .min(2, say('holderShort'))
      .max(50, say('holderLong'))
      .matches(HOLDER, say('holderLetters')),
    number: yup
      .string()
      .required(say(NUMBER_MESSAGES.required))
      .test('card-number', (value, context) => {
        const problem = cardNumberProblem(value ?? '');
        return problem === null || context.createError({ message: say(NUMBER_MESSAGES[problem]) });
      }),
    expiry: yup
      .string()
      .required(say(EXPIRY_MESSAGES.required))
      .test('expiry', (value, context) => {
        const problem = expiryProblem(value ?? '', now());
        return (
          problem === null ||
          context.createError({ message: say(EXPIRY_MESSAGES[problem], { years: MAX_CARD_YEARS }) })
        );
      }),
    cvc: yup
      .string()
      .trim()
      .required(say('cvcRequired'))
      .test('cvc', say('cvcInvalid'), (value) => isValidCvc(value ?? '')),
  });
}

/** What the discount code form edits. */
export interface DiscountFormValues {
  code: string;
}

/** The discount code form: a code must be typed (whether it is known is the server's answer). */
export function createDiscountCodeSchema(say: Say = sayInEnglish): yup.ObjectSchema<DiscountFormValues> {
  return yup.object({ code: yup.string().trim().required(say('discountRequired')) });
}
