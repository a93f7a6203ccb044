import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminScenarios, handlers, signToken } from '@pp/mocks';
import { brokenWords, noSidewaysScroll } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { adminFails, adminReturns, adminSession, withAdminPhonePage } from '../storyKit';
import { AdminsScreen } from './AdminsScreen';

const session = adminSession(signToken);
const happy = handlers.admin ?? [];

const meta = {
  title: 'Admin/Admins',
  component: AdminsScreen,
  loaders: session.loaders,
  decorators: session.decorators,
  parameters: {
    router: { initialEntries: ['/admin/admins'] },
    msw: { handlers: { admin: happy } },
  },
} satisfies Meta<typeof AdminsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 5000 };

/** The body rows of the table, in the order shown. */
const bodyRows = (canvasElement: HTMLElement, name = 'Admin accounts') =>
  within(within(canvasElement).getByRole('table', { name })).getAllByRole('row').slice(1);

const searchBox = (canvasElement: HTMLElement, name = 'Search by username or name') =>
  within(canvasElement).getByRole('textbox', { name });

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin.nok', {}, LONG)).toBeVisible();
    await step('every admin with name, creation and last login', async () => {
      await expect(canvas.getByRole('heading', { name: 'Admin accounts' })).toBeVisible();
      await expect(canvas.getByText('3 admin accounts')).toBeVisible();
      const rows = bodyRows(canvasElement);
      await expect(rows).toHaveLength(3);
      await expect(rows[0]).toHaveTextContent(/admin\s*You.*ผู้ดูแลระบบ.*Jun 1, 2026.*Nov 23, 2026, 8:15/);
      await expect(rows[1]).toHaveTextContent(/admin\.nok.*นกน้อย ดูแลระบบ.*Jul 15, 2026.*Nov 22, 2026, 6:40/);
    });
    await step('an admin who never logged in says so', async () => {
      await expect(bodyRows(canvasElement)[2]).toHaveTextContent(
        /admin\.beam.*บีม การเงิน.*Oct 2, 2026.*Never/,
      );
    });
  },
};

/** The search looks into usernames and names; the count says how many match. */
export const Search: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin.nok', {}, LONG);
    await step('by name, in Thai', async () => {
      await userEvent.type(searchBox(canvasElement), 'บีม');
      await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1), LONG);
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('admin.beam');
      await expect(canvas.getByText('1 of 3 admin accounts match “บีม”')).toBeVisible();
    });
    await step('by username', async () => {
      await userEvent.clear(searchBox(canvasElement));
      await userEvent.type(searchBox(canvasElement), 'NOK');
      await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1), LONG);
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('admin.nok');
    });
  },
};

/** A search that finds nobody: the table says so and offers to clear it (a list of admins is never empty: the viewer is one). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin.nok', {}, LONG);
    await userEvent.type(searchBox(canvasElement), 'somchai');
    await expect(await canvas.findByText('No results', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Nothing matches “somchai”.')).toBeVisible();
    // The no-results view offers to clear the search (the search box has its own clear button too).
    await expect(canvas.getAllByRole('button', { name: 'Clear search' })).toHaveLength(2);
  },
};

/** Sorting by last login puts the admin who never logged in last, newest first. */
export const SortByLastLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin.nok', {}, LONG);
    const header = canvas.getByRole('columnheader', { name: 'Last login' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const rows = bodyRows(canvasElement);
    await expect(rows[0]).toHaveTextContent('Nov 23, 2026');
    await expect(rows[2]).toHaveTextContent('Never');
  },
};

/** In Thai: Thai labels, Buddhist-era years. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin.nok', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'บัญชีผู้ดูแลระบบ' })).toBeVisible();
    await expect(canvas.getByText('ผู้ดูแลระบบ 3 บัญชี')).toBeVisible();
    const rows = bodyRows(canvasElement, 'บัญชีผู้ดูแลระบบ');
    await expect(rows[0]).toHaveTextContent(/คุณ.*1 มิ\.ย\. 2569.*23 พ\.ย\. 2569 08:15/);
    await expect(rows[2]).toHaveTextContent(/2 ต\.ค\. 2569.*ยังไม่เคย/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Admin accounts' }, LONG)).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByText('admin.nok')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('Could not load the admin accounts')).toBeVisible();
    await expect(within(alert).getByText(/Something went wrong on the server/)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The retry takes the alert away while it asks again, then fails again: look it up afresh.
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), LONG);
  },
};

/** A player's token (or a revoked admin) gets 403: admins only, no data. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: { admin: [adminFails('admins', 403, { message: 'Forbidden' }), ...happy] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(
      within(alert).getByText('Only admins may see this. Log in with an admin account.'),
    ).toBeVisible();
    await expect(canvas.queryByText('admin.nok')).toBeNull();
  },
};

/** The server cannot be reached: it says so, and a retry asks again. */
export const NetworkDown: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10000 });
    await expect(within(alert).getByText(/The server could not be reached/)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const longThaiAdmins = {
  data: [
    {
      id: '900001',
      username: 'admin',
      name: 'ผู้ดูแลระบบ',
      createdAt: '2026-06-01T03:00:00.000Z',
      lastLoginAt: '2026-11-23T01:15:00.000Z',
    },
    {
      id: '900010',
      username: 'supervisor.finance.department.bangkok',
      name: 'นางสาวกาญจนาภรณ์ ศรีสุวรรณวงศ์ไพบูลย์เจริญทรัพย์มั่งคั่งยั่งยืน',
      createdAt: '2026-02-14T09:00:00.000Z',
      lastLoginAt: '2026-11-20T15:30:00.000Z',
    },
    {
      id: '900011',
      username: 'noname',
      name: '',
      createdAt: '2026-03-01T09:00:00.000Z',
      lastLoginAt: null,
    },
  ],
};

/** Long Thai names and usernames wrap inside the card, Thai words whole; an admin without a name says so. */
export const LongThaiNames: Story = {
  globals: { locale: 'th' },
  parameters: { msw: { handlers: { admin: [adminReturns('admins', longThaiAdmins), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText(/กาญจนาภรณ์/, {}, LONG);
    await expect(name).toBeVisible();
    await expect(canvas.getByText('ไม่มีชื่อ')).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
    await expect(await brokenWords(name)).toEqual([]);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin.nok', {}, LONG)).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(26, 34, 63)');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin.nok', {}, LONG);
    const username = canvas.getByRole('columnheader', { name: 'ชื่อผู้ใช้' }).getBoundingClientRect();
    const lastLogin = canvas.getByRole('columnheader', { name: 'เข้าสู่ระบบล่าสุด' }).getBoundingClientRect();
    await expect(username.left).toBeGreaterThan(lastLogin.left);
  },
};

/** On a phone each admin is a card with every field labelled; nothing scrolls sideways. */
export const Mobile: Story = {
  decorators: [withAdminPhonePage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Admin accounts' }, LONG);
    await expect(canvas.queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const beam = within(items[2] as HTMLElement);
    await expect(beam.getByText('admin.beam')).toBeVisible();
    for (const label of ['Name', 'Created', 'Last login']) await expect(beam.getByText(label)).toBeVisible();
    await expect(beam.getByText('Never')).toBeVisible();
    await noSidewaysScroll(list);
    await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
  },
};

/** The long names on a phone: each card wraps them, Thai words whole, nothing scrolls sideways. */
export const LongThaiNamesOnPhone: Story = {
  ...LongThaiNames,
  decorators: [withAdminPhonePage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'บัญชีผู้ดูแลระบบ' }, LONG);
    const name = canvas.getByText(/กาญจนาภรณ์/);
    await expect(await brokenWords(name)).toEqual([]);
    await noSidewaysScroll(list);
    await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
  },
};
