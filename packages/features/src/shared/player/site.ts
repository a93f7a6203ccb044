import { clientsAtom } from '../api/http';
import { queryKeys } from '../query/keys';
import { atomWithApiQuery } from '../query/read';

/**
 * The site's public reads (the banners, the lobby's games, the promotions) as query atoms: the
 * player screens and the public landing page share them (one cache entry each). The calls and
 * their yup schemas load with the first read, never with the page (`siteCalls.ts`).
 */
const calls = () => import('./siteCalls');

export const bannersAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.banners,
  queryFn: async ({ signal }) => (await calls()).fetchBanners(get(clientsAtom).player, signal),
}));

export const gameListAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.gameList,
  queryFn: async ({ signal }) => (await calls()).fetchGameList(get(clientsAtom).player, signal),
}));

export const sitePromotionsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.promotions,
  queryFn: async ({ signal }) => (await calls()).fetchSitePromotions(get(clientsAtom).player, signal),
}));
