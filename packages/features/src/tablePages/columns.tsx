import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  formatBaht,
  formatDate,
  formatNumber,
  formatPercent,
  PresenceAvatar,
  StatusChip,
  type DataTableColumn,
  type SearchField,
  type StatusChipColor,
} from '@pp/ui';
import { useMemo } from 'react';

import type { MessageValues } from '../shared/i18n/useT';
import { useT } from '../shared/i18n/useT';
import type { Member, MemberStatus } from './data';
import { tablePagesNs, type TablePagesKey } from './i18n';

type T = (key: TablePagesKey, values?: MessageValues) => string;

export const statusColor: Record<MemberStatus, StatusChipColor> = {
  active: 'success',
  pending: 'warning',
  blocked: 'error',
};

/** The columns a table page may show, by id. */
export type MemberColumnId =
  'name' | 'person' | 'email' | 'country' | 'role' | 'status' | 'orders' | 'spent' | 'progress' | 'joined';

/** A member's avatar, name and email in one cell (the customized table). */
function PersonCell({ member }: { member: Member }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <PresenceAvatar name={member.name} size={4.5} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="p">
          {member.name}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}
        >
          {member.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** How complete a member's profile is: a bar and the figure. */
function ProgressCell({ value, label, locale }: { value: number; label: string; locale: string }) {
  const color = value >= 70 ? 'success' : value >= 35 ? 'primary' : 'warning';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color={color}
        aria-label={label}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" sx={{ minWidth: '4ch', textAlign: 'end' }}>
        {formatPercent(value, { locale })}
      </Typography>
    </Box>
  );
}

function makeColumns(t: T, locale: string): Record<MemberColumnId, DataTableColumn<Member>> {
  return {
    name: { id: 'name', label: t('columns.name'), sortable: true },
    person: {
      id: 'person',
      label: t('columns.name'),
      sortable: true,
      sortValue: (row) => row.name,
      minWidth: 220,
      render: (row) => <PersonCell member={row} />,
    },
    email: { id: 'email', label: t('columns.email') },
    country: { id: 'country', label: t('columns.country'), sortable: true },
    role: { id: 'role', label: t('columns.role'), sortable: true, render: (row) => t(`role.${row.role}`) },
    status: {
      id: 'status',
      label: t('columns.status'),
      sortable: true,
      render: (row) => <StatusChip label={t(`status.${row.status}`)} color={statusColor[row.status]} />,
    },
    orders: {
      id: 'orders',
      label: t('columns.orders'),
      align: 'right',
      sortable: true,
      firstSortDirection: 'desc',
      render: (row) => formatNumber(row.orders, { locale }),
    },
    spent: {
      id: 'spentSatang',
      label: t('columns.spent'),
      align: 'right',
      sortable: true,
      firstSortDirection: 'desc',
      noWrap: true,
      render: (row) => formatBaht(row.spentSatang, locale),
    },
    progress: {
      id: 'progress',
      label: t('columns.progress'),
      sortable: true,
      firstSortDirection: 'desc',
      render: (row) => (
        <ProgressCell
          value={row.progress}
          locale={locale}
          label={t('tables.progressOf', { value: row.progress })}
        />
      ),
    },
    joined: {
      id: 'joined',
      label: t('columns.joined'),
      sortable: true,
      firstSortDirection: 'desc',
      noWrap: true,
      render: (row) => formatDate(row.joined, { locale }),
    },
  };
}

/**
 * The table pages' columns, in the order of `ids`, labelled and formatted in the template locale.
 * Pass `ids` as a module constant: the columns are memoised on it.
 */
export function useMemberColumns(ids: readonly MemberColumnId[]): DataTableColumn<Member>[] {
  const { t, locale } = useT(tablePagesNs);
  return useMemo(() => {
    const all = makeColumns(t, locale);
    return ids.map((id) => all[id]);
  }, [t, locale, ids]);
}

/** The fields the members' search looks into (name, email, country). */
export const memberSearchFields: readonly SearchField<Member>[] = ['name', 'email', 'country'];

export const memberId = (member: Member) => member.id;
export const memberName = (member: Member) => member.name;
