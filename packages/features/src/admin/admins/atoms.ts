/**
 * State of the admins screen (DESIGN.md "Data flow"): the admin accounts, one read of the
 * server-state layer; the table searches and pages them on the client.
 */
import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { adminApi } from '../api/client';
import { fetchAdmins } from './api';

export const adminsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.admin.admins,
  queryFn: ({ signal }) => fetchAdmins(adminApi(get), signal),
}));
