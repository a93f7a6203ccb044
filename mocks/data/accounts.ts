/**
 * Account fixtures of the mock backend: the demo accounts of the README ("Demo accounts").
 * Deterministic: fixed ids and passwords pre-hashed with fixed salts (PBKDF2-SHA256, see
 * mocks/lib/password.ts).
 */
import type { Role } from '../lib/jwt';

/** Who the account belongs to: a player or an admin (docs/player-api.md, 1.2 Auth). */
export type AccountRole = Role;

/** Account status; a banned account cannot log in (docs/demo-api.md, "Account"). */
export type AccountStatus = 'active' | 'banned';

/** The logged-in user as returned by `POST /api/account/login` and `GET /api/account/me`. */
export interface AccountUser {
  id: string;
  /** The player's phone number (or 'admin'). */
  username: string;
  /** The bank account name (`book_name`). */
  name: string;
  status: AccountStatus;
  /** Balance in baht, at most 2 decimals. */
  credit: number;
  book_number: string;
  bank_name: string;
  PromotionID: string | null;
  PromotionDetail: string | null;
  PromotionStatus: string | null;
  role: AccountRole;
}

/** Public fields of a newly registered user (`POST /api/account/register` answers `{ data }`). */
export interface RegisteredUser extends AccountUser {
  book_name: string;
  inviterID: string;
}

/** An account as the player service keeps it (and as `users` in storage holds it): never a plain password. */
export interface AccountRecord {
  id: string;
  username: string;
  bank_name: string;
  book_number: string;
  book_name: string;
  /** Equal to `book_name`. */
  name: string;
  inviterID: string;
  role: AccountRole;
  status: AccountStatus;
  credit: number;
  /** PBKDF2-SHA256 hash, hex. */
  passwordHash: string;
  /** Salt of `passwordHash`, hex. */
  salt: string;
  PromotionID?: string | null;
  PromotionDetail?: string | null;
  PromotionStatus?: string | null;
  /** When it registered (ISO); the demo accounts' dates are in data/admin-seed.ts. */
  createdAt?: string;
}

/** Ids of the demo accounts. */
export const DEMO_PLAYER_ID = '100001';
export const DEMO_BANNED_PLAYER_ID = '100002';
/** The player whose promotion's turnover is not met yet: withdrawals are refused. */
export const DEMO_TURNOVER_PLAYER_ID = '100003';
export const DEMO_ADMIN_ID = '900001';

/** The promotion the demo player has received; its turnover is played (docs/player-api.md, 4.14). */
export const DEMO_PLAYER_PROMOTION = {
  PromotionID: 'PRO-WELCOME-100',
  PromotionDetail: 'โบนัสสมาชิกใหม่ 100% สูงสุด 500 บาท',
  PromotionStatus: 'completed',
} as const;

/** The promotion the turnover player plays (mocks/data/turnover-player.ts has its figures). */
export const DEMO_TURNOVER_PROMOTION = {
  PromotionID: 'PRO-DAILY-10',
  PromotionDetail: 'ฝากแรกของวัน รับ 10%',
  PromotionStatus: 'active',
} as const;

/** Demo logins for the README ("Demo accounts"), stories and tests. */
export const demoLogins = {
  player: { username: '0812345678', password: 'demo1234' },
  banned: { username: '0899999999', password: 'demo1234' },
  turnover: { username: '0823456789', password: 'demo1234' },
  admin: { username: 'admin', password: 'admin1234' },
} as const;

/** The demo accounts, passwords pre-hashed with fixed salts. Treat as read-only; the service clones them. */
export const demoAccounts: readonly AccountRecord[] = [
  {
    id: DEMO_PLAYER_ID,
    username: demoLogins.player.username,
    bank_name: 'KBANK',
    book_number: '0481234567',
    book_name: 'สมชาย ใจดี',
    name: 'สมชาย ใจดี',
    inviterID: '',
    role: 'player',
    status: 'active',
    credit: 1250.5,
    passwordHash: '4241df404093f35928b6a46de82979befdb9fd78b589fc43b46cc2f45bbee72a',
    salt: '5f1a0c3e9b7d42a8a1c6e0f2d4b81001',
    ...DEMO_PLAYER_PROMOTION,
  },
  {
    id: DEMO_BANNED_PLAYER_ID,
    username: demoLogins.banned.username,
    bank_name: 'SCB',
    book_number: '4070987654',
    book_name: 'สมศักดิ์ มั่นคง',
    name: 'สมศักดิ์ มั่นคง',
    inviterID: '',
    role: 'player',
    status: 'banned',
    credit: 0,
    passwordHash: 'fc7249c79adc3f1a7f4d8779e4200248bbbb6a2ae71b82b21711ef8962bc5e2b',
    salt: '5f1a0c3e9b7d42a8a1c6e0f2d4b81002',
    PromotionID: null,
    PromotionDetail: null,
    PromotionStatus: null,
  },
  {
    id: DEMO_ADMIN_ID,
    username: demoLogins.admin.username,
    bank_name: 'KBANK',
    book_number: '0000000000',
    book_name: 'ผู้ดูแลระบบ',
    name: 'ผู้ดูแลระบบ',
    inviterID: '',
    role: 'admin',
    status: 'active',
    credit: 0,
    passwordHash: '15781fd491f6a636b2f21ae7aa8abb7bf05ae1eb6436e07b3e59c23126aaa150',
    salt: '5f1a0c3e9b7d42a8a1c6e0f2d4b89001',
    PromotionID: null,
    PromotionDetail: null,
    PromotionStatus: null,
  },
  {
    id: DEMO_TURNOVER_PLAYER_ID,
    username: demoLogins.turnover.username,
    bank_name: 'SCB',
    book_number: '4071234567',
    book_name: 'สมหญิง รักเล่น',
    name: 'สมหญิง รักเล่น',
    inviterID: '',
    role: 'player',
    status: 'active',
    credit: 1100,
    passwordHash: '8334f0814656e13611b20ce7065b0a3fd482849efe657013a5345b528ac1cd3b',
    salt: '5f1a0c3e9b7d42a8a1c6e0f2d4b81003',
    ...DEMO_TURNOVER_PROMOTION,
  },
];

/** The public view of an account record (drops the hash, salt and registration-only fields). */
export function toAccountUser(record: AccountRecord): AccountUser {
  return {
    id: record.id,
    username: record.username,
    name: record.name,
    status: record.status,
    credit: record.credit,
    book_number: record.book_number,
    bank_name: record.bank_name,
    PromotionID: record.PromotionID ?? null,
    PromotionDetail: record.PromotionDetail ?? null,
    PromotionStatus: record.PromotionStatus ?? null,
    role: record.role,
  };
}

/** The public view of a registered account: AccountUser plus `book_name` and `inviterID`. */
export function toRegisteredUser(record: AccountRecord): RegisteredUser {
  return { ...toAccountUser(record), book_name: record.book_name, inviterID: record.inviterID };
}
