import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { claimCashback, setCashbackClock } from '@pp/mocks/stores/cashback-invite';
import { brokenWords, PHONE, readsLeftToRight, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  countRequests,
  getReturns,
  playerSession,
  postFails,
  withHeaderBalance,
  withPhonePage,
} from '../storyKit';
import { cardTitled, figuresOf } from '../figureStoryKit';
import { CashbackScreen } from './CashbackScreen';

const session = playerSession(signToken);
const happy = handlers.player ?? [];
const claims = countRequests('claimCashback');

const meta = {
  title: 'Player/Cashback',
  component: CashbackScreen,
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => claims.reset(),
  parameters: {
    router: { initialEntries: ['/player/cashback'] },
    msw: { handlers: { player: [claims.handler, ...happy] } },
  },
} satisfies Meta<typeof CashbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 5000 };

/** The demo player's last week as the API sends it, with some figures changed (baht). */
function weekOf(figures: { netLoss: number; amount: number; claimable: number; claimed: boolean }) {
  return getReturns('cashback', {
    data: {
      playerId: '100001',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      nextClaimDate: '2026-11-30',
      ...figures,
    },
  });
}

/** The claim card and the rules card. */
function cards(canvasElement: HTMLElement) {
  const card = (title: string) => cardTitled(canvasElement, title);
  return { claim: card('คืนยอดเสียสัปดาห์ที่แล้ว'), rules: card('เงื่อนไขการคืนยอดเสีย') };
}

const claimButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'รับคืนยอดเสีย ฿120.00' }, LONG);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await claimButton(canvasElement);
    const { claim, rules } = cards(canvasElement);
    await step("last week's figures and what a claim pays", async () => {
      await expect(claim.getByText('16 พ.ย. 2569 – 22 พ.ย. 2569')).toBeVisible();
      await expect(figuresOf(claim)).toEqual([
        ['ยอดเสียสุทธิ', '฿2,400.00'],
        ['คืนยอดเสีย 5%', '฿120.00'],
      ]);
      await expect(claim.getByText('ยอดที่รับได้ตอนนี้')).toBeVisible();
      await expect(claim.getAllByText('฿120.00')).toHaveLength(2);
    });
    await step('the rules in plain Thai', async () => {
      await expect(await rules.findByText('฿5,000.00')).toBeVisible();
      await expect(figuresOf(rules)).toEqual([
        ['อัตราคืนยอดเสีย', '5%'],
        ['ยอดคืนขั้นต่ำ', '฿10.00'],
        ['ยอดคืนสูงสุดต่อสัปดาห์', '฿5,000.00'],
      ]);
      await expect(
        rules.getByText('นับรอบสัปดาห์ตั้งแต่วันจันทร์ 00:00 ถึงวันอาทิตย์ 24:00 ตามเวลาประเทศไทย'),
      ).toBeVisible();
      await expect(canvas.getByText('รับได้สัปดาห์ละ 1 ครั้ง ตั้งแต่วันจันทร์ เงินเข้ายอดเงินคงเหลือทันที')).toBeVisible();
    });
  },
};

/** Claim: the money is in the balance at once (the header too), and the week shows as claimed. */
export const Claim: Story = {
  decorators: [withHeaderBalance],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('claim ฿120', async () => {
      await expect(await canvas.findByText('ยอดเงินคงเหลือ ฿1,250.50', {}, LONG)).toBeVisible();
      await userEvent.click(await claimButton(canvasElement));
    });
    await step('paid, claimed, and when the next one comes', async () => {
      await expect(await canvas.findByText('รับคืนยอดเสีย ฿120.00 เข้ายอดเงินคงเหลือแล้ว')).toBeVisible();
      await expect(await canvas.findByText('ยอดเงินคงเหลือ ฿1,370.50')).toBeVisible();
      await expect(await canvas.findByText('คุณรับคืนยอดเสียของสัปดาห์นี้แล้ว')).toBeVisible();
      await expect(canvas.getByText('ยอดที่ได้รับ ฿120.00')).toBeVisible();
      await expect(canvas.getByText('รับคืนยอดเสียครั้งถัดไปได้ตั้งแต่วันที่ 30 พ.ย. 2569')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /รับคืนยอดเสีย/ })).toBeNull();
      await expect(claims.count()).toBe(1);
    });
  },
};

/** A double click sends one claim. */
export const DoubleClickSendsOneRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await claimButton(canvasElement));
    await expect(await canvas.findByText('คุณรับคืนยอดเสียของสัปดาห์นี้แล้ว', {}, LONG)).toBeVisible();
    await expect(claims.count()).toBe(1);
  },
};

/** While the claim is on its way the button says so and cannot be pressed again. */
export const Claiming: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('claimCashback', 'loading') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvasElement));
    const busy = await canvas.findByRole('button', { name: 'กำลังรับคืนยอดเสีย...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** The week was claimed already (in another tab): the screen showed it claimable; the server says no. */
export const SecondClaimRefused: Story = {
  beforeEach: () => {
    claimCashback('100001');
  },
  parameters: {
    msw: {
      handlers: {
        player: [
          weekOf({ netLoss: 2400, amount: 120, claimable: 120, claimed: false }),
          claims.handler,
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('คุณรับคืนยอดเสียของสัปดาห์นี้ไปแล้ว รับได้อีกครั้งสัปดาห์หน้า');
    await expect(claims.count()).toBe(1);
  },
};

export const AlreadyClaimed: Story = {
  parameters: {
    msw: {
      handlers: { player: [weekOf({ netLoss: 2400, amount: 120, claimable: 0, claimed: true }), ...happy] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('คุณรับคืนยอดเสียของสัปดาห์นี้แล้ว', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('ยอดที่ได้รับ ฿120.00')).toBeVisible();
    await expect(canvas.getByText('รับคืนยอดเสียครั้งถัดไปได้ตั้งแต่วันที่ 30 พ.ย. 2569')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /รับคืนยอดเสีย/ })).toBeNull();
  },
};

/** The week of 9 November was a win: nothing to pay back (the mock's clock on 16 November). */
export const NothingToClaim: Story = {
  beforeEach: () => {
    setCashbackClock(() => new Date('2026-11-16T05:00:00.000Z'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มียอดคืนให้รับ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('สัปดาห์ที่แล้วไม่มียอดเสีย จึงไม่มียอดคืน')).toBeVisible();
    await expect(canvas.getByText('9 พ.ย. 2569 – 15 พ.ย. 2569')).toBeVisible();
    await expect(canvas.getByText('รับคืนยอดเสียครั้งถัดไปได้ตั้งแต่วันที่ 23 พ.ย. 2569')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /รับคืนยอดเสีย/ })).toBeNull();
  },
};

/** 5% of a ฿150 loss is ฿7.50, under the ฿10 minimum payout. */
export const BelowMinimum: Story = {
  parameters: {
    msw: {
      handlers: { player: [weekOf({ netLoss: 150, amount: 0, claimable: 0, claimed: false }), ...happy] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('ยอดคืนของสัปดาห์ที่แล้วไม่ถึงขั้นต่ำ ฿10.00 จึงไม่มียอดให้รับ', {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('฿150.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /รับคืนยอดเสีย/ })).toBeNull();
  },
};

/** A player with no play at all (the empty backend): nothing to claim, zeros not blanks. */
export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มียอดคืนให้รับ', {}, LONG)).toBeVisible();
    await expect(canvas.getAllByText('฿0.00')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.getByRole('heading', { name: 'คืนยอดเสียสัปดาห์ที่แล้ว' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /รับคืนยอดเสีย/ })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(2), LONG);
    await expect(canvas.getAllByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toHaveLength(2);
  },
};

/** The claim fails on the server: the reason in Thai, the button still there to try again. */
export const ClaimFails: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('claimCashback', 'error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง');
    await expect(await claimButton(canvasElement)).toBeEnabled();
  },
};

/** A long refusal from the server wraps inside the card, Thai words whole. */
export const LongThaiText: Story = {
  decorators: [withPhonePage],
  parameters: {
    msw: {
      handlers: {
        player: [
          postFails('claimCashback', 409, {
            message:
              'คุณรับคืนยอดเสียของสัปดาห์นี้ไปแล้วจากอุปกรณ์อื่น ระบบจะคำนวณยอดคืนของสัปดาห์ถัดไปให้อัตโนมัติในวันจันทร์ กรุณาตรวจสอบประวัติการทำรายการ',
            code: 'cashback.alreadyClaimed',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/กรุณาตรวจสอบประวัติการทำรายการ$/);
    await expect(await brokenWords(canvasElement, ['สัปดาห์', 'อุปกรณ์', 'อัตโนมัติ', 'ตรวจสอบ'])).toEqual([]);
  },
};

/** Tens of millions lost: the payout stops at the ฿5,000 maximum; big figures stay in the card. */
export const HugeNumbers: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [weekOf({ netLoss: 99_999_999.99, amount: 5000, claimable: 5000, claimed: false }), ...happy],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'รับคืนยอดเสีย ฿5,000.00' }, LONG)).toBeVisible();
    const { claim, rules } = cards(canvasElement);
    await expect(await rules.findByText('฿10.00', {}, LONG)).toBeVisible();
    await expect(figuresOf(claim)).toEqual([
      ['ยอดเสียสุทธิ', '฿99,999,999.99'],
      ['คืนยอดเสีย 5%', '฿5,000.00'],
    ]);
    const card = canvas.getByRole('heading', { name: 'คืนยอดเสียสัปดาห์ที่แล้ว' }).closest('.MuiCard-root');
    const right = (card as HTMLElement).getBoundingClientRect().right;
    for (const value of claim.getAllByRole('definition')) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
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
    const { claim } = cards(context.canvasElement);
    const label = claim.getByText('คืนยอดเสีย 5%');
    await expect(readsLeftToRight(label, 'คืนยอดเสีย', '5%')).toBe(true);
    // The label at the start (right), its figure at the end (left).
    await expect(claim.getByText('฿2,400.00').getBoundingClientRect().right).toBeLessThan(
      claim.getByText('ยอดเสียสุทธิ').getBoundingClientRect().left,
    );
  },
};

/** A 375 px phone: the claim button on the first screen, the rules after it, Thai words whole. */
export const Mobile: Story = {
  decorators: [withPhoneFrame({ variant: 'device' })],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    const button = await claimButton(context.canvasElement);
    const rules = canvas.getByRole('heading', { name: 'เงื่อนไขการคืนยอดเสีย' });
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.top + PHONE.height);
    await expect(button.getBoundingClientRect().bottom).toBeLessThan(rules.getBoundingClientRect().top);
    await expect(await brokenWords(context.canvasElement, ['สัปดาห์', 'อาทิตย์', 'ประเทศ'])).toEqual([]);
  },
};
