import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminScenarios, handlers, signToken } from '@pp/mocks';
import { ADMIN_DEMO_NOW } from '@pp/mocks/stores/admin-clock';
import { settleTransaction } from '@pp/mocks/stores/wallet';
import {
  brokenWords,
  noSidewaysScroll,
  reachesTouchSquare,
  storyFontsLoaded,
  withNotification,
} from '@pp/ui/storybook';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { hydrate } from '../../../../../.storybook/parameters';
import { adminPaths } from '../../shared/api/endpoints';
import { endpointHandlers } from '../../shared/storyKit';
import type { AdminTransactionWire } from '../api/schemas';
import {
  adminCount,
  adminFails,
  adminPattern,
  adminReturns,
  adminSession,
  adminWriteFails,
  withAdminPhonePage,
} from '../storyKit';
import { transactionsClockAtom } from './atoms';
import { TransactionsScreen } from './TransactionsScreen';

const session = adminSession(signToken);
const happy = handlers.admin ?? [];
const approvals = adminCount('approveTransaction');
const rejections = adminCount('rejectTransaction');
const listLoads = endpointHandlers(adminPaths).countGets('transactions');

/** The data's own clock: the mock's back office lays its queue out around this moment. */
const clock = hydrate(transactionsClockAtom, { now: () => new Date(ADMIN_DEMO_NOW) });

const meta = {
  title: 'Admin/Transactions',
  component: TransactionsScreen,
  loaders: session.loaders,
  decorators: [withNotification, ...session.decorators],
  globals: { locale: 'th' },
  beforeEach: () => {
    approvals.reset();
    rejections.reset();
    listLoads.reset();
  },
  parameters: {
    router: { initialEntries: ['/admin/transactions'] },
    jotai: { values: [clock] },
    msw: { handlers: { admin: [approvals.handler, rejections.handler, listLoads.handler, ...happy] } },
  },
} satisfies Meta<typeof TransactionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 8000 };

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'รายการฝากถอน' }, LONG);
const bodyRows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);

/** The first (oldest) pending row's review button. */
const firstReview = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('button', { name: /^ดูรายละเอียด / }, LONG))[0]!;

/** The open dialog, once it has faded in. */
async function dialog(name?: RegExp) {
  const found = await screen.findByRole('dialog', name ? { name } : {}, LONG);
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the pending queue, oldest first, with how long each waits', async () => {
      await expect(await canvas.findByText('พบ 9 รายการ', {}, LONG)).toBeVisible();
      const rows = await bodyRows(canvasElement);
      await expect(rows).toHaveLength(9);
      await expect(rows[0]).toHaveTextContent('รอ 2 วัน 15 ชั่วโมง');
      await expect(rows[0]).toHaveTextContent('0812345678');
      await expect(rows[8]).toHaveTextContent('รอ 10 นาที');
      await expect(rows[2]).toHaveTextContent(/รอ 20 ชั่วโมง(?! 0)/);
      await expect(rows[6]).toHaveTextContent('รอ 1 ชั่วโมง 15 นาที');
      for (const row of rows) await expect(within(row).getByText('รอดำเนินการ')).toBeVisible();
    });
    await step('the filters start on pending', async () => {
      await expect(canvas.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('รอดำเนินการ');
      await expect(canvas.getByRole('combobox', { name: 'ประเภท' })).toHaveTextContent('ทั้งหมด');
    });
  },
};

/** The review of a deposit with its transfer slip: fetched with the admin's token, shown as an image. */
export const ReviewWithSlip: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^สลิปของ / }, LONG));
    const review = within(await dialog());
    await expect(review.getByRole('heading', { name: /^รายการฝากเงิน TX-/ })).toBeVisible();
    await expect(review.getByText('0961021993')).toBeVisible();
    await expect(review.getByText('฿1,500.00')).toBeVisible();
    await expect(review.getByText('รอ 1 วัน 2 ชั่วโมง')).toBeVisible();
    const slip = await review.findByRole('img', { name: /^สลิปการโอนของ TX-/ }, LONG);
    await waitFor(() => expect((slip as HTMLImageElement).src).toMatch(/^blob:/));
    await waitFor(() =>
      expect((slip as HTMLImageElement).complete && (slip as HTMLImageElement).naturalWidth).toBeGreaterThan(
        0,
      ),
    );
    await expect(review.getByRole('button', { name: 'อนุมัติ' })).toBeEnabled();
    await expect(review.getByRole('button', { name: 'ปฏิเสธ' })).toBeEnabled();
  },
};

/** Approve: asked again with amount and player; one request with its key; the row leaves the queue. */
export const Approve: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('open the oldest deposit and approve it', async () => {
      await userEvent.click(await firstReview(canvasElement));
      const review = within(await dialog());
      await expect(review.getByText('ไม่มีสลิปแนบมา')).toBeVisible();
      await userEvent.click(review.getByRole('button', { name: 'อนุมัติ' }));
    });
    await step('the confirmation restates amount and player', async () => {
      const confirm = await dialog(/^อนุมัติรายการฝากเงิน TX-100001-/);
      await expect(confirm).toHaveTextContent('เติมเงิน ฿500.00 ให้ 0812345678 (สมชาย ใจดี)');
      await userEvent.click(within(confirm).getByRole('button', { name: 'อนุมัติ ฿500.00' }));
    });
    await step('done: said so, and the queue has one less', async () => {
      const toast = await screen.findByText(/^อนุมัติรายการ TX-100001-\d+ แล้ว$/, {}, LONG);
      await waitFor(() => expect(toast).toBeVisible());
      await expect(await canvas.findByText('พบ 8 รายการ', {}, LONG)).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(approvals.count()).toBe(1);
      await expect(approvals.keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    });
  },
};

/** A double click on the confirmation sends one approval. */
export const DoubleClickSendsOne: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await firstReview(canvasElement));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'อนุมัติ' }));
    const confirm = await dialog(/^อนุมัติรายการ/);
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'อนุมัติ ฿500.00' }));
    await expect(await within(canvasElement).findByText('พบ 8 รายการ', {}, LONG)).toBeVisible();
    await expect(approvals.count()).toBe(1);
  },
};

/** Reject: the reason is required (said at the field), then one request; the row leaves the queue. */
export const Reject: Story = {
  play: async ({ canvasElement, step }) => {
    await userEvent.click(await firstReview(canvasElement));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'ปฏิเสธ' }));
    const form = within(await dialog(/^ปฏิเสธรายการ TX-/));
    const reason = form.getByRole('textbox', { name: /^เหตุผล/ });
    await step('no reason: refused at the field, nothing sent', async () => {
      await userEvent.click(form.getByRole('button', { name: 'ปฏิเสธรายการ' }));
      await expect(await form.findByText('กรุณากรอกเหตุผล')).toBeVisible();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expect(reason).toHaveAccessibleDescription('กรุณากรอกเหตุผล');
      await expect(rejections.count()).toBe(0);
    });
    await step('with a reason: rejected', async () => {
      await userEvent.type(reason, 'ไม่พบยอดโอนเข้าบัญชี');
      await userEvent.dblClick(form.getByRole('button', { name: 'ปฏิเสธรายการ' }));
      const toast = await screen.findByText(/^ปฏิเสธรายการ TX-100001-\d+ แล้ว$/, {}, LONG);
      await waitFor(() => expect(toast).toBeVisible());
      await expect(await within(canvasElement).findByText('พบ 8 รายการ', {}, LONG)).toBeVisible();
      await expect(rejections.count()).toBe(1);
    });
  },
};

/** 201 characters: refused at the field before sending. */
export const RejectReasonTooLong: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await firstReview(canvasElement));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'ปฏิเสธ' }));
    const form = within(await dialog(/^ปฏิเสธรายการ/));
    const reason = form.getByRole('textbox', { name: /^เหตุผล/ });
    await userEvent.click(reason);
    await userEvent.paste('ก'.repeat(201));
    await userEvent.click(form.getByRole('button', { name: 'ปฏิเสธรายการ' }));
    await expect(await form.findByText('ไม่เกิน 200 ตัวอักษร')).toBeVisible();
    await expect(reason).toHaveValue('ก'.repeat(201));
    await expect(rejections.count()).toBe(0);
  },
};

/** The server refuses the reason (400 with `field`): the message at the field, the text kept. */
export const RejectRefusedAtField: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminWriteFails('rejectTransaction', 400, {
            message: 'เหตุผลมีอักขระที่ไม่อนุญาต',
            code: 'reason.invalid',
            field: 'reason',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await firstReview(canvasElement));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'ปฏิเสธ' }));
    const form = within(await dialog(/^ปฏิเสธรายการ/));
    const reason = form.getByRole('textbox', { name: /^เหตุผล/ });
    await userEvent.type(reason, 'สลิปปลอม');
    await userEvent.click(form.getByRole('button', { name: 'ปฏิเสธรายการ' }));
    await expect(await form.findByText('เหตุผลมีอักขระที่ไม่อนุญาต')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveValue('สลิปปลอม');
  },
};

/**
 * Another admin settled it first: the server answers 409 `รายการนี้ดำเนินการแล้ว`, shown in the
 * review, which turns read-only with who settled it; the queue reloads without it.
 */
export const AlreadySettled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await firstReview(canvasElement));
    const review = within(await dialog());
    const loadsBefore = listLoads.count();
    // Meanwhile, in another admin's tab.
    const txId = /TX-100001-\d+/.exec(review.getByRole('heading', { level: 2 }).textContent ?? '')![0];
    settleTransaction('100001', txId, 'approved', {
      settledAt: '2026-11-23T04:58:00.000Z',
      settledBy: 'admin.nok',
    });
    await userEvent.click(review.getByRole('button', { name: 'อนุมัติ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'อนุมัติ ฿500.00' }));
    await expect(await review.findByRole('alert', {}, LONG)).toHaveTextContent('รายการนี้ดำเนินการแล้ว');
    await expect(await review.findByText('admin.nok', {}, LONG)).toBeVisible();
    await expect(review.getByText('อนุมัติแล้ว')).toBeVisible();
    await expect(review.queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    await expect(await canvas.findByText('พบ 8 รายการ', {}, LONG)).toBeVisible();
    await expect(listLoads.count()).toBeGreaterThan(loadsBefore);
    await expect(approvals.count()).toBe(1);
  },
};

/** A settled one is read-only: who settled it, when, and the reason the player reads. */
export const SettledReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'สถานะ' }, LONG));
    await userEvent.click(await screen.findByRole('option', { name: 'ปฏิเสธแล้ว' }));
    await waitFor(async () => expect((await bodyRows(canvasElement))[0]).toHaveTextContent('ปฏิเสธแล้ว'), LONG);
    await userEvent.click(await firstReview(canvasElement));
    const review = within(await dialog());
    await expect(review.getByText('ดำเนินการโดย')).toBeVisible();
    await expect(review.getByText('ดำเนินการเมื่อ')).toBeVisible();
    await expect(review.getByText('เหตุผล')).toBeVisible();
    await expect(review.queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    await expect(review.queryByRole('button', { name: 'ปฏิเสธ' })).toBeNull();
  },
};

/** Filters go to the server: withdrawals of any status of one player, typed and debounced. */
export const Filtered: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('withdrawals, every status', async () => {
      await userEvent.click(await canvas.findByRole('combobox', { name: 'ประเภท' }, LONG));
      await userEvent.click(await screen.findByRole('option', { name: 'ถอนเงิน' }));
      await userEvent.click(canvas.getByRole('combobox', { name: 'สถานะ' }));
      await userEvent.click(await screen.findByRole('option', { name: 'ทั้งหมด' }));
    });
    await step('one player, by username', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'ค้นหาผู้เล่น (ชื่อผู้ใช้หรือรหัส)' }), '0812345678');
      await waitFor(async () => {
        const rows = await bodyRows(canvasElement);
        for (const row of rows) {
          await expect(row).toHaveTextContent('ถอนเงิน');
          await expect(row).toHaveTextContent('สมชาย ใจดี');
        }
      }, LONG);
    });
    await step('clear goes back to the pending queue', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'ล้างตัวกรอง' })[0]!);
      await expect(await canvas.findByText('พบ 9 รายการ', {}, LONG)).toBeVisible();
    });
  },
};

/** A reversed date range is not sent: the field says why. */
export const DateRangeReversed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'ตั้งแต่วันที่' }, LONG), '20/11/2569');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ถึงวันที่' }), '01/11/2569');
    await expect(await canvas.findByText('ต้องไม่ก่อนวันแรก')).toBeVisible();
    await expect(canvas.getByText('พบ 9 รายการ')).toBeVisible();
  },
};

const emptyPage = { data: { items: [], total: 0, page: 1, pageSize: 25 } };

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: [adminReturns('transactions', emptyPage), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ไม่มีรายการรอดำเนินการ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('รายการฝากและถอนใหม่จะแสดงที่นี่เพื่อให้ตรวจสอบ')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'รายการฝากถอน' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: /^ดูรายละเอียด/ })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดข้อมูลไม่สำเร็จ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeEnabled();
  },
};

/** A token without the admin role: the API answers 403. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: { admin: [adminFails('transactions', 403, { message: 'Forbidden' }), ...happy] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('เฉพาะผู้ดูแลระบบเท่านั้นที่ดูข้อมูลนี้ได้ โปรดเข้าสู่ระบบด้วยบัญชีผู้ดูแล', {}, LONG),
    ).toBeVisible();
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('ติดต่อเซิร์ฟเวอร์ไม่ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง', {}, LONG),
    ).toBeVisible();
  },
};

/** Rows as the API sends them (baht), settled ones newest first after the pending. */
function wireRow(index: number, patch: Partial<AdminTransactionWire> = {}): AdminTransactionWire {
  return {
    id: `TX-1000${String(10 + (index % 40)).padStart(2, '0')}-${String(index).padStart(6, '0')}`,
    type: index % 3 === 0 ? 'withdraw' : 'deposit',
    amount: 100 + (index % 50) * 10,
    status: 'pending',
    description: '',
    bankCode: null,
    createdAt: new Date(Date.parse(ADMIN_DEMO_NOW) - (100_000 - index) * 60_000).toISOString(),
    reason: null,
    playerId: '100010',
    username: `09${String(61_000_000 + index).padStart(8, '0')}`,
    playerName: 'กมลชนก ทองดี',
    playerBankCode: 'KBANK',
    playerBookNumber: '7770100000',
    hasSlip: false,
    settledAt: null,
    settledBy: null,
    ...patch,
  };
}

const LONG_NAME = 'นางสาวกาญจนาภรณ์ ศรีสุวรรณวงศ์ไพบูลย์เจริญทรัพย์มั่งคั่งยั่งยืน ณ อยุธยา';

const extremes = {
  data: {
    items: [
      wireRow(0, { amount: 99_999_999.99, playerName: LONG_NAME, hasSlip: true }),
      wireRow(1, { type: 'withdraw', amount: 99_999_999.99, playerName: LONG_NAME, playerBankCode: 'CIMBT' }),
      wireRow(2, { amount: 0.01, playerName: 'ณัฐวุฒิ เจริญรุ่งเรืองพาณิชย์กิจการ' }),
    ],
    total: 3,
    page: 1,
    pageSize: 25,
  },
};

/** Long Thai names wrap whole words; the biggest amounts stay in their column. */
export const LongThaiNamesHugeAmounts: Story = {
  parameters: { msw: { handlers: { admin: [adminReturns('transactions', extremes), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('฿99,999,999.99', {}, LONG))[0]).toBeVisible();
    await expect(canvas.getAllByText(LONG_NAME)).toHaveLength(2);
    await expect(await brokenWords(canvasElement, ['กาญจนาภรณ์', 'ศรีสุวรรณวงศ์', 'อยุธยา'])).toEqual([]);
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

/** 100,000 transactions: the table holds one page; the last page is the server's. */
export const HundredThousandRows: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          http.get(adminPattern('transactions'), ({ request }) => {
            const url = new URL(request.url);
            const page = Number(url.searchParams.get('page') ?? 1);
            const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
            const start = (page - 1) * pageSize;
            const items = Array.from({ length: Math.min(pageSize, 100_000 - start) }, (_, i) =>
              wireRow(start + i),
            );
            return HttpResponse.json({ data: { items, total: 100_000, page, pageSize } });
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('พบ 100,000 รายการ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('1–25 จาก 100,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ไปหน้าสุดท้าย' }));
    await expect(await canvas.findByText('99,976–100,000 จาก 100,000', {}, LONG)).toBeVisible();
    await waitFor(async () => expect((await bodyRows(canvasElement)).at(-1)).toHaveTextContent('0961099999'));
  },
};

/** Admin text follows the template locale: English here. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9 transactions', {}, LONG)).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Transactions' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows[0]).toHaveTextContent('Waiting 2 d 15 h');
    await expect(within(rows[0]!).getByText('Pending')).toBeVisible();
    await expect(within(rows[0]!).getByRole('button', { name: /^Review TX-/ })).toBeVisible();
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
    const rows = await bodyRows(context.canvasElement);
    // The time column at the start (right), the actions at the end (left).
    const time = within(rows[0]!).getByText('รอ 2 วัน 15 ชั่วโมง');
    const action = within(rows[0]!).getByRole('button', { name: /^ดูรายละเอียด/ });
    await expect(action.getBoundingClientRect().right).toBeLessThan(time.getBoundingClientRect().left);
  },
};

/** A 375 px phone: cards with the same actions, nothing sideways, 44 px targets. */
export const Mobile: Story = {
  decorators: [withAdminPhonePage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'รายการฝากถอน' }, LONG);
    await waitFor(
      () => expect(within(list).getAllByRole('button', { name: /^ดูรายละเอียด/ })).toHaveLength(9),
      LONG,
    );
    await storyFontsLoaded();
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame, { slack: 1 });
    for (const button of within(list).getAllByRole('button'))
      await expect(reachesTouchSquare(button)).toBe(true);
    await userEvent.click(within(list).getAllByRole('button', { name: /^ดูรายละเอียด/ })[0]!);
    await expect(within(await dialog()).getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
  },
};
