/**
 * The auth forms' schemas: the shared yup blocks and Thai messages (`shared/forms`) composed with
 * what only auth knows. Players log in with a Thai mobile number; the admin's username is a plain
 * name, so the login form accepts either. Registration requires a phone number and a bank account.
 */
import { object, string, type InferType } from 'yup';

import {
  confirmPasswordSchema,
  formMessages,
  newPasswordSchema,
  normalizePhone,
  passwordSchema,
  phoneSchema,
  PHONE_PATTERN,
} from '../shared/forms';
import { BANK_CODES } from './banks';
import { INVITER_PATTERN } from '../shared/routes/paths';

/** A plain (non-phone) username: 3-20 letters and digits with at least one letter, e.g. `admin`. */
export const PLAIN_USERNAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]{3,20}$/;
/** A bank account number: 10-15 digits (banks use 10 or 12, e-wallets a phone number). */
export const BOOK_NUMBER_PATTERN = /^\d{10,15}$/;
/** A bank account name: letters (Thai or Latin, with their marks), spaces, dots, apostrophes, dashes. */
export const BOOK_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
/** An inviter id: up to 20 letters and digits (empty when nobody invited the player). */
export { INVITER_PATTERN };

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

/**
 * The login form: a phone number or a staff username (normalized: `081 234 5678` is sent as
 * `0812345678`), and the password exactly as typed (the server judges it).
 */
export const loginSchema = object({
  username: string()
    .default('')
    .transform(asText(normalizeUsername))
    .required(formMessages.phone.required)
    .test('login-username', formMessages.phone.invalid, (value) => !value || isLoginUsername(value)),
  password: passwordSchema(),
});

export const registerSchema = object({
  username: phoneSchema(),
  password: newPasswordSchema(),
  confirmPassword: confirmPasswordSchema(),
  bank_name: string()
    .default('')
    .required(formMessages.bank.required)
    .test('bank', formMessages.bank.required, (value) => !value || BANK_CODES.includes(value)),
  book_number: string()
    .default('')
    .transform(asText((value) => value.replace(/[\s-]/g, '')))
    .required(formMessages.bank.numberRequired)
    .matches(BOOK_NUMBER_PATTERN, { message: formMessages.bank.numberInvalid, excludeEmptyString: true }),
  book_name: string()
    .default('')
    .transform(asText((value) => value.trim().replace(/\s+/g, ' ')))
    .required(formMessages.bank.nameRequired)
    .test(
      'book-name',
      formMessages.bank.nameInvalid,
      (value) => !value || (value.length >= 2 && value.length <= 100 && BOOK_NAME_PATTERN.test(value)),
    ),
  inviterID: string().trim().default('').matches(INVITER_PATTERN, formMessages.inviterInvalid),
});

export const forgotSchema = object({ username: phoneSchema() });

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
