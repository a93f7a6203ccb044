/**
 * State of the invite screen (DESIGN.md "Data flow"): the setting is a read of the one server-state
 * layer (the summary is the home card's `inviteSummaryAtom`); the commission claim is a write that
 * loads the balance, the history and the summary again.
 */
import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { player, playerId, sessionId } from '../atoms';
import type { Transaction } from '../types';
import { fetchInviteSetting, postClaimCommission } from './api';

export const inviteSettingAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.inviteSetting,
  queryFn: ({ signal }) => fetchInviteSetting(player(get), signal),
}));

/** Claims the commission waiting; on success the balance, the history and the summary load again. */
export const claimCommissionAtom = atomWithApiWrite<void, Transaction>((get) => ({
  write: (_input, { idempotencyKey }) => postClaimCommission(player(get), playerId(get), { idempotencyKey }),
  invalidates: () => {
    const id = sessionId(get);
    return [queryKeys.balance(id), queryKeys.history(id), queryKeys.inviteSummary(id)];
  },
}));
