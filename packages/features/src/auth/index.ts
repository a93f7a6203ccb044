/**
 * Authentication (DESIGN.md, docs/player-api.md): public surface for the app as
 * `@pp/features/auth`. Screens expect the app's Jotai provider, router and theme.
 */
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ForgotScreen } from './ForgotScreen';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout';
export { PlayerHeader } from './components/PlayerHeader';
export { useAuthBootstrap } from './useAuthBootstrap';
export {
  authAtom,
  endSessionAtom,
  followStoredTokenAtom,
  handleUnauthorizedAtom,
  initAuthAtom,
  initialAuthState,
  isInitializedAtom,
  isLoggedInAtom,
  logoutAtom,
  navigateTop,
  navigateTopAtom,
  sessionEndAtom,
  userAtom,
  type SessionEnd,
  type TopNavigator,
} from './atoms';
export { loginWriteAtom, registerWriteAtom, startSessionAtom, useLogin, useRegister } from './actions';
export { fetchMe, generatePin, login, readUser, register } from './api/endpoints';
export { DEFAULT_AFTER_LOGIN, GUEST_PATHS, readLoginState, redirectTarget } from './redirect';
export { bankName, isBankCode, THAI_BANKS, type Bank, type BankCode } from './banks';
export { forgotSchema, loginSchema, registerSchema } from './schemas';
export type {
  AuthState,
  LoginLocationState,
  LoginRequest,
  LoginResponse,
  RegisteredUser,
  RegisterInput,
  RegisterRequest,
  User,
  UserRole,
} from './types';
