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
import { EmptyState, MainCard, StatusChip, DataTable, type DataTableColumn, type SearchField } from '@pp/ui';
import { useMemo, type ReactNode } from 'react';

import type { CustomerProduct } from './types';
import { productsAtom } from './atoms';
import { RowAction } from './components/RowAction';
import { LoadFailed } from './components/LoadFailed';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { useCustomerFormat, type CustomerFormat } from './format';
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

function Quantity({ qty, format }: { qty: number; format: CustomerFormat }) {
  if (qty === 0) return <StatusChip label="Out of stock" color="error" />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {qty <= LOW_STOCK && <StatusChip label="Low" color="warning" />}
      <span>{format.count(qty)}</span>
    </Stack>
  );
}

const columnsOf = (format: CustomerFormat): DataTableColumn<CustomerProduct>[] => [
  { id: 'id', label: 'ID', sortable: true, render: (row) => `#${row.id}`, width: 80 },
  { id: 'name', label: 'Product', sortable: true, render: (row) => <ProductName product={row} /> },
  { id: 'category', label: 'Category', sortable: true },
  { id: 'price', label: 'Price', align: 'right', sortable: true, render: (row) => format.dollars(row.price) },
  {
    id: 'date',
    label: 'Added',
    sortable: true,
    noWrap: true,
    render: (row) => format.day(row.date),
    width: 140,
  },
  {
    id: 'qty',
    label: 'In stock',
    align: 'right',
    sortable: true,
    render: (row) => <Quantity qty={row.qty} format={format} />,
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

const removalText: RemovalText<CustomerProduct> = {
  title: () => 'Delete product?',
  message: (row) => `${row.name} will be removed from the list. You can undo this right after.`,
  done: (row) => `${row.name} deleted`,
};

/** `/customer/product`: the products sold, with price, stock and date added. */
export function ProductScreen() {
  const products = useRemote(productsAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(format), [format]);
  const searchFields = useMemo(() => searchFieldsOf(format), [format]);
  const removal = useRemoval(productId, removalText);
  const { visible } = removal;
  const rows = useMemo(() => visible(products.data ?? []), [products.data, visible]);

  return (
    <MainCard title="Products" content={false}>
      <DataTable
        label="Products"
        rows={rows}
        columns={columns}
        getRowId={productId}
        getRowLabel={productName}
        searchFields={searchFields}
        defaultSort={{ columnId: 'id', direction: 'asc' }}
        labels={{ search: 'Search products' }}
        loading={products.status === 'loading'}
        error={
          products.status === 'error' ? (
            <LoadFailed
              title="We could not load the products"
              error={products.error}
              onRetry={products.retry}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconPackage size={32} stroke={1.5} />}
            title="No products yet"
            description="Products show up here once they are added to the catalogue."
          />
        }
        rowActions={(row) => (
          <RowAction
            label={`Delete ${row.name}`}
            tooltip="Delete"
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
