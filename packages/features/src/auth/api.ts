/**
 * The account API (spec section 7 "Account") on the `demo` client of `clientsAtom`: typed calls that
 * take an AbortSignal and read answers defensively (a real backend may differ from the mock).
 * Failures reject with the shared ApiError (status and message from the body).
 */
import { accountPaths } from '../shared/api/endpoints';
import { ApiError, WRONG_SERVICES } from '../shared/api/errors';
import type { ApiClient } from '../shared/api/http';
import type {
  LoginRequest,
  LoginResponse,
  RegisteredUser,
  RegisterInput,
  RegisterRequest,
  User,
} from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (body: unknown) => new ApiError(500, WRONG_SERVICES, body);

function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

function optionalText(value: unknown): string | null {
  const result = text(value);
  return result === '' ? null : result;
}

function amount(value: unknown): number {
  const result = typeof value === 'string' ? Number(value) : value;
  return typeof result === 'number' && Number.isFinite(result) ? result : 0;
}

/** A user object of the account API; throws an ApiError when it has no id or username. */
export function readUser(value: unknown): User {
  if (!isObject(value)) throw malformed(value);
  const id = text(value.id);
  const username = text(value.username);
  if (id === '' || username === '') throw malformed(value);
  return {
    id,
    username,
    name: text(value.name) || text(value.book_name) || username,
    status: text(value.status, 'active'),
    credit: amount(value.credit),
    book_number: text(value.book_number),
    bank_name: text(value.bank_name),
    PromotionID: optionalText(value.PromotionID),
    PromotionDetail: optionalText(value.PromotionDetail),
    PromotionStatus: optionalText(value.PromotionStatus),
    role: value.role === 'admin' ? 'admin' : 'player',
  };
}

/** A random numeric pin for a new account's `id` (spec section 3: "from a random generated pin"). */
export function generatePin(digits = 6): string {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  const min = 10 ** (digits - 1);
  return String(min + ((values[0] ?? 0) % (9 * min)));
}

/** `POST /api/account/login`: the token and the user. 400 carries the Thai reason (notfound, wrongpass, banned). */
export async function login(
  client: ApiClient,
  body: LoginRequest,
  signal?: AbortSignal,
): Promise<LoginResponse> {
  const { data } = await client.post<unknown>(accountPaths.login, body, { signal });
  if (!isObject(data) || typeof data.serviceToken !== 'string' || data.serviceToken === '')
    throw malformed(data);
  return { serviceToken: data.serviceToken, user: readUser(data.user) };
}

/** `GET /api/account/me`: the user behind the bearer token (401 without a valid one). */
export async function fetchMe(client: ApiClient, signal?: AbortSignal): Promise<User> {
  const { data } = await client.get<unknown>(accountPaths.me, { signal });
  return readUser(isObject(data) && 'user' in data ? data.user : data);
}

/**
 * `POST /api/account/register` with a fresh random `id`: the stored account (read from `data`).
 * It does not log in. 400 carries the Thai reason (duplicates, missing fields).
 */
export async function register(
  client: ApiClient,
  input: RegisterInput,
  signal?: AbortSignal,
  id: string = generatePin(),
): Promise<RegisteredUser> {
  const body: RegisterRequest = { ...input, id };
  const { data } = await client.post<unknown>(accountPaths.register, body, { signal });
  const stored: unknown = isObject(data) && 'data' in data ? data.data : data;
  const user = readUser(stored);
  const record = stored as Json;
  return { ...user, book_name: text(record.book_name, user.name), inviterID: text(record.inviterID) };
}
