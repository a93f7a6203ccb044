import Button from '@mui/material/Button';
import { ConfirmDialog, DataTable, EmptyState, formatNumber, useNotify, type DataTableSummary } from '@pp/ui';
import { IconTrash, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { memberId, memberName, memberSearchFields, useMemberColumns, type MemberColumnId } from './columns';
import { MANY_ROWS, membersOf, type Member } from './data';
import { tablePagesNs } from './i18n';
import { TablePage, ToolbarSwitch } from './layout';

const COLUMNS: readonly MemberColumnId[] = [
  'name',
  'email',
  'country',
  'status',
  'orders',
  'spent',
  'joined',
];
const FEW_ROWS = 120;

interface PendingDelete {
  ids: readonly number[];
  clear: () => void;
}

export interface EnhancedTableScreenProps {
  /** The members shown (default: the sample members, 10,000 with the switch). */
  rows?: readonly Member[];
}

/**
 * `/tables/enhanced`: select rows, sort, search, page, and delete the selection after a
 * confirmation, with an undo in the notification (the rows come back). A switch shows 10,000 rows.
 */
export function EnhancedTableScreen({ rows: given }: EnhancedTableScreenProps) {
  const { t, locale } = useT(tablePagesNs);
  const columns = useMemberColumns(COLUMNS);
  const labels = useTableLabels(t('tables.search'));
  const notify = useNotify();
  const [many, setMany] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  // The dialog keeps its last content while it fades out.
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const source = given ?? membersOf(many ? MANY_ROWS : FEW_ROWS);
  const rows = useMemo(
    () => (removed.size === 0 ? source : source.filter((row) => !removed.has(row.id))),
    [source, removed],
  );
  const count = pending?.ids.length ?? 0;

  const confirm = () => {
    if (!pending || !dialogOpen) return;
    const ids = pending.ids;
    setRemoved((previous) => new Set([...previous, ...ids]));
    pending.clear();
    setDialogOpen(false);
    const undo = () =>
      setRemoved((previous) => {
        const next = new Set(previous);
        for (const id of ids) next.delete(id);
        return next;
      });
    notify({
      message: t('enhanced.deleted', { count: formatNumber(ids.length, { locale }) }),
      action: { label: t('enhanced.undo'), onAction: undo },
    });
  };

  const summary = ({ matching }: DataTableSummary) =>
    t('tables.count', { count: formatNumber(matching, { locale }) });

  return (
    <TablePage title={t('pages.enhanced')} intro={t('enhanced.intro')}>
      <DataTable
        label={t('tables.members')}
        rows={rows}
        columns={columns}
        getRowId={memberId}
        getRowLabel={memberName}
        searchFields={memberSearchFields}
        selectable
        showFirstLastButtons
        defaultSort={{ columnId: 'joined', direction: 'desc' }}
        rowsPerPageOptions={[5, 10, 25, 50]}
        summary={summary}
        labels={labels}
        toolbarActions={
          given === undefined && (
            <ToolbarSwitch label={t('tables.manyRows')} checked={many} onChange={setMany} />
          )
        }
        bulkActions={(selected, clear) => (
          <Button
            size="small"
            variant="contained"
            color="error"
            startIcon={<IconTrash size={16} stroke={1.5} />}
            onClick={() => {
              setPending({ ids: selected.map(memberId), clear });
              setDialogOpen(true);
            }}
          >
            {t('enhanced.delete')}
          </Button>
        )}
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconUsers size={32} stroke={1.5} />}
            title={t('tables.emptyTitle')}
            description={t('tables.emptyText')}
          />
        }
      />
      <ConfirmDialog
        open={dialogOpen}
        title={t('enhanced.deleteTitle', { count: formatNumber(count, { locale }) })}
        description={t('enhanced.deleteText')}
        confirmLabel={t('enhanced.delete')}
        cancelLabel={t('enhanced.cancel')}
        destructive
        onConfirm={confirm}
        onClose={() => setDialogOpen(false)}
      />
    </TablePage>
  );
}
