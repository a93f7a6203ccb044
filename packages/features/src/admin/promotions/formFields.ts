/**
 * Yup fields of the back-office forms whose inputs hold text: a baht amount read into satang (0
 * allowed where the contract allows it) and a plain number. Messages come from the screen's
 * namespace, so they follow the locale. The credit-code forms use them too.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import * as yup from 'yup';

import { toApiError, type ApiError } from '../../shared/api/errors';
import { parseAmount, type Satang } from '../../shared/money/money';
import { writeFailedMessage } from '../errors';
import type { AdminT } from '../i18n';

export type BahtProblem = 'required' | 'invalid' | 'decimals' | 'negative' | 'zero';

export type ReadBaht = { ok: true; satang: Satang } | { ok: false; problem: BahtProblem };

/** What an admin typed as baht (`1,250.5`, ` 0 `) read into satang; 0 only with `allowZero`. */
export function readBaht(typed: string, { allowZero = false }: { allowZero?: boolean } = {}): ReadBaht {
  const parsed = parseAmount(typed);
  if (parsed.ok) return parsed;
  if (parsed.problem !== 'nonpositive') return { ok: false, problem: parsed.problem };
  if (typed.trim().startsWith('-')) return { ok: false, problem: 'negative' };
  return allowZero ? { ok: true, satang: 0 } : { ok: false, problem: 'zero' };
}

export type BahtMessages = Readonly<Record<BahtProblem, string>>;

/** A baht amount typed in a FormAmountField, read into integer satang, each problem with its message. */
export function bahtField(messages: BahtMessages, options: { allowZero?: boolean } = {}) {
  const problemOf = (original: unknown): BahtProblem | null => {
    const read = readBaht(typeof original === 'string' ? original : '', options);
    return read.ok ? null : read.problem;
  };
  return yup
    .number()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'number') return original;
      const read = readBaht(typeof original === 'string' ? original : '', options);
      if (read.ok) return read.satang;
      // Empty fails `required`; any other problem fails the type check, whose message names it.
      return read.problem === 'required' ? undefined : original;
    })
    .typeError(
      ({ originalValue }: { originalValue: unknown }) => messages[problemOf(originalValue) ?? 'invalid'],
    )
    .required(messages.required);
}

export interface NumberMessages {
  required: string;
  invalid: string;
  range: string;
}

/** A plain number typed as text (`12.5`, `1,000`), between `min` and `max`; whole with `integer`. */
export function numberField(
  messages: NumberMessages,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
) {
  const number = yup
    .number()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'number') return original;
      const text = typeof original === 'string' ? original.trim().replace(/,/g, '') : '';
      if (text === '') return undefined;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : original;
    })
    .typeError(messages.invalid)
    .required(messages.required);
  return (integer ? number.integer(messages.invalid) : number)
    .min(min, messages.range)
    .max(max, messages.range);
}

/** The request field a refusal's body `{ field }` names, when it is one of `fields`. */
export function refusedField<F extends string>(error: ApiError, fields: readonly F[]): F | undefined {
  if (error.status < 400 || error.status >= 500) return undefined;
  const field = (error.body as { field?: unknown } | null | undefined)?.field;
  return fields.find((name) => name === field);
}

/**
 * Shows why a write failed where it belongs: a 400/409 naming a field of the form under that field
 * (in the server's words), anything else as the form's message (`root.server`). The form keeps what
 * was typed. A second submit while one is on its way (status -1) shows nothing.
 */
export function showWriteFailure<Values extends FieldValues, F extends FieldPath<Values> & string>(
  setError: UseFormSetError<Values>,
  failure: unknown,
  t: AdminT,
  fields: readonly F[],
): void {
  const error = toApiError(failure);
  if (error.status === -1) return;
  const field = refusedField(error, fields);
  if (field !== undefined) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  else setError('root.server', { type: 'server', message: writeFailedMessage(t, error) });
}
