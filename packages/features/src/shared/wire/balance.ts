/**
 * `GET /userbalance/balance/{id}` (docs/player-api.md 4.12, the body itself): shared because the
 * header (auth) and the wallet screens (player) both read it.
 */
import * as yup from 'yup';

import { bahtSchema, optionalText } from './fields';
import { record } from './read';

/** Spendable baht, the same in integer satang, baht held by pending withdrawals. */
export const balanceSchema = record({
  playerId: optionalText(),
  balance: bahtSchema,
  balanceSatang: yup.number().integer().min(0),
  held: bahtSchema.default(0),
  currency: yup.mixed<'THB'>().oneOf(['THB']).default('THB'),
});

export type BalanceWire = yup.InferType<typeof balanceSchema>;
