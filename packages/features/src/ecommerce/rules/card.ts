/**
 * Payment card rules of the checkout's card form: Luhn check, expiry, CVC, brand and the masked
 * label the checkout keeps. Pure; the current date is always passed in.
 *
 * The full card number never leaves the form: the checkout stores (and persists) only
 * `cardLabel()`, e.g. 'Visa ending 4242'.
 */

/** Card brands recognised from the first digits. */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'JCB' | 'Card';

/** Shortest and longest card numbers (ISO/IEC 7812). */
export const CARD_NUMBER_LENGTH = { min: 13, max: 19 } as const;

/** The digits of what was typed; spaces and dashes are allowed as separators. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** True when `digits` (only digits) passes the Luhn checksum. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Why a card number is refused, or null when it is fine. */
export type CardNumberProblem = 'required' | 'characters' | 'length' | 'checksum';

/** Checks a typed card number: digits (with optional spaces or dashes), 13 to 19 of them, Luhn-valid. */
export function cardNumberProblem(input: string): CardNumberProblem | null {
  const digits = cardDigits(input);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'characters';
  if (digits.length < CARD_NUMBER_LENGTH.min || digits.length > CARD_NUMBER_LENGTH.max) return 'length';
  return passesLuhn(digits) ? null : 'checksum';
}

/** The brand of a card number, from its first digits; 'Card' when unknown. */
export function cardBrand(input: string): CardBrand {
  const digits = cardDigits(input);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB';
  return 'Card';
}

/** Groups the digits by four as the user types: '4242424242424242' -> '4242 4242 4242 4242'. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH.max);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the checkout keeps of a card: brand and last four digits, never the number. */
export function cardLabel(input: string): string {
  const digits = cardDigits(input);
  return `${cardBrand(digits)} ending ${digits.slice(-4)}`;
}

/** A card expiry: month 1 to 12 and a four-digit year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/** Why an expiry is refused, or null when it is fine. */
export type ExpiryProblem = 'required' | 'format' | 'month' | 'past' | 'tooFar';

/** Cards are not issued for longer than this. */
export const MAX_CARD_YEARS = 20;

/** Reads 'MM/YY' (also 'MM / YY' or 'MMYY'); undefined when it is not that shape. */
export function parseExpiry(input: string): CardExpiry | undefined {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/**
 * Checks an expiry against `now`: a card is valid until the last day of its expiry month, so the
 * current month is still fine. Months are 01 to 12; more than MAX_CARD_YEARS ahead is refused.
 */
export function expiryProblem(input: string, now: Date): ExpiryProblem | null {
  if (input.trim() === '') return 'required';
  const expiry = parseExpiry(input);
  if (!expiry) return 'format';
  if (expiry.month < 1 || expiry.month > 12) return 'month';
  const current = now.getFullYear() * 12 + now.getMonth();
  const expires = expiry.year * 12 + (expiry.month - 1);
  if (expires < current) return 'past';
  if (expires > current + MAX_CARD_YEARS * 12) return 'tooFar';
  return null;
}

/** Inserts the slash as the user types: '12' -> '12/', '1234' -> '12/34'. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** 3 or 4 digits. */
export function isValidCvc(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim());
}
