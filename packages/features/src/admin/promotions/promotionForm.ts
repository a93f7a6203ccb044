/**
 * The promotion form: what the fields hold (text as typed) and its validation, the rules of
 * `promotionRequestSchema` (title 1-120, detail up to 500, bonus 0-1000 %, money in baht with at
 * most two decimals, turnover 0-100) with messages in the screen's locale.
 */
import * as yup from 'yup';

import { formatBahtFigure } from '@pp/ui';

import type { AdminPromotion, PromotionInput } from './api';
import { bahtField, numberField } from './formFields';
import type { PromotionsT } from './i18n';

export const TITLE_MAX = 120;
export const DETAIL_MAX = 500;
export const BONUS_PERCENT_MAX = 1000;
export const TURNOVER_MAX = 100;

/** What the form's fields hold: text, as typed. */
export interface PromotionFormValues {
  title: string;
  detail: string;
  bonusPercent: string;
  maxBonus: string;
  minDeposit: string;
  turnover: string;
  imageUrl: string;
}

/** An image address: https, or a path on this site. */
const IMAGE_URL = /^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/;

/** The form's validation; what it yields is the request, money in satang. */
export function promotionFormSchema(t: PromotionsT) {
  const baht = bahtField(
    {
      required: t('errors.amountRequired'),
      invalid: t('errors.amountInvalid'),
      decimals: t('errors.amountDecimals'),
      negative: t('errors.amountNegative'),
      zero: t('errors.amountInvalid'),
    },
    { allowZero: true },
  );
  const number = (max: number, range: string) =>
    numberField(
      { required: t('errors.numberRequired'), invalid: t('errors.numberInvalid'), range },
      { min: 0, max },
    );
  return yup.object({
    title: yup
      .string()
      .default('')
      .trim()
      .required(t('errors.titleRequired'))
      .max(TITLE_MAX, t('errors.titleLength', { max: TITLE_MAX })),
    detail: yup
      .string()
      .default('')
      .trim()
      .max(DETAIL_MAX, t('errors.detailLength', { max: DETAIL_MAX })),
    bonusPercent: number(BONUS_PERCENT_MAX, t('errors.percentRange')),
    maxBonus: baht,
    minDeposit: baht,
    turnover: number(TURNOVER_MAX, t('errors.turnoverRange')),
    imageUrl: yup
      .string()
      .default('')
      .trim()
      .nullable()
      .transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
      .matches(IMAGE_URL, { message: t('errors.imageUrl'), excludeEmptyString: true }),
  });
}

export type PromotionFormOutput = yup.InferType<ReturnType<typeof promotionFormSchema>>;

export const emptyPromotionForm: PromotionFormValues = {
  title: '',
  detail: '',
  bonusPercent: '',
  maxBonus: '',
  minDeposit: '',
  turnover: '',
  imageUrl: '',
};

/** The form's starting values for an edit: the figures as an admin would type them. */
export function promotionToForm(promotion: AdminPromotion): PromotionFormValues {
  return {
    title: promotion.title,
    detail: promotion.detail,
    bonusPercent: String(promotion.bonusPercent),
    maxBonus: formatBahtFigure(promotion.maxBonusSatang),
    minDeposit: formatBahtFigure(promotion.minDepositSatang),
    turnover: String(promotion.turnover),
    imageUrl: promotion.imageUrl ?? '',
  };
}

/** The validated form as the write's input. */
export function toPromotionInput(values: PromotionFormOutput): PromotionInput {
  return {
    title: values.title,
    detail: values.detail,
    bonusPercent: values.bonusPercent,
    maxBonusSatang: values.maxBonus,
    minDepositSatang: values.minDeposit,
    turnover: values.turnover,
    imageUrl: values.imageUrl ?? null,
  };
}

/** The form fields a 400's `field` may name (the request's names are the form's). */
export const PROMOTION_FIELDS = [
  'title',
  'detail',
  'bonusPercent',
  'maxBonus',
  'minDeposit',
  'turnover',
  'imageUrl',
] as const;
