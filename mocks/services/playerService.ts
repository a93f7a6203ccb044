/**
 * The "external player service" behind the mock account API (docs/demo-api.md, "Account"): the
 * login and register handlers call a service for player login, login check by userId, registration
 * check and user creation. It is a module of plain async functions so a real service client could
 * replace it.
 *
 * Demo accounts come from mocks/data/accounts.ts; their changes (a ban, a balance) are kept under
 * `mock:accounts:changes`. Registered accounts are kept
 * in `mockStorage()` under `mock:users` (browser storage in the app's mock mode, memory in tests), with a
 * salted PBKDF2 hash and never the plain password. `reset()` restores both to the fixtures.
 */
import {
  demoAccounts,
  toAccountUser,
  toRegisteredUser,
  type AccountRecord,
  type AccountUser,
  type RegisteredUser,
} from '../data/accounts';
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';

import { demoAccountCreatedAt, seedAdmins, seedPlayers } from '../data/admin-seed';
import { hashPassword, verifyPassword } from '../lib/password';
import { adminNow } from '../stores/admin-clock';
import { mockStorage, readJson, writeJson } from '../lib/persist';

/** Storage key of registered accounts (README, "Demo accounts"). */
export const USERS_STORAGE_KEY = `${BROWSER_BACKEND_PREFIX}users`;
/** The id of the first registered account; the server gives ids, the client's `id` is ignored. */
export const FIRST_REGISTERED_ID = 200001;
const ADMIN_ID_RANGE_START = 900000;

/** Outcome of a login attempt. */
export type PlayerLoginResult =
  { status: 'ok'; user: AccountUser } | { status: 'notfound' | 'wrongpass' | 'banned' };

/** Why a registration is refused, in the order the checks apply. */
export type RegistrationProblem =
  'duplicate_number_and_username' | 'duplicate_number' | 'duplicate_username' | 'duplicate_name';

/** What the registration check looks at. */
export interface RegistrationCheckInput {
  username: string;
  book_number: string;
  book_name: string;
}

/** A new account as the register handler passes it on (already validated). */
export interface NewUserInput extends RegistrationCheckInput {
  password: string;
  bank_name: string;
  inviterID?: string;
}

/** Outcome of `createUser`: a conflict can still appear if another registration won the race. */
export type CreateUserResult =
  { status: 'ok'; user: RegisteredUser } | { status: 'conflict'; problem: RegistrationProblem };

/** Fields other mock domains (balances, promotions, ban/unban) may change on an account. */
export type AccountPatch = Partial<
  Pick<AccountRecord, 'status' | 'credit' | 'PromotionID' | 'PromotionDetail' | 'PromotionStatus'>
>;

/** The demo accounts, then the back office's seeded admins and players (data/admin-seed.ts). */
const cloneDemoAccounts = (): AccountRecord[] =>
  [
    ...demoAccounts.map((account) => ({ ...account, createdAt: demoAccountCreatedAt[account.id] })),
    ...seedAdmins,
    ...[...seedPlayers().values()].map((player) => player.account),
  ].map((account) => ({ ...account }));

const demoState: AccountRecord[] = cloneDemoAccounts();

/**
 * What has changed on the demo and seeded accounts since the fixtures (a ban, a balance, a
 * promotion), kept in `mockStorage()` like the registered accounts: the fixtures are code, so a
 * change must outlive a reload of the app (a logout is one; decisions section 11).
 */
export const ACCOUNT_CHANGES_KEY = `${BROWSER_BACKEND_PREFIX}accounts:changes`;
type AccountChanges = Record<string, Partial<AccountRecord>>;
const CHANGEABLE = ['status', 'credit', 'PromotionID', 'PromotionDetail', 'PromotionStatus'] as const;

function isAccountChanges(value: unknown): value is AccountChanges {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value as Record<string, unknown>).every(
    (change) =>
      typeof change === 'object' &&
      change !== null &&
      Object.entries(change as Record<string, unknown>).every(
        ([key, field]) =>
          (CHANGEABLE as readonly string[]).includes(key) &&
          (field === null || typeof field === 'string' || typeof field === 'number'),
      ),
  );
}

const accountChanges = (): AccountChanges => readJson(ACCOUNT_CHANGES_KEY, () => ({}), isAccountChanges);

/** The demo and seeded accounts as they are now: the fixtures with their stored changes. */
function demoAccountsNow(): AccountRecord[] {
  const changes = accountChanges();
  return demoState.map((account) => {
    const change = changes[account.id];
    return change ? { ...account, ...change } : account;
  });
}

const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

function isAccountRecord(value: unknown): value is AccountRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const texts = [
    'id',
    'username',
    'bank_name',
    'book_number',
    'book_name',
    'name',
    'inviterID',
    'passwordHash',
    'salt',
  ];
  return (
    texts.every((key) => typeof v[key] === 'string') &&
    (v.role === 'player' || v.role === 'admin') &&
    (v.status === 'active' || v.status === 'banned') &&
    typeof v.credit === 'number' &&
    Number.isFinite(v.credit) &&
    isOptionalText(v.PromotionID) &&
    isOptionalText(v.PromotionDetail) &&
    isOptionalText(v.PromotionStatus)
  );
}

const isUnknownArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** Registered accounts from storage; a corrupt value reads as none, a corrupt entry is skipped. */
function storedAccounts(): AccountRecord[] {
  return readJson<unknown[]>(USERS_STORAGE_KEY, () => [], isUnknownArray).filter(isAccountRecord);
}

function allAccounts(): AccountRecord[] {
  return [...demoAccountsNow(), ...storedAccounts()];
}

const normalizeUsername = (username: string) => username.trim();
const normalizeNumber = (bookNumber: string) => bookNumber.replace(/[\s-]/g, '');
const normalizeName = (bookName: string) => bookName.trim().replace(/\s+/g, ' ').toLowerCase();

function findProblem(accounts: AccountRecord[], input: RegistrationCheckInput): RegistrationProblem | null {
  const username = normalizeUsername(input.username);
  const bookNumber = normalizeNumber(input.book_number);
  const bookName = normalizeName(input.book_name);
  const numberTaken = accounts.some((account) => normalizeNumber(account.book_number) === bookNumber);
  const usernameTaken = accounts.some((account) => normalizeUsername(account.username) === username);
  if (numberTaken && usernameTaken) return 'duplicate_number_and_username';
  if (numberTaken) return 'duplicate_number';
  if (usernameTaken) return 'duplicate_username';
  if (accounts.some((account) => normalizeName(account.book_name) === bookName)) return 'duplicate_name';
  return null;
}

/** The next free id of the registered range. */
function nextId(accounts: AccountRecord[]): string {
  const taken = new Set(accounts.map((account) => account.id));
  const registered = accounts
    .map((account) => Number(account.id))
    .filter((id) => Number.isInteger(id) && id >= FIRST_REGISTERED_ID && id < ADMIN_ID_RANGE_START);
  let next = Math.max(FIRST_REGISTERED_ID - 1, ...registered) + 1;
  while (taken.has(String(next))) next += 1;
  return String(next);
}

/** Checks a username and password. A banned account is reported only after its password matched. */
export async function playerLogin(username: string, password: string): Promise<PlayerLoginResult> {
  const wanted = normalizeUsername(username);
  const account = allAccounts().find((candidate) => normalizeUsername(candidate.username) === wanted);
  if (!account) return { status: 'notfound' };
  if (!(await verifyPassword(password, account))) return { status: 'wrongpass' };
  if (account.status === 'banned') return { status: 'banned' };
  return { status: 'ok', user: toAccountUser(account) };
}

/** The account behind a session, or null when it no longer exists or is banned. */
export async function loginCheck(userId: string): Promise<AccountUser | null> {
  const account = allAccounts().find((candidate) => candidate.id === userId);
  return account && account.status === 'active' ? toAccountUser(account) : null;
}

/** Any account by id, banned ones included (for admin screens). */
export async function findUser(userId: string): Promise<AccountUser | null> {
  const account = allAccounts().find((candidate) => candidate.id === userId);
  return account ? toAccountUser(account) : null;
}

/** Every account, demo and registered. */
export async function listUsers(): Promise<AccountUser[]> {
  return allAccounts().map(toAccountUser);
}

/** An account as the back office lists it: the public view, when it registered. */
export type AccountListing = AccountUser & { createdAt: string };

/** Every account with when it registered (the back office's lists); no hash, no salt. */
export async function listAccounts(): Promise<AccountListing[]> {
  return allAccounts().map((account) => ({
    ...toAccountUser(account),
    createdAt: account.createdAt ?? '2026-01-01T00:00:00.000Z',
  }));
}

/**
 * The first duplicate among: account number and username, account number, username, account name.
 * Account numbers compare without spaces and dashes; names ignore case and repeated spaces.
 */
export async function registrationCheck(input: RegistrationCheckInput): Promise<RegistrationProblem | null> {
  return findProblem(allAccounts(), input);
}

/** Creates a player account (role player, status active, credit 0) and stores it with a salted hash. */
export async function createUser(input: NewUserInput): Promise<CreateUserResult> {
  const { passwordHash, salt } = await hashPassword(input.password);
  // Re-read after the await: a concurrent registration may have taken the number or username.
  const accounts = allAccounts();
  const problem = findProblem(accounts, input);
  if (problem) return { status: 'conflict', problem };
  const bookName = input.book_name.trim();
  const record: AccountRecord = {
    id: nextId(accounts),
    username: normalizeUsername(input.username),
    bank_name: input.bank_name.trim(),
    book_number: input.book_number.trim(),
    book_name: bookName,
    name: bookName,
    inviterID: input.inviterID?.trim() ?? '',
    role: 'player',
    status: 'active',
    credit: 0,
    passwordHash,
    salt,
    PromotionID: null,
    PromotionDetail: null,
    PromotionStatus: null,
    createdAt: adminNow().toISOString(),
  };
  writeJson(USERS_STORAGE_KEY, [...storedAccounts(), record]);
  return { status: 'ok', user: toRegisteredUser(record) };
}

/**
 * Changes status, credit or promotion fields of an account. Registered accounts are written back
 * to storage; demo accounts change in memory until `reset()`. Returns null for an unknown id.
 */
export async function updateUser(userId: string, patch: AccountPatch): Promise<AccountUser | null> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const demo = demoAccountsNow().find((account) => account.id === userId);
  if (demo) {
    const stored = accountChanges();
    writeJson(ACCOUNT_CHANGES_KEY, { ...stored, [userId]: { ...stored[userId], ...changes } });
    return toAccountUser({ ...demo, ...changes });
  }
  const stored = storedAccounts();
  const index = stored.findIndex((account) => account.id === userId);
  const current = stored[index];
  if (!current) return null;
  const updated: AccountRecord = { ...current, ...changes };
  stored[index] = updated;
  writeJson(USERS_STORAGE_KEY, stored);
  return toAccountUser(updated);
}

/** Restores the demo accounts and forgets every registered account. */
export function reset(): void {
  mockStorage().removeItem(USERS_STORAGE_KEY);
  mockStorage().removeItem(ACCOUNT_CHANGES_KEY);
}
