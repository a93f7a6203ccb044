import { brokenWords, noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { userScenarios } from '@pp/mocks';
import { userHandlers } from '@pp/mocks/handlers/user';

import { LONG, longUserS1, longUserS2, settleFocus, userEndpoints } from './storyKit';
import { UserList1Screen, UserList2Screen } from './UserListScreens';

const meta = {
  title: 'User/Lists',
  component: UserList1Screen,
} satisfies Meta<typeof UserList1Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** List 1: verified marks and status chips; the search finds a status; ten a page. */
export const List1: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'User list' });
    await expect(rowsOf(table)).toHaveLength(10);
    const emily = within(rowsOf(table)[1] as HTMLElement);
    await expect(emily.getByText('Emily Carter')).toBeVisible();
    await expect(emily.getByRole('img', { name: 'Verified' })).toBeVisible();
    await expect(emily.getByText('Pending')).toBeVisible();
    await expect(within(rowsOf(table)[0] as HTMLElement).queryByRole('img', { name: 'Verified' })).toBeNull();
    await step('the next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
      await expect(canvas.getByText('11–20 of 20')).toBeVisible();
      await expect(within(table).getByText('Yuki Tanaka')).toBeVisible();
    });
    await step('search a status, any case', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'PENDING');
      await expect(await canvas.findByText('7 people', {}, LONG)).toBeVisible();
      await expect(canvas.getByText('1–7 of 7')).toBeVisible();
      await expect(within(table).queryByText('Somchai Rattanakul')).toBeNull();
    });
    await settleFocus();
  },
};

/** List 2: role, contact, progress bars and presence; the search finds a role. */
export const List2: Story = {
  render: () => <UserList2Screen />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress of Kanya Thongchai' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    await expect(canvas.getByRole('link', { name: 'kanya.thongchai@example.com' })).toHaveAttribute(
      'href',
      'mailto:kanya.thongchai@example.com',
    );
    await step('search a role', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'designer');
      await expect(await canvas.findByText('3 people', {}, LONG)).toBeVisible();
      await expect(canvas.getByText('Somchai Rattanakul')).toBeVisible();
    });
    await step('no match, then clear', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'xyz');
      await expect(await canvas.findByText('No results', {}, LONG)).toBeVisible();
      await userEvent.click(canvas.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
      await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    });
    await step('sort by progress, highest first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Progress' }));
      const table = canvas.getByRole('table', { name: 'Team members' });
      await expect(within(rowsOf(table)[0] as HTMLElement).getByText('ปรียา ศรีสวัสดิ์')).toBeVisible();
    });
    await settleFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: userScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'User list' }, LONG);
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  render: () => <UserList2Screen />,
  parameters: { msw: { handlers: { user: userScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users yet', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { user: userScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load the users', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/Internal server error/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('We could not load the users', {}, LONG)).toBeVisible();
    await settleFocus();
  },
};

export const LongThaiText: Story = {
  parameters: {
    msw: {
      handlers: { user: [userEndpoints.getReturns('usersS1', { users_s1: [longUserS1] }), ...userHandlers] },
    },
  },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText(longUserS1.name, {}, LONG);
    await expect(await brokenWords(name)).toEqual([]);
    await expect(canvas.getByText('1,250,000')).toBeVisible();
    await expect(canvas.getByText('รอดำเนินการ')).toBeVisible();
  },
};

export const Dark: Story = {
  render: () => <UserList2Screen />,
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('20 people', {}, LONG)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    const user = canvas.getByRole('columnheader', { name: 'User' }).getBoundingClientRect();
    const status = canvas.getByRole('columnheader', { name: 'Status' }).getBoundingClientRect();
    await expect(user.left).toBeGreaterThan(status.left);
  },
};

/** On a phone: each member is a card (progress included); nothing runs off the side; paging works. */
export const Mobile: Story = {
  render: () => <UserList2Screen />,
  parameters: {
    msw: {
      handlers: { user: [userEndpoints.getReturns('usersS2', { users_s2: [longUserS2] }), ...userHandlers] },
    },
  },
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 person', {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: /^Progress of/ })).toBeVisible();
    await noSidewaysScroll(document.documentElement, { ...LONG, within: window.innerWidth });
  },
};
