import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { formatBaht } from '../format';
import { noSidewaysScroll, personAt, withPhoneFrame } from '../storybook';
import { DataTable, type DataTableColumn } from './DataTable';
import { rowDetails } from './RowDetail';

interface Payment {
  id: string;
  day: string;
  amountSatang: number;
}

interface Account {
  id: number;
  name: string;
  city: string;
  payments: Payment[];
}

const cities = ['Bangkok', 'Lyon', 'Osaka', 'Pune'];

/** Deterministic accounts, each with one to three payments. */
const accounts: Account[] = Array.from({ length: 12 }, (_, index) => {
  const { first, last } = personAt(index);
  return {
    id: index + 1,
    name: `${first} ${last}`,
    city: cities[index % cities.length] ?? 'Bangkok',
    payments: Array.from({ length: (index % 3) + 1 }, (_, step) => ({
      id: `P${index + 1}-${step + 1}`,
      day: `2026-11-${String(20 - step).padStart(2, '0')}`,
      amountSatang: ((index + 1) * 1_250 + step * 400) * 100,
    })),
  };
});

const columns: DataTableColumn<Account>[] = [
  { id: 'name', label: 'Name', sortable: true },
  { id: 'city', label: 'City', sortable: true },
  {
    id: 'paid',
    label: 'Paid',
    align: 'right',
    noWrap: true,
    render: (row) => formatBaht(row.payments.reduce((sum, payment) => sum + payment.amountSatang, 0)),
  },
];

const paymentColumns: DataTableColumn<Payment>[] = [
  { id: 'day', label: 'Day', noWrap: true },
  { id: 'amount', label: 'Amount', align: 'right', render: (row) => formatBaht(row.amountSatang) },
];

/** A row's detail: its payments, a short table with no paging. */
function Payments({ account }: { account: Account }) {
  return (
    <DataTable
      label={`Payments of ${account.name}`}
      rows={account.payments}
      columns={paymentColumns}
      getRowId={(row) => row.id}
      paginate={false}
      dense
    />
  );
}

const paymentDetails = rowDetails<Account>((row) => <Payments account={row} />);

/** Accounts whose rows open on their payments (`rowDetails`). */
function AccountsTable() {
  return (
    <MainCard title="Accounts" content={false}>
      <DataTable
        label="Accounts"
        rows={accounts}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        rowDetails={paymentDetails}
        defaultRowsPerPage={5}
      />
    </MainCard>
  );
}

const meta = {
  title: 'UI/DataTable/Row details',
  component: AccountsTable,
} satisfies Meta<typeof AccountsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = accounts[0] as Account;
const third = accounts[2] as Account;

/** A row opens on its detail (a sub-table with every row, no pagination) and closes again. */
export const RowDetails: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Details' })).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: `Details of ${third.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await step('open a row', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const payments = await canvas.findByRole('table', { name: `Payments of ${third.name}` });
      await expect(within(payments).getAllByRole('row')).toHaveLength(third.payments.length + 1);
      await expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
        payments,
      );
      // One pagination only: the accounts'.
      await expect(canvas.getAllByText(/ of 12$/)).toHaveLength(1);
    });
    await step('open a second row, close the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Details of ${first.name}` }));
      await expect(await canvas.findByRole('table', { name: `Payments of ${first.name}` })).toBeVisible();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() =>
        expect(canvas.queryByRole('table', { name: `Payments of ${third.name}` })).toBeNull(),
      );
      await expect(canvas.getByRole('table', { name: `Payments of ${first.name}` })).toBeVisible();
    });
  },
};

/** On a phone each card ends with the detail button; the detail opens under the card. */
export const RowDetailsOnAPhone: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Accounts' });
    await userEvent.click(canvas.getByRole('button', { name: `Details of ${third.name}` }));
    const payments = await canvas.findByRole('list', { name: `Payments of ${third.name}` });
    await expect(within(payments).getAllByRole('listitem')).toHaveLength(third.payments.length);
    await noSidewaysScroll(list);
  },
};
