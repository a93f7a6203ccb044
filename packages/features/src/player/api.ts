/**
 * Typed endpoint functions of the player API (docs/player-api.md) used by the player screens.
 * Each takes the `player` API client and an AbortSignal, reads the envelope the contract gives
 * (`{ data }` or the body itself), checks the shape and turns baht into integer satang.
 * A body of the wrong shape rejects with an ApiError, like any other failure.
 */
import { playerPaths } from '../shared/api/endpoints';
import { ApiError } from '../shared/api/errors';
import type { ApiClient } from '../shared/api/http';
import { bahtToSatang, type Satang } from '../shared/money/money';
import {
  GAME_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type Bank,
  type Banner,
  type DepositInput,
  type GameCategory,
  type GameLink,
  type InviteSummary,
  type Promotion,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
  type TransferBank,
  type WithdrawInput,
  type WithdrawSetting,
} from './types';

type Json = Record<string, unknown>;

/** Thrown (as an ApiError) when a 2xx body does not have the documented shape. */
export const UNEXPECTED_RESPONSE = 'Unexpected response';

function unexpected(): never {
  throw new ApiError(500, UNEXPECTED_RESPONSE);
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): value is string => typeof value === 'string';
const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `{ data: X }` -> X. */
function dataOf(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : unexpected();
}

function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) unexpected();
  const items: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    // A malformed row is left out rather than breaking the whole list.
    if (parsed !== null) items.push(parsed);
  }
  return items;
}

/** A baht amount from the wire (never negative) in satang, or null. */
function satang(value: unknown): Satang | null {
  return num(value) && value >= 0 ? bahtToSatang(value) : null;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  str(value) && (values as readonly string[]).includes(value);

export function readTransaction(value: unknown): Transaction | null {
  if (!isRecord(value)) return null;
  const { id, type, amount, status, description, bankCode, createdAt } = value;
  const amountSatang = satang(amount);
  if (!str(id) || !oneOf<TransactionType>(TRANSACTION_TYPES, type) || amountSatang === null) return null;
  if (!oneOf<TransactionStatus>(TRANSACTION_STATUSES, status) || !str(createdAt)) return null;
  return {
    id,
    type,
    amountSatang,
    status,
    description: str(description) ? description : '',
    bankCode: str(bankCode) ? bankCode : null,
    createdAt,
  };
}

function readGame(value: unknown): GameLink | null {
  if (!isRecord(value)) return null;
  const { id, name, provider, category, color, url } = value;
  if (!str(id) || !str(name) || !oneOf<GameCategory>(GAME_CATEGORIES, category) || !str(url)) return null;
  return { id, name, provider: str(provider) ? provider : '', category, color: str(color) ? color : '', url };
}

function readBanner(value: unknown): Banner | null {
  if (!isRecord(value)) return null;
  const { id, title, subtitle, imageUrl, gradient, link } = value;
  if (!str(id) || !str(title) || !isRecord(gradient)) return null;
  const { from, to, angle } = gradient;
  if (!str(from) || !str(to)) return null;
  return {
    id,
    title,
    subtitle: str(subtitle) ? subtitle : '',
    imageUrl: str(imageUrl) ? imageUrl : null,
    gradient: { from, to, angle: num(angle) ? angle : 135 },
    link: str(link) ? link : '',
  };
}

function readPromotion(value: unknown): Promotion | null {
  if (!isRecord(value)) return null;
  const { id, title, detail, bonusPercent, maxBonus, minDeposit, turnover } = value;
  const maxBonusSatang = satang(maxBonus);
  const minDepositSatang = satang(minDeposit);
  if (!str(id) || !str(title) || maxBonusSatang === null || minDepositSatang === null) return null;
  return {
    id,
    title,
    detail: str(detail) ? detail : '',
    bonusPercent: num(bonusPercent) ? bonusPercent : 0,
    maxBonusSatang,
    minDepositSatang,
    turnover: num(turnover) ? turnover : 0,
  };
}

function readBank(value: unknown): Bank | null {
  if (!isRecord(value)) return null;
  const { bankCode, name, color } = value;
  if (!str(bankCode) || !str(name)) return null;
  return { bankCode, name, color: str(color) ? color : '' };
}

function readTransferBank(value: unknown): TransferBank | null {
  if (!isRecord(value)) return null;
  const { id, bankCode, bankName, accountNumber, accountName } = value;
  if (!str(id) || !str(bankCode) || !str(accountNumber) || !str(accountName)) return null;
  return { id, bankCode, bankName: str(bankName) ? bankName : bankCode, accountNumber, accountName };
}

function readInviteSummary(value: unknown): InviteSummary {
  if (!isRecord(value)) unexpected();
  const count = (field: unknown) => (num(field) ? Math.max(0, Math.trunc(field)) : 0);
  return {
    playerId: str(value.playerId) ? value.playerId : '',
    inviteCode: str(value.inviteCode) ? value.inviteCode : '',
    inviteLink: str(value.inviteLink) ? value.inviteLink : '',
    invitedTotal: count(value.invitedTotal),
    invitedActive: count(value.invitedActive),
    invitedThisMonth: count(value.invitedThisMonth),
    totalCommissionSatang: satang(value.totalCommission) ?? 0,
    pendingCommissionSatang: satang(value.pendingCommission) ?? 0,
  };
}

function readWithdrawSetting(value: unknown): WithdrawSetting {
  if (!isRecord(value)) unexpected();
  const min = satang(value.minWithdraw);
  const max = satang(value.maxPerDay);
  const count = value.countPerDay;
  if (min === null || max === null || !num(count)) unexpected();
  return { minWithdrawSatang: min, maxPerDaySatang: max, countPerDay: Math.trunc(count) };
}

/* ---- Reads ---- */

export async function fetchGameList(client: ApiClient, signal?: AbortSignal): Promise<GameLink[]> {
  const { data } = await client.get<unknown>(playerPaths.gameList, { signal });
  return listOf(data, readGame);
}

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
  if (!isRecord(data) || !str(data.url) || data.url === '') unexpected();
  return data.url;
}

export async function fetchBanners(client: ApiClient, signal?: AbortSignal): Promise<Banner[]> {
  const { data } = await client.get<unknown>(playerPaths.banners, { signal });
  return listOf(dataOf(data), readBanner);
}

export async function fetchAvailablePromotions(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<Promotion[]> {
  const { data } = await client.get<unknown>(playerPaths.availablePromotions(playerId), { signal });
  return listOf(data, readPromotion);
}

export async function fetchInviteSummary(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<InviteSummary> {
  const { data } = await client.get<unknown>(playerPaths.inviteSummary(playerId), { signal });
  return readInviteSummary(dataOf(data));
}

export async function fetchHistory(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<Transaction[]> {
  const { data } = await client.get<unknown>(playerPaths.history(playerId), { signal });
  return listOf(dataOf(data), readTransaction);
}

export async function fetchWithdrawHistory(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<Transaction[]> {
  const { data } = await client.get<unknown>(playerPaths.withdrawHistory(playerId), { signal });
  return listOf(dataOf(data), readTransaction);
}

export async function fetchWithdrawSetting(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<WithdrawSetting> {
  const { data } = await client.get<unknown>(playerPaths.withdrawSetting, { signal });
  return readWithdrawSetting(dataOf(data));
}

export async function fetchBankList(client: ApiClient, signal?: AbortSignal): Promise<Bank[]> {
  const { data } = await client.get<unknown>(playerPaths.bankList, { signal });
  return listOf(dataOf(data), readBank);
}

export async function fetchTransferBankList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<TransferBank[]> {
  const { data } = await client.get<unknown>(playerPaths.transferBankList, { signal });
  return listOf(dataOf(data), readTransferBank);
}

/* ---- Writes (decisions section 3) ---- */

/** Satang as the wire's baht number: 125050 -> 1250.5 (exact for 2 decimals). */
export function satangToWire(amountSatang: Satang): number {
  return amountSatang / 100;
}

function createdTransaction(body: unknown): Transaction {
  return readTransaction(dataOf(body)) ?? unexpected();
}

/** POST /userbalance/deposit/{id} `{ amount, bankCode }` -> the pending deposit. */
export async function postDeposit(
  client: ApiClient,
  playerId: string,
  input: DepositInput,
  signal?: AbortSignal,
): Promise<Transaction> {
  const body = { amount: satangToWire(input.amountSatang), bankCode: input.bankCode };
  const { data } = await client.post<unknown>(playerPaths.deposit(playerId), body, { signal });
  return createdTransaction(data);
}

/** POST /userbalance/withdraw/{id} `{ amount }` -> the pending withdrawal (its amount is held). */
export async function postWithdraw(
  client: ApiClient,
  playerId: string,
  input: WithdrawInput,
  signal?: AbortSignal,
): Promise<Transaction> {
  const body = { amount: satangToWire(input.amountSatang) };
  const { data } = await client.post<unknown>(playerPaths.withdraw(playerId), body, { signal });
  return createdTransaction(data);
}

/** The request field a 400 is about (`amount`, `bankCode`), from the ErrorBody's `field`. */
export function errorField(error: ApiError): string | null {
  const body = error.body;
  return error.status === 400 && isRecord(body) && str(body.field) ? body.field : null;
}
