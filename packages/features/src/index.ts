// The shared public surface of the features package: session, API config, money, site settings.
// Screens are reached through the feature entries (`@pp/features/auth`, `/player`, `/ecommerce`,
// `/customer`), so each route loads only its own feature.
export { apiConfigAtom, defaultApiConfig, type ApiConfig } from './shared/api/config';
/** When the site opens (the coming-soon pages' countdown): the app sets it from `VITE_LAUNCH_AT`. */
export { launchAtAtom } from './publicPages/atoms';
export { ApiError } from './shared/api/errors';
export { sessionUserAtom, type Role, type SessionUser } from './shared/session/user';
export { tokenAtom, TOKEN_STORAGE_KEY } from './shared/session/token';
export { BROWSER_BACKEND_PREFIX, clearBrowserBackend } from './shared/session/storage';
export { balanceQueryAtom, type PlayerBalance } from './shared/player/balance';
export { websiteSettingQueryAtom, type WebsiteSetting } from './shared/player/website';
export { queryClientAtom } from './shared/query/client';
export { parseAmount, type Satang } from './shared/money/money';
