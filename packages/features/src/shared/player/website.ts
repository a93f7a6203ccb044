import { playerPaths } from '../api/endpoints';
import { clientsAtom } from '../api/http';
import { queryKeys } from '../query/keys';
import { atomWithApiQuery } from '../query/read';

/** The site's own settings (spec: a list whose first entry has `logoUrl`). */
export interface WebsiteSetting {
  logoUrl: string | null;
  siteName: string | null;
}

export function readWebsiteSetting(body: unknown): WebsiteSetting {
  const data =
    typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  if (typeof first !== 'object' || first === null) return { logoUrl: null, siteName: null };
  const entry = first as Record<string, unknown>;
  return {
    logoUrl: typeof entry.logoUrl === 'string' && entry.logoUrl !== '' ? entry.logoUrl : null,
    siteName: typeof entry.siteName === 'string' && entry.siteName !== '' ? entry.siteName : null,
  };
}

const NO_SETTING: WebsiteSetting = { logoUrl: null, siteName: null };

/** The website setting (logo and name); a failure falls back to no logo (the Logo shows a text mark). */
export const websiteSettingQueryAtom = atomWithApiQuery<WebsiteSetting>((get) => {
  const { player } = get(clientsAtom);
  return {
    queryKey: queryKeys.site.websiteSetting,
    queryFn: async ({ signal }) => {
      try {
        const response = await player.get<unknown>(playerPaths.websiteSetting, { signal });
        return readWebsiteSetting(response.data);
      } catch {
        return NO_SETTING;
      }
    },
  };
});
