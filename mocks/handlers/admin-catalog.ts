/**
 * The back office's promotions and credit codes (docs/player-api.md, 7): the promotions list
 * (disabled ones too, with how often each was claimed), create, edit, switch on or off (never
 * deleted; a disabled one disappears for players and cannot be claimed); the promotions players
 * received; the credit codes (search, status, paging), create, edit, switch on or off and a batch.
 * Requests are read through the `adminWire` schemas: a failing field answers 400 with its Thai
 * message and `field`.
 */
import { adminWire } from '@pp/features/wire';
import type { HttpHandler } from 'msw';

import { bahtToSatang, satangToBaht } from '../lib/money';
import { listAccounts } from '../services/playerService';
import { adminNow } from '../stores/admin-clock';
import { allCodes, saveCodes, usesByCode, type StoredCreditCode } from '../stores/creditCodes';
import {
  allPromotions,
  nextPromotionId,
  savePromotions,
  type ManagedPromotion,
} from '../stores/promotion-admin';
import { getClaims, storedClaimIds, toClaimWire } from '../stores/promotions';
import { bangkokDate } from '../stores/wallet-rules';
import {
  adminMessages,
  dataResponse,
  fieldError,
  oneOfQuery,
  pageBody,
  pagingOf,
  validated,
} from './admin-http';
import { adminRoute, errorResponse, type RouteContext } from './player-http';
import { invalidBody, jsonObject } from './player-wallet';

/* ---- Promotions ---- */

/** Every claim of every player (demo, seeded, registered and stored), with the player. */
async function everyClaim() {
  const accounts = (await listAccounts()).filter((account) => account.role === 'player');
  const usernames = new Map(accounts.map((account) => [account.id, account.username]));
  const ids = [...new Set([...accounts.map((account) => account.id), ...storedClaimIds()])];
  return ids.flatMap((playerId) =>
    getClaims(playerId).map((claim) => ({ playerId, username: usernames.get(playerId) ?? playerId, claim })),
  );
}

async function toAdminPromotions(list: ManagedPromotion[]): Promise<adminWire.AdminPromotionWire[]> {
  const counts = new Map<string, number>();
  for (const { claim } of await everyClaim()) {
    counts.set(claim.promotionId, (counts.get(claim.promotionId) ?? 0) + 1);
  }
  return list.map((promo) => ({
    id: promo.id,
    title: promo.title,
    detail: promo.detail,
    bonusPercent: promo.bonusPercent,
    maxBonus: promo.maxBonus,
    minDeposit: promo.minDeposit,
    turnover: promo.turnover,
    imageUrl: promo.imageUrl,
    active: promo.active,
    claimedCount: counts.get(promo.id) ?? 0,
    createdAt: promo.createdAt,
  }));
}

async function oneAdminPromotion(promo: ManagedPromotion, status = 200): Promise<Response> {
  const [wire] = await toAdminPromotions([promo]);
  return dataResponse(wire, status);
}

/** The body of a promotion request, validated (the money at most two decimals, in baht). */
async function promotionInput(request: Request) {
  const body = await jsonObject(request);
  if (!body) return invalidBody();
  return validated(adminWire.promotionRequestSchema, body);
}

export const promotionsHandler: HttpHandler = adminRoute('promotions', async () =>
  dataResponse(await toAdminPromotions(allPromotions())),
);

export const createPromotionHandler: HttpHandler = adminRoute('createPromotion', async ({ request }) => {
  const input = await promotionInput(request);
  if (input instanceof Response) return input;
  const list = allPromotions();
  const promo: ManagedPromotion = {
    id: nextPromotionId(list),
    ...input,
    imageUrl: input.imageUrl ?? null,
    active: true,
    createdAt: adminNow().toISOString(),
  };
  savePromotions([...list, promo]);
  return oneAdminPromotion(promo, 201);
});

/** The promotion of the path and the list it is in, or its 404. */
function promotionOf({ params }: RouteContext): { list: ManagedPromotion[]; index: number } | Response {
  const list = allPromotions();
  const index = list.findIndex((promo) => promo.id === params.promotionId);
  return index < 0 ? errorResponse(404, { message: adminMessages.promotionNotFound }) : { list, index };
}

export const promotionHandler: HttpHandler = adminRoute('promotion', async (context) => {
  const found = promotionOf(context);
  if (found instanceof Response) return found;
  const input = await promotionInput(context.request);
  if (input instanceof Response) return input;
  const { list, index } = found;
  const current = list[index] as ManagedPromotion;
  const updated: ManagedPromotion = { ...current, ...input, imageUrl: input.imageUrl ?? null };
  list[index] = updated;
  savePromotions(list);
  return oneAdminPromotion(updated);
});

export const promotionActiveHandler: HttpHandler = adminRoute('promotionActive', async (context) => {
  const found = promotionOf(context);
  if (found instanceof Response) return found;
  const body = await jsonObject(context.request);
  if (!body) return invalidBody();
  const input = validated(adminWire.activeRequestSchema, body);
  if (input instanceof Response) return input;
  const { list, index } = found;
  const updated: ManagedPromotion = { ...(list[index] as ManagedPromotion), active: input.active };
  list[index] = updated;
  savePromotions(list);
  return oneAdminPromotion(updated);
});

export const receivedPromotionsHandler: HttpHandler = adminRoute(
  'receivedPromotions',
  async ({ request }) => {
    const url = new URL(request.url);
    const paging = pagingOf(url);
    if (paging instanceof Response) return paging;
    const day = oneOfQuery(url, 'day', ['today', 'all'] as const);
    if (day instanceof Response) return day;
    const today = bangkokDate(adminNow());
    const rows: adminWire.AdminReceivedPromotionWire[] = (await everyClaim())
      .filter(({ claim }) => day !== 'today' || bangkokDate(claim.claimedAt) === today)
      .map(({ playerId, username, claim }) => {
        const wire = toClaimWire(claim);
        return {
          playerId,
          username,
          promotionId: wire.promotionId,
          title: wire.title,
          deposit: wire.deposit,
          bonus: wire.bonus,
          status: wire.status,
          claimedAt: wire.claimedAt,
        };
      })
      .sort((a, b) => b.claimedAt.localeCompare(a.claimedAt) || a.playerId.localeCompare(b.playerId));
    return Response.json(pageBody(rows, paging.page, paging.pageSize));
  },
);

/* ---- Credit codes ---- */

/** A code's state: disabled, expired (at the back office's now), used up, or active. */
export function codeStatus(
  code: StoredCreditCode,
  used: number,
  now: Date,
): adminWire.AdminCreditCodeWire['status'] {
  if (!code.active) return 'disabled';
  if (Date.parse(code.expiresAt) <= now.getTime()) return 'expired';
  if (used >= code.limit) return 'used-up';
  return 'active';
}

function toAdminCode(
  code: StoredCreditCode,
  uses: ReadonlyMap<string, number>,
): adminWire.AdminCreditCodeWire {
  const used = uses.get(code.code) ?? 0;
  return {
    code: code.code,
    amount: satangToBaht(code.amountSatang),
    limit: code.limit,
    used,
    expiresAt: code.expiresAt,
    status: codeStatus(code, used, adminNow()),
    createdAt: code.createdAt,
  };
}

const oneCode = (code: StoredCreditCode, status = 200) =>
  dataResponse(toAdminCode(code, usesByCode()), status);

export const creditCodesHandler: HttpHandler = adminRoute('creditCodes', async ({ request }) => {
  const url = new URL(request.url);
  const paging = pagingOf(url);
  if (paging instanceof Response) return paging;
  const status = oneOfQuery(url, 'status', adminWire.CREDIT_CODE_STATUSES);
  if (status instanceof Response) return status;
  const search = (url.searchParams.get('search') ?? '').trim().toUpperCase();
  const uses = usesByCode();
  const rows = allCodes()
    .map((code) => toAdminCode(code, uses))
    .filter((code) => (!status || code.status === status) && (!search || code.code.includes(search)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.code.localeCompare(b.code));
  return Response.json(pageBody(rows, paging.page, paging.pageSize));
});

export const createCreditCodeHandler: HttpHandler = adminRoute('createCreditCode', async ({ request }) => {
  const body = await jsonObject(request);
  if (!body) return invalidBody();
  const input = validated(adminWire.creditCodeRequestSchema, body);
  if (input instanceof Response) return input;
  if (!input.code) return fieldError('code', 'required');
  const codes = allCodes();
  if (codes.some((code) => code.code === input.code)) {
    return errorResponse(409, { message: adminMessages.codeExists, code: 'code.exists', field: 'code' });
  }
  const created: StoredCreditCode = {
    code: input.code,
    amountSatang: bahtToSatang(input.amount),
    limit: input.limit,
    expiresAt: new Date(input.expiresAt).toISOString(),
    active: true,
    createdAt: adminNow().toISOString(),
  };
  saveCodes([...codes, created]);
  return oneCode(created, 201);
});

/** The code of the path and the list it is in, or its 404. */
function codeOf({ params }: RouteContext): { codes: StoredCreditCode[]; index: number } | Response {
  const codes = allCodes();
  const wanted = (params.code ?? '').toUpperCase();
  const index = codes.findIndex((code) => code.code === wanted);
  return index < 0 ? errorResponse(404, { message: adminMessages.codeNotFound }) : { codes, index };
}

export const creditCodeHandler: HttpHandler = adminRoute('creditCode', async (context) => {
  const found = codeOf(context);
  if (found instanceof Response) return found;
  const body = await jsonObject(context.request);
  if (!body) return invalidBody();
  // The code's text is not edited: whatever `code` the body holds is ignored.
  const input = validated(adminWire.creditCodeRequestSchema.omit(['code']), body);
  if (input instanceof Response) return input;
  const { codes, index } = found;
  const updated: StoredCreditCode = {
    ...(codes[index] as StoredCreditCode),
    amountSatang: bahtToSatang(input.amount),
    limit: input.limit,
    expiresAt: new Date(input.expiresAt).toISOString(),
  };
  codes[index] = updated;
  saveCodes(codes);
  return oneCode(updated);
});

export const creditCodeActiveHandler: HttpHandler = adminRoute('creditCodeActive', async (context) => {
  const found = codeOf(context);
  if (found instanceof Response) return found;
  const body = await jsonObject(context.request);
  if (!body) return invalidBody();
  const input = validated(adminWire.activeRequestSchema, body);
  if (input instanceof Response) return input;
  const { codes, index } = found;
  const updated: StoredCreditCode = { ...(codes[index] as StoredCreditCode), active: input.active };
  codes[index] = updated;
  saveCodes(codes);
  return oneCode(updated);
});

/** A batch code's total length: the prefix, then random A-Z and 0-9. */
export const BATCH_CODE_LENGTH = 12;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Where a batch takes its random characters from: a number in [0, 1) per call. */
export type CodeRandom = () => number;
let random: CodeRandom = Math.random;

/** Replaces the random source of batches (tests pin it; `null` puts `Math.random` back). */
export function setCreditCodeRandom(next: CodeRandom | null): void {
  random = next ?? Math.random;
}

/** `count` new codes of `prefix`, unique among `taken` and each other; null when it cannot find them. */
export function batchCodes(prefix: string, count: number, taken: ReadonlySet<string>): string[] | null {
  const made = new Set<string>();
  const length = Math.max(BATCH_CODE_LENGTH - prefix.length, 4);
  let tries = 0;
  while (made.size < count) {
    if ((tries += 1) > count * 50) return null;
    let code = prefix;
    for (let i = 0; i < length; i += 1) code += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'A';
    if (!taken.has(code)) made.add(code);
  }
  return [...made];
}

export const creditCodeBatchHandler: HttpHandler = adminRoute('creditCodeBatch', async ({ request }) => {
  const body = await jsonObject(request);
  if (!body) return invalidBody();
  const input = validated(adminWire.creditCodeBatchRequestSchema, body);
  if (input instanceof Response) return input;
  const codes = allCodes();
  const made = batchCodes(input.prefix, input.count, new Set(codes.map((code) => code.code)));
  if (!made)
    return errorResponse(409, { message: adminMessages.batchFull, code: 'prefix.full', field: 'prefix' });
  const createdAt = adminNow().toISOString();
  const created = made.map((code): StoredCreditCode => ({
    code,
    amountSatang: bahtToSatang(input.amount),
    limit: input.limit,
    expiresAt: new Date(input.expiresAt).toISOString(),
    active: true,
    createdAt,
  }));
  saveCodes([...codes, ...created]);
  const uses = usesByCode();
  return dataResponse(
    created.map((code) => toAdminCode(code, uses)),
    201,
  );
});

export const adminCatalogHandlers: HttpHandler[] = [
  promotionsHandler,
  createPromotionHandler,
  promotionHandler,
  promotionActiveHandler,
  receivedPromotionsHandler,
  creditCodeBatchHandler,
  creditCodesHandler,
  createCreditCodeHandler,
  creditCodeHandler,
  creditCodeActiveHandler,
];
