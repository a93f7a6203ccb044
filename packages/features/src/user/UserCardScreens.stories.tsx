import { brokenWords, noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { userScenarios } from '@pp/mocks';
import { userHandlers } from '@pp/mocks/handlers/user';

import { LONG, longDetailCard, settleFocus, userEndpoints } from './storyKit';
import { UserCard1Screen, UserCard2Screen, UserCard3Screen } from './UserCardScreens';

const meta = {
  title: 'User/Cards',
  component: UserCard1Screen,
} satisfies Meta<typeof UserCard1Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Detail cards: the search asks the server (role, any case), follow toggles, the mail link. */
export const Card1: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 people', {}, LONG)).toBeVisible();
    const search = canvas.getByRole('textbox', { name: 'Search users' });
    await step('search by role', async () => {
      await userEvent.type(search, 'qa engineer');
      await expect(await canvas.findByText('1 person', {}, LONG)).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Ratchanee Pongsak' })).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Somchai Rattanakul' })).toBeNull();
      await expect(canvas.getByRole('link', { name: 'ratchanee.pongsak@example.com' })).toHaveAttribute(
        'href',
        'mailto:ratchanee.pongsak@example.com',
      );
    });
    await step('follow, then unfollow', async () => {
      const follow = canvas.getByRole('button', { name: 'Follow Ratchanee Pongsak' });
      await userEvent.click(follow);
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(follow).toHaveTextContent('Following');
      await userEvent.click(follow);
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
    });
    await step('no match, then clear', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'atlantis');
      await expect(await canvas.findByText('Nobody matches “atlantis”', {}, LONG)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(await canvas.findByText('12 people', {}, LONG)).toBeVisible();
    });
    await settleFocus();
  },
};

/** Simple cards: the search finds the status too. */
export const Card2: Story = {
  render: () => <UserCard2Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Message Pimchanok Srisuk' })).toHaveAttribute(
      'href',
      '/app/chat',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'REJECTED');
    await expect(await canvas.findByText('5 people', {}, LONG)).toBeVisible();
    await expect(canvas.getAllByText('Rejected')).toHaveLength(5);
    await settleFocus();
  },
};

/** Profile cards: cover, picture over it; the search finds the role. */
export const Card3: Story = {
  render: () => <UserCard3Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 people', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Cover picture of Arjun Patel' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'data analyst');
    await expect(await canvas.findByText('2 people', {}, LONG)).toBeVisible();
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(['Siriporn Wongsa', 'วิชัย ใจดี']);
    await settleFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: userScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const loading = await within(canvasElement).findByText('Loading people…', {}, LONG);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  render: () => <UserCard2Screen />,
  parameters: { msw: { handlers: { user: userScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users yet', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  render: () => <UserCard3Screen />,
  parameters: { msw: { handlers: { user: userScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load this list', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/Internal server error/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('We could not load this list', {}, LONG)).toBeVisible();
    await settleFocus();
  },
};

export const LongThaiText: Story = {
  parameters: {
    msw: {
      handlers: {
        user: [userEndpoints.getReturns('detailCards', { users: [longDetailCard] }), ...userHandlers],
      },
    },
  },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { level: 3, name: /ณัฐธิดา/ }, LONG);
    await expect(await brokenWords(name)).toEqual([]);
    const card = name.closest('li') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
    await expect(within(card).getByRole('button', { name: /^ติดตาม/ })).toBeVisible();
  },
};

export const Dark: Story = {
  render: () => <UserCard3Screen />,
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('12 people', {}, LONG)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  render: () => <UserCard2Screen />,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      second?.getBoundingClientRect().left ?? 0,
    );
  },
};

/** On a phone: one card a row, the buttons tapped on 44 px, nothing runs off the side. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 people', {}, LONG)).toBeVisible();
    const region = canvas.getByRole('region');
    await noSidewaysScroll(region, LONG);
    const follow = canvas.getByRole('button', { name: 'Follow Somchai Rattanakul' });
    // The tap area reaches 22 px above and below the button's middle.
    const box = follow.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    for (const y of [middle - 21, middle + 21])
      await expect(follow.contains(document.elementFromPoint(box.left + box.width / 2, y))).toBe(true);
  },
};
