/**
 * The read (GET) endpoints of the mock player API. Each endpoint's body comes from a `ReadBodies`
 * table, so the `empty` scenario is the same handlers over another table.
 * Envelopes follow docs/player-api.md (1.3 Envelopes): `{ data }` unless the contract says "body
 * itself".
 */
import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';

import type { AccountUser } from '../data/accounts';
import { banners, thaiBanks, transferBanks, websiteSettings, withdrawSetting } from '../data/player';
import { gameLinks, gameUrl, loginSession } from '../data/player-games';
import { blankInviteSummary } from '../data/player-promotions';
import type { BalanceWire as BalanceBody } from '@pp/features/wire';
import { satangToBaht } from '../lib/money';
import { findUser } from '../services/playerService';
import { activePromotions } from '../stores/promotion-admin';
import { availableFor, getClaims, toClaimWire } from '../stores/promotions';
import { getWallet } from '../stores/wallet';
import { heldSatang, withdrawHistory, type WalletState } from '../stores/wallet-rules';
import { errorResponse, playerRoute, toApiTransaction, type PlayerReadKey } from './player-http';
import { wheelEmptyBodies, wheelReadBodies } from './player-wheel';
import { cashbackSetting, inviteSetting } from '../data/player-cashback';
import { cashbackCheck, inviteSummaryNow } from '../stores/cashback-invite';

/** Builds the JSON body of a read for player `id` (or a ready Response, e.g. a 404). */
export type ReadBody = (
  id: string,
  request: Request,
) => JsonBodyType | Response | Promise<JsonBodyType | Response>;

/** A body builder per read endpoint. */
export type ReadBodies = Record<PlayerReadKey, ReadBody>;

/** Body of GET balance for a wallet. */
export function balanceBody(state: WalletState): BalanceBody {
  return {
    playerId: state.playerId,
    balance: satangToBaht(state.balanceSatang),
    balanceSatang: state.balanceSatang,
    held: satangToBaht(heldSatang(state)),
    currency: 'THB',
  };
}

/** Player login link: `?gameId=` opens that game (404 when unknown), no gameId opens the lobby. */
function loginLink(id: string, request: Request): JsonBodyType | Response {
  const gameId = new URL(request.url).searchParams.get('gameId') || 'lobby';
  if (gameId !== 'lobby' && !gameLinks.some((game) => game.id === gameId)) {
    return errorResponse(404, { message: 'ไม่พบเกมที่เลือก' });
  }
  return { url: `${gameUrl(gameId)}&session=${loginSession(id, gameId)}` };
}

/** Message of the 404 of GET user. */
export const USER_NOT_FOUND_MESSAGE = 'ไม่พบผู้ใช้';

/** An account with its `credit` read from the wallet store, the one source of balances. */
export function withWalletCredit<U extends AccountUser>(user: U): U {
  return { ...user, credit: satangToBaht(getWallet(user.id).balanceSatang) };
}

/** The bodies of the happy path: fixtures, the wallet store and the account service. */
export const fixtureBodies: ReadBodies = {
  gameList: () => gameLinks,
  playerLoginLink: loginLink,
  inviteSummary: (id) => ({ data: inviteSummaryNow(id) }),
  availablePromotions: (id) => availableFor(id),
  withdrawSetting: () => ({ data: withdrawSetting }),
  bankList: () => ({ data: thaiBanks }),
  transferBankList: () => ({ data: transferBanks }),
  banners: () => ({ data: banners }),
  websiteSetting: () => ({ data: websiteSettings }),
  history: (id) => ({ data: getWallet(id).history.map(toApiTransaction) }),
  withdrawHistory: (id) => ({ data: withdrawHistory(getWallet(id)).map(toApiTransaction) }),
  balance: (id) => balanceBody(getWallet(id)),
  promotions: () => ({ data: activePromotions() }),
  user: async (id) => {
    const user = await findUser(id);
    return user ? { data: withWalletCredit(user) } : errorResponse(404, { message: USER_NOT_FOUND_MESSAGE });
  },
  ...wheelReadBodies,
  cashbackSetting: () => ({ data: cashbackSetting }),
  cashback: (id) => ({ data: cashbackCheck(id) }),
  inviteSetting: () => ({ data: inviteSetting }),
  promotionStatus: (id) => ({ data: getClaims(id).map(toClaimWire)[0] ?? null }),
  receivedPromotions: (id) => ({ data: getClaims(id).map(toClaimWire) }),
};

/** Last week's cashback of a player who did not play that week: nothing to claim. */
const noCashback = (id: string) => ({
  ...cashbackCheck(id),
  netLoss: 0,
  amount: 0,
  claimable: 0,
  claimed: false,
});

/** The bodies of the `empty` scenario: every collection empty, balance and invite figures at zero. */
export const emptyBodies: ReadBodies = {
  ...fixtureBodies,
  gameList: () => [],
  inviteSummary: (id) => ({ data: blankInviteSummary(id) }),
  availablePromotions: () => [],
  bankList: () => ({ data: [] }),
  transferBankList: () => ({ data: [] }),
  banners: () => ({ data: [] }),
  websiteSetting: () => ({ data: [] }),
  history: () => ({ data: [] }),
  withdrawHistory: () => ({ data: [] }),
  balance: (id) => balanceBody({ playerId: id, balanceSatang: 0, history: [], nextSeq: 1 }),
  promotions: () => ({ data: [] }),
  promotionStatus: () => ({ data: null }),
  receivedPromotions: () => ({ data: [] }),
  ...wheelEmptyBodies,
  cashback: (id) => ({ data: noCashback(id) }),
};

/** One read handler: auth, then the body from `bodies`. */
export function readHandler(key: PlayerReadKey, bodies: ReadBodies): HttpHandler {
  return playerRoute(key, async ({ id, request }) => {
    const body = await bodies[key](id, request);
    return body instanceof Response ? body : HttpResponse.json(body);
  });
}

/** Handlers of every read endpoint over a body table. */
export function readHandlers(bodies: ReadBodies): HttpHandler[] {
  return (Object.keys(bodies) as PlayerReadKey[]).map((key) => readHandler(key, bodies));
}
