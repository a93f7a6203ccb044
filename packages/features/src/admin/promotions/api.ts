/**
 * The back office's promotion calls (`adminPaths`, docs/player-api.md 7): the list (disabled ones
 * too), create, edit, switch on or off, and the promotions players received. Bodies are read
 * through `adminResponses`; baht on the wire become satang here.
 */
import { adminPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, satangToBaht, type Satang } from '../../shared/money/money';
import { readBody } from '../../shared/wire/read';
import { idempotencyHeaders, pageParams, type Page, type PageQuery } from '../api/client';
import {
  adminResponses,
  type AdminPromotionWire,
  type AdminReceivedPromotionWire,
  type PromotionRequest,
} from '../api/schemas';

/** A promotion as the back office shows it: money in satang. */
export interface AdminPromotion {
  id: string;
  title: string;
  detail: string;
  bonusPercent: number;
  maxBonusSatang: Satang;
  minDepositSatang: Satang;
  /** Multiple of deposit plus bonus to play before a withdrawal; 0: none. */
  turnover: number;
  imageUrl: string | null;
  active: boolean;
  claimedCount: number;
  createdAt: string;
}

/** What the form sends: money in satang (baht on the wire). */
export interface PromotionInput {
  title: string;
  detail: string;
  bonusPercent: number;
  maxBonusSatang: Satang;
  minDepositSatang: Satang;
  turnover: number;
  imageUrl: string | null;
}

/** A promotion a player received. */
export interface ReceivedPromotion {
  playerId: string;
  username: string;
  promotionId: string;
  title: string;
  depositSatang: Satang;
  bonusSatang: Satang;
  status: 'active' | 'completed';
  claimedAt: string;
}

/** The received promotions' filter: claimed today (Bangkok day) or ever. */
export type ReceivedDay = 'today' | 'all';

export interface ReceivedQuery extends PageQuery {
  day: ReceivedDay;
}

export interface WriteOptions {
  signal?: AbortSignal;
  idempotencyKey?: string;
}

export function toAdminPromotion(wire: AdminPromotionWire): AdminPromotion {
  return {
    id: wire.id,
    title: wire.title,
    detail: wire.detail,
    bonusPercent: wire.bonusPercent,
    maxBonusSatang: bahtToSatang(wire.maxBonus),
    minDepositSatang: bahtToSatang(wire.minDeposit),
    turnover: wire.turnover,
    imageUrl: wire.imageUrl,
    active: wire.active,
    claimedCount: wire.claimedCount,
    createdAt: wire.createdAt,
  };
}

function toReceived(wire: AdminReceivedPromotionWire): ReceivedPromotion {
  return {
    playerId: wire.playerId,
    username: wire.username,
    promotionId: wire.promotionId,
    title: wire.title,
    depositSatang: bahtToSatang(wire.deposit),
    bonusSatang: bahtToSatang(wire.bonus),
    status: wire.status,
    claimedAt: wire.claimedAt,
  };
}

/** The request body of a create or an edit: baht on the wire. */
export function toPromotionRequest(input: PromotionInput): PromotionRequest {
  return {
    title: input.title,
    detail: input.detail,
    bonusPercent: input.bonusPercent,
    maxBonus: satangToBaht(input.maxBonusSatang),
    minDeposit: satangToBaht(input.minDepositSatang),
    turnover: input.turnover,
    imageUrl: input.imageUrl,
  };
}

/** GET: every promotion, disabled ones too. */
export async function fetchAdminPromotions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<AdminPromotion[]> {
  const { data } = await client.get<unknown>(adminPaths.promotions, { signal });
  return readBody(adminResponses.promotions, data).data.map(toAdminPromotion);
}

/** POST: a new promotion (active). */
export async function postPromotion(
  client: ApiClient,
  input: PromotionInput,
  options: WriteOptions = {},
): Promise<AdminPromotion> {
  const { data } = await client.post<unknown>(adminPaths.promotions, toPromotionRequest(input), {
    signal: options.signal,
    headers: idempotencyHeaders(options),
  });
  return toAdminPromotion(readBody(adminResponses.createPromotion, data).data);
}

/** PUT: the promotion edited. */
export async function putPromotion(
  client: ApiClient,
  id: string,
  input: PromotionInput,
  options: WriteOptions = {},
): Promise<AdminPromotion> {
  const { data } = await client.put<unknown>(adminPaths.promotion(id), toPromotionRequest(input), {
    signal: options.signal,
    headers: idempotencyHeaders(options),
  });
  return toAdminPromotion(readBody(adminResponses.promotion, data).data);
}

/** POST `{ active }`: switched on or off (never deleted). */
export async function postPromotionActive(
  client: ApiClient,
  id: string,
  active: boolean,
  options: WriteOptions = {},
): Promise<AdminPromotion> {
  const { data } = await client.post<unknown>(
    adminPaths.promotionActive(id),
    { active },
    { signal: options.signal, headers: idempotencyHeaders(options) },
  );
  return toAdminPromotion(readBody(adminResponses.promotionActive, data).data);
}

/** GET: one page of the promotions players received, newest first. */
export async function fetchReceivedPromotions(
  client: ApiClient,
  query: ReceivedQuery,
  signal?: AbortSignal,
): Promise<Page<ReceivedPromotion>> {
  const { data } = await client.get<unknown>(adminPaths.receivedPromotions, {
    signal,
    params: { day: query.day, ...pageParams(query) },
  });
  const page = readBody(adminResponses.receivedPromotions, data).data;
  return { items: page.items.map(toReceived), total: page.total };
}
