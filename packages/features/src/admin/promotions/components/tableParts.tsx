/** DataTable props the back-office lists share: a read's loading and failure, and server paging. */
import { ErrorState } from '@pp/ui';

import type { RemoteRead } from '../../../shared/query/read';
import type { PageQuery } from '../../api/client';
import { loadFailedProps } from '../../errors';
import type { AdminT } from '../../i18n';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** The table's rows are loading, or they failed: why (in the admin's words) and a retry. */
export function readStateProps(read: RemoteRead<unknown>, t: AdminT, failedTitle: string) {
  return {
    loading: read.status === 'loading',
    error:
      read.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailedProps(t, read.error, read.retry)} title={failedTitle} />
      ) : undefined,
  };
}

/** The paging props of a list paged on the server, from its query (zero-based page, page size). */
export function serverPaging<Q extends PageQuery>(query: Q, setQuery: (update: (current: Q) => Q) => void) {
  return {
    page: query.page,
    onPageChange: (page: number) => setQuery((current) => ({ ...current, page })),
    rowsPerPage: query.pageSize,
    // Another page size starts again from the first page.
    onRowsPerPageChange: (pageSize: number) => setQuery((current) => ({ ...current, pageSize, page: 0 })),
    rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
  };
}
