/**
 * Plumbing shared by the player API handlers: the endpoint table (method, path, auth rule), the
 * bearer-token check and the JSON helpers. Paths come from `playerPaths`, so handlers and the
 * app's API client cannot drift (DESIGN.md convention 3).
 */
import { adminPaths, apiUrl, playerPaths } from '@pp/features/endpoints';
import { http, HttpResponse, type HttpHandler } from 'msw';

import type { TransactionWire as ApiTransaction, Transaction as WalletTransaction } from '@pp/features/wire';
import { type TokenPayload, tokenFromRequest } from '../lib/jwt';
import { satangToBaht } from '../lib/money';
import { StorageFailure } from '../lib/persist';
import { loginCheck } from '../services/playerService';
import { accountDisabled } from '../services/session';

/**
 * Who may call an endpoint. `token`: a valid token; `owner`: the token's user must be `{id}`;
 * `owner-or-admin`: the owner, or an admin; `admin`: admins only; `public`: no token needed.
 */
export type AuthRule = 'public' | 'token' | 'owner' | 'owner-or-admin' | 'admin';

/**
 * One endpoint of the player API. `path` is the API path with `:id` for the player id (and
 * `:promotionId`, `:code`, `:txId` on the back office's paths).
 */
export interface PlayerEndpoint {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  auth: AuthRule;
}

const ID = ':id';

/** Every endpoint this mock serves, keyed like `playerPaths`. */
export const playerEndpoints = {
  gameList: { method: 'GET', path: playerPaths.gameList, auth: 'public' },
  playerLoginLink: { method: 'GET', path: playerPaths.playerLoginLink(ID), auth: 'owner' },
  inviteSummary: { method: 'GET', path: playerPaths.inviteSummary(ID), auth: 'owner-or-admin' },
  availablePromotions: { method: 'GET', path: playerPaths.availablePromotions(ID), auth: 'owner-or-admin' },
  withdrawSetting: { method: 'GET', path: playerPaths.withdrawSetting, auth: 'token' },
  bankList: { method: 'GET', path: playerPaths.bankList, auth: 'token' },
  transferBankList: { method: 'GET', path: playerPaths.transferBankList, auth: 'token' },
  banners: { method: 'GET', path: playerPaths.banners, auth: 'public' },
  websiteSetting: { method: 'GET', path: playerPaths.websiteSetting, auth: 'public' },
  history: { method: 'GET', path: playerPaths.history(ID), auth: 'owner-or-admin' },
  withdrawHistory: { method: 'GET', path: playerPaths.withdrawHistory(ID), auth: 'owner-or-admin' },
  balance: { method: 'GET', path: playerPaths.balance(ID), auth: 'owner-or-admin' },
  promotions: { method: 'GET', path: playerPaths.promotions, auth: 'public' },
  user: { method: 'GET', path: playerPaths.user(ID), auth: 'owner-or-admin' },
  deposit: { method: 'POST', path: playerPaths.deposit(ID), auth: 'owner' },
  withdraw: { method: 'POST', path: playerPaths.withdraw(ID), auth: 'owner' },
  promotionStatus: { method: 'GET', path: playerPaths.promotionStatus(ID), auth: 'owner-or-admin' },
  receivedPromotions: { method: 'GET', path: playerPaths.receivedPromotions(ID), auth: 'owner-or-admin' },
  claimPromotion: { method: 'POST', path: playerPaths.claimPromotion(ID), auth: 'owner' },
  redeemCreditCode: { method: 'POST', path: playerPaths.redeemCreditCode(ID), auth: 'owner' },
  wheelSetting: { method: 'GET', path: playerPaths.wheelSetting, auth: 'token' },
  wheelPoints: { method: 'GET', path: playerPaths.wheelPoints(ID), auth: 'owner-or-admin' },
  wheelHistory: { method: 'GET', path: playerPaths.wheelHistory(ID), auth: 'owner-or-admin' },
  spinWheel: { method: 'POST', path: playerPaths.spinWheel(ID), auth: 'owner' },
  cashbackSetting: { method: 'GET', path: playerPaths.cashbackSetting, auth: 'token' },
  cashback: { method: 'GET', path: playerPaths.cashback(ID), auth: 'owner-or-admin' },
  claimCashback: { method: 'POST', path: playerPaths.claimCashback(ID), auth: 'owner' },
  inviteSetting: { method: 'GET', path: playerPaths.inviteSetting, auth: 'token' },
  claimCommission: { method: 'POST', path: playerPaths.claimCommission(ID), auth: 'owner' },
} as const satisfies Record<string, PlayerEndpoint>;

/**
 * Every back-office endpoint this mock serves (docs/player-api.md, 7 Back office), keyed like
 * `adminResponses` (`createPromotion` and `createCreditCode` are the POSTs on the list paths;
 * `transactionSlip` answers an image). All of them need the `admin` role.
 */
export const adminEndpoints = {
  users: { method: 'GET', path: adminPaths.users, auth: 'admin' },
  userCount: { method: 'GET', path: adminPaths.userCount, auth: 'admin' },
  userStatus: { method: 'POST', path: adminPaths.userStatus(ID), auth: 'admin' },
  admins: { method: 'GET', path: adminPaths.admins, auth: 'admin' },
  promotions: { method: 'GET', path: adminPaths.promotions, auth: 'admin' },
  createPromotion: { method: 'POST', path: adminPaths.promotions, auth: 'admin' },
  promotion: { method: 'PUT', path: adminPaths.promotion(':promotionId'), auth: 'admin' },
  promotionActive: { method: 'POST', path: adminPaths.promotionActive(':promotionId'), auth: 'admin' },
  receivedPromotions: { method: 'GET', path: adminPaths.receivedPromotions, auth: 'admin' },
  creditCodes: { method: 'GET', path: adminPaths.creditCodes, auth: 'admin' },
  createCreditCode: { method: 'POST', path: adminPaths.creditCodes, auth: 'admin' },
  creditCode: { method: 'PUT', path: adminPaths.creditCode(':code'), auth: 'admin' },
  creditCodeActive: { method: 'POST', path: adminPaths.creditCodeActive(':code'), auth: 'admin' },
  creditCodeBatch: { method: 'POST', path: adminPaths.creditCodeBatch, auth: 'admin' },
  transactions: { method: 'GET', path: adminPaths.transactions, auth: 'admin' },
  transaction: { method: 'GET', path: adminPaths.transaction(':txId'), auth: 'admin' },
  transactionSlip: { method: 'GET', path: adminPaths.transactionSlip(':txId'), auth: 'admin' },
  approveTransaction: { method: 'POST', path: adminPaths.approveTransaction(':txId'), auth: 'admin' },
  rejectTransaction: { method: 'POST', path: adminPaths.rejectTransaction(':txId'), auth: 'admin' },
  agentInfo: { method: 'GET', path: adminPaths.agentInfo, auth: 'admin' },
  agentBalance: { method: 'GET', path: adminPaths.agentBalance, auth: 'admin' },
} as const satisfies Record<string, PlayerEndpoint>;

/** Key of a back-office endpoint. */
export type AdminEndpointKey = keyof typeof adminEndpoints;

/** All back-office endpoint keys, in table order. */
export const adminEndpointKeys = Object.keys(adminEndpoints) as AdminEndpointKey[];

/** Key of an endpoint this mock serves. */
export type PlayerEndpointKey = keyof typeof playerEndpoints;

/** Keys of the read (GET) endpoints. */
export type PlayerReadKey = {
  [K in PlayerEndpointKey]: (typeof playerEndpoints)[K]['method'] extends 'GET' ? K : never;
}[PlayerEndpointKey];

/** All endpoint keys, in table order. */
export const playerEndpointKeys = Object.keys(playerEndpoints) as PlayerEndpointKey[];

/** The MSW path pattern of an endpoint: whatever host and prefix, then the API path. */
export function endpointPattern(key: PlayerEndpointKey): string {
  return apiUrl('*', playerEndpoints[key].path);
}

/** The MSW handler maker of an endpoint's method. */
export function methodOf(endpoint: PlayerEndpoint): typeof http.get {
  if (endpoint.method === 'GET') return http.get;
  return endpoint.method === 'PUT' ? http.put : http.post;
}

/** Body of every error response. `code` and `field` are set on validation errors. */
export interface ErrorBody {
  message: string;
  code?: string;
  field?: string;
}

/** A JSON error response. */
export function errorResponse(status: number, body: ErrorBody): Response {
  return HttpResponse.json(body, { status });
}

/**
 * Checks the bearer token against a rule: the token payload (null when public), or the 401/403 to
 * send. The account is looked up on every call: a banned or deleted one gets 401 `account.disabled`
 * (docs/player-api.md, 1.2), so a ban stops the next deposit, not the token's expiry.
 */
export async function authorize(
  request: Request,
  rule: AuthRule,
  id: string | undefined,
): Promise<TokenPayload | null | Response> {
  if (rule === 'public') return null;
  if (!request.headers.get('Authorization')) return errorResponse(401, { message: 'Token Missing' });
  const token = await tokenFromRequest(request);
  if (!token) return errorResponse(401, { message: 'Invalid Token' });
  if (!(await loginCheck(token.sub))) return accountDisabled();
  const isAdmin = token.role === 'admin';
  const isOwner = id !== undefined && token.sub === id;
  const allowed =
    rule === 'token' ||
    (rule === 'admin' && isAdmin) ||
    (rule === 'owner' && isOwner) ||
    (rule === 'owner-or-admin' && (isOwner || isAdmin));
  return allowed ? token : errorResponse(403, { message: 'Forbidden' });
}

/** What a route resolver receives once the caller is authorised. */
export interface RouteContext {
  request: Request;
  /** The `{id}` of the path ('' for paths without one). */
  id: string;
  token: TokenPayload | null;
  /** Every parameter of the path (`txId`, `code`, `promotionId`, ...), decoded. */
  params: Record<string, string>;
}

/** What the mock says when its browser storage fails (docs/player-api.md, 1.6). */
export const storageMessages = {
  full: 'พื้นที่จัดเก็บข้อมูลของเบราว์เซอร์เต็ม รายการนี้ยังไม่ถูกบันทึก',
  corrupt: 'ข้อมูลกระเป๋าเงินที่เก็บไว้ในเบราว์เซอร์อ่านไม่ได้ ข้อมูลเดิมยังอยู่ กรุณาติดต่อแอดมิน',
} as const;

/**
 * The answer to a `StorageFailure`: 507 `storage.full` (nothing was written) or 500
 * `storage.corrupt` (the stored value is kept as it is), each with its Thai message.
 */
export function storageFailureResponse(failure: StorageFailure): Response {
  return errorResponse(failure.kind === 'full' ? 507 : 500, {
    message: storageMessages[failure.kind],
    code: `storage.${failure.kind}`,
  });
}

/** An MSW handler for an endpoint (of either table) that applies its auth rule before `resolve`. */
export function route(
  endpoint: PlayerEndpoint,
  resolve: (context: RouteContext) => Response | Promise<Response>,
): HttpHandler {
  return methodOf(endpoint)(apiUrl('*', endpoint.path), async ({ request, params }) => {
    const id = typeof params.id === 'string' ? params.id : undefined;
    const auth = await authorize(request, endpoint.auth, id);
    if (auth instanceof Response) return auth;
    const texts = Object.fromEntries(
      Object.entries(params).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    );
    try {
      return await resolve({ request, id: id ?? '', token: auth, params: texts });
    } catch (error) {
      if (error instanceof StorageFailure) return storageFailureResponse(error);
      throw error;
    }
  });
}

/** An MSW handler for a player endpoint that applies its auth rule before `resolve`. */
export function playerRoute(
  key: PlayerEndpointKey,
  resolve: (context: RouteContext) => Response | Promise<Response>,
): HttpHandler {
  return route(playerEndpoints[key], resolve);
}

/** An MSW handler for a back-office endpoint (rule `admin`) that checks the token before `resolve`. */
export function adminRoute(
  key: AdminEndpointKey,
  resolve: (context: RouteContext) => Response | Promise<Response>,
): HttpHandler {
  return route(adminEndpoints[key], resolve);
}

/** A stored transaction as it goes over the wire (baht, not satang). */
export function toApiTransaction(tx: WalletTransaction): ApiTransaction {
  const { reason } = tx as WalletTransaction & { reason?: unknown };
  return {
    id: tx.id,
    type: tx.type,
    amount: satangToBaht(tx.amountSatang),
    status: tx.status,
    description: tx.description,
    bankCode: tx.bankCode,
    createdAt: tx.createdAt,
    // The back office's reason for a rejection, for the player's history (absent otherwise).
    ...(typeof reason === 'string' && reason !== '' ? { reason } : {}),
  };
}
