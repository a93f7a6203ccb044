/**
 * Yup building blocks of the player and auth forms, each with its Thai messages from `messages.ts`.
 * A form's schema is an `object({ ... })` of these; `formResolver` hands it to react-hook-form.
 */
import { number, string } from 'yup';

import { formatBahtFigure } from '@pp/ui';

import { parseAmount, type AmountProblem, type Satang } from '../money/money';
import { formMessages } from './messages';

/** A Thai mobile number: 10 digits starting with 0. */
export const PHONE_PATTERN = /^0\d{9}$/;
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

const asText = (transform: (value: string) => string) => (value: unknown) =>
  typeof value === 'string' ? transform(value) : value;

/** Text that must be there: surrounding spaces dropped, empty refused with `message`. */
export function requiredText(message: string = formMessages.required) {
  return string().default('').trim().required(message);
}

/** A Thai mobile number, normalized (`+66 81-234-5678` -> `0812345678`) before it is checked. */
export function phoneSchema() {
  return string()
    .default('')
    .transform(asText(normalizePhone))
    .required(formMessages.phone.required)
    .matches(PHONE_PATTERN, { message: formMessages.phone.invalid, excludeEmptyString: true });
}

/**
 * The messages of the password blocks: the Thai catalogue by default; a template form whose labels
 * follow the theme locale passes its own.
 */
export interface PasswordMessages {
  required: string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  confirmRequired: string;
  differ: string;
}

/** The password of a login: required, as typed; the server judges the rest. */
export function passwordSchema(messages: Pick<PasswordMessages, 'required'> = formMessages.password) {
  return string().default('').required(messages.required);
}

/** A new password (registration): required, 6 to 50 characters. */
export function newPasswordSchema(messages: PasswordMessages = formMessages.password) {
  return passwordSchema(messages)
    .min(PASSWORD_MIN, messages.tooShort(PASSWORD_MIN))
    .max(PASSWORD_MAX, messages.tooLong(PASSWORD_MAX));
}

/** The repeat of a new password: required, and equal to the sibling field `passwordField`. */
export function confirmPasswordSchema(
  passwordField = 'password',
  messages: PasswordMessages = formMessages.password,
) {
  return string()
    .default('')
    .required(messages.confirmRequired)
    .test('same-password', messages.differ, (value, context) => {
      const parent: unknown = context.parent;
      const password =
        typeof parent === 'object' && parent !== null
          ? (parent as Record<string, unknown>)[passwordField]
          : undefined;
      return value === password;
    });
}

export interface AmountLimits {
  /** Smallest amount, satang (deposit 100 baht, withdraw the site's minimum). */
  min: Satang;
  /** Largest amount, satang (the daily withdrawal maximum). */
  max?: Satang;
  /** What the player can spend now, satang (pending withdrawals already held). */
  balance?: Satang;
}

const problemMessages: Record<Exclude<AmountProblem, 'required'>, string> = {
  invalid: formMessages.amount.invalid,
  decimals: formMessages.amount.decimals,
  nonpositive: formMessages.amount.nonpositive,
};

/**
 * A baht amount as typed (`1,250.5`, ` 300 `) read into integer satang (no floating point touches
 * an amount; docs/player-api.md, 1.4 Money). Refused, each with its Thai message, in the server's
 * order: empty, not a number, more than 2 decimals, zero or less, under `min`, over `balance`, over
 * `max`.
 */
export function amountSchema({ min, max, balance }: AmountLimits) {
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'number') return original;
      const parsed = parseAmount(typeof original === 'string' ? original : '');
      if (parsed.ok) return parsed.satang;
      // Empty fails `required`; any other problem fails the type check, whose message names it.
      return parsed.problem === 'required' ? undefined : original;
    })
    .typeError(({ originalValue }: { originalValue: unknown }) => {
      const parsed = parseAmount(typeof originalValue === 'string' ? originalValue : '');
      return parsed.ok || parsed.problem === 'required'
        ? formMessages.amount.invalid
        : problemMessages[parsed.problem];
    })
    .required(formMessages.amount.required)
    .min(min, formMessages.amount.min(formatBahtFigure(min)))
    .test('balance', formMessages.amount.insufficient, (value) => balance === undefined || value <= balance)
    .test(
      'max',
      formMessages.amount.max(formatBahtFigure(max ?? 0)),
      (value) => max === undefined || value <= max,
    );
}
