import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { brokenWords, noSidewaysScroll, reachesTouchSquare, withPhoneFrame } from '@pp/ui/storybook';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';

import { bankNames } from './copy';
import { HistoryScreen } from './HistoryScreen';
import {
  generatedHistory,
  getFailsThenRecovers,
  getReturns,
  playerSession,
  type WireTransaction,
} from './storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

const meta = {
  title: 'Player/History',
  component: HistoryScreen,
  loaders: session.loaders,
  decorators: session.decorators,
  parameters: { router: { initialEntries: ['/player/history'] } },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the table of the current tab and its rows; returns the canvas and the table's body rows. */
async function table(canvasElement: HTMLElement, name = 'รายการทั้งหมด') {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('table', { name }, { timeout: 10_000 });
  // The table is there while the history loads (skeleton rows): wait for the data.
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  const rows = () => within(grid).getAllByRole('row').slice(1);
  return { canvas, grid, rows };
}

/** Picks an option of one of the filter selects. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const cellText = (row: HTMLElement, index: number) =>
  within(row).getAllByRole('cell')[index]?.textContent ?? '';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await table(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'รายการทั้งหมด' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('92 รายการ')).toBeVisible();
    await expect(rows()).toHaveLength(10);
    const [first, second] = rows();
    await expect(cellText(first as HTMLElement, 0)).toBe('20 พ.ย. 2569 20:45');
    await expect(within(first as HTMLElement).getByText('+฿500.00')).toBeVisible();
    await expect(within(first as HTMLElement).getByText('รอดำเนินการ')).toBeVisible();
    await expect(within(second as HTMLElement).getByText('−฿5,574.50')).toBeVisible();
    await expect(within(second as HTMLElement).getByText('สำเร็จ')).toBeVisible();
    await expect(canvas.getByText('1–10 จาก 92')).toBeVisible();
  },
};

export const WithdrawalsTab: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'รายการถอน' }));
    const { rows } = await table(canvasElement, 'รายการถอน');
    await expect(canvas.getByRole('tab', { name: 'รายการถอน' })).toHaveAttribute('aria-selected', 'true');
    for (const row of rows()) await expect(within(row).getByText('ถอนเงิน')).toBeVisible();
    await expect(within(rows()[0] as HTMLElement).getByText(/^−฿/)).toBeVisible();
    // The type filter would only ever say "withdraw" here.
    await expect(canvas.queryByRole('combobox', { name: 'ประเภท' })).toBeNull();
  },
};

/** The withdraw confirmation links here with `?tab=withdrawals`. */
export const OpenedOnWithdrawals: Story = {
  parameters: { router: { initialEntries: ['/player/history?tab=withdrawals'] } },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'รายการถอน');
    await expect(canvas.getByRole('tab', { name: 'รายการถอน' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const FilterByType: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await table(canvasElement);
    await choose(canvasElement, 'ประเภท', 'โบนัส');
    await waitFor(() => expect(canvas.queryByText('92 รายการ')).toBeNull());
    for (const row of rows()) await expect(within(row).getByText('โบนัส')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ล้างตัวกรอง' })).toBeVisible();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await table(canvasElement);
    await choose(canvasElement, 'สถานะ', 'รอดำเนินการ');
    await expect(await canvas.findByText('1 รายการ')).toBeVisible();
    await expect(rows()).toHaveLength(1);
    await expect(within(rows()[0] as HTMLElement).getByText('TX-100001-0092')).toBeVisible();
  },
};

/** Types a day into a date field of the filter, as a Thai player writes it, and leaves the field. */
async function typeDay(canvasElement: HTMLElement, label: string, day: string) {
  const field = within(canvasElement).getByLabelText(label);
  await userEvent.clear(field);
  if (day) await userEvent.type(field, day);
  await userEvent.tab();
  return field;
}

export const FilterByDateRange: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await table(canvasElement);
    await typeDay(canvasElement, 'ตั้งแต่วันที่', '17/11/2569');
    await typeDay(canvasElement, 'ถึงวันที่', '19/11/2569');
    await waitFor(() => expect(canvas.queryByText('92 รายการ')).toBeNull());
    for (const row of rows()) await expect(cellText(row, 0)).toMatch(/^1[7-9] พ\.ย\. 2569/);
  },
};

export const DateRangeReversed: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await typeDay(canvasElement, 'ตั้งแต่วันที่', '20/11/2569');
    await typeDay(canvasElement, 'ถึงวันที่', '01/11/2569');
    await expect(await canvas.findByText('วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด')).toBeVisible();
    await expect(canvas.getByLabelText('ถึงวันที่')).toHaveAttribute('aria-invalid', 'true');
    // The reversed range is not applied.
    await expect(canvas.getByText('92 รายการ')).toBeVisible();
  },
};

/**
 * The date filter writes days as the list does, in Thai with Buddhist-era years (20/11/2569 for
 * the row's 20 พ.ย. 2569), whatever the browser's language; the phone's own calendar is a button
 * away. On a phone.
 */
export const ThaiDates: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'รายการทั้งหมด' }, { timeout: 10_000 });
    const from = canvas.getByLabelText('ตั้งแต่วันที่');
    await step('empty, the field says how to write a day', async () => {
      await expect(from).toHaveAttribute('placeholder', 'วว/ดด/ปปปป');
      await expect(from).toHaveAttribute('inputmode', 'numeric');
    });
    await step('typed day, month and Buddhist year, in digits only or with a Western year', async () => {
      await typeDay(canvasElement, 'ตั้งแต่วันที่', '18112569');
      await expect(from).toHaveValue('18/11/2569');
      await typeDay(canvasElement, 'ตั้งแต่วันที่', '18/11/2026');
      await expect(from).toHaveValue('18/11/2569');
      await waitFor(() => expect(canvas.queryByText('92 รายการ')).toBeNull());
    });
    await step('what is not a day is kept as typed and said so; the list is not narrowed by it', async () => {
      await typeDay(canvasElement, 'ตั้งแต่วันที่', '31/11/2569');
      await expect(from).toHaveValue('31/11/2569');
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(from).toHaveAccessibleDescription('กรอกวันที่ เช่น 20/11/2569');
      await expect(await canvas.findByText('92 รายการ')).toBeVisible();
    });
    await step("a day picked in the phone's calendar shows the Thai way", async () => {
      const button = canvas.getByRole('button', { name: 'เลือกวันที่สิ้นสุดจากปฏิทิน' });
      await userEvent.click(button);
      // The calendar is the device's own window: a pick arrives as a change of its input.
      const picker = button.parentElement?.querySelector('input[type="date"]') as HTMLInputElement;
      await expect(picker).toBeInstanceOf(HTMLInputElement);
      fireEvent.change(picker, { target: { value: '2026-11-19' } });
      await expect(canvas.getByLabelText('ถึงวันที่')).toHaveValue('19/11/2569');
      await expect(reachesTouchSquare(button)).toBe(true);
    });
  },
};

export const NoMatchThenClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await choose(canvasElement, 'ประเภท', 'โบนัส');
    await choose(canvasElement, 'สถานะ', 'ไม่สำเร็จ');
    await expect(await canvas.findByText('ไม่พบรายการ')).toBeVisible();
    await expect(canvas.getByText('0 รายการ')).toBeVisible();
    const clear = canvas.getAllByRole('button', { name: 'ล้างตัวกรอง' });
    await userEvent.click(clear[clear.length - 1] as HTMLElement);
    await expect(await canvas.findByText('92 รายการ')).toBeVisible();
  },
};

export const SortByAmount: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await table(canvasElement);
    const header = () => canvas.getByRole('columnheader', { name: /^จำนวนเงิน/ });
    await userEvent.click(canvas.getByRole('button', { name: /^จำนวนเงิน/ }));
    // Largest first, money in or out alike: the biggest movement of the demo history is a withdrawal.
    await waitFor(() => expect(cellText(rows()[0] as HTMLElement, 2)).toBe('เงินออก −฿7,800.00'));
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: /^จำนวนเงิน/ }));
    await waitFor(() => expect(cellText(rows()[0] as HTMLElement, 2)).toBe('เงินเข้า +฿30.00'));
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'หน้าถัดไป' }));
    await expect(await canvas.findByText('11–20 จาก 92')).toBeVisible();
    await expect(within(rows()[0] as HTMLElement).getByText('TX-100001-0082')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'หน้าสุดท้าย' }));
    await expect(await canvas.findByText('91–92 จาก 92')).toBeVisible();
    await expect(rows()).toHaveLength(2);
    await userEvent.click(canvas.getByRole('combobox', { name: 'แถวต่อหน้า' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await expect(await canvas.findByText('1–25 จาก 92')).toBeVisible();
    await expect(rows()).toHaveLength(25);
  },
};

/* ---- 10,000 records ---- */

const manyRows = generatedHistory(10_000);
const manyWithdrawals = manyRows.filter((row) => row.type === 'withdraw');
const commits: { phase: string; ms: number; at: number }[] = [];
const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration, _base, _start, commitTime) => {
  commits.push({ phase, ms: actualDuration, at: commitTime });
};

/** The slowest React commit since `since` (ms of rendering work, development build). */
const slowestSince = (since: number) =>
  commits.filter((commit) => commit.at >= since).reduce((max, commit) => Math.max(max, commit.ms), 0);

/**
 * 10,000 records: filtering, sorting and paging run on the whole list in memory, but only one page
 * renders. The play prints the React commit times (development build, so on the slow side).
 */
export const TenThousandRecords: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('history', { data: manyRows }),
          getReturns('withdrawHistory', { data: manyWithdrawals }),
          ...happy,
        ],
      },
    },
  },
  beforeEach: () => {
    commits.length = 0;
  },
  render: () => (
    <Profiler id="history" onRender={onRender}>
      <HistoryScreen />
    </Profiler>
  ),
  play: async ({ canvasElement, step }) => {
    const { canvas, rows } = await table(canvasElement);
    await expect(await canvas.findByText('10,000 รายการ')).toBeVisible();
    await expect(rows()).toHaveLength(10);
    const firstRender = slowestSince(0);
    let mark = performance.now();

    await step('last page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'หน้าสุดท้าย' }));
      await expect(await canvas.findByText('9,991–10,000 จาก 10,000')).toBeVisible();
    });
    const lastPage = slowestSince(mark);
    mark = performance.now();

    await step('filter by type', async () => {
      await choose(canvasElement, 'ประเภท', 'ถอนเงิน');
      await waitFor(() => expect(canvas.queryByText('10,000 รายการ')).toBeNull());
      for (const row of rows()) await expect(within(row).getByText('ถอนเงิน')).toBeVisible();
    });
    const filter = slowestSince(mark);
    mark = performance.now();

    await step('sort by amount', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^จำนวนเงิน/ }));
      await expect(canvas.getByText(/^1–10 จาก/)).toBeVisible();
    });
    const sort = slowestSince(mark);

    console.info(
      `[bench] history with 10,000 records (React Profiler, dev build): first render with data ${firstRender.toFixed(1)} ms, ` +
        `last page ${lastPage.toFixed(1)} ms, filter ${filter.toFixed(1)} ms, sort ${sort.toFixed(1)} ms`,
    );
  },
};

/* ---- States ---- */

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    // Skeleton rows under the headers, no filters yet.
    await expect(canvas.getByRole('table', { name: 'รายการทั้งหมด' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('group', { name: 'ตัวกรอง' })).toBeNull();
  },
};

/** A withdrawal the admin rejected: the admin's reason under it, in red, the held amount back. */
export const RejectedWithReason: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('history', {
            data: [
              {
                id: 'TX-REJECTED-1',
                type: 'withdraw',
                amount: 500,
                status: 'rejected',
                description: 'ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้',
                bankCode: null,
                createdAt: '2026-11-20T06:45:00.000Z',
                reason: 'ชื่อบัญชีไม่ตรงกับชื่อผู้ใช้ กรุณาติดต่อแอดมิน',
              },
              {
                id: 'TX-APPROVED-1',
                type: 'deposit',
                amount: 1000,
                status: 'approved',
                description: 'ฝากเงินเข้าบัญชี กสิกรไทย',
                bankCode: 'KBANK',
                createdAt: '2026-11-19T06:45:00.000Z',
              },
            ],
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = await canvas.findByText('เหตุผล: ชื่อบัญชีไม่ตรงกับชื่อผู้ใช้ กรุณาติดต่อแอดมิน', {}, { timeout: 5000 });
    await expect(reason).toBeVisible();
    await expect(reason.closest('tr')).toHaveTextContent('ไม่สำเร็จ');
    // Only a rejection says why.
    await expect(canvas.getAllByText(/^เหตุผล:/)).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีรายการ')).toBeVisible();
    await expect(canvas.getByText('รายการฝาก ถอน และโบนัสของคุณจะแสดงที่นี่')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('history'), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ลองใหม่' }));
    const { rows } = await table(canvasElement);
    await expect(rows()).toHaveLength(10);
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeVisible();
  },
};

const bigRows: WireTransaction[] = [
  {
    id: 'TX-100001-0003',
    type: 'withdraw',
    amount: 50_000,
    status: 'pending',
    description: 'ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้',
    bankCode: null,
    createdAt: '2026-11-20T05:00:00.000Z',
  },
  {
    id: 'TX-100001-0002',
    type: 'deposit',
    amount: 99_999_999.99,
    status: 'approved',
    description: 'ฝากเงินเข้าบัญชี กสิกรไทย',
    bankCode: 'KBANK',
    createdAt: '2026-11-19T05:00:00.000Z',
  },
  {
    id: 'TX-100001-0001',
    type: 'deposit',
    amount: 0.01,
    status: 'rejected',
    description:
      'ฝากเงินไม่สำเร็จ: ไม่พบยอดโอนเข้าบัญชี กรุณาติดต่อฝ่ายบริการลูกค้าผ่านไลน์ออฟฟิเชียลพร้อมแนบสลิปการโอนเงินเพื่อตรวจสอบอีกครั้ง',
    bankCode: 'KBANK',
    createdAt: '2026-11-18T05:00:00.000Z',
  },
];

export const HugeNumbersAndLongThaiText: Story = {
  parameters: { msw: { handlers: { player: [getReturns('history', { data: bigRows }), ...happy] } } },
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await table(canvasElement);
    await expect(rows()).toHaveLength(3);
    await expect(canvas.getByText('+฿99,999,999.99')).toBeVisible();
    await expect(canvas.getByText('+฿0.01')).toBeVisible();
    await expect(canvas.getByText(/กรุณาติดต่อฝ่ายบริการลูกค้า/)).toBeVisible();
    // The long description wraps between Thai words, and the bank's name stays whole.
    await expect(await brokenWords(canvas.getByRole('table'), Object.values(bankNames))).toEqual([]);
  },
};

/** The same rows on a phone, as cards. */
export const HugeNumbersAndLongThaiTextOnAPhone: Story = {
  decorators: [withPhoneFrame()],
  parameters: { msw: { handlers: { player: [getReturns('history', { data: bigRows }), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'รายการทั้งหมด' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('+฿99,999,999.99')).toBeVisible();
    await expect(await brokenWords(list, Object.values(bankNames))).toEqual([]);
    await noSidewaysScroll(list);
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
  play: async (context) => {
    await Default.play?.(context);
  },
};

/** On a phone the rows are a list; filters stack. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'รายการทั้งหมด' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.queryByRole('table')).toBeNull();
    const [first] = within(list).getAllByRole('listitem');
    await expect(within(first as HTMLElement).getByText('+฿500.00')).toBeVisible();
    await expect(within(first as HTMLElement).getByText('รอดำเนินการ')).toBeVisible();
    // No Thai word, nor a bank's name, cut at a line's end.
    await expect(await brokenWords(list, Object.values(bankNames))).toEqual([]);
  },
};
