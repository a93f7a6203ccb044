import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { noSidewaysScroll, personAt, withPhoneFrame } from '../storybook';
import { MainCard } from '../components/MainCard';
import { StatusChip, type StatusChipColor } from '../components/StatusChip';
import {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type SearchField,
} from './DataTable';

type Status = 'Active' | 'Pending' | 'Blocked';

interface Person {
  id: number;
  name: string;
  email: string;
  city: string;
  orders: number;
  joined: string;
  status: Status;
}

const statusColor: Record<Status, StatusChipColor> = {
  Active: 'success',
  Pending: 'warning',
  Blocked: 'error',
};
const cities = ['Bangkok', 'Madrid', 'Osaka', 'Lyon', 'Pune', 'Uppsala', 'Chiang Mai', 'Lisbon'];
const statuses: Status[] = ['Active', 'Active', 'Pending', 'Blocked'];

/** Deterministic people: the same `count` rows on every run. */
function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const { first, last } = personAt(index);
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String((index % 12) + 1).padStart(2, '0');
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
      city: cities[(index * 3) % cities.length] ?? 'Bangkok',
      orders: (index * 37) % 50,
      joined: `${2020 + (index % 6)}-${month}-${day}`,
      status: statuses[index % statuses.length] ?? 'Active',
    };
  });
}

const people = makePeople(32);
const manyPeople = makePeople(10_000);

const thaiPeople: Person[] = [
  {
    id: 1,
    name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
    email: 'somsak.prasertwong@example.com',
    city: 'กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา',
    orders: 12,
    joined: '2025-01-14',
    status: 'Active',
  },
  {
    id: 2,
    name: 'พิมพ์ชนก รัตนกุลวิวัฒน์ไพบูลย์',
    email: 'pimchanok.rattanakul@example.com',
    city: 'เชียงใหม่',
    orders: 3,
    joined: '2024-11-02',
    status: 'Pending',
  },
  {
    id: 3,
    name: 'ณัฐวุฒิ ศักดิ์สิทธิ์ธำรงค์',
    email: 'nattawut.saksit@example.com',
    city: 'ขอนแก่น',
    orders: 27,
    joined: '2023-06-30',
    status: 'Blocked',
  },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: DataTableColumn<Person>[] = [
  { id: 'name', label: 'Name', sortable: true },
  { id: 'email', label: 'Email', sortable: true },
  { id: 'city', label: 'City', sortable: true },
  { id: 'orders', label: 'Orders', align: 'right', sortable: true, width: 96 },
  {
    id: 'joined',
    label: 'Joined',
    sortable: true,
    render: (row) => dateFormat.format(new Date(`${row.joined}T00:00:00Z`)),
    noWrapHeader: true,
  },
  {
    id: 'status',
    label: 'Status',
    align: 'center',
    sortable: true,
    render: (row) => <StatusChip label={row.status} color={statusColor[row.status]} />,
  },
];

const searchFields: SearchField<Person>[] = ['name', 'email', 'city'];
const getRowId = (row: Person) => row.id;
const getRowLabel = (row: Person) => row.name;

const thaiLabels: Partial<DataTableLabels> = {
  search: 'ค้นหา',
  clearSearch: 'ล้างการค้นหา',
  rowsPerPage: 'จำนวนแถวต่อหน้า:',
  displayedRows: ({ from, to, count }) => `${from}–${to} จากทั้งหมด ${count} รายการ`,
  actions: 'จัดการ',
  noResults: 'ไม่พบข้อมูล',
};

type PeopleTableProps = Omit<DataTableProps<Person>, 'rows' | 'columns' | 'getRowId' | 'label'> & {
  rows?: Person[];
  title?: string;
};

/** A DataTable of people in a card, with row and bulk actions that really remove rows. */
function PeopleTable({ rows: initialRows = people, title = 'Customers', ...props }: PeopleTableProps) {
  const [rows, setRows] = useState(initialRows);
  return (
    <MainCard title={title} content={false}>
      <DataTable
        label={title}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        searchFields={searchFields}
        rowActions={(row) => (
          <>
            <Tooltip title="Edit">
              <IconButton size="small" color="primary" aria-label={`Edit ${row.name}`}>
                <IconPencil size={18} stroke={1.5} />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton
                size="small"
                color="error"
                aria-label={`Delete ${row.name}`}
                onClick={() => setRows((list) => list.filter((item) => item.id !== row.id))}
              >
                <IconTrash size={18} stroke={1.5} />
              </IconButton>
            </Tooltip>
          </>
        )}
        bulkActions={(selected, clear) => (
          <Button
            size="small"
            variant="contained"
            color="error"
            startIcon={<IconTrash size={16} />}
            onClick={() => {
              const ids = new Set(selected.map((row) => row.id));
              setRows((list) => list.filter((row) => !ids.has(row.id)));
              clear();
            }}
          >
            Delete selected
          </Button>
        )}
        toolbarActions={
          <Button variant="contained" color="secondary" startIcon={<IconPlus size={18} />}>
            Add customer
          </Button>
        }
        {...props}
      />
    </MainCard>
  );
}

const meta = {
  title: 'UI/DataTable',
  component: PeopleTable,
  tags: ['autodocs'],
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table');
  return within(table).getAllByRole('row').slice(1);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 32')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add customer' })).toBeVisible();
    await expect(canvas.getAllByText('Active')[0]).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Search' });
    await step('typing narrows the rows, case-insensitively', async () => {
      await userEvent.type(search, 'CHIANG');
      await waitFor(() => expect(canvas.getByText(/of 4$/)).toBeVisible());
      for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('Chiang Mai');
    });
    await step('the clear button brings every row back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(search).toHaveValue('');
      await waitFor(() => expect(canvas.getByText('1–10 of 32')).toBeVisible());
      await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    });
    await step('search by email', async () => {
      await userEvent.type(search, 'kim');
      await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(4));
    });
  },
};

export const NoResults: Story = {
  args: { initialSearch: '<b>nobody</b>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results')).toBeVisible();
    // The search term is shown as text, never as markup.
    await expect(canvas.getByText('Nothing matches “<b>nobody</b>”.')).toBeVisible();
    await expect(within(canvas.getByRole('table')).queryByText('nobody', { selector: 'b' })).toBeNull();
    await expect(canvas.queryByText(/of 32/)).toBeNull();
    // Two ways out: the × in the field and the button under the message.
    await expect(canvas.getAllByRole('button', { name: 'Clear search' })).toHaveLength(2);
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const ordersHeader = canvas.getByRole('columnheader', { name: 'Orders' });
    await expect(ordersHeader).not.toHaveAttribute('aria-sort');
    await step('first click sorts ascending', async () => {
      await userEvent.click(within(ordersHeader).getByRole('button', { name: /Orders/ }));
      await expect(ordersHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent(/Alex Carter/);
      await expect(
        within(bodyRows(canvasElement)[0] as HTMLElement).getAllByRole('cell')[3],
      ).toHaveTextContent('0');
    });
    await step('second click sorts descending', async () => {
      await userEvent.click(within(ordersHeader).getByRole('button', { name: /Orders/ }));
      await expect(ordersHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(
        within(bodyRows(canvasElement)[0] as HTMLElement).getAllByRole('cell')[3],
      ).toHaveTextContent('49');
    });
    await step('another column takes over the sort', async () => {
      const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
      await userEvent.click(within(nameHeader).getByRole('button', { name: /Name/ }));
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(ordersHeader).not.toHaveAttribute('aria-sort');
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent(/^Aisha/);
    });
  },
};

export const Paging: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('next and previous pages', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
      await expect(canvas.getByText('11–20 of 32')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
      await expect(canvas.getByText('31–32 of 32')).toBeVisible();
      await expect(bodyRows(canvasElement)).toHaveLength(2);
      await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    });
    await step('a smaller page size starts again at page one', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
      const listbox = await within(document.body).findByRole('listbox');
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['5', '10', '25']);
      await userEvent.click(within(listbox).getByRole('option', { name: '5' }));
      await waitFor(() => expect(canvas.getByText('1–5 of 32')).toBeVisible());
      await expect(bodyRows(canvasElement)).toHaveLength(5);
    });
  },
};

export const Selection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('rows are selected one by one', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Alex Carter' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Maria Kim' }));
      await expect(canvas.getByText('2 selected')).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
        'data-indeterminate',
        'true',
      );
    });
    await step('select all picks every row that matches the search', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
      await expect(canvas.getByText('32 selected')).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
      await expect(canvas.queryByText(/selected$/)).toBeNull();
    });
    await step('a bulk action works on the selection', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Alex Carter' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Maria Kim' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
      await expect(canvas.getByText('1–10 of 30')).toBeVisible();
      await expect(canvas.queryByText('Alex Carter')).toBeNull();
      await expect(canvas.queryByText(/selected$/)).toBeNull();
    });
    await step('the selection bar shows the count for the screenshot', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Kenji Andersson' }));
      await expect(canvas.getByText('1 selected')).toBeVisible();
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
    await expect(canvas.getByText('When there is data, it will show up here.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(table.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Alex Carter')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

export const ManyRows: Story = {
  args: { rows: manyPeople, title: '10,000 customers', selectable: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 10,000')).toBeVisible();
    // Only the visible page is in the document.
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await step('sorting 10,000 rows is quick', async () => {
      const started = performance.now();
      const header = canvas.getByRole('columnheader', { name: 'Orders' });
      await userEvent.click(within(header).getByRole('button', { name: /Orders/ }));
      await userEvent.click(within(header).getByRole('button', { name: /Orders/ }));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(
        within(bodyRows(canvasElement)[0] as HTMLElement).getAllByRole('cell')[4],
      ).toHaveTextContent('49');
      await expect(performance.now() - started).toBeLessThan(3000);
    });
    await step('search and select all over thousands of rows', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'lisbon');
      await waitFor(() => expect(canvas.getByText('1–10 of 1,250')).toBeVisible());
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
      await expect(canvas.getByText('1,250 selected')).toBeVisible();
    });
  },
};

export const LongThaiText: Story = {
  args: { rows: thaiPeople, title: 'รายชื่อลูกค้า', labels: thaiLabels, defaultRowsPerPage: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'รายชื่อลูกค้า' })).toBeVisible();
    const longName = canvas.getByText(/สมศักดิ์ ประเสริฐวงศ์/);
    await expect(longName).toBeVisible();
    await expect(canvas.getByText('จำนวนแถวต่อหน้า:')).toBeVisible();
    await expect(canvas.getByText('1–3 จากทั้งหมด 3 รายการ')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'ค้นหา' }), 'เชียง');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByText(/พิมพ์ชนก/)).toBeVisible();
    // The table never pushes the card wider than its container.
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { selectable: true, stickyHeader: true, maxHeight: 360 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(26, 34, 63)');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Alex Carter' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    // Sticky header: the scrolling region is keyboard reachable and the header stays on top.
    const region = canvas.getByRole('region', { name: 'Customers' });
    region.scrollTop = 200;
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'Name' })).toBeVisible());
    region.scrollTop = 0;
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { dense: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('columnheader', { name: 'Name' }).getBoundingClientRect();
    const email = canvas.getByRole('columnheader', { name: 'Email' }).getBoundingClientRect();
    await expect(name.left).toBeGreaterThan(email.left);
    const next = canvas.getByRole('button', { name: 'Go to next page' });
    await userEvent.click(next);
    await expect(canvas.getByText('11–20 of 32')).toBeVisible();
    await userEvent.unhover(next);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/**
 * A table without a card of its own, on a phone: each row becomes a card with every column as
 * its label and value (`ColumnCard`), so nothing is hidden off to the side. The page buttons wrap
 * to a line of their own, at its end like the count above them.
 */
export const OnAPhone: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Customers' });
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('Email')).toBeVisible();
    await expect(first.getAllByRole('button').length).toBeGreaterThan(0);
    await noSidewaysScroll(list);
    const count = canvas.getByText('1–10 of 32').getBoundingClientRect();
    await expect(count.width).toBeGreaterThan(0);
    const next = canvas.getByRole('button', { name: 'Go to next page' }).getBoundingClientRect();
    await expect(next.top).toBeGreaterThanOrEqual(count.bottom);
    await expect(Math.abs(next.right - count.right)).toBeLessThan(12);
  },
};

/** A selectable table keeps its checkboxes: on a phone it stays a table and scrolls sideways. */
export const SelectableOnAPhone: Story = {
  args: { selectable: true },
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Customers' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /select all/i })).toBeEnabled();
  },
};
