import { noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { customerScenarios } from '@pp/mocks';
import { customerHandlers } from '@pp/mocks/handlers/customer';

import { customerPaths } from '../shared/api/endpoints';
import { CustomerListScreen } from './CustomerListScreen';
import { answer, flaky, LONG, manyCustomers, dismissSnackbars, thaiCustomers } from './storyKit';

const meta = {
  title: 'Apps/Customer/Customer List',
  component: CustomerListScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/customer/customer-list'] } },
} satisfies Meta<typeof CustomerListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement);
const page = within(document.body);
const bodyRows = (canvasElement: HTMLElement) =>
  within(screen(canvasElement).getByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Customer List' })).toBeVisible();
    await expect(await canvas.findByText('1–10 of 24', {}, LONG)).toBeVisible();
    // Newest customers first.
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Zoe Papadopoulos');
    await expect(canvas.getByText('zoe.papadopoulos@example.com')).toBeVisible();
    await expect(canvas.getAllByText('Active').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Delete Zoe Papadopoulos' })).toBeVisible();
  },
};

export const SearchAndSort: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    await step('search by status label', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search customers' }), 'blocked');
      await waitFor(() => expect(canvas.getByText(/^1–\d+ of \d+$/)).not.toHaveTextContent('of 24'), LONG);
      for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('Blocked');
    });
    await step('sort by orders', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Search customers' }));
      const header = canvas.getByRole('columnheader', { name: 'Orders' });
      await userEvent.click(within(header).getByRole('button'));
      await userEvent.click(within(header).getByRole('button'));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Chloe Martin');
    });
  },
};

export const DeleteWithUndo: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    await step('cancel keeps the customer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Zoe Papadopoulos' }));
      const dialog = await page.findByRole('dialog', { name: 'Delete customer?' }, LONG);
      await waitFor(
        () => expect(within(dialog).getByText(/Zoe Papadopoulos will be removed/)).toBeVisible(),
        LONG,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await expect(canvas.getByText('Zoe Papadopoulos')).toBeVisible();
    });
    await step('delete removes the row and offers undo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Zoe Papadopoulos' }));
      const dialog = await page.findByRole('dialog', { name: 'Delete customer?' }, LONG);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await waitFor(() => expect(canvas.queryByText('Zoe Papadopoulos')).toBeNull(), LONG);
      await expect(canvas.getByText('1–10 of 23')).toBeVisible();
      await waitFor(() => expect(page.getByText('Zoe Papadopoulos deleted')).toBeVisible(), LONG);
    });
    await step('undo brings it back', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Undo' }));
      await expect(await canvas.findByText('Zoe Papadopoulos', {}, LONG)).toBeVisible();
      await expect(canvas.getByText('1–10 of 24')).toBeVisible();
      await waitFor(() => expect(page.queryByText('Zoe Papadopoulos deleted')).toBeNull(), LONG);
    });
    await step('a second delete stays deleted', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Zoe Papadopoulos' }));
      await userEvent.click(
        within(await page.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() => expect(page.getByText('Zoe Papadopoulos deleted')).toBeVisible(), LONG);
      await expect(canvas.getByText('1–10 of 23')).toBeVisible();
      await dismissSnackbars();
    });
  },
};

export const ViewAndEdit: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    await step('view shows the details', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View Zoe Papadopoulos' }));
      const dialog = await page.findByRole('dialog', { name: 'Zoe Papadopoulos' }, LONG);
      await waitFor(() => expect(within(dialog).getByText('Athens, Greece')).toBeVisible(), LONG);
      await expect(within(dialog).getByText('Active')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    });
    await step('bad input is named at the field and kept', async () => {
      const dialog = await page.findByRole('dialog', { name: 'Edit customer' }, LONG);
      const email = within(dialog).getByRole('textbox', { name: /Email/ });
      await userEvent.clear(email);
      await userEvent.type(email, 'zoe@example');
      const name = within(dialog).getByRole('textbox', { name: /Name/ });
      await userEvent.clear(name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await expect(
        await within(dialog).findByText('Enter a valid email address, like name@example.com', {}, LONG),
      ).toBeVisible();
      await expect(within(dialog).getByText('Enter the customer name')).toBeVisible();
      await expect(email).toHaveValue('zoe@example');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    });
    await step('a valid change updates the row', async () => {
      const dialog = page.getByRole('dialog', { name: 'Edit customer' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Zoe Papas');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), '.se');
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
      await userEvent.click(await page.findByRole('option', { name: 'Blocked' }, LONG));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent(/Zoe Papas.*zoe@example\.se.*Blocked/);
      await waitFor(() => expect(page.getByText('Zoe Papas updated')).toBeVisible(), LONG);
      await dismissSnackbars();
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Customers' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByText('Alex Carter')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText('No customers yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Customers show up here as soon as they sign up.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { customer: customerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load the customers')).toBeVisible();
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
    // Retrying asks the server again: the error comes back because the server still fails.
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The retry takes the alert away while it asks again, then fails again: look it up afresh.
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), LONG);
  },
};

const offlineOnce = flaky([customerPaths.customers], 'network');

export const RetryAfterNetworkError: Story = {
  parameters: { msw: { handlers: { customer: [...offlineOnce.handlers, ...customerHandlers] } } },
  // Twice: the server-state layer tries a call that got no answer once more by itself.
  beforeEach: () => offlineOnce.arm(2),
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText(/You seem to be offline/)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('1–10 of 24', {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const fiveThousand = manyCustomers(5000);
const inLisbon = fiveThousand.filter((customer) => customer.location.startsWith('Lisbon')).length;

export const ManyRows: Story = {
  parameters: {
    msw: { handlers: { customer: [answer(customerPaths.customers, { customers: fiveThousand })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText('1–10 of 5,000', {}, LONG)).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search customers' }), 'lisbon');
    await waitFor(() => expect(canvas.getByText(`1–10 of ${inLisbon}`)).toBeVisible(), LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText(`11–20 of ${inLisbon}`)).toBeVisible();
  },
};

export const LongThaiNames: Story = {
  parameters: {
    msw: { handlers: { customer: [answer(customerPaths.customers, { customers: thaiCustomers })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText(/สมศักดิ์ ประเสริฐวงศ์ตระกูล/, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Delete สมศักดิ์/ })).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText('1–10 of 24', {}, LONG)).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(26, 34, 63)');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await canvas.findByText('1–10 of 24', {}, LONG);
    const customer = canvas.getByRole('columnheader', { name: 'Customer' }).getBoundingClientRect();
    const status = canvas.getByRole('columnheader', { name: 'Status' }).getBoundingClientRect();
    await expect(customer.left).toBeGreaterThan(status.left);
  },
};

/** On a phone the table becomes one card per customer: every column's label and value, nothing hidden. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Customers' }, LONG);
    await expect(canvas.queryByRole('table')).toBeNull();
    const first = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText('Zoe Papadopoulos')).toBeVisible();
    await expect(first.getByText('zoe.papadopoulos@example.com')).toBeVisible();
    for (const label of ['Location', 'Orders', 'Joined', 'Status']) {
      await expect(first.getByText(label)).toBeVisible();
    }
    await expect(first.getByRole('button', { name: 'Delete Zoe Papadopoulos' })).toBeVisible();
    // Nothing runs off the side of the phone.
    await noSidewaysScroll(list);
    await expect(canvas.getByText('1–10 of 24')).toBeVisible();
  },
};
