/**
 * Where login leads. The guard sends a guest to /login with `state.from` (the page they wanted);
 * after login they go back there, else to the landing page. Only same-site paths are followed,
 * and never back to a guest page.
 */
import { GUEST_PATHS, LANDING_PATH as DEFAULT_AFTER_LOGIN } from '../shared/routes/paths';
import type { LoginLocationState } from './types';

export { DEFAULT_AFTER_LOGIN, GUEST_PATHS };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const optional = (value: unknown) => (typeof value === 'string' ? value : '');

function fromPath(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (isObject(from) && typeof from.pathname === 'string') {
    return `${from.pathname}${optional(from.search)}${optional(from.hash)}`;
  }
  return null;
}

/** The path to open after a successful login, from the login page's router state. */
export function redirectTarget(state: unknown): string {
  const path = isObject(state) ? fromPath(state.from) : null;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return DEFAULT_AFTER_LOGIN;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (normalized === '/' || GUEST_PATHS.includes(normalized)) return DEFAULT_AFTER_LOGIN;
  return path;
}

/** The login page's router state, read defensively (it can be anything after a reload). */
export function readLoginState(state: unknown): Required<Pick<LoginLocationState, 'registered'>> & {
  username: string;
} {
  if (!isObject(state)) return { registered: false, username: '' };
  return {
    registered: state.registered === true,
    username: typeof state.username === 'string' ? state.username : '',
  };
}
