import { playerPaths } from '../api/playerPaths';
import { clientsAtom } from '../api/http';
import { bahtToSatang, type Satang } from '../money/money';
import { queryKeys } from '../query/keys';
import { atomWithApiQuery } from '../query/read';
import { sessionUserAtom } from '../session/user';

/** The balance body of `/userbalance/balance/{id}` (the body itself, docs/player-api.md, 4.12). */
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
 * The logged-in player's balance, shared by the header and the wallet screens (`useRemote`).
 * A write that changes it invalidates `queryKeys.balance(id)`. Null when nobody is logged in.
 */
export const balanceQueryAtom = atomWithApiQuery<PlayerBalance | null>((get) => {
  const user = get(sessionUserAtom);
  const { player } = get(clientsAtom);
  return {
    queryKey: user ? queryKeys.balance(user.id) : ['no-session', 'balance'],
    queryFn: async ({ signal }) => {
      if (!user) return null;
      const response = await player.get<unknown>(playerPaths.balance(user.id), { signal });
      return readBalance(response.data);
    },
  };
});

export { readBalance };
