/**
 * Field schemas the wire contract uses everywhere: baht, date-times, lenient texts and literals.
 */
import * as yup from 'yup';

/** A baht amount on the wire: a JSON number, never negative, at most two decimals (1250.5). */
export const bahtSchema = yup
  .number()
  .required()
  .min(0)
  .test('baht', 'at most two decimals', (value) => /^\d+(\.\d{1,2})?$/.test(String(value)));

/** Whether a person of the chat and the contacts can be reached: available, do not disturb, offline. */
export const ONLINE_STATUSES = ['available', 'do_not_disturb', 'offline'] as const;

/** An ISO 8601 moment, UTC (`2026-11-20T13:45:00.000Z`). */
export const datetimeSchema = yup
  .string()
  .required()
  .test(
    'datetime',
    'an ISO 8601 date-time',
    (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && !Number.isNaN(Date.parse(value)),
  );

/** A whole number of at least 0 (a count); absent counts read as 0. */
export const countSchema = yup.number().integer().min(0).default(0);

/** Text the contract may leave out or send as null (numbers read as their text): `fallback` then. */
export function optionalText(fallback = '') {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value : undefined))
    .default(fallback);
}

/** Text the contract may leave out: null when absent, null or empty. */
export function nullableText() {
  return yup
    .string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' && value !== '' ? value : null))
    .default(null);
}

/** One of the given literals. */
export function oneOf<T extends string>(values: readonly T[]) {
  return yup.mixed<T>().oneOf(values).required();
}
