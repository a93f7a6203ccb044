import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IconBooks,
  IconDeviceLaptop,
  IconHorseToy,
  IconPackage,
  IconShirt,
  IconToolsKitchen2,
  IconTrash,
} from '@tabler/icons-react';
import {
  EmptyState,
  MainCard,
  StatusChip,
  DataTable,
  type DataTableColumn,
  type SearchField,
  RowAction,
} from '@pp/ui';
import { useMemo, type ReactNode } from 'react';

import type { CustomerProduct } from './types';
import { productsAtom } from './atoms';
import { LoadFailed } from './components/LoadFailed';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { useCustomerFormat, type CustomerFormat } from './format';
import { customerNs, type CustomerT } from './i18n';
import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';

/** Quantities at or below this are flagged as low stock. */
export const LOW_STOCK = 5;

const categoryIcons: Record<string, ReactNode> = {
  electronics: <IconDeviceLaptop size={20} stroke={1.5} />,
  fashion: <IconShirt size={20} stroke={1.5} />,
  kitchen: <IconToolsKitchen2 size={20} stroke={1.5} />,
  toys: <IconHorseToy size={20} stroke={1.5} />,
  books: <IconBooks size={20} stroke={1.5} />,
};

function ProductName({ product }: { product: CustomerProduct }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        aria-hidden
        sx={(theme) => ({
          width: theme.spacing(5),
          height: theme.spacing(5),
          bgcolor: 'secondary.light',
          color: 'secondary.dark',
        })}
      >
        {categoryIcons[product.category.toLowerCase()] ?? <IconPackage size={20} stroke={1.5} />}
      </Avatar>
      <Typography variant="subtitle1" component="span" sx={{ overflowWrap: 'break-word' }}>
        {product.name}
      </Typography>
    </Stack>
  );
}

function Quantity({ qty, t, format }: { qty: number; t: CustomerT; format: CustomerFormat }) {
  if (qty === 0) return <StatusChip label={t('products.outOfStock')} color="error" />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {qty <= LOW_STOCK && <StatusChip label={t('products.low')} color="warning" />}
      <span>{format.count(qty)}</span>
    </Stack>
  );
}

const columnsOf = (t: CustomerT, format: CustomerFormat): DataTableColumn<CustomerProduct>[] => [
  { id: 'id', label: t('products.id'), sortable: true, render: (row) => `#${row.id}`, width: 80 },
  {
    id: 'name',
    label: t('products.product'),
    sortable: true,
    render: (row) => <ProductName product={row} />,
  },
  { id: 'category', label: t('products.category'), sortable: true },
  {
    id: 'price',
    label: t('products.price'),
    align: 'right',
    sortable: true,
    render: (row) => format.dollars(row.price),
  },
  {
    id: 'date',
    label: t('products.added'),
    sortable: true,
    noWrap: true,
    render: (row) => format.day(row.date),
    width: 140,
  },
  {
    id: 'qty',
    label: t('products.stock'),
    align: 'right',
    sortable: true,
    render: (row) => <Quantity qty={row.qty} t={t} format={format} />,
  },
];

const searchFieldsOf = (format: CustomerFormat): SearchField<CustomerProduct>[] => [
  'id',
  'name',
  'category',
  (row) => format.dollars(row.price),
];

const productId = (row: CustomerProduct) => row.id;
const productName = (row: CustomerProduct) => row.name;

const removalTextOf = (t: CustomerT): RemovalText<CustomerProduct> => ({
  title: () => t('products.deleteTitle'),
  message: (row) => t('products.deleteText', { name: row.name }),
  done: (row) => t('products.deleted', { name: row.name }),
});

/** `/customer/product`: the products sold, with price, stock and date added. */
export function ProductScreen() {
  const { t } = useT(customerNs);
  const products = useRemote(productsAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(t, format), [t, format]);
  const labels = useTableLabels(t('products.search'));
  const removalText = useMemo(() => removalTextOf(t), [t]);
  const searchFields = useMemo(() => searchFieldsOf(format), [format]);
  const removal = useRemoval(productId, removalText);
  const { visible } = removal;
  const rows = useMemo(() => visible(products.data ?? []), [products.data, visible]);

  return (
    <MainCard title={t('pages.products')} content={false}>
      <DataTable
        label={t('products.table')}
        rows={rows}
        columns={columns}
        getRowId={productId}
        getRowLabel={productName}
        searchFields={searchFields}
        defaultSort={{ columnId: 'id', direction: 'asc' }}
        labels={labels}
        loading={products.status === 'loading'}
        error={
          products.status === 'error' ? (
            <LoadFailed title={t('products.loadFailed')} error={products.error} onRetry={products.retry} />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconPackage size={32} stroke={1.5} />}
            title={t('products.emptyTitle')}
            description={t('products.emptyText')}
          />
        }
        rowActions={(row) => (
          <RowAction
            label={t('products.deleteName', { name: row.name })}
            tooltip={t('common.delete')}
            icon={<IconTrash size={18} stroke={1.5} />}
            color="error"
            onClick={() => removal.ask(row)}
          />
        )}
      />
      {removal.elements}
    </MainCard>
  );
}
