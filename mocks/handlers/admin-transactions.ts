/**
 * The back office's transactions (docs/player-api.md, 7): every player's deposits and withdrawals
 * (filters, paging, pending first), one transaction, its transfer slip, and approve or reject. A
 * transaction is settled once (409 `รายการนี้ดำเนินการแล้ว`); approving a deposit credits the
 * balance (and the wheel points derived from it), rejecting a withdrawal returns the held amount;
 * the reason of a rejection is kept on the row and shown to the player in the history. Both writes
 * are idempotent (`Idempotency-Key`) and hold the player's wallet lock.
 */
import { adminWire, playerWire } from '@pp/features/wire';
import type { HttpHandler } from 'msw';

import { listAccounts, type AccountListing } from '../services/playerService';
import { adminNow } from '../stores/admin-clock';
import {
  allRows,
  depositSlip,
  findTransaction,
  pageOfRows,
  playerOfTransaction,
  type AdminRow,
  type TransactionFilter,
} from '../stores/admin-transactions';
import { getSlip } from '../stores/slips';
import { settleTransaction } from '../stores/wallet';
import { adminMessages, dataResponse, fieldError, oneOfQuery, pagingOf, validated } from './admin-http';
import { adminRoute, errorResponse, toApiTransaction, type RouteContext } from './player-http';
import { copyBalanceToAccount, idempotent, invalidBody, jsonObject } from './player-wallet';

const DAY = /^\d{4}-\d\d-\d\d$/;

/** A row as the back office reads it. */
export function toAdminTransaction(
  row: AdminRow,
  accounts: ReadonlyMap<string, AccountListing>,
): adminWire.AdminTransactionWire {
  const account = accounts.get(row.playerId);
  const { tx } = row;
  return {
    ...toApiTransaction(tx),
    type: tx.type === 'withdraw' ? 'withdraw' : 'deposit',
    playerId: row.playerId,
    username: account?.username ?? row.playerId,
    playerName: account?.name ?? '',
    playerBankCode: account?.bank_name ?? '',
    playerBookNumber: account?.book_number ?? '',
    hasSlip: depositSlip(tx) !== null,
    reason: tx.reason ?? null,
    settledAt: tx.settledAt ?? null,
    settledBy: tx.settledBy ?? null,
  };
}

async function accountMap(): Promise<Map<string, AccountListing>> {
  return new Map((await listAccounts()).map((account) => [account.id, account]));
}

/** The filters of the query, or the 400 of the first bad one. */
function filterOf(url: URL): TransactionFilter | Response {
  const type = oneOfQuery(url, 'type', adminWire.ADMIN_TRANSACTION_TYPES);
  if (type instanceof Response) return type;
  const status = oneOfQuery(url, 'status', playerWire.TRANSACTION_STATUSES);
  if (status instanceof Response) return status;
  const filter: TransactionFilter = { type, status, player: url.searchParams.get('player') ?? '' };
  for (const name of ['from', 'to'] as const) {
    const day = url.searchParams.get(name)?.trim() ?? '';
    if (day === '') continue;
    if (!DAY.test(day) || Number.isNaN(Date.parse(day))) {
      return errorResponse(400, { message: adminMessages.date, code: `${name}.invalid`, field: name });
    }
    filter[name] = day;
  }
  return filter;
}

export const transactionsHandler: HttpHandler = adminRoute('transactions', async ({ request }) => {
  const url = new URL(request.url);
  const paging = pagingOf(url);
  if (paging instanceof Response) return paging;
  const filter = filterOf(url);
  if (filter instanceof Response) return filter;
  const accounts = await accountMap();
  const usernames = new Map([...accounts].map(([id, account]) => [id, account.username]));
  const rows = allRows([...accounts.keys()]);
  const { items, total } = pageOfRows(rows, filter, paging.page, paging.pageSize, usernames);
  const data = { items: items.map((row) => toAdminTransaction(row, accounts)), total, ...paging };
  return Response.json({ data });
});

const notFound = () => errorResponse(404, { message: adminMessages.transactionNotFound });

export const transactionHandler: HttpHandler = adminRoute('transaction', async ({ params }) => {
  const row = findTransaction(params.txId ?? '');
  return row ? dataResponse(toAdminTransaction(row, await accountMap())) : notFound();
});

/** The deposit's transfer slip: the image bytes with their content type (404 when it has none). */
export const transactionSlipHandler: HttpHandler = adminRoute('transactionSlip', async ({ params }) => {
  const row = findTransaction(params.txId ?? '');
  if (!row) return notFound();
  const slip = depositSlip(row.tx);
  const image = slip ? await getSlip(slip.key) : null;
  if (!image) return errorResponse(404, { message: adminMessages.slipNotFound });
  return new Response(image.bytes.slice().buffer, {
    headers: { 'Content-Type': image.type, 'Content-Length': String(image.bytes.byteLength) },
  });
});

/** Each settlement locks the transaction's player's wallet; its key belongs to the transaction. */
const onTransaction = ({ params }: RouteContext) => {
  const txId = params.txId ?? '';
  return { wallet: playerOfTransaction(txId) ?? txId, item: txId };
};

async function settle(
  context: RouteContext,
  status: 'approved' | 'rejected',
  reason: string | null,
): Promise<Response> {
  const row = findTransaction(context.params.txId ?? '');
  if (!row) return notFound();
  if (row.tx.status !== 'pending') return errorResponse(409, { message: adminMessages.settled });
  const settledBy = context.token?.sub ?? '';
  const accounts = await accountMap();
  const result = settleTransaction(row.playerId, row.tx.id, status, {
    reason,
    settledAt: adminNow().toISOString(),
    settledBy: accounts.get(settledBy)?.username ?? settledBy,
  });
  if (!result.ok) {
    return result.refusal === 'transaction.notPending'
      ? errorResponse(409, { message: adminMessages.settled })
      : notFound();
  }
  await copyBalanceToAccount(result.state);
  return dataResponse(toAdminTransaction({ ...row, tx: result.transaction }, accounts));
}

export const approveTransactionHandler: HttpHandler = adminRoute(
  'approveTransaction',
  idempotent('approveTransaction', (context) => settle(context, 'approved', null), onTransaction),
);

export const rejectTransactionHandler: HttpHandler = adminRoute(
  'rejectTransaction',
  idempotent(
    'rejectTransaction',
    async (context) => {
      const body = await jsonObject(context.request);
      if (!body) return invalidBody();
      if (typeof body.reason === 'string' && body.reason.trim().length > 200) {
        return fieldError('reason', 'invalid', adminMessages.reasonTooLong);
      }
      const input = validated(adminWire.rejectRequestSchema, body);
      if (input instanceof Response) return input;
      return settle(context, 'rejected', input.reason);
    },
    onTransaction,
  ),
);

export const adminTransactionHandlers: HttpHandler[] = [
  transactionsHandler,
  transactionSlipHandler,
  transactionHandler,
  approveTransactionHandler,
  rejectTransactionHandler,
];
