import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { demoAccounts, toAccountUser } from '@pp/mocks/data/accounts';
import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT, reachesTouchSquare } from '@pp/ui/storybook';

import { hydrate, type AtomValue } from '../../../../../.storybook/parameters';
import { apiUrl, playerPaths } from '../../shared/api/endpoints';
import { authAtom, navigateTopAtom } from '../atoms';
import { copy } from '../copy';
import { headerBar } from '../storyKit';
import type { User } from '../types';
import { PlayerHeader } from './PlayerHeader';

const [demoPlayer, , demoAdmin] = demoAccounts.map(toAccountUser) as [User, User, User];

/** Where logout would send the top window; recorded instead of leaving the page. */
const leave = fn();

/** A logged-in session for `user`, with logout's navigation recorded. */
function loggedIn(user: User = demoPlayer): { values: readonly AtomValue[] } {
  return {
    values: [
      hydrate(authAtom, { isLoggedIn: true, isInitialized: true, user }),
      hydrate(navigateTopAtom, { assign: leave }),
    ],
  };
}

const balanceUrl = apiUrl('*', playerPaths.balance(':id'));

/** GET balance answering `{ balance }` in baht (the body itself, docs/player-api.md). */
const balanceOf = (baht: number) => [http.get(balanceUrl, () => HttpResponse.json({ balance: baht }))];

/** GET balance answering each call with the next value of `answers` (the last one repeats). */
function balanceSequence(answers: readonly (number | 'error')[]) {
  let call = 0;
  return [
    http.get(balanceUrl, () => {
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return answer === 'error' || answer === undefined
        ? HttpResponse.json({ message: 'ระบบขัดข้อง' }, { status: 500 })
        : HttpResponse.json({ balance: answer });
    }),
  ];
}

const meta = {
  title: 'Player/Header',
  component: PlayerHeader,
  decorators: [headerBar],
  parameters: {
    jotai: loggedIn(),
    msw: { handlers: { player: balanceOf(1250.5) } },
  },
  beforeEach: () => {
    leave.mockClear();
  },
} satisfies Meta<typeof PlayerHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the header says: 'ยอดเงินคงเหลือ ฿1,250.50', the baht written as everywhere else. */
const balanceText = (amount: string) => `${copy.header.balanceLabel} ฿${amount}`;

/** The balance line: its label and amount are two pieces of text, so it is found by its whole text. */
const byBalance =
  (amount: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.tagName === 'P' && element.textContent === balanceText(amount);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(byBalance('1,250.50'))).toBeVisible();
    await expect(canvas.getByText(copy.header.balanceLabel).getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(canvas.getByText(copy.header.greeting('สมชาย ใจดี'))).toBeVisible();
    await expect(canvas.getByText(copy.header.welcome)).toBeVisible();
    await expect(canvas.getByText('0812345678')).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.header.profileMenu })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.header.refresh })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          http.get(balanceUrl, async () => {
            await delay('infinite');
            return HttpResponse.json({ balance: 0 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: copy.header.balanceLoading })).toBeVisible();
    await expect(canvas.getByText(copy.header.greeting('สมชาย ใจดี'))).toBeVisible();
    await expect(canvas.queryByText(/ยอดเงินคงเหลือ/)).toBeNull();
  },
};

export const BalanceErrorThenRetry: Story = {
  parameters: { msw: { handlers: { player: balanceSequence(['error', 1250.5]) } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a failed load says so, compactly', async () => {
      await expect(await canvas.findByText(copy.header.balanceFailed)).toBeVisible();
      await expect(canvas.queryByText(/ยอดเงินคงเหลือ/)).toBeNull();
    });
    await step('retry loads it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: copy.header.retry }));
      await expect(await canvas.findByText(byBalance('1,250.50'))).toBeVisible();
      await expect(canvas.queryByText(copy.header.balanceFailed)).toBeNull();
    });
  },
};

export const BalanceError: Story = {
  parameters: { msw: { handlers: { player: balanceSequence(['error']) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.header.balanceFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.header.retry })).toBeEnabled();
    await expect(canvas.getByText(copy.header.greeting('สมชาย ใจดี'))).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: [http.get(balanceUrl, () => HttpResponse.error())] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.header.balanceFailed)).toBeVisible();
  },
};

export const UnexpectedBalanceBody: Story = {
  parameters: {
    msw: { handlers: { player: [http.get(balanceUrl, () => HttpResponse.json({ amount: 'lots' }))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.header.balanceFailed)).toBeVisible();
  },
};

export const RefreshAfterADeposit: Story = {
  parameters: { msw: { handlers: { player: balanceSequence([1250.5, 1750.5]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(byBalance('1,250.50'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.header.refresh }));
    await expect(await canvas.findByText(byBalance('1,750.50'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: copy.header.refresh })).toBeEnabled());
  },
};

export const HugeBalance: Story = {
  parameters: { msw: { handlers: { player: balanceOf(99_999_999.99) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(byBalance('99,999,999.99'))).toBeVisible();
  },
};

export const LongThaiName: Story = {
  parameters: {
    jotai: loggedIn({
      ...demoPlayer,
      name: 'นางสาวประภัสสรพิมพ์ชนก เจริญรุ่งเรืองศรีสวัสดิ์วงศ์ไพบูลย์',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(byBalance('1,250.50'))).toBeVisible();
    const greeting = canvas.getByText(/^สวัสดีคุณ นางสาวประภัสสรพิมพ์ชนก/);
    await expect(greeting).toBeVisible();
    await expect(greeting.scrollWidth).toBeGreaterThan(greeting.clientWidth);
    await noSidewaysScroll(canvasElement);
  },
};

export const AdminAccount: Story = {
  parameters: { jotai: loggedIn(demoAdmin), msw: { handlers: { player: balanceOf(0) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(byBalance('0.00'))).toBeVisible();
    await expect(canvas.getByText(copy.header.greeting('ผู้ดูแลระบบ'))).toBeVisible();
    await expect(canvas.getByText('admin')).toBeVisible();
  },
};

export const ProfileMenu: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: copy.header.profileMenu });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(copy.header.logout);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await waitFor(() =>
      expect(
        within(document.body).getByText('0812345678', { selector: '.MuiPopover-paper *' }),
      ).toBeVisible(),
    );
  },
};

export const Logout: Story = {
  play: async (context) => {
    localStorage.setItem('serviceToken', 'token-of-this-session');
    localStorage.setItem('berry-config', '{}');
    sessionStorage.setItem('draft', '1');
    // The mock backend's database (mock mode keeps it in the browser): a logout leaves it.
    localStorage.setItem('mock:users', '[]');
    await ProfileMenu.play?.(context);
    await userEvent.click(within(document.body).getByRole('menuitem', { name: copy.header.logout }));
    await expect(leave).toHaveBeenCalledTimes(1);
    await expect(leave).toHaveBeenCalledWith('https://example.com/');
    await expect(localStorage.getItem('serviceToken')).toBeNull();
    await expect(localStorage.getItem('berry-config')).toBeNull();
    await expect(localStorage.getItem('mock:users')).toBe('[]');
    localStorage.removeItem('mock:users');
    await expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(within(context.canvasElement).queryByText(/สวัสดีคุณ/)).toBeNull());
  },
};

export const LoggedOut: Story = {
  parameters: { jotai: { values: [hydrate(navigateTopAtom, { assign: leave })] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await Default.play?.(context);
  },
};

export const DarkError: Story = {
  globals: { mode: 'dark' },
  parameters: { msw: { handlers: { player: balanceSequence(['error']) } } },
  play: async (context) => {
    await BalanceError.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const avatar = canvas.getByRole('button', { name: copy.header.profileMenu }).getBoundingClientRect();
    const balance = canvas.getByText(byBalance('1,250.50')).getBoundingClientRect();
    await expect(avatar.right).toBeLessThan(balance.left);
  },
};

export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT, msw: { handlers: { player: balanceOf(99_999_999.99) } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'the amount only, written like every other baht; a screen reader hears what it is',
      async () => {
        const line = await canvas.findByText(byBalance('99,999,999.99'));
        await expect(line).toBeVisible();
        const label = within(line).getByText(copy.header.balanceLabel);
        await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
      },
    );
    await expect(canvas.getByText(copy.header.greeting('สมชาย ใจดี'))).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.header.profileMenu })).toBeVisible();
    await step('refresh and the avatar take a 44 px tap', async () => {
      await expect(reachesTouchSquare(canvas.getByRole('button', { name: copy.header.refresh }))).toBe(true);
      await expect(reachesTouchSquare(canvas.getByRole('button', { name: copy.header.profileMenu }))).toBe(
        true,
      );
    });
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
