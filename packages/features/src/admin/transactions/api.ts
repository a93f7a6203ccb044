/**
 * The back office's transaction calls (docs/player-api.md, 7 Back office): one page of deposits and
 * withdrawals, a deposit's transfer slip (an image, as a Blob), approve and reject. Bodies are read
 * through `adminResponses`; baht become integer satang.
 */
import { adminPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, type Satang } from '../../shared/money/money';
import { readBody, unexpectedResponse } from '../../shared/wire/read';
import { adminResponses, type AdminTransactionWire } from '../api/schemas';
import { idempotencyHeaders, type Page } from '../api/client';
import { transactionParams, type TransactionQuery } from './query';

export type AdminTransactionType = AdminTransactionWire['type'];
export type AdminTransactionStatus = AdminTransactionWire['status'];

/** A deposit or withdrawal as the queue shows it. */
export interface AdminTransaction {
  id: string;
  type: AdminTransactionType;
  status: AdminTransactionStatus;
  amountSatang: Satang;
  createdAt: string;
  playerId: string;
  username: string;
  playerName: string;
  /** The player's own bank and account number (where a withdrawal is paid). */
  playerBankCode: string;
  playerBookNumber: string;
  hasSlip: boolean;
  reason: string | null;
  settledAt: string | null;
  settledBy: string | null;
}

export function toAdminTransaction(wire: AdminTransactionWire): AdminTransaction {
  return {
    id: wire.id,
    type: wire.type,
    status: wire.status,
    amountSatang: bahtToSatang(wire.amount),
    createdAt: wire.createdAt,
    playerId: wire.playerId,
    username: wire.username,
    playerName: wire.playerName,
    playerBankCode: wire.playerBankCode,
    playerBookNumber: wire.playerBookNumber,
    hasSlip: wire.hasSlip,
    reason: wire.reason ?? null,
    settledAt: wire.settledAt ?? null,
    settledBy: wire.settledBy ?? null,
  };
}

/** GET /transaction: one page of the queue (pending first, oldest first), and the count of every match. */
export async function fetchTransactions(
  client: ApiClient,
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<Page<AdminTransaction>> {
  const { data } = await client.get<unknown>(adminPaths.transactions, {
    params: transactionParams(query),
    signal,
  });
  const page = readBody(adminResponses.transactions, data).data;
  return { items: page.items.map(toAdminTransaction), total: page.total };
}

/** GET /transaction/{txId}: one transaction as it is now (who settled it, when, why). */
export async function fetchTransaction(
  client: ApiClient,
  txId: string,
  signal?: AbortSignal,
): Promise<AdminTransaction> {
  const { data } = await client.get<unknown>(adminPaths.transaction(txId), { signal });
  return toAdminTransaction(readBody(adminResponses.transaction, data).data);
}

/** GET /transaction/{txId}/slip: the transfer slip image. */
export async function fetchSlip(client: ApiClient, txId: string, signal?: AbortSignal): Promise<Blob> {
  const { data } = await client.get<unknown>(adminPaths.transactionSlip(txId), {
    signal,
    headers: { Accept: 'image/*' },
  });
  if (!(data instanceof Blob)) throw unexpectedResponse();
  return data;
}

interface WriteOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** POST /transaction/{txId}/approve -> the settled transaction. */
export async function postApprove(
  client: ApiClient,
  txId: string,
  options: WriteOptions = {},
): Promise<AdminTransaction> {
  const { data } = await client.post<unknown>(adminPaths.approveTransaction(txId), undefined, {
    signal: options.signal,
    headers: idempotencyHeaders(options),
  });
  return toAdminTransaction(readBody(adminResponses.approveTransaction, data).data);
}

/** POST /transaction/{txId}/reject `{ reason }` -> the settled transaction. */
export async function postReject(
  client: ApiClient,
  txId: string,
  reason: string,
  options: WriteOptions = {},
): Promise<AdminTransaction> {
  const { data } = await client.post<unknown>(
    adminPaths.rejectTransaction(txId),
    { reason },
    { signal: options.signal, headers: idempotencyHeaders(options) },
  );
  return toAdminTransaction(readBody(adminResponses.rejectTransaction, data).data);
}
