/**
 * The back office's bodies as yup schemas: the wire contract of `adminPaths` (docs/player-api.md,
 * 7 Back office). Money travels as baht; the admin screens turn it into satang. The mock backend
 * answers with these shapes and validates the write requests with them; the contract test checks
 * the doc's examples against them.
 */
import * as yup from 'yup';

import {
  bahtSchema,
  countSchema,
  datetimeSchema,
  nullableText,
  oneOf,
  optionalText,
} from '../../shared/wire/fields';
import { promotionSchema, TRANSACTION_STATUSES, transactionSchema } from '../../shared/wire/records';
import { dataOf, listOf, record } from '../../shared/wire/read';
import { userSchema } from '../../shared/wire/user';

/** The types a back-office transaction list holds: the two an admin settles. */
export const ADMIN_TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;
export const USER_STATUSES = ['active', 'banned'] as const;
/** A credit code's state: `expired` and `used-up` are worked out from its expiry and uses. */
export const CREDIT_CODE_STATUSES = ['active', 'disabled', 'expired', 'used-up'] as const;
/** Rows a list page may hold at most. */
export const MAX_PAGE_SIZE = 100;

/** One page of a server-paged list: `page` counts from 1; `total` is the count of every match. */
export function pageOf<T>(row: yup.ISchema<T>) {
  return dataOf(
    record({
      items: listOf(row),
      total: yup.number().integer().min(0).required(),
      page: yup.number().integer().min(1).required(),
      pageSize: yup.number().integer().min(1).max(MAX_PAGE_SIZE).required(),
    }),
  );
}

/** A player as the back office lists it: the account plus when it registered. */
export const adminUserSchema = userSchema.shape({
  createdAt: datetimeSchema,
});

/** `GET /usercount`. */
export const userCountSchema = record({ today: countSchema, total: countSchema });

/** `POST /usersystem/status/{id}`. */
export const userStatusRequestSchema = record({ status: oneOf(USER_STATUSES) });

/** An admin account. */
export const adminAccountSchema = record({
  id: yup.string().required(),
  username: yup.string().required(),
  name: optionalText(),
  createdAt: datetimeSchema,
  /** null: never logged in. */
  lastLoginAt: nullableText(),
});

/** A promotion as the back office sees it: disabled ones too, and how often it was claimed. */
export const adminPromotionSchema = promotionSchema.shape({
  active: yup.boolean().required(),
  claimedCount: countSchema,
  createdAt: datetimeSchema,
});

/**
 * `POST /promotionadmin`, `PUT /promotionadmin/{promotionId}`: what the form sends. The server
 * applies the same rules and answers 400 with `field` set when one fails.
 */
export const promotionRequestSchema = record({
  title: yup.string().trim().required().max(120),
  detail: yup.string().trim().max(500).default(''),
  bonusPercent: yup.number().required().min(0).max(1000),
  maxBonus: bahtSchema,
  minDeposit: bahtSchema,
  /** Multiple of deposit plus bonus to play before a withdrawal; 0: none. */
  turnover: yup.number().required().min(0).max(100),
  imageUrl: nullableText(),
});

/** `POST .../active` of a promotion or a credit code. */
export const activeRequestSchema = record({ active: yup.boolean().required() });

/** A promotion a player received, with the player: `GET /receivedpromotion`. */
export const adminReceivedPromotionSchema = record({
  playerId: yup.string().required(),
  username: yup.string().required(),
  promotionId: yup.string().required(),
  title: yup.string().required(),
  deposit: bahtSchema,
  bonus: bahtSchema,
  status: oneOf(['active', 'completed'] as const),
  claimedAt: datetimeSchema,
});

/** A credit code as the back office sees it. */
export const adminCreditCodeSchema = record({
  code: yup.string().required(),
  amount: bahtSchema,
  /** How many players may redeem it in all. */
  limit: yup.number().integer().min(1).required(),
  used: countSchema,
  expiresAt: datetimeSchema,
  status: oneOf(CREDIT_CODE_STATUSES),
  createdAt: datetimeSchema,
});

/** `POST /creditcode` (with `code`), `PUT /creditcode/{code}` (without). Codes: A-Z, 0-9, 6 to 16. */
export const creditCodeRequestSchema = record({
  code: yup
    .string()
    .trim()
    .uppercase()
    .matches(/^[A-Z0-9]{6,16}$/),
  amount: bahtSchema,
  limit: yup.number().integer().min(1).max(1_000_000).required(),
  expiresAt: datetimeSchema,
});

/** `POST /creditcode/batch`: `count` new codes of `prefix` plus random characters (16 at most). */
export const creditCodeBatchRequestSchema = record({
  prefix: yup
    .string()
    .trim()
    .uppercase()
    .matches(/^[A-Z0-9]{2,8}$/)
    .required(),
  count: yup.number().integer().min(1).max(500).required(),
  amount: bahtSchema,
  limit: yup.number().integer().min(1).max(1_000_000).required(),
  expiresAt: datetimeSchema,
});

/** A deposit or withdrawal with its player, the player's bank and how it was settled. */
export const adminTransactionSchema = transactionSchema.shape({
  type: oneOf(ADMIN_TRANSACTION_TYPES),
  playerId: yup.string().required(),
  username: yup.string().required(),
  playerName: optionalText(),
  /** The player's own bank (a withdrawal is paid there). */
  playerBankCode: optionalText(),
  playerBookNumber: optionalText(),
  /** A deposit's transfer slip is at `GET /transaction/{txId}/slip`. */
  hasSlip: yup.boolean().default(false),
  /** Set when rejected: shown to the player in the history. */
  reason: nullableText(),
  settledAt: nullableText(),
  /** The admin's username. */
  settledBy: nullableText(),
});

/** `POST /transaction/{txId}/reject`. */
export const rejectRequestSchema = record({ reason: yup.string().trim().required().max(200) });

/** `GET /agentinfo`. */
export const agentInfoSchema = record({
  agentId: yup.string().required(),
  name: yup.string().required(),
  website: optionalText(),
  lineId: optionalText(),
  createdAt: datetimeSchema,
});

/** `GET /agentbalance`: the float, and today's (Asia/Bangkok) approved money in and out. */
export const agentBalanceSchema = record({
  balance: yup.number().required(),
  today: record({
    deposits: bahtSchema,
    depositCount: countSchema,
    withdrawals: bahtSchema,
    withdrawalCount: countSchema,
    /** deposits - withdrawals: may be negative. */
    net: yup.number().required(),
  }),
});

/** Every admin answer, keyed like `adminPaths`. */
export const adminResponses = {
  users: pageOf(adminUserSchema),
  userCount: dataOf(userCountSchema),
  userStatus: dataOf(adminUserSchema),
  admins: dataOf(listOf(adminAccountSchema)),
  promotions: dataOf(listOf(adminPromotionSchema)),
  createPromotion: dataOf(adminPromotionSchema),
  promotion: dataOf(adminPromotionSchema),
  promotionActive: dataOf(adminPromotionSchema),
  receivedPromotions: pageOf(adminReceivedPromotionSchema),
  creditCodes: pageOf(adminCreditCodeSchema),
  createCreditCode: dataOf(adminCreditCodeSchema),
  creditCode: dataOf(adminCreditCodeSchema),
  creditCodeActive: dataOf(adminCreditCodeSchema),
  creditCodeBatch: dataOf(listOf(adminCreditCodeSchema)),
  transactions: pageOf(adminTransactionSchema),
  transaction: dataOf(adminTransactionSchema),
  approveTransaction: dataOf(adminTransactionSchema),
  rejectTransaction: dataOf(adminTransactionSchema),
  agentInfo: dataOf(agentInfoSchema),
  agentBalance: dataOf(agentBalanceSchema),
} as const;

export { TRANSACTION_STATUSES };
export type AdminUserWire = yup.InferType<typeof adminUserSchema>;
export type AdminAccountWire = yup.InferType<typeof adminAccountSchema>;
export type AdminPromotionWire = yup.InferType<typeof adminPromotionSchema>;
export type AdminReceivedPromotionWire = yup.InferType<typeof adminReceivedPromotionSchema>;
export type AdminCreditCodeWire = yup.InferType<typeof adminCreditCodeSchema>;
export type AdminTransactionWire = yup.InferType<typeof adminTransactionSchema>;
export type AgentInfoWire = yup.InferType<typeof agentInfoSchema>;
export type AgentBalanceWire = yup.InferType<typeof agentBalanceSchema>;
export type PromotionRequest = yup.InferType<typeof promotionRequestSchema>;
export type CreditCodeRequest = yup.InferType<typeof creditCodeRequestSchema>;
export type CreditCodeBatchRequest = yup.InferType<typeof creditCodeBatchRequestSchema>;
