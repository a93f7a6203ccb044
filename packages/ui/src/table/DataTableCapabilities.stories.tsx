import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconFilterOff, IconReceipt } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { StatusChip } from '../components/StatusChip';
import { EmptyState } from '../feedback/EmptyState';
import { formatBaht, formatCurrency, formatDateTime } from '../format';
import { noSidewaysScroll } from '../storybook';
import { PhoneFrame } from '../storybook/PhoneFrame';
import { DataTable, type DataTableColumn, type DataTableLabels, type DataTableSort } from './DataTable';

/** A transaction of the player history, the shape the history screen shows. */
interface Transaction {
  id: string;
  type: 'deposit' | 'withdraw' | 'bonus';
  amountSatang: number;
  createdAt: string;
  status: 'pending' | 'approved' | 'rejected';
}

const typeLabels: Record<Transaction['type'], string> = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  bonus: 'โบนัส',
};
const statusLabels: Record<Transaction['status'], string> = {
  pending: 'รอดำเนินการ',
  approved: 'สำเร็จ',
  rejected: 'ไม่สำเร็จ',
};
const statusColors = { pending: 'warning', approved: 'success', rejected: 'error' } as const;
const types: Transaction['type'][] = ['deposit', 'withdraw', 'deposit', 'bonus'];
const statuses: Transaction['status'][] = ['approved', 'approved', 'pending', 'rejected'];

/** Deterministic history: the same rows on every run. */
const transactions: Transaction[] = Array.from({ length: 23 }, (_, index) => ({
  id: `TX${String(1000 + index)}`,
  type: types[index % types.length] ?? 'deposit',
  amountSatang: ((index * 7919) % 50_000) * 100 + (index % 3) * 50,
  createdAt: new Date(Date.UTC(2026, 10, 20, 13, 45) - index * 7 * 3600 * 1000).toISOString(),
  status: statuses[index % statuses.length] ?? 'approved',
}));

const thaiLabels: Partial<DataTableLabels> = {
  rowsPerPage: 'แถวต่อหน้า:',
  displayedRows: ({ from, to, count }) => `${from}–${to} จาก ${count}`,
  pageButton: (type) => ({ first: 'หน้าแรก', last: 'หน้าสุดท้าย', next: 'หน้าถัดไป', previous: 'หน้าก่อนหน้า' })[type],
  sortedAscending: 'เรียงจากน้อยไปมาก',
  sortedDescending: 'เรียงจากมากไปน้อย',
  loading: 'กำลังโหลด…',
};

const columns: DataTableColumn<Transaction>[] = [
  {
    id: 'createdAt',
    label: 'วันที่',
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    render: (row) => formatDateTime(row.createdAt),
  },
  { id: 'type', label: 'รายการ', render: (row) => typeLabels[row.type] },
  {
    id: 'amountSatang',
    label: 'จำนวนเงิน',
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    render: (row) => formatBaht(row.amountSatang),
  },
  {
    id: 'status',
    label: 'สถานะ',
    align: 'center',
    render: (row) => <StatusChip label={statusLabels[row.status]} color={statusColors[row.status]} />,
  },
];

/** A transaction as a card on a phone. */
function TransactionCard({ row }: { row: Transaction }) {
  return (
    <>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p">
          {typeLabels[row.type]}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {formatDateTime(row.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
        <Typography variant="subtitle1" component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatBaht(row.amountSatang)}
        </Typography>
        <StatusChip label={statusLabels[row.status]} color={statusColors[row.status]} />
      </Box>
    </>
  );
}
const renderCard = (row: Transaction) => <TransactionCard row={row} />;
const getId = (row: Transaction) => row.id;

interface HistoryState {
  type: Transaction['type'] | 'all';
  sort: DataTableSort;
  page: number;
  rowsPerPage: number;
}

/**
 * The player history on the DataTable: a filter outside the table (toolbarFilters), a summary line,
 * sort, page and page size kept by the screen (controlled), newest first, Thai labels, and a list
 * of cards on narrow containers.
 */
function History({ compact, loading = false }: { compact?: boolean; loading?: boolean }) {
  const [state, setState] = useState<HistoryState>({
    type: 'all',
    sort: { columnId: 'createdAt', direction: 'desc' },
    page: 0,
    rowsPerPage: 10,
  });
  const rows = useMemo(
    () => (state.type === 'all' ? transactions : transactions.filter((row) => row.type === state.type)),
    [state.type],
  );
  const clear = () => setState((previous) => ({ ...previous, type: 'all', page: 0 }));
  return (
    <MainCard title="ประวัติการทำรายการ" content={false}>
      <DataTable
        label="รายการทั้งหมด"
        rows={rows}
        columns={columns}
        getRowId={getId}
        loading={loading}
        labels={thaiLabels}
        sort={state.sort}
        onSortChange={(sort) => setState((previous) => ({ ...previous, sort, page: 0 }))}
        page={state.page}
        onPageChange={(page) => setState((previous) => ({ ...previous, page }))}
        rowsPerPage={state.rowsPerPage}
        onRowsPerPageChange={(rowsPerPage) => setState((previous) => ({ ...previous, rowsPerPage, page: 0 }))}
        rowsPerPageOptions={[10, 20, 50]}
        showFirstLastButtons={!compact}
        renderCompactRow={renderCard}
        compact={compact}
        toolbarFilters={
          <TextField
            select
            size="small"
            label="ประเภท"
            value={state.type}
            onChange={(event) =>
              setState((previous) => ({
                ...previous,
                type: event.target.value as HistoryState['type'],
                page: 0,
              }))
            }
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="all">ทั้งหมด</MenuItem>
            <MenuItem value="deposit">ฝากเงิน</MenuItem>
            <MenuItem value="withdraw">ถอนเงิน</MenuItem>
            <MenuItem value="bonus">โบนัส</MenuItem>
          </TextField>
        }
        toolbarActions={
          state.type === 'all' ? undefined : (
            <Button size="small" startIcon={<IconFilterOff size={16} />} onClick={clear}>
              ล้างตัวกรอง
            </Button>
          )
        }
        summary={({ matching }) => `พบ ${matching} รายการ`}
        emptyState={
          <EmptyState size="small" icon={<IconReceipt size={28} />} title="ยังไม่มีรายการ" role="status" />
        }
      />
    </MainCard>
  );
}

const meta = {
  title: 'UI/DataTable/Capabilities',
  component: History,
  tags: ['autodocs'],
} satisfies Meta<typeof History>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

/** Newest first, Thai labels, the summary line and first/last page buttons. */
export const ControlledHistory: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('พบ 23 รายการ')).toBeVisible();
    const date = canvas.getByRole('columnheader', { name: /วันที่/ });
    await expect(date).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('20 พ.ย. 2569 20:45');
    await expect(canvas.getByText('1–10 จาก 23')).toBeVisible();
    await step('the first click on an amount sorts the largest first, back on page one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'หน้าสุดท้าย' }));
      await expect(canvas.getByText('21–23 จาก 23')).toBeVisible();
      const amount = canvas.getByRole('columnheader', { name: /จำนวนเงิน/ });
      await userEvent.click(within(amount).getByRole('button'));
      await expect(amount).toHaveAttribute('aria-sort', 'descending');
      await expect(canvas.getByText('1–10 จาก 23')).toBeVisible();
    });
    await step('back to the date, newest first', async () => {
      await userEvent.click(within(date).getByRole('button'));
      await expect(date).toHaveAttribute('aria-sort', 'descending');
    });
  },
};

/** A filter in the toolbar narrows the rows the screen passes; the summary follows. */
export const ToolbarFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'ประเภท' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'โบนัส' }));
    await waitFor(() => expect(canvas.getByText('พบ 5 รายการ')).toBeVisible());
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('โบนัส');
    await expect(canvas.getByRole('button', { name: 'ล้างตัวกรอง' })).toBeVisible();
  },
};

/** On a phone: a list of cards named like the table, the same paging. */
export const CompactOnAPhone: Story = {
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'รายการทั้งหมด' });
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('20 พ.ย. 2569 20:45');
    const next = canvas.getByRole('button', { name: 'หน้าถัดไป' });
    await userEvent.click(next);
    await expect(canvas.getByText('11–20 จาก 23')).toBeVisible();
    await userEvent.unhover(next);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame);
  },
};

/** `compact` forces the cards whatever the width (the screen measured itself). */
export const CompactForced: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'รายการทั้งหมด' })).toBeVisible();
  },
};

export const CompactLoading: Story = {
  args: { compact: true, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('กำลังโหลด…')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('พบ 23 รายการ')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('พบ 23 รายการ')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'รายการทั้งหมด' });
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const amount = within(item).getByText(/฿/).getBoundingClientRect();
    // The amount sits at the end of the card: on the left in RTL.
    await expect(amount.left).toBeLessThan(item.getBoundingClientRect().left + item.clientWidth / 2);
  },
};

interface Product {
  id: number;
  name: string;
  price: number;
  discount: number;
}

const products: Product[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: ['Apple Watch', 'Canon Camera', 'Nike Shoes', 'Smart Bulb'][index % 4] + ` ${index + 1}`,
  price: 20 + ((index * 37) % 90),
  discount: (index * 5) % 30,
}));
const productColumns: DataTableColumn<Product>[] = [
  { id: 'name', label: 'Product', sortable: true, minWidth: 256 },
  {
    id: 'price',
    label: 'Price',
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    render: (row) => formatCurrency(row.price, { currency: 'USD', locale: 'en-US' }),
  },
  {
    id: 'discount',
    label: 'Discount',
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    render: (row) => `${row.discount}%`,
  },
];
const productSearch = ['name'] as const;

/** The shop's product list: a controlled search, a summary naming the search, a minimum width. */
function ProductList() {
  const [search, setSearch] = useState('');
  return (
    <MainCard content={false}>
      <DataTable
        label="Products"
        rows={products}
        columns={productColumns}
        getRowId={(row) => row.id}
        searchFields={productSearch}
        search={search}
        onSearchChange={setSearch}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        resetPageOnSort
        rowsPerPageOptions={[5, 10, 25]}
        minWidth={880}
        labels={{ search: 'Search products' }}
        summary={({ matching, query }) =>
          query === '' ? `${matching} products` : `${matching} products match “${query}”`
        }
        noResultsState={(query, clear) => (
          <EmptyState
            role="status"
            icon={<IconReceipt size={32} />}
            title="No products match your search"
            description={`Nothing is called “${query}”.`}
            action={<Button onClick={clear}>Show every product</Button>}
          />
        )}
      />
    </MainCard>
  );
}

export const ControlledSearchWithSummary: Story = {
  render: () => <ProductList />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 products')).toBeVisible();
    await step('the summary names the search', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search products' }), 'shoes');
      await waitFor(() => expect(canvas.getByText('3 products match “shoes”')).toBeVisible());
    });
    await step('a custom no-results view clears the search', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search products' }), 'zzz');
      await userEvent.click(await canvas.findByRole('button', { name: 'Show every product' }));
      await waitFor(() => expect(canvas.getByText('12 products')).toBeVisible());
      await expect(canvas.getByRole('textbox', { name: 'Search products' })).toHaveValue('');
    });
    // The table keeps its minimum width and scrolls inside its card.
    await expect(canvas.getByRole('table').getBoundingClientRect().width).toBeGreaterThanOrEqual(880);
  },
};
