/**
 * An email address and a phone number as people type them anywhere in the world: the one rule of
 * the template's forms and request checks (contacts, chat, customers, invoices, addresses, mail).
 * The player's own forms take a Thai mobile number instead (`PHONE_PATTERN` in schemas.ts).
 */

/** An email address: something, `@`, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people type it: digits, spaces, `+ ( ) . -`. */
export const INTL_PHONE_PATTERN = /^\+?[\d\s().-]+$/;
/** Digits a phone number has, at least and at most (E.164 stops at 15). */
export const INTL_PHONE_DIGITS = { min: 7, max: 15 } as const;

/** How many digits `value` has. */
export const digitCount = (value: string): number => value.replace(/\D/g, '').length;

/** True for an email address of the accepted shape. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** True when `value` is written like a phone number (its length aside). */
export const hasPhoneShape = (value: string): boolean => INTL_PHONE_PATTERN.test(value);

/** True when `value` has as many digits as a phone number can. */
export function hasPhoneLength(value: string): boolean {
  const digits = digitCount(value);
  return digits >= INTL_PHONE_DIGITS.min && digits <= INTL_PHONE_DIGITS.max;
}

/** True for a phone number of the accepted shape and length. */
export const isIntlPhone = (value: string): boolean => hasPhoneShape(value) && hasPhoneLength(value);
