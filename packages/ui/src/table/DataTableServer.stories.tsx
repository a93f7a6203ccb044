import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { formatBaht } from '../format';
import { DataTable, type DataTableColumn, type DataTableLabels, type DataTableSort } from './DataTable';

interface Payment {
  id: string;
  player: string;
  amountSatang: number;
}

const TOTAL = 100_000;

/** The "server": 100,000 payments, built once, searched, sorted and sliced per request. */
let table: Payment[] | undefined;
const allPayments = () =>
  (table ??= Array.from({ length: TOTAL }, (_, index) => ({
    id: `TX${String(index).padStart(6, '0')}`,
    player: `08${String((index * 7919) % 100_000_000).padStart(8, '0')}`,
    amountSatang: ((index * 104_729) % 5_000_000) + 10_000,
  })));

interface Request {
  search: string;
  sort: DataTableSort;
  page: number;
  rowsPerPage: number;
}

function serverPage({ search, sort, page, rowsPerPage }: Request) {
  const query = search.trim().toUpperCase();
  const matching = query ? allPayments().filter((row) => row.id.includes(query)) : allPayments();
  const sign = sort.direction === 'asc' ? 1 : -1;
  const ordered =
    sort.columnId === 'amountSatang'
      ? matching.slice().sort((a, b) => sign * (a.amountSatang - b.amountSatang))
      : sort.direction === 'asc'
        ? matching
        : matching.slice().reverse();
  return { rows: ordered.slice(page * rowsPerPage, (page + 1) * rowsPerPage), total: matching.length };
}

const columns: DataTableColumn<Payment>[] = [
  { id: 'id', label: 'รหัสรายการ', sortable: true },
  { id: 'player', label: 'ผู้เล่น' },
  {
    id: 'amountSatang',
    label: 'จำนวนเงิน',
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    render: (row) => formatBaht(row.amountSatang),
  },
];

const labels: Partial<DataTableLabels> = {
  rowsPerPage: 'แถวต่อหน้า:',
  displayedRows: ({ from, to, count }) =>
    `${from.toLocaleString('th-TH')}–${to.toLocaleString('th-TH')} จาก ${count.toLocaleString('th-TH')}`,
  pageButton: (type) => ({ first: 'หน้าแรก', last: 'หน้าสุดท้าย', next: 'หน้าถัดไป', previous: 'หน้าก่อนหน้า' })[type],
  search: 'ค้นหารหัสรายการ',
};

/**
 * Server paging (`totalRows`): the table holds one page of 100,000 payments; the search, the sort
 * and the page go to the "server", which answers the page and the count of every match.
 */
function ServerPayments() {
  const [request, setRequest] = useState<Request>({
    search: '',
    sort: { columnId: 'id', direction: 'asc' },
    page: 0,
    rowsPerPage: 10,
  });
  const answer = useMemo(() => serverPage(request), [request]);
  return (
    <MainCard title="รายการทั้งหมด" content={false}>
      <DataTable
        label="รายการฝากถอน"
        rows={answer.rows}
        totalRows={answer.total}
        columns={columns}
        getRowId={(row) => row.id}
        labels={labels}
        search={request.search}
        onSearchChange={(search) => setRequest((previous) => ({ ...previous, search, page: 0 }))}
        sort={request.sort}
        onSortChange={(sort) => setRequest((previous) => ({ ...previous, sort, page: 0 }))}
        page={request.page}
        onPageChange={(page) => setRequest((previous) => ({ ...previous, page }))}
        rowsPerPage={request.rowsPerPage}
        onRowsPerPageChange={(rowsPerPage) =>
          setRequest((previous) => ({ ...previous, rowsPerPage, page: 0 }))
        }
        rowsPerPageOptions={[10, 25, 100]}
        showFirstLastButtons
        summary={({ matching }) => `พบ ${matching.toLocaleString('th-TH')} รายการ`}
      />
    </MainCard>
  );
}

const meta = {
  title: 'UI/DataTable/Server paging',
  component: ServerPayments,
} satisfies Meta<typeof ServerPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

export const HundredThousandRows: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('พบ 100,000 รายการ')).toBeVisible();
    await expect(canvas.getByText('1–10 จาก 100,000')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await step('the last page is the server’s last page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'หน้าสุดท้าย' }));
      await expect(canvas.getByText('99,991–100,000 จาก 100,000')).toBeVisible();
      await expect(bodyRows(canvasElement)[9]).toHaveTextContent('TX099999');
    });
    await step('a sort goes to the server, back on page one', async () => {
      const amount = canvas.getByRole('columnheader', { name: /จำนวนเงิน/ });
      await userEvent.click(within(amount).getByRole('button'));
      await expect(amount).toHaveAttribute('aria-sort', 'descending');
      await expect(canvas.getByText('1–10 จาก 100,000')).toBeVisible();
    });
    await step('the search is the server’s: its count, and nothing matching says so', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'ค้นหารหัสรายการ' }), 'TX0999');
      await waitFor(() => expect(canvas.getByText('พบ 100 รายการ')).toBeVisible());
      await userEvent.type(canvas.getByRole('textbox', { name: 'ค้นหารหัสรายการ' }), 'X');
      await expect(await canvas.findByText('Nothing matches “TX0999X”.')).toBeVisible();
      await userEvent.click(canvas.getAllByRole('button', { name: 'Clear search' })[1]!);
      await waitFor(() => expect(canvas.getByText('พบ 100,000 รายการ')).toBeVisible());
    });
  },
};
