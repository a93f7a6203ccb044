/**
 * The cashback calls (docs/player-api.md, 4.19, 4.20 and 5.7): read through their wire schemas,
 * baht turned into satang.
 */
import { playerPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, type Satang } from '../../shared/money/money';
import { readBody } from '../../shared/wire/read';
import { headersOf, toTransaction, type WriteOptions } from '../api/endpoints';
import { playerResponses } from '../api/schemas';
import type { Transaction } from '../types';

/** The cashback rules: `percent` of last week's net loss, paid between min and max. */
export interface CashbackSetting {
  percent: number;
  minPayoutSatang: Satang;
  maxPayoutSatang: Satang;
}

/** The last completed week (Bangkok days, `2026-11-16`) and what a claim pays now. */
export interface CashbackCheck {
  weekStart: string;
  weekEnd: string;
  netLossSatang: Satang;
  /** The week's cashback (what was or will be paid); 0 after a win or below the minimum. */
  amountSatang: Satang;
  /** What a claim pays now: the amount, 0 once claimed. */
  claimableSatang: Satang;
  claimed: boolean;
  /** The Monday the next week's cashback can be claimed. */
  nextClaimDate: string;
}

export async function fetchCashbackSetting(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CashbackSetting> {
  const { data } = await client.get<unknown>(playerPaths.cashbackSetting, { signal });
  const { percent, minPayout, maxPayout } = readBody(playerResponses.cashbackSetting, data).data;
  return { percent, minPayoutSatang: bahtToSatang(minPayout), maxPayoutSatang: bahtToSatang(maxPayout) };
}

export async function fetchCashback(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<CashbackCheck> {
  const { data } = await client.get<unknown>(playerPaths.cashback(playerId), { signal });
  const check = readBody(playerResponses.cashback, data).data;
  return {
    weekStart: check.weekStart,
    weekEnd: check.weekEnd,
    netLossSatang: bahtToSatang(check.netLoss),
    amountSatang: bahtToSatang(check.amount),
    claimableSatang: bahtToSatang(check.claimable),
    claimed: check.claimed,
    nextClaimDate: check.nextClaimDate,
  };
}

/** POST /agentbalance/cashbackclaim/{id} -> the approved cashback row now in the balance. */
export async function postClaimCashback(
  client: ApiClient,
  playerId: string,
  options: WriteOptions = {},
): Promise<Transaction> {
  const { data } = await client.post<unknown>(playerPaths.claimCashback(playerId), undefined, {
    signal: options.signal,
    headers: headersOf(options),
  });
  return toTransaction(readBody(playerResponses.claimCashback, data).data);
}
