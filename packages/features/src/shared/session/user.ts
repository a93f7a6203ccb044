import { atom } from 'jotai';

export type Role = 'player' | 'admin';

/** The logged-in account: the `User` of docs/player-api.md, 3 Types (docs/demo-api.md, "Account"). */
export interface SessionUser {
  id: string;
  username: string;
  /** From the bank account name. */
  name: string;
  status: string;
  /** Credit in baht as the account API reports it. */
  credit: number;
  book_number: string;
  bank_name: string;
  PromotionID?: string | null;
  PromotionDetail?: string | null;
  PromotionStatus?: string | null;
  role: Role;
}

/**
 * The session every feature reads: who is logged in. The auth feature writes it (start-up, login,
 * logout); others only read it, so features never import each other.
 */
export const sessionUserAtom = atom<SessionUser | null>(null);
