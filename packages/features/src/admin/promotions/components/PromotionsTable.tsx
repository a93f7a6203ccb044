import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  EmptyState,
  formatBaht,
  formatNumber,
  formatPercent,
  StatusChip,
  useNotify,
  type DataTableColumn,
  type SearchField,
  RowAction,
  RowActions,
} from '@pp/ui';
import { IconGift, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { useTableLabels } from '../../../shared/i18n/table';
import { useT } from '../../../shared/i18n/useT';
import { useRemote } from '../../../shared/query/read';
import { useWrite } from '../../../shared/query/write';
import { adminNs } from '../../i18n';
import type { AdminPromotion } from '../api';
import { adminPromotionsAtom, promotionActiveAtom } from '../atoms';
import { adminPromotionsNs, type PromotionsT } from '../i18n';
import { PromotionFormDialog } from './PromotionFormDialog';
import { SwitchDialog, type SwitchText } from './FormParts';
import { SwitchRowAction } from './RowAction';
import { readStateProps } from './tableParts';

const columnsOf = (
  t: PromotionsT,
  active: (on: boolean) => string,
  locale: string,
): DataTableColumn<AdminPromotion>[] => [
  {
    id: 'title',
    label: t('list.title'),
    sortable: true,
    minWidth: 180,
    render: (row) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="subtitle1"
          component="span"
          sx={{ display: 'block', overflowWrap: 'break-word' }}
        >
          {row.title}
        </Typography>
        {row.detail !== '' && (
          <Typography
            variant="caption"
            component="span"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              color: 'text.secondary',
              overflowWrap: 'break-word',
            }}
          >
            {row.detail}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    id: 'bonusPercent',
    label: t('list.bonusPercent'),
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    render: (row) => formatPercent(row.bonusPercent, { locale }),
  },
  {
    id: 'maxBonusSatang',
    label: t('list.maxBonus'),
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    render: (row) => formatBaht(row.maxBonusSatang),
  },
  {
    id: 'minDepositSatang',
    label: t('list.minDeposit'),
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    render: (row) => formatBaht(row.minDepositSatang),
  },
  {
    id: 'turnover',
    label: t('list.turnover'),
    align: 'right',
    sortable: true,
    noWrap: true,
    render: (row) => t('list.turnoverValue', { value: formatNumber(row.turnover, { locale }) }),
  },
  {
    id: 'claimedCount',
    label: t('list.claimed'),
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    render: (row) => formatNumber(row.claimedCount, { locale }),
  },
  {
    id: 'active',
    label: t('list.status'),
    align: 'center',
    sortable: true,
    sortValue: (row) => (row.active ? 0 : 1),
    noWrap: true,
    render: (row) => <StatusChip color={row.active ? 'success' : 'warning'} label={active(row.active)} />,
  },
];

const searchFields: SearchField<AdminPromotion>[] = ['title', 'detail', 'id'];

const promotionId = (row: AdminPromotion) => row.id;

/**
 * Every promotion, disabled ones too (the API sends the whole list: search, sort and paging here),
 * with create, edit and the active switch (asked first; a promotion is never deleted).
 */
export function PromotionsTable() {
  const { t, locale } = useT(adminPromotionsNs);
  const common = useT(adminNs).t;
  const promotions = useRemote(adminPromotionsAtom);
  const setActive = useWrite(promotionActiveAtom);
  const notify = useNotify();
  const [editing, setEditing] = useState<{ open: boolean; promotion: AdminPromotion | null }>({
    open: false,
    promotion: null,
  });
  const [switching, setSwitching] = useState<AdminPromotion | null>(null);

  const columns = useMemo(
    () => columnsOf(t, (on) => common(on ? 'status.active.true' : 'status.active.false'), locale),
    [t, common, locale],
  );
  const tableLabels = useTableLabels(t('list.search'));

  // The dialog keeps its promotion while it fades out.
  const close = () => setEditing((current) => ({ ...current, open: false }));

  const switchText = (promotion: AdminPromotion): SwitchText => ({
    title: t(promotion.active ? 'confirm.disableTitle' : 'confirm.enableTitle'),
    description: t(promotion.active ? 'confirm.disableText' : 'confirm.enableText', {
      title: promotion.title,
    }),
    confirmLabel: t(promotion.active ? 'list.disable' : 'list.enable'),
    off: promotion.active,
  });

  const switchPromotion = async (promotion: AdminPromotion) => {
    const saved = await setActive.run({ id: promotion.id, active: !promotion.active });
    return t(saved.active ? 'confirm.enabled' : 'confirm.disabled', { title: saved.title });
  };

  const create = (
    <Button
      variant="contained"
      startIcon={<IconPlus size={18} />}
      onClick={() => setEditing({ open: true, promotion: null })}
      sx={{ minHeight: 44 }}
    >
      {t('list.create')}
    </Button>
  );

  return (
    <>
      <DataTable
        label={t('list.table')}
        rows={promotions.data ?? []}
        columns={columns}
        getRowId={promotionId}
        getRowLabel={(row) => row.title}
        searchFields={searchFields}
        labels={tableLabels}
        toolbarActions={create}
        summary={({ matching }) => t('list.count', { count: formatNumber(matching, { locale }) })}
        {...readStateProps(promotions, common, t('list.loadFailed'))}
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconGift size={32} stroke={1.5} />}
            title={t('list.emptyTitle')}
            description={t('list.emptyText')}
          />
        }
        rowActions={(row) => (
          <RowActions>
            <RowAction
              label={t('list.editName', { title: row.title })}
              tooltip={t('list.edit')}
              icon={<IconPencil size={18} stroke={1.5} />}
              onClick={() => setEditing({ open: true, promotion: row })}
            />
            <SwitchRowAction
              on={row.active}
              label={t(row.active ? 'list.disableName' : 'list.enableName', { title: row.title })}
              tooltip={t(row.active ? 'list.disable' : 'list.enable')}
              onClick={() => setSwitching(row)}
            />
          </RowActions>
        )}
      />
      <PromotionFormDialog
        open={editing.open}
        promotion={editing.promotion}
        onClose={close}
        onSaved={(saved, created) => {
          close();
          notify({
            message: t(created ? 'form.created' : 'form.saved', { title: saved.title }),
            severity: 'success',
          });
        }}
      />
      <SwitchDialog
        item={switching}
        text={switchText}
        onSwitch={switchPromotion}
        onClose={() => setSwitching(null)}
      />
    </>
  );
}
