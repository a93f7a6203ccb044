/**
 * The body of `admin-transactions.bench.mjs` (bundled by it with esbuild, run in Node): 100,000
 * deposits and withdrawals over 1,000 players, written through the wallet store's own `saveWallet`
 * into a memory store, then the back office's list timed in the store (index and one-pass page) and
 * through the HTTP handler (MSW in Node, as the tests run it).
 */
import { adminPaths } from '@pp/features/endpoints';
import type { Transaction } from '@pp/features/wire';
import { setupServer } from 'msw/node';

import { seededRandom, transactionId } from '../data/player-history';
import { adminHandlers } from '../handlers/admin';
import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { listAccounts } from '../services/playerService';
import { allRows, pageOfRows } from '../stores/admin-transactions';
import { saveWallet, settleTransaction } from '../stores/wallet';

const PLAYERS = 1_000;
const PER_PLAYER = 100;
const FIRST_ID = 500_000;

/** Writes the 100,000 transactions through the wallet store; returns one pending id per player. */
function seed(): string[] {
  const random = seededRandom(100_000);
  const pending: string[] = [];
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let p = 0; p < PLAYERS; p += 1) {
    const playerId = String(FIRST_ID + p);
    const history: Transaction[] = [];
    for (let i = 1; i <= PER_PLAYER; i += 1) {
      const type = random() < 0.6 ? 'deposit' : 'withdraw';
      const roll = random();
      const status = roll < 0.05 ? 'pending' : roll < 0.9 ? 'approved' : 'rejected';
      const id = transactionId(playerId, i);
      if (status === 'pending') pending.push(id);
      history.unshift({
        id,
        type,
        amountSatang: (1 + Math.floor(random() * 500)) * 100,
        status,
        description: type === 'deposit' ? 'ฝากเงินเข้าบัญชี กสิกรไทย' : 'ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้',
        bankCode: type === 'deposit' ? 'KBANK' : null,
        createdAt: new Date(start + Math.floor(random() * 320 * 86_400_000)).toISOString(),
      });
    }
    saveWallet({ playerId, balanceSatang: 10_000_000, history, nextSeq: PER_PLAYER + 1 });
  }
  return pending;
}

async function time(run: () => unknown | Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runAdminTransactionsBench(runs: number): Promise<Record<string, number[]>> {
  setMockStorage(memoryStore());
  const pending = seed();
  const ids = (await listAccounts()).map((account) => account.id);
  const usernames = new Map<string, string>();
  const samples: Record<string, number[]> = {};
  const add = async (name: string, run: () => unknown | Promise<unknown>) => {
    (samples[name] ??= []).push(await time(run));
  };
  const server = setupServer(...adminHandlers);
  server.listen({ onUnhandledRequest: 'error' });
  const token = await signToken('900001', 'admin');
  const get = async (query: string) => {
    const response = await fetch(`http://localhost/player-api${adminPaths.transactions}?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { total: number } };
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  try {
    await add('store: index built (cold)', () => allRows(ids));
    const total = allRows(ids).length;
    if (total < 100_000) throw new Error(`seeded ${total} rows`);
    for (let run = 0; run < runs; run += 1) {
      await add('store: first page', () => pageOfRows(allRows(ids), {}, 1, 25, usernames));
      await add('store: type+status filter', () =>
        pageOfRows(allRows(ids), { type: 'withdraw', status: 'approved' }, 1, 25, usernames),
      );
      await add('store: player search', () =>
        pageOfRows(allRows(ids), { player: '500123' }, 1, 25, usernames),
      );
      await add('store: next page (filter)', () =>
        pageOfRows(allRows(ids), { type: 'withdraw', status: 'approved' }, 2, 25, usernames),
      );
      await add('http: first page', () => get(''));
      await add('http: type+status filter', () => get('type=withdraw&status=approved'));
      await add('http: player search', () => get('player=500123'));
      await add('http: next page (filter)', () => get('type=withdraw&status=approved&page=2'));
      // One approval changes one wallet: the index re-reads it and orders the list again.
      const txId = pending[run] ?? '';
      settleTransaction(txId.split('-')[1] ?? '', txId, 'approved');
      await add('http: first page after an approval', () => get(''));
    }
  } finally {
    server.close();
  }
  return samples;
}

export { median };
