/**
 * The agent calls (docs/player-api.md, 7 Back office: `GET /agentinfo`, `GET /agentbalance`): read
 * through their wire schemas, baht turned into satang.
 */
import { adminPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { bahtToSatang, type Satang } from '../../shared/money/money';
import { readBody } from '../../shared/wire/read';
import { adminResponses } from '../api/schemas';

/** The operator's agent account. */
export interface AgentInfo {
  agentId: string;
  name: string;
  /** Empty when the agent has none. */
  website: string;
  /** Empty when the agent has none. */
  lineId: string;
  /** When the agent account was opened. */
  createdAt: string;
}

/** The agent's float and today's (Asia/Bangkok) approved money in and out. */
export interface AgentBalance {
  /** The float; a negative float is shown as it is. */
  balanceSatang: Satang;
  today: {
    depositsSatang: Satang;
    depositCount: number;
    withdrawalsSatang: Satang;
    withdrawalCount: number;
    /** Deposits minus withdrawals: may be negative. */
    netSatang: Satang;
  };
}

export async function fetchAgentInfo(client: ApiClient, signal?: AbortSignal): Promise<AgentInfo> {
  const { data } = await client.get<unknown>(adminPaths.agentInfo, { signal });
  const { agentId, name, website, lineId, createdAt } = readBody(adminResponses.agentInfo, data).data;
  return { agentId, name, website: website.trim(), lineId: lineId.trim(), createdAt };
}

export async function fetchAgentBalance(client: ApiClient, signal?: AbortSignal): Promise<AgentBalance> {
  const { data } = await client.get<unknown>(adminPaths.agentBalance, { signal });
  const { balance, today } = readBody(adminResponses.agentBalance, data).data;
  return {
    balanceSatang: bahtToSatang(balance),
    today: {
      depositsSatang: bahtToSatang(today.deposits),
      depositCount: today.depositCount,
      withdrawalsSatang: bahtToSatang(today.withdrawals),
      withdrawalCount: today.withdrawalCount,
      netSatang: bahtToSatang(today.net),
    },
  };
}
