/**
 * The invite calls (docs/player-api.md, 4.21 and 5.8); the summary is read by ../api/endpoints.ts.
 * Read through their wire schemas, baht turned into satang.
 */
import { playerPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, type Satang } from '../../shared/money/money';
import { readBody } from '../../shared/wire/read';
import { headersOf, toTransaction, type WriteOptions } from '../api/endpoints';
import { playerResponses } from '../api/schemas';
import type { Transaction } from '../types';

/** Commission on invited friends' approved deposits, and the smallest claim. */
export interface InviteSetting {
  commissionPercent: number;
  minClaimSatang: Satang;
}

export async function fetchInviteSetting(client: ApiClient, signal?: AbortSignal): Promise<InviteSetting> {
  const { data } = await client.get<unknown>(playerPaths.inviteSetting, { signal });
  const { commissionPercent, minClaim } = readBody(playerResponses.inviteSetting, data).data;
  return { commissionPercent, minClaimSatang: bahtToSatang(minClaim) };
}

/** POST /agentbalance/commissionclaim/{id} -> the approved commission row now in the balance. */
export async function postClaimCommission(
  client: ApiClient,
  playerId: string,
  options: WriteOptions = {},
): Promise<Transaction> {
  const { data } = await client.post<unknown>(playerPaths.claimCommission(playerId), undefined, {
    signal: options.signal,
    headers: headersOf(options),
  });
  return toTransaction(readBody(playerResponses.claimCommission, data).data);
}
