import { playerPaths } from '../api/playerPaths';
import { clientsAtom } from '../api/http';
import { queryKeys } from '../query/keys';
import { atomWithApiQuery } from '../query/read';
import type { WebsiteSetting } from '../wire/player';

export type { WebsiteSetting };

const NO_SETTING: WebsiteSetting = { logoUrl: null, siteName: null, lineId: null, contactPhone: null };

/**
 * The website setting (logo and name); a failure falls back to no logo (the Logo shows a text mark).
 * Its schema (yup) loads with the answer: the guest pages paint before it (DESIGN.md, budgets).
 */
export const websiteSettingQueryAtom = atomWithApiQuery<WebsiteSetting>((get) => {
  const { player } = get(clientsAtom);
  return {
    queryKey: queryKeys.site.websiteSetting,
    queryFn: async ({ signal }) => {
      try {
        const [response, { readWebsiteSetting }] = await Promise.all([
          player.get<unknown>(playerPaths.websiteSetting, { signal }),
          import('../wire/player'),
        ]);
        return readWebsiteSetting(response.data);
      } catch {
        return NO_SETTING;
      }
    },
  };
});
