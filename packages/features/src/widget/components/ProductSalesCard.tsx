import Box from '@mui/material/Box';
import { DataTable, formatCurrency, formatNumber, MainCard, type DataTableColumn } from '@pp/ui';
import { useMemo } from 'react';

import { useTableLabels } from '../../shared/i18n/table';
import { useT } from '../../shared/i18n/useT';
import { DEMO_CURRENCY, formatChange } from '../figures';
import { widgetNs } from '../i18n';
import { wideCardSx } from '../layout';
import type { WidgetDataResponse } from '../types';

type Sale = WidgetDataResponse['productSales'][number];

/** The product sales table (the one DataTable): product, category, units sold, price and change. */
export function ProductSalesCard({ sales }: { sales: readonly Sale[] }) {
  const { t, locale } = useT(widgetNs);
  const labels = useTableLabels(t('data.sales.search'));
  const columns = useMemo<DataTableColumn<Sale>[]>(
    () => [
      { id: 'product', label: t('data.sales.product'), sortable: true, minWidth: 180 },
      {
        id: 'category',
        label: t('data.sales.category'),
        sortable: true,
        sortValue: (sale) => t(`chart.category.${sale.category}`),
        render: (sale) => t(`chart.category.${sale.category}`),
      },
      {
        id: 'sold',
        label: t('data.sales.sold'),
        align: 'right',
        sortable: true,
        firstSortDirection: 'desc',
        render: (sale) => formatNumber(sale.sold, { locale }),
      },
      {
        id: 'price',
        label: t('data.sales.price'),
        align: 'right',
        sortable: true,
        firstSortDirection: 'desc',
        noWrap: true,
        render: (sale) => formatCurrency(sale.price, { currency: DEMO_CURRENCY, locale }),
      },
      {
        id: 'change',
        label: t('data.sales.change'),
        align: 'right',
        sortable: true,
        firstSortDirection: 'desc',
        noWrap: true,
        render: (sale) => (
          <Box
            component="span"
            sx={{ color: sale.change >= 0 ? 'success.main' : 'error.main', fontWeight: 500 }}
          >
            {t(sale.change >= 0 ? 'statistics.up' : 'statistics.down', {
              change: formatChange(sale.change, locale),
            })}
          </Box>
        ),
      },
    ],
    [t, locale],
  );
  return (
    <MainCard title={t('data.sales.title')} content={false} sx={wideCardSx}>
      <DataTable
        rows={sales}
        columns={columns}
        getRowId={(sale) => sale.id}
        label={t('data.sales.title')}
        defaultSort={{ columnId: 'sold', direction: 'desc' }}
        defaultRowsPerPage={5}
        labels={labels}
        sx={{ position: 'relative' }}
      />
    </MainCard>
  );
}
