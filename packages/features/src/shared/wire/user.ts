/**
 * The user object of the account API (login, me, register) and of `GET /usersystem/{id}`: read by
 * the auth feature and by the back office (docs/player-api.md, 6 Users). Reading is lenient where a
 * real backend may differ from the mock: ids and numbers as text or numbers, absent texts empty.
 */
import * as yup from 'yup';

import type { Role } from '../session/user';
import { nullableText, optionalText } from './fields';
import { record } from './read';

/** Statuses the account API reports; a banned account cannot log in. */
export const KNOWN_USER_STATUSES = ['active', 'banned'] as const;

/** Text that must be there (a number is read as its text): ids, the username. */
export const requiredText = () => yup.string().trim().required();

/** A user object of the account API (login, me, register, `GET /usersystem/{id}`). */
export const userSchema = record({
  id: requiredText(),
  username: requiredText(),
  /** The bank account name; '' when absent (the endpoint falls back to book_name, then username). */
  name: optionalText(),
  status: optionalText('active'),
  /** Baht; text such as '10.25' is read as a number; anything else as 0. */
  credit: yup
    .number()
    .transform((value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined))
    .default(0),
  book_number: optionalText(),
  /** A bank code such as `KBANK`. */
  bank_name: optionalText(),
  PromotionID: nullableText(),
  PromotionDetail: nullableText(),
  PromotionStatus: nullableText(),
  /** Anything but 'admin' is a player. */
  role: yup
    .mixed<Role>()
    .transform((value: unknown): Role => (value === 'admin' ? 'admin' : 'player'))
    .default('player'),
});
