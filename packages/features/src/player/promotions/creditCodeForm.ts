/** The credit-code form's rule (decisions section 9): A-Z and 0-9, 6 to 16 characters, upper-cased. */
import * as yup from 'yup';

import { promotionsCopy } from './copy';

export const CREDIT_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;

/** A code as typed: trimmed and upper-cased, then checked. */
export const creditCodeSchema = yup.object({
  code: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : ''))
    .required(promotionsCopy.code.required)
    .matches(CREDIT_CODE_PATTERN, promotionsCopy.code.invalid),
});

export type CreditCodeValues = yup.InferType<typeof creditCodeSchema>;

/** What the field holds as the player types: upper case, no spaces. */
export const codeInput = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();
