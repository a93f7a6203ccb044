/**
 * The player API's bodies as yup schemas (docs/player-api.md is the human contract; the contract
 * test in mocks/ checks the two agree). Money travels as baht; endpoints.ts turns it into the
 * satang of types.ts. The mock backend builds its fixtures from these types and validates the
 * write requests with these schemas.
 */
import * as yup from 'yup';

import { balanceSchema, websiteSettingResponseSchema } from '../../shared/wire/player';
import {
  bannerSchema,
  GAME_CATEGORIES,
  gameLinkSchema,
  gradientSchema,
  promotionSchema,
  siteResponses,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionSchema,
} from '../../shared/wire/records';

export {
  bannerSchema,
  GAME_CATEGORIES,
  gameLinkSchema,
  gradientSchema,
  promotionSchema,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionSchema,
};
import { bahtSchema, countSchema, oneOf, optionalText } from '../../shared/wire/fields';
import { dataOf, listOf, record } from '../../shared/wire/read';
import { cashbackInviteResponses } from './cashbackInviteSchemas';

export * from './cashbackInviteSchemas';
import { promotionResponses } from '../promotions/api/schemas';

export * from '../promotions/api/schemas';

/** How a company account is paid: a bank transfer, or PromptPay. */
export const TRANSFER_ACCOUNT_TYPES = ['bank', 'promptpay'] as const;

/** Error body of every failure: `message` ready to show; `code` and `field` on validation errors. */
export const errorBodySchema = record({
  message: yup.string().required(),
  code: yup.string(),
  field: yup.string(),
});

/** `GET /gamelogin/getloginurl/{id}`: open `url` to enter the game as this player. */
export const loginLinkSchema = record({ url: yup.string().required().min(1) });

/** Friend-invitation figures of one player (absent figures read as 0). */
export const inviteSummarySchema = record({
  playerId: optionalText(),
  inviteCode: optionalText(),
  inviteLink: optionalText(),
  invitedTotal: countSchema,
  invitedActive: countSchema,
  invitedThisMonth: countSchema,
  totalCommission: bahtSchema.default(0),
  pendingCommission: bahtSchema.default(0),
});

/** Withdrawal limits: baht, and a count per Bangkok day. */
export const withdrawSettingSchema = record({
  minWithdraw: bahtSchema,
  maxPerDay: bahtSchema,
  countPerDay: yup.number().required().integer().min(0),
});

/** A Thai bank (code, Thai name, brand colour). */
export const bankSchema = record({
  bankCode: yup.string().required(),
  name: yup.string().required(),
  color: optionalText(),
});

/** A company account deposits are transferred into. */
export const transferBankSchema = record({
  id: yup.string().required(),
  bankCode: yup.string().required(),
  bankName: yup.string().required(),
  /** As printed: '064-1-28473-5'; for `promptpay`, the PromptPay id ('081-234-5678', 13-digit tax id). */
  accountNumber: yup.string().required(),
  accountName: yup.string().required(),
  /** `bank`: transfer to the account number; `promptpay`: pay the PromptPay id (the screen shows a QR). */
  type: oneOf(TRANSFER_ACCOUNT_TYPES).default('bank'),
});

/* ---- Requests ---- */

/** A baht amount as a request sends it: a JSON number (the app) or a decimal string ("1250.50"). */
export const requestAmountSchema = yup
  .mixed<number | string>(
    (value): value is number | string => typeof value === 'number' || typeof value === 'string',
  )
  .required();

/** `POST /userbalance/deposit/{id}`: the amount and the company account's bank code. */
export const depositRequestSchema = record({
  amount: requestAmountSchema,
  bankCode: yup.string().trim().required(),
});

/** `POST /userbalance/withdraw/{id}`: the amount, paid to the player's registered account. */
export const withdrawRequestSchema = record({ amount: requestAmountSchema });

/* ---- Responses per endpoint (the envelopes of docs/player-api.md, 2 Endpoints) ---- */

export const playerResponses = {
  gameList: siteResponses.gameList,
  playerLoginLink: loginLinkSchema,
  inviteSummary: dataOf(inviteSummarySchema),
  availablePromotions: listOf(promotionSchema),
  withdrawSetting: dataOf(withdrawSettingSchema),
  bankList: dataOf(listOf(bankSchema)),
  transferBankList: dataOf(listOf(transferBankSchema)),
  banners: siteResponses.banners,
  websiteSetting: websiteSettingResponseSchema,
  history: dataOf(listOf(transactionSchema)),
  withdrawHistory: dataOf(listOf(transactionSchema)),
  balance: balanceSchema,
  promotions: siteResponses.promotions,
  deposit: dataOf(transactionSchema),
  withdraw: dataOf(transactionSchema),
  ...promotionResponses,
  ...cashbackInviteResponses,
  /** The cashback row paid into the balance. */
  claimCashback: dataOf(transactionSchema),
  /** The commission row paid into the balance. */
  claimCommission: dataOf(transactionSchema),
} as const;

/* ---- Wire types ---- */

export type ErrorBody = yup.InferType<typeof errorBodySchema>;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export type TransactionWire = yup.InferType<typeof transactionSchema>;
export type GameLinkWire = yup.InferType<typeof gameLinkSchema>;
export type LoginLinkWire = yup.InferType<typeof loginLinkSchema>;
export type BannerWire = yup.InferType<typeof bannerSchema>;
export type PromotionWire = yup.InferType<typeof promotionSchema>;
export type InviteSummaryWire = yup.InferType<typeof inviteSummarySchema>;
export type WithdrawSettingWire = yup.InferType<typeof withdrawSettingSchema>;
export type BankWire = yup.InferType<typeof bankSchema>;
export type TransferBankWire = yup.InferType<typeof transferBankSchema>;
export type DepositRequest = yup.InferType<typeof depositRequestSchema>;
export type WithdrawRequest = yup.InferType<typeof withdrawRequestSchema>;
