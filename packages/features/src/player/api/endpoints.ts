/**
 * Typed endpoint functions of the player API (docs/player-api.md) used by the player screens.
 * Each takes the `player` API client and an AbortSignal, reads the body through its schema
 * (schemas.ts: a body of the wrong shape rejects with ApiError 500 'Unexpected response', a
 * malformed row of a list is left out) and turns baht into integer satang.
 */
import { playerPaths } from '../../shared/api/endpoints';
import type { ApiError } from '../../shared/api/errors';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, type Satang } from '../../shared/money/money';
import { matches, readBody } from '../../shared/wire/read';
import type {
  Bank,
  DepositInput,
  InviteSummary,
  Promotion,
  Transaction,
  TransferBank,
  WithdrawInput,
  WithdrawSetting,
} from '../types';
import {
  errorBodySchema,
  playerResponses,
  type DepositRequest,
  type PromotionWire,
  type TransactionWire,
  type WithdrawRequest,
} from './schemas';
import { idempotencyHeaders } from '../../shared/query/idempotency';

export { UNEXPECTED_RESPONSE } from '../../shared/wire/read';

/**
 * Options of a write: an AbortSignal and the `Idempotency-Key` of this action (docs/player-api.md,
 * 5 Writes).
 */
export interface WriteOptions {
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header: a repeated key gets the first answer, nothing is done twice. */
  idempotencyKey?: string;
}

/** A transaction as the screens use it: the baht amount as satang. */
export function toTransaction({ amount, ...rest }: TransactionWire): Transaction {
  return { ...rest, amountSatang: bahtToSatang(amount) };
}

function toPromotion({ maxBonus, minDeposit, ...rest }: PromotionWire): Promotion {
  return { ...rest, maxBonusSatang: bahtToSatang(maxBonus), minDepositSatang: bahtToSatang(minDeposit) };
}

/* ---- Reads ---- */

export { fetchBanners, fetchGameList } from '../../shared/player/siteCalls';

/** The link that opens `gameId` as this player (GET /gamelogin/getloginurl/{id}?gameId=). */
export async function fetchPlayerLoginLink(
  client: ApiClient,
  playerId: string,
  gameId: string,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await client.get<unknown>(playerPaths.playerLoginLink(playerId), {
    params: { gameId },
    signal,
  });
  return readBody(playerResponses.playerLoginLink, data).url;
}

export async function fetchAvailablePromotions(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<Promotion[]> {
  const { data } = await client.get<unknown>(playerPaths.availablePromotions(playerId), { signal });
  return readBody(playerResponses.availablePromotions, data).map(toPromotion);
}

export async function fetchInviteSummary(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<InviteSummary> {
  const { data } = await client.get<unknown>(playerPaths.inviteSummary(playerId), { signal });
  const { totalCommission, pendingCommission, ...rest } = readBody(playerResponses.inviteSummary, data).data;
  return {
    ...rest,
    totalCommissionSatang: bahtToSatang(totalCommission),
    pendingCommissionSatang: bahtToSatang(pendingCommission),
  };
}

export async function fetchHistory(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<Transaction[]> {
  const { data } = await client.get<unknown>(playerPaths.history(playerId), { signal });
  return readBody(playerResponses.history, data).data.map(toTransaction);
}

export async function fetchWithdrawHistory(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<Transaction[]> {
  const { data } = await client.get<unknown>(playerPaths.withdrawHistory(playerId), { signal });
  return readBody(playerResponses.withdrawHistory, data).data.map(toTransaction);
}

export async function fetchWithdrawSetting(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<WithdrawSetting> {
  const { data } = await client.get<unknown>(playerPaths.withdrawSetting, { signal });
  const { minWithdraw, maxPerDay, countPerDay } = readBody(playerResponses.withdrawSetting, data).data;
  return {
    minWithdrawSatang: bahtToSatang(minWithdraw),
    maxPerDaySatang: bahtToSatang(maxPerDay),
    countPerDay,
  };
}

export async function fetchBankList(client: ApiClient, signal?: AbortSignal): Promise<Bank[]> {
  const { data } = await client.get<unknown>(playerPaths.bankList, { signal });
  return readBody(playerResponses.bankList, data).data;
}

export async function fetchTransferBankList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<TransferBank[]> {
  const { data } = await client.get<unknown>(playerPaths.transferBankList, { signal });
  return readBody(playerResponses.transferBankList, data).data;
}

/* ---- Writes (docs/player-api.md, 5 Writes) ---- */

/** Satang as the wire's baht number: 125050 -> 1250.5 (exact for 2 decimals). */
export function satangToWire(amountSatang: Satang): number {
  return amountSatang / 100;
}

/** The `Idempotency-Key` header of a write, when it has one. */
export const headersOf: (options: WriteOptions) => Record<string, string> | undefined = idempotencyHeaders;

/**
 * The deposit's body: JSON `{ amount, bankCode }`, or with a slip multipart/form-data with the
 * amount as a decimal string ('1250.50'), the bank code and the file (docs/player-api.md, 5.1).
 */
export function depositBody(input: DepositInput): DepositRequest | FormData {
  const body: DepositRequest = { amount: satangToWire(input.amountSatang), bankCode: input.bankCode };
  if (!input.slip) return body;
  const form = new FormData();
  form.append('amount', (input.amountSatang / 100).toFixed(2));
  form.append('bankCode', input.bankCode);
  form.append('slip', input.slip, input.slip.name);
  return form;
}

/** POST /userbalance/deposit/{id} `{ amount, bankCode }`, or the same with a `slip` file -> the pending deposit. */
export async function postDeposit(
  client: ApiClient,
  playerId: string,
  input: DepositInput,
  options: WriteOptions = {},
): Promise<Transaction> {
  const body = depositBody(input);
  const { data } = await client.post<unknown>(playerPaths.deposit(playerId), body, {
    signal: options.signal,
    headers: headersOf(options),
  });
  return toTransaction(readBody(playerResponses.deposit, data).data);
}

/** POST /userbalance/withdraw/{id} `{ amount }` -> the pending withdrawal (its amount is held). */
export async function postWithdraw(
  client: ApiClient,
  playerId: string,
  input: WithdrawInput,
  options: WriteOptions = {},
): Promise<Transaction> {
  const body: WithdrawRequest = { amount: satangToWire(input.amountSatang) };
  const { data } = await client.post<unknown>(playerPaths.withdraw(playerId), body, {
    signal: options.signal,
    headers: headersOf(options),
  });
  return toTransaction(readBody(playerResponses.withdraw, data).data);
}

/** The request field a 400 is about (`amount`, `bankCode`), from the ErrorBody's `field`. */
export function errorField(error: ApiError): string | null {
  if (error.status !== 400 || !matches(errorBodySchema, error.body)) return null;
  return error.body.field ?? null;
}
