/**
 * The site's public reads of the player API (docs/player-api.md, 2 Endpoints: `public`): the
 * lobby's games, the banners and the promotions. They need no token, so the player screens and
 * the public landing page read them alike. Loaded apart (yup comes with them): `site.ts`.
 */
import { playerPaths } from '../api/playerPaths';
import type { ApiClient } from '../api/http';
import { readBody } from '../wire/read';
import { siteResponses } from '../wire/records';
import type * as yup from 'yup';

import type { bannerSchema, gameLinkSchema, promotionSchema } from '../wire/records';

export type GameLinkWire = yup.InferType<typeof gameLinkSchema>;
export type BannerWire = yup.InferType<typeof bannerSchema>;
export type PromotionWire = yup.InferType<typeof promotionSchema>;

export async function fetchGameList(client: ApiClient, signal?: AbortSignal): Promise<GameLinkWire[]> {
  const { data } = await client.get<unknown>(playerPaths.gameList, { signal });
  return readBody(siteResponses.gameList, data);
}

export async function fetchBanners(client: ApiClient, signal?: AbortSignal): Promise<BannerWire[]> {
  const { data } = await client.get<unknown>(playerPaths.banners, { signal });
  return readBody(siteResponses.banners, data).data;
}

/** Every promotion of the site, as the API sends it (baht). */
export async function fetchSitePromotions(client: ApiClient, signal?: AbortSignal): Promise<PromotionWire[]> {
  const { data } = await client.get<unknown>(playerPaths.promotions, { signal });
  return readBody(siteResponses.promotions, data).data;
}
