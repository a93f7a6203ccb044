/**
 * The account API's bodies as yup schemas (docs/player-api.md). Reading
 * is lenient where a real backend may differ from the mock: ids and numbers sent as either text
 * or numbers, absent texts empty. The mock backend validates its request bodies with the request
 * schemas here.
 */
import * as yup from 'yup';

import { optionalText } from '../../shared/wire/fields';
import { record } from '../../shared/wire/read';
import { KNOWN_USER_STATUSES, requiredText, userSchema } from '../../shared/wire/user';

export { KNOWN_USER_STATUSES, userSchema };

/** The stored account of `POST /api/account/register`: a user plus its book name and inviter. */
export const registeredUserSchema = userSchema.shape({
  book_name: optionalText(),
  inviterID: optionalText(),
});

/** `POST /api/account/login` answer. */
export const loginResponseSchema = record({
  serviceToken: yup.string().required(),
  user: userSchema,
});

/** `GET /api/account/me` answer: `{ user }` (a bare user object is read too). */
export const meResponseSchema = record({ user: userSchema });

/** `POST /api/account/register` answer: `{ data: stored account }`. */
export const registerResponseSchema = record({ data: registeredUserSchema });

/* ---- Requests ---- */

/** A password: any non-empty string, never trimmed (spaces are part of a password). */
const passwordSchema = yup.string().strict().required();

/** `POST /api/account/login` body. */
export const loginRequestSchema = record({
  username: requiredText(),
  password: passwordSchema,
});

/** `POST /api/account/register` body: the register form plus a random numeric `id`. */
export const registerRequestSchema = record({
  id: requiredText(),
  username: requiredText(),
  password: passwordSchema,
  confirmPassword: yup.string().strict().required(),
  /** Bank code, e.g. `KBANK` (see banks.ts). */
  bank_name: requiredText(),
  book_number: requiredText(),
  book_name: requiredText(),
  /** Empty when nobody invited the player. */
  inviterID: yup.string().trim().default(''),
});

export type UserWire = yup.InferType<typeof userSchema>;
export type RegisteredUserWire = yup.InferType<typeof registeredUserSchema>;
export type LoginRequest = yup.InferType<typeof loginRequestSchema>;
export type RegisterRequest = yup.InferType<typeof registerRequestSchema>;
