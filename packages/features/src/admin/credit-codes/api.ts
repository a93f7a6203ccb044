/**
 * The back office's credit-code calls (`adminPaths`, docs/player-api.md 7): the paged list (search,
 * status), create one, edit one, switch one on or off, and a batch. Bodies are read through
 * `adminResponses`; baht on the wire become satang here.
 */
import { adminPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, satangToBaht, type Satang } from '../../shared/money/money';
import { readBody } from '../../shared/wire/read';
import { idempotencyHeaders, pageParams, type Page, type PageQuery } from '../api/client';
import { adminResponses, type AdminCreditCodeWire, CREDIT_CODE_STATUSES } from '../api/schemas';

export type CreditCodeStatus = (typeof CREDIT_CODE_STATUSES)[number];
export { CREDIT_CODE_STATUSES };

/** A credit code as the back office shows it: money in satang. */
export interface CreditCode {
  code: string;
  amountSatang: Satang;
  /** How many players may redeem it in all. */
  limit: number;
  used: number;
  expiresAt: string;
  status: CreditCodeStatus;
  createdAt: string;
}

/** The list's filters and page (zero-based). */
export interface CreditCodeQuery extends PageQuery {
  search: string;
  /** '' is every status. */
  status: CreditCodeStatus | '';
}

/** What an edit sends: money in satang; `expiresAt` an ISO date-time. */
export interface CreditCodeTerms {
  amountSatang: Satang;
  limit: number;
  expiresAt: string;
}

export interface NewCreditCode extends CreditCodeTerms {
  code: string;
}

export interface CreditCodeBatch extends CreditCodeTerms {
  prefix: string;
  count: number;
}

export interface WriteOptions {
  signal?: AbortSignal;
  idempotencyKey?: string;
}

export function toCreditCode(wire: AdminCreditCodeWire): CreditCode {
  return {
    code: wire.code,
    amountSatang: bahtToSatang(wire.amount),
    limit: wire.limit,
    used: wire.used,
    expiresAt: wire.expiresAt,
    status: wire.status,
    createdAt: wire.createdAt,
  };
}

const termsBody = ({ amountSatang, limit, expiresAt }: CreditCodeTerms) => ({
  amount: satangToBaht(amountSatang),
  limit,
  expiresAt,
});

const writeOptions = (options: WriteOptions) => ({
  signal: options.signal,
  headers: idempotencyHeaders(options),
});

/** GET: one page of codes, newest first, with the count of every match. */
export async function fetchCreditCodes(
  client: ApiClient,
  query: CreditCodeQuery,
  signal?: AbortSignal,
): Promise<Page<CreditCode>> {
  const { data } = await client.get<unknown>(adminPaths.creditCodes, {
    signal,
    params: {
      search: query.search.trim() || undefined,
      status: query.status || undefined,
      ...pageParams(query),
    },
  });
  const page = readBody(adminResponses.creditCodes, data).data;
  return { items: page.items.map(toCreditCode), total: page.total };
}

/** POST: one new code (409 when it exists). */
export async function postCreditCode(
  client: ApiClient,
  input: NewCreditCode,
  options: WriteOptions = {},
): Promise<CreditCode> {
  const { data } = await client.post<unknown>(
    adminPaths.creditCodes,
    { code: input.code, ...termsBody(input) },
    writeOptions(options),
  );
  return toCreditCode(readBody(adminResponses.createCreditCode, data).data);
}

/** PUT: a code's amount, limit and expiry (its text stays). */
export async function putCreditCode(
  client: ApiClient,
  code: string,
  terms: CreditCodeTerms,
  options: WriteOptions = {},
): Promise<CreditCode> {
  const { data } = await client.put<unknown>(
    adminPaths.creditCode(code),
    termsBody(terms),
    writeOptions(options),
  );
  return toCreditCode(readBody(adminResponses.creditCode, data).data);
}

/** POST `{ active }`: switched on or off. */
export async function postCreditCodeActive(
  client: ApiClient,
  code: string,
  active: boolean,
  options: WriteOptions = {},
): Promise<CreditCode> {
  const { data } = await client.post<unknown>(
    adminPaths.creditCodeActive(code),
    { active },
    writeOptions(options),
  );
  return toCreditCode(readBody(adminResponses.creditCodeActive, data).data);
}

/** POST: `count` new codes of `prefix`. */
export async function postCreditCodeBatch(
  client: ApiClient,
  batch: CreditCodeBatch,
  options: WriteOptions = {},
): Promise<CreditCode[]> {
  const { data } = await client.post<unknown>(
    adminPaths.creditCodeBatch,
    { prefix: batch.prefix, count: batch.count, ...termsBody(batch) },
    writeOptions(options),
  );
  return readBody(adminResponses.creditCodeBatch, data).data.map(toCreditCode);
}
