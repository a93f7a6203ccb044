/**
 * State of the agent screen (DESIGN.md "Data flow"): the agent's info and its balance with
 * today's figures, two reads of the server-state layer that the refresh button asks again together.
 */
import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { adminApi } from '../api/client';
import { fetchAgentBalance, fetchAgentInfo } from './api';

export const agentInfoAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.admin.agentInfo,
  queryFn: ({ signal }) => fetchAgentInfo(adminApi(get), signal),
}));

export const agentBalanceAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.admin.agentBalance,
  queryFn: ({ signal }) => fetchAgentBalance(adminApi(get), signal),
}));
