/**
 * The transaction, the promotion, the game and the banner of the player API (docs/player-api.md,
 * 3 Types): read by the player screens, the back office and the public landing page. Apart from
 * `player.ts`, which every first load carries.
 */
import * as yup from 'yup';

import { HEX_COLOUR, isCssSafePath, isInAppPath } from '../api/links';
import { bahtSchema, datetimeSchema, nullableText, oneOf, optionalText } from './fields';
import { dataOf, listOf, record } from './read';

/** Every game category. */
export const GAME_CATEGORIES = ['slot', 'casino', 'sport', 'fishing'] as const;

/**
 * Credits besides deposits: `bonus` (a promotion's), `credit` (a credit code), `cashback`,
 * `commission` (friends' deposits), `prize` (a lucky-wheel credit). Only `withdraw` takes money out.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'bonus',
  'credit',
  'cashback',
  'commission',
  'prize',
] as const;
export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A wallet movement: `amount` positive, `type` gives the direction. */
export const transactionSchema = record({
  id: yup.string().required(),
  type: oneOf(TRANSACTION_TYPES),
  amount: bahtSchema,
  status: oneOf(TRANSACTION_STATUSES),
  /** Thai. */
  description: optionalText(),
  /** Deposits: the company bank paid into; otherwise null. */
  bankCode: nullableText(),
  createdAt: datetimeSchema,
  /**
   * Why the back office rejected it (Thai, shown to the player in the history); absent or null
   * when it was not rejected with a reason.
   */
  reason: nullableText().optional().default(undefined),
});

/** A promotion: bonus percent, cap and minimum deposit in baht, turnover multiple. */
export const promotionSchema = record({
  id: yup.string().required(),
  title: yup.string().required(),
  detail: optionalText(),
  bonusPercent: yup.number().default(0),
  maxBonus: bahtSchema,
  minDeposit: bahtSchema,
  turnover: yup.number().default(0),
  /**
   * The card's picture: an https address, or a path on this site (the mock's demo art); null when
   * absent. Drawn only when `safeLink` lets it through, like a game's art.
   */
  imageUrl: nullableText(),
});

/** A game of the lobby. */
export const gameLinkSchema = record({
  id: yup.string().required(),
  name: yup.string().required(),
  provider: optionalText(),
  category: oneOf(GAME_CATEGORIES),
  /** Tile colour (hex), behind the art and in place of it when there is none. */
  color: optionalText(),
  /**
   * The tile's art: an https address, or a path on this site (the mock's demo art); null when
   * absent. Drawn only when `safeLink` lets it through, like the login link.
   */
  imageUrl: nullableText(),
  url: yup.string().required(),
});

/** A CSS colour from data: hex only, so it cannot end the CSS value and start another. */
const colourSchema = yup.string().required().matches(HEX_COLOUR);

/** Colours go into CSS as they are: a banner whose colours are not plain hex is left out. */
export const gradientSchema = record({
  from: colourSchema,
  to: colourSchema,
  /** Degrees, CSS linear-gradient. */
  angle: yup.number().min(-360).max(360).default(135),
});

/**
 * A home-page banner: an image path on the API host, or null to draw the gradient. An image address that could break out of CSS `url("...")` reads as null, a link that
 * leaves the app as none.
 */
export const bannerSchema = record({
  id: yup.string().required(),
  title: yup.string().required(),
  subtitle: optionalText(),
  imageUrl: nullableText().transform((value: string | null) =>
    value !== null && isCssSafePath(value) ? value : null,
  ),
  gradient: gradientSchema,
  /** In-app route. */
  link: optionalText().transform((value: string) => (isInAppPath(value) ? value : '')),
});

/**
 * The site's public reads (docs/player-api.md, 2 Endpoints: `public`): the lobby's games, the
 * banners and the promotions, shown to players and to visitors of the landing page.
 */
export const siteResponses = {
  gameList: listOf(gameLinkSchema),
  banners: dataOf(listOf(bannerSchema)),
  promotions: dataOf(listOf(promotionSchema)),
} as const;
