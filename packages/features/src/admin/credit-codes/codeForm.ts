/**
 * The credit-code forms (one code, a batch): what the fields hold (text as typed) and their
 * validation, the rules of `creditCodeRequestSchema` and `creditCodeBatchRequestSchema` with
 * messages in the screen's locale. The expiry is a calendar day, sent as the end of that day in
 * Bangkok.
 */
import * as yup from 'yup';

import { BANGKOK_TIME_ZONE, formatBahtFigure } from '@pp/ui';

import { bahtField, numberField } from '../promotions/formFields';
import type { CreditCode, CreditCodeBatch, CreditCodeTerms, NewCreditCode } from './api';
import type { CreditCodesT } from './i18n';

export const CODE_PATTERN = /^[A-Z0-9]{6,16}$/;
export const PREFIX_PATTERN = /^[A-Z0-9]{2,8}$/;
export const LIMIT_MAX = 1_000_000;
export const BATCH_MAX = 500;

/** What a code field holds as it is typed: upper case, no spaces. */
export const codeInput = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (`2026-12-31`) as the last second of that day in Bangkok, UTC: `2026-12-31T16:59:59.000Z`. */
export function endOfBangkokDay(day: string): string {
  return new Date(`${day}T23:59:59+07:00`).toISOString();
}

/** The Bangkok day of an instant: `2026-12-31T16:59:59.000Z` -> `2026-12-31`. */
export function bangkokDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BANGKOK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** The fields both forms share: amount, limit and expiry, as typed. */
export interface TermsFormValues {
  amount: string;
  limit: string;
  expiresAt: string;
}

export interface CodeFormValues extends TermsFormValues {
  code: string;
}

export interface BatchFormValues extends TermsFormValues {
  prefix: string;
  count: string;
}

function termsFields(t: CreditCodesT) {
  return {
    amount: bahtField({
      required: t('errors.amountRequired'),
      invalid: t('errors.amountInvalid'),
      decimals: t('errors.amountDecimals'),
      negative: t('errors.amountPositive'),
      zero: t('errors.amountPositive'),
    }),
    limit: numberField(
      {
        required: t('errors.numberRequired'),
        invalid: t('errors.numberInvalid'),
        range: t('errors.limitRange'),
      },
      { min: 1, max: LIMIT_MAX, integer: true },
    ),
    expiresAt: yup
      .string()
      .default('')
      .required(t('errors.dayRequired'))
      .matches(DAY, { message: t('errors.dayInvalid'), excludeEmptyString: true }),
  };
}

/** The code's text: trimmed, upper-cased, then checked. */
const codeText = (required: string, pattern: RegExp, message: string) =>
  yup
    .string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? codeInput(value) : ''))
    .required(required)
    .matches(pattern, { message, excludeEmptyString: true });

/** One code: its text (create only; an edit keeps it) and its terms. */
export function codeFormSchema(t: CreditCodesT, { editing = false }: { editing?: boolean } = {}) {
  return yup.object({
    code: editing
      ? yup.string().default('')
      : codeText(t('errors.codeRequired'), CODE_PATTERN, t('errors.codeFormat')),
    ...termsFields(t),
  });
}

/** A batch: prefix, count and the terms every code of it gets. */
export function batchFormSchema(t: CreditCodesT) {
  return yup.object({
    prefix: codeText(t('errors.prefixRequired'), PREFIX_PATTERN, t('errors.prefixFormat')),
    count: numberField(
      {
        required: t('errors.numberRequired'),
        invalid: t('errors.numberInvalid'),
        range: t('errors.countRange'),
      },
      { min: 1, max: BATCH_MAX, integer: true },
    ),
    ...termsFields(t),
  });
}

export type CodeFormOutput = yup.InferType<ReturnType<typeof codeFormSchema>>;
export type BatchFormOutput = yup.InferType<ReturnType<typeof batchFormSchema>>;

export const emptyCodeForm: CodeFormValues = { code: '', amount: '', limit: '', expiresAt: '' };
export const emptyBatchForm: BatchFormValues = {
  prefix: '',
  count: '',
  amount: '',
  limit: '',
  expiresAt: '',
};

/** An edit's starting values: the code's terms as an admin would type them. */
export function codeToForm(code: CreditCode): CodeFormValues {
  return {
    code: code.code,
    amount: formatBahtFigure(code.amountSatang),
    limit: String(code.limit),
    expiresAt: bangkokDay(code.expiresAt),
  };
}

const toTerms = (values: { amount: number; limit: number; expiresAt: string }): CreditCodeTerms => ({
  amountSatang: values.amount,
  limit: values.limit,
  expiresAt: endOfBangkokDay(values.expiresAt),
});

export const toNewCode = (values: CodeFormOutput): NewCreditCode => ({
  code: values.code,
  ...toTerms(values),
});
export const toCodeTerms = (values: CodeFormOutput): CreditCodeTerms => toTerms(values);
export const toBatch = (values: BatchFormOutput): CreditCodeBatch => ({
  prefix: values.prefix,
  count: values.count,
  ...toTerms(values),
});

/** The fields a refusal's `field` may name. */
export const CODE_FIELDS = ['code', 'amount', 'limit', 'expiresAt'] as const;
export const BATCH_FIELDS = ['prefix', 'count', 'amount', 'limit', 'expiresAt'] as const;
