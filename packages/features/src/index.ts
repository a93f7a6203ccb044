// The shared public surface of the features package: session, API config, money, site settings.
// Screens are reached through the feature entries (`@pp/features/auth`, `/player`, `/ecommerce`,
// `/customer`), so each route loads only its own feature.
export { apiConfigAtom, defaultApiConfig, type ApiConfig } from './shared/api/config';
export { ApiError } from './shared/api/errors';
export { sessionUserAtom, type Role, type SessionUser } from './shared/session/user';
export { tokenAtom, TOKEN_STORAGE_KEY } from './shared/session/token';
export { balanceAtom, refreshBalanceAtom, type PlayerBalance } from './shared/player/balance';
export { websiteSettingAtom, type WebsiteSetting } from './shared/player/website';
export { parseAmount, type Satang } from './shared/money/money';
