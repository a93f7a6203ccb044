/**
 * The auth forms' rules that need no schema library: the patterns, the normalizers and the login
 * check. The login page uses them directly (its first visit cannot afford yup); the register and
 * forgot schemas build on them.
 */
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

export interface LoginValues {
  username: string;
  password: string;
}

export const emptyLoginValues: LoginValues = { username: '', password: '' };

/** The login form's messages per field (none when it may be sent). No password rule: the server judges it. */
export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const username = normalizeUsername(values.username);
  if (username === '') errors.username = messages.phoneRequired;
  else if (!isLoginUsername(username)) errors.username = messages.phoneInvalid;
  if (values.password === '') errors.password = messages.passwordRequired;
  return errors;
}

/** What the login form sends: the username normalized, the password exactly as typed. */
export function loginRequestOf(values: LoginValues): LoginValues {
  return { username: normalizeUsername(values.username), password: values.password };
}
