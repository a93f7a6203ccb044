import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { brokenWords, reachesTouchSquare, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { bankNames } from '../copy';
import { RecentTransactions } from './RecentTransactions';
import {
  generatedHistory,
  getFailsThenRecovers,
  getReturns,
  playerSession,
  type WireTransaction,
} from '../storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

/** The card as wide as its column of the home dashboard (4 of 12). */
const withCardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 420 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Player/Home/RecentTransactions',
  component: RecentTransactions,
  loaders: session.loaders,
  decorators: [withCardWidth, ...session.decorators],
  parameters: { router: { initialEntries: ['/dashboard/analytics'] } },
} satisfies Meta<typeof RecentTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One history row as the API sends it (baht). */
function row(
  id: string,
  type: WireTransaction['type'],
  amount: number,
  status: WireTransaction['status'],
  createdAt: string,
  description = type === 'deposit'
    ? 'ฝากเงินเข้าบัญชี กสิกรไทย'
    : type === 'withdraw'
      ? 'ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้'
      : 'โบนัสพิเศษ',
): WireTransaction {
  return {
    id,
    type,
    amount,
    status,
    description,
    bankCode: type === 'deposit' ? 'KBANK' : null,
    createdAt,
  };
}

/** GET history answers these rows. */
const historyOf = (rows: readonly WireTransaction[]) => [
  getReturns('history', { data: [...rows] }),
  ...happy,
];

/** The rows of the list, once the card shows its data. */
async function listRows(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'รายการล่าสุด' }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
}

/** The i-th row of the list, to look inside. */
async function rowAt(canvasElement: HTMLElement, index: number) {
  const rows = await listRows(canvasElement);
  await expect(rows.length).toBeGreaterThan(index);
  return within(rows[index] as HTMLElement);
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the card and its link to the full history', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'รายการล่าสุด' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'ดูประวัติทั้งหมด' })).toHaveAttribute(
        'href',
        '/player/history',
      );
    });
    await step('the five latest transactions, newest first', async () => {
      await expect(await listRows(canvasElement)).toHaveLength(5);
      const first = await rowAt(canvasElement, 0);
      await expect(first.getByText('ฝากเงิน')).toBeVisible();
      await expect(first.getByText('20 พ.ย. 2569 20:45')).toBeVisible();
      await expect(first.getByText('+฿500.00')).toBeVisible();
      await expect(first.getByText('รอดำเนินการ')).toBeVisible();
      const second = await rowAt(canvasElement, 1);
      await expect(second.getByText('ถอนเงิน')).toBeVisible();
      await expect(second.getByText('−฿5,574.50')).toBeVisible();
      await expect(second.getByText('สำเร็จ')).toBeVisible();
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.getByRole('heading', { name: 'รายการล่าสุด' })).toBeVisible();
    // The way to the full history does not wait for the card.
    await expect(canvas.getByRole('link', { name: 'ดูประวัติทั้งหมด' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีรายการ')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ดูประวัติทั้งหมด' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('history', 'error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeVisible();
    await expect(canvas.getByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('history', 'networkError') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

/** The first load fails; the card's own retry brings the list. */
export const RetryRecovers: Story = {
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('history'), ...happy] } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure, with a retry', async () => {
      await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    });
    await step('retry loads the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ลองใหม่' }));
      await expect(await listRows(canvasElement)).toHaveLength(5);
      await expect(canvas.getByText('+฿500.00')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'ลองใหม่' })).toBeNull();
      await expect(canvas.queryByText('โหลดข้อมูลไม่สำเร็จ')).toBeNull();
    });
  },
};

/** Each status and type once: Thai chips, signs and icons. */
export const EveryStatus: Story = {
  parameters: {
    msw: {
      handlers: {
        player: historyOf([
          row('TX-3', 'deposit', 1000, 'pending', '2026-11-20T05:00:00.000Z'),
          row('TX-2', 'withdraw', 300, 'rejected', '2026-11-19T05:00:00.000Z'),
          row('TX-1', 'bonus', 50, 'approved', '2026-11-18T05:00:00.000Z'),
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await listRows(canvasElement)).toHaveLength(3);
    const deposit = await rowAt(canvasElement, 0);
    await expect(deposit.getByText('ฝากเงิน')).toBeVisible();
    await expect(deposit.getByText('+฿1,000.00')).toBeVisible();
    await expect(deposit.getByText('รอดำเนินการ')).toBeVisible();
    const withdraw = await rowAt(canvasElement, 1);
    await expect(withdraw.getByText('ถอนเงิน')).toBeVisible();
    await expect(withdraw.getByText('−฿300.00')).toBeVisible();
    await expect(withdraw.getByText('ไม่สำเร็จ')).toBeVisible();
    const bonus = await rowAt(canvasElement, 2);
    await expect(bonus.getByText('โบนัส')).toBeVisible();
    await expect(bonus.getByText('+฿50.00')).toBeVisible();
    await expect(bonus.getByText('สำเร็จ')).toBeVisible();
  },
};

/** Fewer rows than the card can show: no padding rows, one divider. */
export const TwoTransactions: Story = {
  parameters: {
    msw: {
      handlers: {
        player: historyOf([
          row('TX-2', 'deposit', 300, 'approved', '2026-11-20T03:15:00.000Z'),
          row('TX-1', 'bonus', 100, 'approved', '2026-11-19T02:00:00.000Z'),
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await listRows(canvasElement);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0] as HTMLElement).getByText('20 พ.ย. 2569 10:15')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('+฿100.00')).toBeVisible();
  },
};

/** Amounts in the tens of millions still fit beside the label. */
export const HugeAmounts: Story = {
  parameters: {
    msw: {
      handlers: {
        player: historyOf([
          row('TX-3', 'deposit', 99_999_999.99, 'pending', '2026-11-20T05:00:00.000Z'),
          row('TX-2', 'withdraw', 12_345_678.9, 'approved', '2026-11-19T05:00:00.000Z'),
          row('TX-1', 'bonus', 1_000_000, 'rejected', '2026-11-18T05:00:00.000Z'),
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await listRows(canvasElement)).toHaveLength(3);
    const card = canvas.getByRole('list', { name: 'รายการล่าสุด' }).getBoundingClientRect();
    for (const amount of ['+฿99,999,999.99', '−฿12,345,678.90', '+฿1,000,000.00']) {
      const element = canvas.getByText(amount);
      await expect(element).toBeVisible();
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(card.right + 0.5);
    }
    await expect(canvas.getByText('ฝากเงิน')).toBeVisible();
  },
};

/** 1,000 rows arriving oldest first: the card still shows the five newest, newest first. */
export const ManyTransactions: Story = {
  parameters: {
    msw: { handlers: { player: historyOf(generatedHistory(1000).reverse()) } },
  },
  play: async ({ canvasElement }) => {
    const rows = await listRows(canvasElement);
    await expect(rows).toHaveLength(5);
    // generatedHistory's newest row: 20 Nov 2026, 20:00 in Bangkok.
    await expect(within(rows[0] as HTMLElement).getByText('20 พ.ย. 2569 20:00')).toBeVisible();
  },
};

/** The row shows the type; a long Thai description is the label's tooltip and does not widen the row. */
export const LongDescription: Story = {
  parameters: {
    msw: {
      handlers: {
        player: historyOf([
          row(
            'TX-1',
            'bonus',
            2500,
            'approved',
            '2026-11-20T05:00:00.000Z',
            'โบนัสคืนยอดเสียประจำสัปดาห์สำหรับสมาชิกระดับแพลทินัมและไดมอนด์ที่ฝากครบตามเงื่อนไขโปรโมชั่นพิเศษเดือนพฤศจิกายน',
          ),
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const label = (await rowAt(canvasElement, 0)).getByText('โบนัส');
    await expect(label).toBeVisible();
    await expect(label).toHaveAttribute('title', expect.stringContaining('โบนัสคืนยอดเสียประจำสัปดาห์'));
    await expect(within(canvasElement).getByText('+฿2,500.00')).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await listRows(canvasElement)).toHaveLength(5);
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    const amount = canvas.getByText('−฿7,800.00');
    await expect(amount).toBeVisible();
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await expect(reachesTouchSquare(canvas.getByRole('link', { name: 'ดูประวัติทั้งหมด' }))).toBe(true);
    await expect(await brokenWords(canvasElement, Object.values(bankNames))).toEqual([]);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await Default.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const first = await rowAt(canvasElement, 0);
    const label = first.getByText('ฝากเงิน').getBoundingClientRect();
    const amount = first.getByText('+฿500.00').getBoundingClientRect();
    // The amount column sits at the inline end: on the left in RTL.
    await expect(amount.right).toBeLessThan(label.left);
  },
};
