/**
 * Types of the account API (docs/player-api.md). The logged-in
 * user is the shared session user, so every feature reads the same shape from `sessionUserAtom`.
 */
import type { Role, SessionUser } from '../shared/session/user';
import type { KNOWN_USER_STATUSES, RegisterRequest } from './api/schemas';

/** Who the account belongs to. */
export type UserRole = Role;

export { KNOWN_USER_STATUSES, type LoginRequest, type RegisterRequest } from './api/schemas';
export type KnownUserStatus = (typeof KNOWN_USER_STATUSES)[number];

/**
 * The logged-in user (from login and `me`): id, username, name (the bank account name), status,
 * credit (baht), book_number, bank_name (a bank code such as `KBANK`), the current promotion and
 * role `player` | `admin`.
 */
export type User = SessionUser;

/** The auth state. `isLoggedIn` is true exactly when `user` is set. */
export interface AuthState {
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: User | null;
}

/** `POST /api/account/login` answer. */
export interface LoginResponse {
  serviceToken: string;
  user: User;
}

/** What the register form sends; `id` is added by the API call (a random pin). */
export type RegisterInput = Omit<RegisterRequest, 'id'>;

/** The stored account of `POST /api/account/register` (read from `data`). */
export interface RegisteredUser extends User {
  book_name: string;
  inviterID: string;
}

/** What the login screen accepts in its router state. */
export interface LoginLocationState {
  /** Where the guard sent the user from (a router location or a path). */
  from?: { pathname: string; search?: string; hash?: string } | string;
  /** Set by the register screen after a successful registration. */
  registered?: boolean;
  /** The phone number just registered, to prefill the login form. */
  username?: string;
}
