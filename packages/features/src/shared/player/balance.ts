import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';

import { playerPaths } from '../api/endpoints';
import { clientsAtom } from '../api/http';
import { bahtToSatang, type Satang } from '../money/money';
import { sessionUserAtom } from '../session/user';

/** The balance body of `/userbalance/balance/{id}` (the body itself, spec section 7). */
export interface BalanceResponse {
  balance: number;
  balanceSatang?: number;
  held?: number;
}

export interface PlayerBalance {
  satang: Satang;
  heldSatang: Satang;
}

function readBalance(body: unknown): PlayerBalance {
  if (typeof body !== 'object' || body === null) throw new Error('Unexpected balance response');
  const { balance, balanceSatang, held } = body as Partial<BalanceResponse>;
  const satang =
    typeof balanceSatang === 'number' && Number.isInteger(balanceSatang)
      ? balanceSatang
      : typeof balance === 'number' && Number.isFinite(balance)
        ? bahtToSatang(balance)
        : null;
  if (satang === null) throw new Error('Unexpected balance response');
  return { satang, heldSatang: typeof held === 'number' ? bahtToSatang(held) : 0 };
}

/**
 * The logged-in player's balance, shared by the header and the wallet screens. Read it with
 * `loadable`/Suspense; write `refreshBalanceAtom` after a deposit or withdrawal.
 */
export const balanceAtom = atomWithRefresh(async (get, { signal }): Promise<PlayerBalance | null> => {
  const user = get(sessionUserAtom);
  if (!user) return null;
  const { player } = get(clientsAtom);
  const response = await player.get<unknown>(playerPaths.balance(user.id), { signal });
  return readBalance(response.data);
});

/** Re-fetches the balance (after a successful write). */
export const refreshBalanceAtom = atom(null, (_get, set) => set(balanceAtom));

export { readBalance };
