/**
 * The light entry of the auth feature (`@pp/features/auth-session`): what the app needs before any
 * screen — the start-up check and the auth state — without the forms, so a first visit to /login
 * downloads the login screen only when the route asks for it.
 */
export { useAuthBootstrap } from './useAuthBootstrap';
export { authAtom, isInitializedAtom, isLoggedInAtom, logoutAtom, userAtom } from './atoms';
export { redirectTarget } from './redirect';
export type { AuthState, User } from './types';
