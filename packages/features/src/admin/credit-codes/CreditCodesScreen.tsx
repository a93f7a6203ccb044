import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  EmptyState,
  formatBaht,
  formatDateTime,
  formatNumber,
  MainCard,
  PageHeader,
  StatusChip,
  useNotify,
  type DataTableColumn,
  type StatusChipColor,
  RowAction,
  RowActions,
} from '@pp/ui';
import { IconFileExport, IconPencil, IconPlus, IconStack2, IconTicket } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';

import { useTableLabels } from '../../shared/i18n/table';
import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { useWrite } from '../../shared/query/write';
import { adminNs } from '../i18n';
import { SwitchDialog, type SwitchText } from '../promotions/components/FormParts';
import { readStateProps, serverPaging } from '../promotions/components/tableParts';
import { SwitchRowAction } from '../promotions/components/RowAction';
import { CREDIT_CODE_STATUSES, type CreditCode, type CreditCodeStatus } from './api';
import { creditCodeActiveAtom, creditCodeQueryAtom, creditCodesAtom } from './atoms';
import { BatchDialog } from './components/BatchDialog';
import { codeTextSx } from './components/codeFont';
import { CodeFormDialog } from './components/CodeFormDialog';
import { creditCodesCsv } from './csv';
import { downloadText } from './download';
import { creditCodesNs, type CreditCodesT } from './i18n';
import { useDebouncedText } from '../../shared/state/useDebouncedText';

const STATUS_COLORS: Record<CreditCodeStatus, StatusChipColor> = {
  active: 'success',
  disabled: 'warning',
  expired: 'error',
  'used-up': 'secondary',
};

const columnsOf = (t: CreditCodesT, locale: string): DataTableColumn<CreditCode>[] => [
  {
    id: 'code',
    label: t('list.code'),
    render: (row) => (
      <Typography component="span" variant="subtitle1" sx={[codeTextSx, { overflowWrap: 'break-word' }]}>
        {row.code}
      </Typography>
    ),
  },
  {
    id: 'amount',
    label: t('list.amount'),
    align: 'right',
    noWrap: true,
    render: (row) => formatBaht(row.amountSatang),
  },
  {
    id: 'used',
    label: t('list.used'),
    align: 'right',
    noWrap: true,
    render: (row) =>
      t('list.usedValue', {
        used: formatNumber(row.used, { locale }),
        limit: formatNumber(row.limit, { locale }),
      }),
  },
  {
    id: 'expiresAt',
    label: t('list.expiresAt'),
    noWrap: true,
    render: (row) => formatDateTime(row.expiresAt, { locale }),
  },
  {
    id: 'status',
    label: t('list.status'),
    align: 'center',
    noWrap: true,
    render: (row) => <StatusChip color={STATUS_COLORS[row.status]} label={t(`status.${row.status}`)} />,
  },
];

const codeOf = (row: CreditCode) => row.code;

/**
 * `/admin/credit-codes` (decisions section 10): the codes, paged, searched and filtered by status on
 * the server; create one, edit one, switch one off or on (asked first; never deleted), generate a
 * batch and download it as CSV, and export the page shown as CSV.
 */
export function CreditCodesScreen() {
  const { t, locale } = useT(creditCodesNs);
  const common = useT(adminNs).t;
  const labels = useTableLabels(t('list.search'));
  const [query, setQuery] = useAtom(creditCodeQueryAtom);
  const codes = useRemote(creditCodesAtom);
  const setActive = useWrite(creditCodeActiveAtom);
  const notify = useNotify();
  const [search, setSearch] = useDebouncedText(query.search, (text) =>
    setQuery((current) => ({ ...current, search: text, page: 0 })),
  );
  const [editing, setEditing] = useState<{ open: boolean; code: CreditCode | null }>({
    open: false,
    code: null,
  });
  // The dialog keeps its code while it fades out.
  const closeEditing = () => setEditing((current) => ({ ...current, open: false }));
  const [batchOpen, setBatchOpen] = useState(false);
  const [switching, setSwitching] = useState<CreditCode | null>(null);
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);

  const page = codes.data;
  const filtered = query.search.trim() !== '' || query.status !== '';

  const exportPage = () => {
    if (!page) return;
    const filter = [query.status, query.search.trim().toUpperCase()].filter(Boolean).join('-');
    downloadText(
      creditCodesCsv(page.items),
      `credit-codes${filter ? `-${filter}` : ''}-page-${query.page + 1}.csv`,
    );
  };

  const switchText = (code: CreditCode): SwitchText => {
    const off = code.status !== 'disabled';
    return {
      title: t(off ? 'confirm.disableTitle' : 'confirm.enableTitle'),
      description: t(off ? 'confirm.disableText' : 'confirm.enableText', { code: code.code }),
      confirmLabel: t(off ? 'list.disable' : 'list.enable'),
      off,
    };
  };

  const switchCode = async (code: CreditCode) => {
    const saved = await setActive.run({ code: code.code, active: code.status === 'disabled' });
    return t(saved.status === 'disabled' ? 'confirm.disabled' : 'confirm.enabled', { code: saved.code });
  };

  const statusFilter = (
    <TextField
      select
      size="small"
      label={t('list.status')}
      value={query.status}
      onChange={(event) =>
        setQuery((current) => ({ ...current, status: event.target.value as CreditCodeStatus | '', page: 0 }))
      }
      // '' (every status) shows its own label, "All statuses".
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={(theme) => ({ minWidth: theme.spacing(20) })}
    >
      <MenuItem value="">{t('list.allStatuses')}</MenuItem>
      {CREDIT_CODE_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`status.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  const exportButton = (
    <Button
      variant="outlined"
      color="secondary"
      startIcon={<IconFileExport size={18} />}
      onClick={exportPage}
      disabled={!page || page.items.length === 0}
      title={t('list.exportHint')}
      sx={{ minHeight: 44 }}
    >
      {t('list.exportCsv')}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<IconStack2 size={18} />}
              onClick={() => setBatchOpen(true)}
              sx={{ minHeight: 44 }}
            >
              {t('list.batch')}
            </Button>
            <Button
              variant="contained"
              startIcon={<IconPlus size={18} />}
              onClick={() => setEditing({ open: true, code: null })}
              sx={{ minHeight: 44 }}
            >
              {t('list.create')}
            </Button>
          </>
        }
      />
      <MainCard content={false}>
        <DataTable
          label={t('list.table')}
          rows={page?.items ?? []}
          totalRows={page?.total ?? 0}
          columns={columns}
          getRowId={codeOf}
          labels={labels}
          search={search}
          onSearchChange={setSearch}
          toolbarFilters={statusFilter}
          toolbarActions={exportButton}
          summary={({ matching }) => t('list.count', { count: formatNumber(matching, { locale }) })}
          {...serverPaging(query, setQuery)}
          {...readStateProps(codes, common, t('list.loadFailed'))}
          emptyState={
            <EmptyState
              tone="secondary"
              icon={<IconTicket size={32} stroke={1.5} />}
              title={t(filtered ? 'list.noMatchTitle' : 'list.emptyTitle')}
              description={t(filtered ? 'list.noMatchText' : 'list.emptyText')}
            />
          }
          rowActions={(row) => (
            <RowActions>
              <RowAction
                label={t('list.editName', { code: row.code })}
                tooltip={t('list.edit')}
                icon={<IconPencil size={18} stroke={1.5} />}
                onClick={() => setEditing({ open: true, code: row })}
              />
              <SwitchRowAction
                on={row.status !== 'disabled'}
                label={t(row.status === 'disabled' ? 'list.enableName' : 'list.disableName', {
                  code: row.code,
                })}
                tooltip={t(row.status === 'disabled' ? 'list.enable' : 'list.disable')}
                onClick={() => setSwitching(row)}
              />
            </RowActions>
          )}
        />
      </MainCard>
      <CodeFormDialog
        open={editing.open}
        code={editing.code}
        onClose={closeEditing}
        onSaved={(saved, created) => {
          closeEditing();
          notify({
            message: t(created ? 'form.created' : 'form.saved', { code: saved.code }),
            severity: 'success',
          });
        }}
      />
      <BatchDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
      <SwitchDialog
        item={switching}
        text={switchText}
        onSwitch={switchCode}
        onClose={() => setSwitching(null)}
      />
    </Box>
  );
}
