/**
 * Wire schemas of cashback and friend invite (docs/player-api.md, 4.19 to 4.21; decisions of the
 * engagement rules): the settings, the week's cashback check, and the invite setting. Re-exported
 * by schemas.ts, whose `playerResponses` holds their envelopes. Money travels as baht.
 */
import * as yup from 'yup';

import { bahtSchema, optionalText } from '../../shared/wire/fields';
import { dataOf, record } from '../../shared/wire/read';

/** A Bangkok calendar day, `2026-11-16` (a day has no time zone: shown as that day everywhere). */
export const daySchema = yup
  .string()
  .required()
  .matches(/^\d{4}-\d{2}-\d{2}$/);

/** A percentage, 0 to 100, at most two decimals. */
const percentSchema = yup.number().required().min(0).max(100);

/** `GET /setting/cashback`: the percent of last week's net loss paid back, between min and max. */
export const cashbackSettingSchema = record({
  percent: percentSchema,
  /** Smallest payout: a week's cashback below it is not paid. */
  minPayout: bahtSchema,
  /** Largest payout of one week. */
  maxPayout: bahtSchema,
});

/** `GET /agentbalance/cashbackclientcheck/{id}`: the last completed week and what it pays. */
export const cashbackCheckSchema = record({
  playerId: optionalText(),
  /** Monday of the last completed week (Bangkok). */
  weekStart: daySchema,
  /** Sunday of that week. */
  weekEnd: daySchema,
  /** The week's net loss; 0 when the week was a win or even. */
  netLoss: bahtSchema,
  /** The week's cashback: percent of the loss, capped at maxPayout, 0 below minPayout. */
  amount: bahtSchema,
  /** What a claim pays now: `amount`, or 0 once claimed. */
  claimable: bahtSchema,
  /** The week's cashback has been paid into the balance. */
  claimed: yup.boolean().required(),
  /** The day the next week's cashback can be claimed (the Monday after this week). */
  nextClaimDate: daySchema,
});

/** `GET /setting/invite`: commission on invited friends' approved deposits, and the smallest claim. */
export const inviteSettingSchema = record({
  commissionPercent: percentSchema,
  /** Smallest commission a claim pays out. */
  minClaim: bahtSchema,
});

export const cashbackInviteResponses = {
  cashbackSetting: dataOf(cashbackSettingSchema),
  cashback: dataOf(cashbackCheckSchema),
  inviteSetting: dataOf(inviteSettingSchema),
} as const;

export type CashbackSettingWire = yup.InferType<typeof cashbackSettingSchema>;
export type CashbackCheckWire = yup.InferType<typeof cashbackCheckSchema>;
export type InviteSettingWire = yup.InferType<typeof inviteSettingSchema>;
