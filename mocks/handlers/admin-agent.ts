/**
 * The operator's agent (docs/player-api.md, 7): its fixed demo info, and its balance, the float:
 * ฿2,500,000 when the seed was laid, plus every approved deposit and minus every approved withdrawal
 * since, with today's (Asia/Bangkok, by the back office's clock) approved money in and out.
 */
import type { HttpHandler } from 'msw';

import { demoAccounts } from '../data/accounts';
import { AGENT_SEED_FLOAT_SATANG, demoAgent, seedPlayers } from '../data/admin-seed';
import { satangToBaht } from '../lib/money';
import { listAccounts } from '../services/playerService';
import { adminNow } from '../stores/admin-clock';
import { allRows, type AdminRow } from '../stores/admin-transactions';
import { initialWallet } from '../stores/wallet';
import { bangkokDate } from '../stores/wallet-rules';
import { dataResponse } from './admin-http';
import { adminRoute } from './player-http';

/** Approved deposits minus approved withdrawals, in satang. */
function netOf(rows: Iterable<{ type: string; status: string; amountSatang: number }>): number {
  let net = 0;
  for (const tx of rows) {
    if (tx.status !== 'approved') continue;
    if (tx.type === 'deposit') net += tx.amountSatang;
    else if (tx.type === 'withdraw') net -= tx.amountSatang;
  }
  return net;
}

let seedNet: number | null = null;

/** The net of the seed itself (demo and seeded players' initial wallets): the float's zero. */
function seedNetSatang(): number {
  seedNet ??= [...demoAccounts.map((account) => account.id), ...seedPlayers().keys()].reduce(
    (sum, id) => sum + netOf(initialWallet(id).history),
    0,
  );
  return seedNet;
}

/** The agent's figures over the back office's rows. */
export function agentFigures(rows: readonly AdminRow[], now: Date) {
  const today = bangkokDate(now);
  let deposits = 0;
  let depositCount = 0;
  let withdrawals = 0;
  let withdrawalCount = 0;
  for (const { tx } of rows) {
    if (tx.status !== 'approved' || bangkokDate(tx.settledAt ?? tx.createdAt) !== today) continue;
    if (tx.type === 'deposit') {
      deposits += tx.amountSatang;
      depositCount += 1;
    } else {
      withdrawals += tx.amountSatang;
      withdrawalCount += 1;
    }
  }
  const balance = AGENT_SEED_FLOAT_SATANG + netOf(rows.map((row) => row.tx)) - seedNetSatang();
  return {
    balance: balance / 100,
    today: {
      deposits: satangToBaht(deposits),
      depositCount,
      withdrawals: satangToBaht(withdrawals),
      withdrawalCount,
      net: (deposits - withdrawals) / 100,
    },
  };
}

export const agentInfoHandler: HttpHandler = adminRoute('agentInfo', () => dataResponse({ ...demoAgent }));

export const agentBalanceHandler: HttpHandler = adminRoute('agentBalance', async () => {
  const ids = (await listAccounts()).map((account) => account.id);
  return dataResponse(agentFigures(allRows(ids), adminNow()));
});

export const adminAgentHandlers: HttpHandler[] = [agentInfoHandler, agentBalanceHandler];
