import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminScenarios, handlers, signToken } from '@pp/mocks';
import {
  brokenWords,
  noSidewaysScroll,
  reachesTouchSquare,
  readsLeftToRight,
  storyFontsLoaded,
} from '@pp/ui/storybook';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { adminPaths } from '../../shared/api/endpoints';
import { endpointHandlers } from '../../shared/storyKit';
import { adminFails, adminPattern, adminReturns, adminSession, withAdminPhonePage } from '../storyKit';
import { AgentScreen } from './AgentScreen';

const session = adminSession(signToken);
const happy = handlers.admin ?? [];
const gets = endpointHandlers(adminPaths);
const infoReads = gets.countGets('agentInfo');
const balanceReads = gets.countGets('agentBalance');

const meta = {
  title: 'Admin/Agent',
  component: AgentScreen,
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => {
    infoReads.reset();
    balanceReads.reset();
  },
  parameters: {
    router: { initialEntries: ['/admin/agent'] },
    msw: { handlers: { admin: [infoReads.handler, balanceReads.handler, ...happy] } },
  },
} satisfies Meta<typeof AgentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 5000 };

/** The card (section) whose heading is `name`. */
function card(canvasElement: HTMLElement, name: string) {
  const heading = within(canvasElement).getByRole('heading', { name });
  return within(heading.closest('.MuiCard-root') as HTMLElement);
}

/** The agent's info as [label, value] pairs, in the order shown. */
function infoOf(canvasElement: HTMLElement, title = 'Agent'): [string, string][] {
  const info = card(canvasElement, title);
  const values = info.getAllByRole('definition');
  return info.getAllByRole('term').map((term, i) => [term.textContent ?? '', values[i]?.textContent ?? '']);
}

/** The screen at rest: the float and the agent's name are in. */
async function loaded(canvasElement: HTMLElement, balance = '฿2,500,000.00') {
  const canvas = within(canvasElement);
  await expect((await canvas.findAllByText(balance, {}, LONG))[0]).toBeVisible();
  await expect(await canvas.findByText('บจก. ลัคกี้ สตาร์', {}, LONG)).toBeVisible();
}

/** The agent balance as the API sends it (baht). */
function balanceOf(balance: number, today: Record<string, number>) {
  return adminReturns('agentBalance', { data: { balance, today } });
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('the float, big', async () => {
      const hero = card(canvasElement, 'Agent balance');
      await expect(hero.getByText('฿2,500,000.00')).toBeVisible();
      await expect(hero.getByText("The operator's float")).toBeVisible();
    });
    await step("today's deposits, withdrawals and net", async () => {
      await expect(card(canvasElement, 'Deposits today').getByText(/^Approved: \d+$/)).toBeVisible();
      await expect(card(canvasElement, 'Withdrawals today').getByText(/^Approved: \d+$/)).toBeVisible();
      await expect(canvas.getByTestId('agent-net')).toHaveTextContent(/^[+-]?฿[\d,]+\.\d\d$/);
    });
    await step("the agent's info, the website a link", async () => {
      await expect(infoOf(canvasElement)).toEqual([
        ['Agent ID', 'AG-LUCKYSTAR'],
        ['Name', 'บจก. ลัคกี้ สตาร์'],
        ['Website', 'luckystar.example.com'],
        ['LINE ID', '@luckystar'],
        ['Since', expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/) as unknown as string],
      ]);
      const link = canvas.getByRole('link', { name: 'luckystar.example.com (opens in a new tab)' });
      await expect(link).toHaveAttribute('href', 'https://luckystar.example.com/');
      await expect(link).toHaveAttribute('target', '_blank');
    });
  },
};

/** Figures the story sets: ฿12,500 in (3), ฿4,200.50 out (2), net +฿8,299.50. */
const busyDay = balanceOf(1_250_000, {
  deposits: 12500,
  depositCount: 3,
  withdrawals: 4200.5,
  withdrawalCount: 2,
  net: 8299.5,
});

/** More in than out: the net with its plus sign, green, and in words. */
export const PositiveNet: Story = {
  parameters: { msw: { handlers: { admin: [busyDay, ...happy] } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, '฿1,250,000.00');
    await expect(card(canvasElement, 'Deposits today').getByText('฿12,500.00')).toBeVisible();
    await expect(card(canvasElement, 'Deposits today').getByText('Approved: 3')).toBeVisible();
    await expect(card(canvasElement, 'Withdrawals today').getByText('฿4,200.50')).toBeVisible();
    await expect(card(canvasElement, 'Withdrawals today').getByText('Approved: 2')).toBeVisible();
    const net = card(canvasElement, 'Net today');
    await expect(net.getByText('+฿8,299.50')).toBeVisible();
    await expect(net.getByText('More in than out')).toBeVisible();
  },
};

/** The refresh button asks for both again, once per click, and says so while it waits. */
export const Refresh: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await waitFor(() => expect([infoReads.count(), balanceReads.count()]).toEqual([1, 1]), LONG);
    await step('one click, both reads', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect([infoReads.count(), balanceReads.count()]).toEqual([2, 2]), LONG);
      const button = await canvas.findByRole('button', { name: 'Refresh' }, LONG);
      await expect(button).not.toHaveAttribute('aria-disabled');
      // The keyboard focus stays on the button through the refresh.
      await expect(button).toHaveFocus();
      await expect(canvas.getByText('฿2,500,000.00')).toBeVisible();
    });
  },
};

/**
 * GET `key`: the first request goes through to the mock, every later one gets `answer` (a refresh
 * that hangs or fails). Reset it in the story's `beforeEach`.
 */
function laterReads(key: 'agentBalance' | 'agentInfo', answer: () => Promise<Response> | Response) {
  let seen = 0;
  return {
    handler: http.get(adminPattern(key), async () => {
      seen += 1;
      return seen > 1 ? answer() : undefined;
    }),
    reset: () => {
      seen = 0;
    },
  };
}

const hangingRefresh = laterReads('agentBalance', async () => {
  await delay('infinite');
  return new Response();
});

/** While refreshing the button says so and cannot be pressed again; the figures stay. */
export const Refreshing: Story = {
  beforeEach: () => hangingRefresh.reset(),
  parameters: { msw: { handlers: { admin: [balanceReads.handler, hangingRefresh.handler, ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    const busy = await canvas.findByRole('button', { name: 'Refreshing…' }, LONG);
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    // A second press meanwhile asks nothing more.
    await userEvent.click(busy);
    await expect(balanceReads.count()).toBe(2);
    await expect(canvas.getByText('฿2,500,000.00')).toBeVisible();
  },
};

const failingRefresh = laterReads('agentBalance', () =>
  HttpResponse.json({ message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }, { status: 500 }),
);

/** A refresh that fails keeps the figures shown and says they are from before, with a retry. */
export const RefreshFails: Story = {
  beforeEach: () => failingRefresh.reset(),
  parameters: { msw: { handlers: { admin: [failingRefresh.handler, ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 10000 });
    await expect(
      within(alert).getByText('Could not refresh: the figures below are from before'),
    ).toBeVisible();
    await expect(within(alert).getByText(/Something went wrong on the server/)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByText('฿2,500,000.00')).toBeVisible();
  },
};

/** A quiet day: nothing approved yet, zeros (never blanks) and an even net. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          balanceOf(2_500_000, { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, net: 0 }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getAllByText('฿0.00')).toHaveLength(3);
    await expect(canvas.getAllByText('Approved: 0')).toHaveLength(2);
    await expect(card(canvasElement, 'Net today').getByText('Even')).toBeVisible();
  },
};

/** The biggest figures the back office expects, and a day with more out than in. */
export const HugeAmounts: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          balanceOf(999_999_999.99, {
            deposits: 999_999_999.99,
            depositCount: 123_456,
            withdrawals: 999_999_999.99,
            withdrawalCount: 98_765,
            net: 0,
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, '฿999,999,999.99');
    await expect(canvas.getAllByText('฿999,999,999.99')).toHaveLength(3);
    await expect(canvas.getByText('Approved: 123,456')).toBeVisible();
    await expect(canvas.getByText('Approved: 98,765')).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await noSidewaysScroll(root, { slack: 1 });
  },
};

const outflowDay = balanceOf(999_999_999.99, {
  deposits: 1500,
  depositCount: 1,
  withdrawals: 999_998_499.99,
  withdrawalCount: 42,
  net: -999_996_999.99,
});

/** More out than in: the minus sign, red, and the words say it (never colour alone). */
export const NegativeNet: Story = {
  parameters: { msw: { handlers: { admin: [outflowDay, ...happy] } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, '฿999,999,999.99');
    const net = card(canvasElement, 'Net today');
    await expect(net.getByText('-฿999,996,999.99')).toBeVisible();
    await expect(net.getByText('More out than in')).toBeVisible();
  },
};

/** In Thai: Thai labels, the agent's start in a Buddhist-era year. */
export const Thai: Story = {
  globals: { locale: 'th' },
  parameters: { msw: { handlers: { admin: [busyDay, ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, '฿1,250,000.00');
    await expect(canvas.getByRole('heading', { name: 'ยอดเงินเอเย่นต์' })).toBeVisible();
    await expect(card(canvasElement, 'ยอดฝากวันนี้').getByText('อนุมัติแล้ว 3 รายการ')).toBeVisible();
    await expect(card(canvasElement, 'ยอดสุทธิวันนี้').getByText('เงินเข้ามากกว่าเงินออก')).toBeVisible();
    const since = infoOf(canvasElement, 'ข้อมูลเอเย่นต์').find(([label]) => label === 'เปิดใช้งานตั้งแต่');
    await expect(since?.[1]).toMatch(/^\d{1,2} \S+ 25\d\d$/);
    await expect(canvas.getByRole('button', { name: 'รีเฟรช' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(5), LONG);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('heading', { name: 'Agent balance' })).toBeVisible();
    await expect(canvas.queryByText(/฿/)).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), LONG);
    await expect(canvas.getByText('Could not load the agent balance')).toBeVisible();
    await expect(canvas.getByText('Could not load the agent info')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    await expect(canvas.queryByText(/฿/)).toBeNull();
  },
};

/** The balance fails alone: the info stays, and a retry brings the figures. */
export const BalanceFailsThenRecovers: Story = {
  parameters: {
    msw: { handlers: { admin: [gets.getFailsThenRecovers('agentBalance', 1), ...happy] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('Could not load the agent balance')).toBeVisible();
    await expect(await canvas.findByText('บจก. ลัคกี้ สตาร์', {}, LONG)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A player's token gets 403: admins only, no figures. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminFails('agentInfo', 403, { message: 'Forbidden' }),
          adminFails('agentBalance', 403, { message: 'Forbidden' }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), LONG);
    await expect(canvas.getAllByText('Only admins may see this. Log in with an admin account.')).toHaveLength(
      2,
    );
    await expect(canvas.queryByText(/฿/)).toBeNull();
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), { timeout: 10000 });
    await expect(canvas.getAllByText(/The server could not be reached/)).toHaveLength(2);
  },
};

const longThaiAgent = adminReturns('agentInfo', {
  data: {
    agentId: 'AG-LUCKYSTAR-BANGKOK-000123',
    name: 'บริษัท ลัคกี้สตาร์ เอ็นเตอร์เทนเมนต์ แอนด์ เกมมิ่ง (ประเทศไทย) จำกัด มหาชน สาขากรุงเทพมหานคร',
    website: 'https://luckystar-entertainment-and-gaming-thailand.example.com',
    lineId: '',
    createdAt: '2025-01-15T03:00:00.000Z',
  },
});

/** A long Thai company name wraps inside its card, words whole; an agent without a LINE id says so. */
export const LongThaiNames: Story = {
  globals: { locale: 'th' },
  parameters: { msw: { handlers: { admin: [longThaiAgent, ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText(/ลัคกี้สตาร์ เอ็นเตอร์เทนเมนต์/, {}, LONG);
    await expect(canvas.getByText('ไม่ได้ระบุ')).toBeVisible();
    await expect(await brokenWords(name)).toEqual([]);
    const info = name.closest('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(info, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  parameters: { msw: { handlers: { admin: [outflowDay, ...happy] } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, '฿999,999,999.99');
    const info = card(canvasElement, 'Agent')
      .getByText('AG-LUCKYSTAR')
      .closest('.MuiCard-root') as HTMLElement;
    await expect(getComputedStyle(info).backgroundColor).toBe('rgb(26, 34, 63)');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'th' },
  parameters: { msw: { handlers: { admin: [busyDay, ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, '฿1,250,000.00');
    // The balance comes first: on the right in a right-to-left page.
    const hero = canvas.getByRole('heading', { name: 'ยอดเงินเอเย่นต์' }).getBoundingClientRect();
    const info = canvas.getByRole('heading', { name: 'ข้อมูลเอเย่นต์' }).getBoundingClientRect();
    await expect(hero.left).toBeGreaterThan(info.left);
    // Amounts keep their own order.
    await expect(readsLeftToRight(canvasElement, '+฿', '8,299.50')).toBe(true);
  },
};

/** On a phone the cards stack; the biggest figures still fit, nothing scrolls sideways, the button is a 44 px target. */
export const Mobile: Story = {
  decorators: [withAdminPhonePage],
  parameters: { msw: { handlers: { admin: [outflowDay, ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, '฿999,999,999.99');
    await expect(canvas.getByText('-฿999,996,999.99')).toBeVisible();
    await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
    const root = canvasElement.querySelector('[data-testid="phone-frame"]') as HTMLElement;
    await noSidewaysScroll(root);
    await storyFontsLoaded();
    await expect(reachesTouchSquare(canvas.getByRole('button', { name: 'Refresh' }))).toBe(true);
    await expect(reachesTouchSquare(canvas.getByRole('link', { name: /luckystar\.example\.com/ }))).toBe(
      true,
    );
  },
};

/** The long company name and website on a phone: they wrap inside the card, Thai words whole. */
export const LongThaiNamesOnPhone: Story = {
  ...LongThaiNames,
  decorators: [withAdminPhonePage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText(/ลัคกี้สตาร์ เอ็นเตอร์เทนเมนต์/, {}, LONG);
    await expect(await brokenWords(name)).toEqual([]);
    const frame = canvasElement.querySelector('[data-testid="phone-frame"]') as HTMLElement;
    await noSidewaysScroll(frame);
    await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
  },
};
