/**
 * Client-side validation of the auth forms (the spec leaves it open; decisions section 7 gives the
 * Thai copy). Players log in with a Thai mobile number; the admin's username is a plain name, so
 * the login form accepts either. Registration requires a phone number.
 */
import { object, string, type InferType } from 'yup';

import { BANK_CODES } from './banks';
import { copy } from './copy';

const messages = copy.validation;

/** A Thai mobile number: 10 digits starting with 0. */
export const PHONE_PATTERN = /^0\d{9}$/;
/** A plain (non-phone) username: 3-20 letters and digits with at least one letter, e.g. `admin`. */
export const PLAIN_USERNAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]{3,20}$/;
/** A bank account number: 10-15 digits (banks use 10 or 12, e-wallets a phone number). */
export const BOOK_NUMBER_PATTERN = /^\d{10,15}$/;
/** A bank account name: letters (Thai or Latin, with their marks), spaces, dots, apostrophes, dashes. */
export const BOOK_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
/** An inviter id: up to 20 letters and digits (empty when nobody invited the player). */
export const INVITER_PATTERN = /^[A-Za-z0-9]{0,20}$/;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 50;

/**
 * What a player typed as a phone number, as the API expects it: no spaces or dashes, and the
 * country code `+66` written as a leading 0 (`+66 81-234-5678` -> `0812345678`).
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s-]/g, '');
  return /^\+66\d{9}$/.test(compact) ? `0${compact.slice(3)}` : compact;
}

/** A login username: phone-looking input is normalized like a phone, anything else only trimmed. */
export function normalizeUsername(value: string): string {
  const trimmed = value.trim();
  return /^\+?[\d\s-]+$/.test(trimmed) ? normalizePhone(trimmed) : trimmed;
}

/** A login username is a phone number, or for staff a plain username. All digits means a phone. */
export function isLoginUsername(value: string): boolean {
  return /^\d+$/.test(value) ? PHONE_PATTERN.test(value) : PLAIN_USERNAME_PATTERN.test(value);
}

const asText = (transform: (value: string) => string) => (value: unknown) =>
  typeof value === 'string' ? transform(value) : value;

const phoneField = () =>
  string()
    .transform(asText(normalizePhone))
    .required(messages.phoneRequired)
    .matches(PHONE_PATTERN, { message: messages.phoneInvalid, excludeEmptyString: true });

export const loginSchema = object({
  username: string()
    .transform(asText(normalizeUsername))
    .required(messages.phoneRequired)
    .test('username', messages.phoneInvalid, (value) => !value || isLoginUsername(value)),
  // No length rule at login: a password is checked by the server only, whatever its policy was.
  password: string().required(messages.passwordRequired),
});

export const registerSchema = object({
  username: phoneField(),
  password: string()
    .required(messages.passwordRequired)
    .test('password-min', messages.passwordTooShort, (value) => !value || value.length >= PASSWORD_MIN)
    .test('password-max', messages.passwordTooLong, (value) => !value || value.length <= PASSWORD_MAX),
  confirmPassword: string()
    .required(messages.confirmRequired)
    .test('same-password', messages.passwordsDiffer, (value, context) => {
      const parent: unknown = context.parent;
      const password =
        typeof parent === 'object' && parent !== null ? (parent as { password?: unknown }).password : '';
      return !value || value === password;
    }),
  bank_name: string()
    .required(messages.bankRequired)
    .test('bank', messages.bankRequired, (value) => !value || BANK_CODES.includes(value)),
  book_number: string()
    .transform(asText((value) => value.replace(/[\s-]/g, '')))
    .required(messages.bookNumberRequired)
    .matches(BOOK_NUMBER_PATTERN, { message: messages.bookNumberInvalid, excludeEmptyString: true }),
  book_name: string()
    .transform(asText((value) => value.trim().replace(/\s+/g, ' ')))
    .required(messages.bookNameRequired)
    .test(
      'book-name',
      messages.bookNameInvalid,
      (value) => !value || (value.length >= 2 && value.length <= 100 && BOOK_NAME_PATTERN.test(value)),
    ),
  inviterID: string().trim().default('').matches(INVITER_PATTERN, messages.inviterInvalid),
});

export const forgotSchema = object({ username: phoneField() });

export type LoginValues = InferType<typeof loginSchema>;
export type RegisterValues = InferType<typeof registerSchema>;
export type ForgotValues = InferType<typeof forgotSchema>;

export const emptyLoginValues: LoginValues = { username: '', password: '' };
export const emptyRegisterValues: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  bank_name: '',
  book_number: '',
  book_name: '',
  inviterID: '',
};
export const emptyForgotValues: ForgotValues = { username: '' };
