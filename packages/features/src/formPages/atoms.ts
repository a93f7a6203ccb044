/**
 * Server data of the form pages (DESIGN.md "Data flow"): the autocomplete's bank search, one read
 * per search text (cached, so going back to a text shows its answer at once).
 */
import { atomFamily } from 'jotai-family';

import { clientsAtom } from '../shared/api/http';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { fetchBanks } from './api/endpoints';

/** The banks whose code or names hold `search` (`GET /api/forms/banks`). */
export const bankSearchAtom = atomFamily((search: string) =>
  atomWithApiQuery((get) => ({
    queryKey: queryKeys.demo.formsBanks(search),
    queryFn: ({ signal }) => fetchBanks(get(clientsAtom).demo, search, signal),
  })),
);
