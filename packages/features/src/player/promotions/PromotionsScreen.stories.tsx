import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { brokenWords, readsLeftToRight, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getWallet, saveWallet } from '@pp/mocks/stores/wallet';

import { hydrate } from '../../../../../.storybook/parameters';
import { sessionUserAtom } from '../../shared/session/user';
import {
  countRequests,
  DEMO_PLAYER,
  getReturns,
  playerSession,
  TURNOVER_PLAYER,
  withHeaderBalance,
} from '../storyKit';
import { PromotionsScreen } from './PromotionsScreen';

const session = playerSession(signToken);
const happy = handlers.player ?? [];
const redeems = countRequests('redeemCreditCode');

const turnoverSession = playerSession(signToken, TURNOVER_PLAYER);

/** The demo player made an approved ฿1,000 deposit an hour ago: a promotion can be claimed with it. */
function depositAnHourAgo(): void {
  const wallet = getWallet(DEMO_PLAYER.id);
  const deposit = {
    id: `TX-${DEMO_PLAYER.id}-9001`,
    type: 'deposit' as const,
    amountSatang: 100_000,
    status: 'approved' as const,
    description: 'ฝากเงินเข้าบัญชี กสิกรไทย',
    bankCode: 'KBANK',
    createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  };
  saveWallet({
    ...wallet,
    balanceSatang: wallet.balanceSatang + 100_000,
    history: [deposit, ...wallet.history],
  });
}

const meta = {
  title: 'Player/Promotions',
  component: PromotionsScreen,
  // The credit-code form's chunk is there before the first render, so no screenshot catches its
  // placeholder (the page loads it after its first paint).
  loaders: [...session.loaders, () => import('./components/CreditCodeForm')],
  decorators: [withHeaderBalance, withNotification, ...session.decorators],
  beforeEach: () => redeems.reset(),
  parameters: {
    router: { initialEntries: ['/player/promotions'] },
    msw: { handlers: { player: [redeems.handler, ...happy] } },
  },
} satisfies Meta<typeof PromotionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement);

const headerBalance = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('header-balance');

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'ฝากแรกของวัน รับ 10%' }, { timeout: 5000 });
  await canvas.findByText('ทำเทิร์นครบแล้ว');
  await artLoaded(canvasElement);
  // The credit-code form loads after the page (its own chunk).
  await codeField(canvasElement);
  return canvas;
}

/** The credit-code field, once its form has loaded. */
const codeField = (canvasElement: HTMLElement) =>
  card(canvasElement, 'โค้ดเครดิต').findByRole('textbox', { name: /^โค้ดเครดิต/ }, { timeout: 5000 });

/** The promotions' art, once drawn (decorative: the images have no name); art that fails is gone. */
async function artLoaded(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const images = [...canvasElement.querySelectorAll('img')];
      return expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
    },
    { timeout: 5000 },
  );
  return [...canvasElement.querySelectorAll('img')];
}

/** Claims the promotion `title`: its button, then the confirmation dialog. */
async function claim(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `รับโปรโมชั่น ${title}` }, { timeout: 5000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'ยืนยันการรับโปรโมชั่น' }));
  await waitFor(() => expect(dialog.getByText(title)).toBeVisible());
  await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Types a code in the credit-code box and sends it. */
async function redeem(canvasElement: HTMLElement, code: string) {
  const box = card(canvasElement, 'โค้ดเครดิต');
  const field = await codeField(canvasElement);
  await userEvent.clear(field);
  if (code) await userEvent.type(field, code);
  await userEvent.click(box.getByRole('button', { name: 'รับเครดิต' }));
  return { box, field };
}

/** A refused code: the message at the field, the field invalid and still holding the code. */
async function codeRefused(
  canvasElement: HTMLElement,
  code: string,
  message: string,
  shown = code.toUpperCase(),
) {
  const { field } = await redeem(canvasElement, code);
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(shown);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const current = card(canvasElement, 'โปรโมชั่นปัจจุบัน');
    await expect(current.getByText('สมาชิกใหม่รับโบนัส 100%')).toBeVisible();
    await expect(current.getByRole('progressbar', { name: 'ความคืบหน้าการทำเทิร์น' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(current.getByText('ทำแล้ว ฿10,000.00 จาก ฿10,000.00')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'โปรโมชั่นที่รับได้', selected: true })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^รับโปรโมชั่น / })).toHaveLength(4);
    const art = await artLoaded(canvasElement);
    await expect(art).toHaveLength(4);
    for (const image of art) await expect(image).toHaveAttribute('alt', '');
    await expect(canvas.getByText('โบนัส 10% สูงสุด ฿1,000.00')).toBeVisible();
    await expect(canvas.getByText('ไม่รับโบนัส')).toBeVisible();
    await expect(canvas.getAllByText('ไม่ต้องทำเทิร์น')).toHaveLength(1);
    await expect(await codeField(canvasElement)).toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(2);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีโปรโมชั่นที่รับได้ในขณะนี้', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('ยังไม่มีโปรโมชั่นที่ใช้งานอยู่')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'โปรโมชั่นที่รับแล้ว' }));
    await expect(await canvas.findByText('วันนี้ยังไม่ได้รับโปรโมชั่น')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ทั้งหมด' }));
    await expect(await canvas.findByText('ยังไม่มีโปรโมชั่นที่รับแล้ว')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(2), {
      timeout: 5000,
    });
    await expect(canvas.getAllByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toHaveLength(2);
  },
};

/** Claimed with the deposit of an hour ago: the bonus is paid, the turnover starts, the balance rises. */
export const ClaimSucceeds: Story = {
  beforeEach: depositAnHourAgo,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(headerBalance(canvasElement)).toHaveTextContent('฿2,250.50'));
    await claim(canvasElement, 'ฝากแรกของวัน รับ 10%');
    const toast = await screen.findByText('รับโปรโมชั่น ฝากแรกของวัน รับ 10% เรียบร้อย');
    await expect(toast).toBeVisible();
    await waitFor(() => expect(headerBalance(canvasElement)).toHaveTextContent('฿2,350.50'));
    const current = card(canvasElement, 'โปรโมชั่นปัจจุบัน');
    await expect(await current.findByText('กำลังทำเทิร์น')).toBeVisible();
    await expect(current.getByText('ทำแล้ว ฿0.00 จาก ฿3,300.00')).toBeVisible();
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'รับโปรโมชั่น ฝากแรกของวัน รับ 10%' })).toBeNull(),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'โปรโมชั่นที่รับแล้ว' }));
    const received = within(canvas.getByRole('tabpanel'));
    await expect(await received.findByRole('heading', { name: 'ฝากแรกของวัน รับ 10%' })).toBeVisible();
    // Back to the offers: the received row carries the time of the claim, which changes every run.
    await userEvent.click(canvas.getByRole('tab', { name: 'โปรโมชั่นที่รับได้' }));
    await userEvent.click(within(toast.closest('.MuiAlert-root') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(screen.queryByText('รับโปรโมชั่น ฝากแรกของวัน รับ 10% เรียบร้อย')).toBeNull());
  },
};

/** No approved deposit in the last 24 hours: the server's refusal, nothing paid. */
export const ClaimWithoutDeposit: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await claim(canvasElement, 'โปรสุดสัปดาห์ รับ 20%');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'ยอดฝากไม่ถึงขั้นต่ำของโปรโมชั่นนี้',
    );
    await expect(headerBalance(canvasElement)).toHaveTextContent('฿1,250.50');
  },
};

/** The turnover account: its promotion is active with ฿2,050 to play; another claim is refused. */
export const ClaimWhileActive: Story = {
  loaders: turnoverSession.loaders,
  parameters: { jotai: { values: [hydrate(sessionUserAtom, TURNOVER_PLAYER)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = card(canvasElement, 'โปรโมชั่นปัจจุบัน');
    await expect(await current.findByText('กำลังทำเทิร์น', {}, { timeout: 5000 })).toBeVisible();
    await expect(current.getByText('฿2,050.00')).toBeVisible();
    await expect(current.getByRole('progressbar', { name: 'ความคืบหน้าการทำเทิร์น' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
    await claim(canvasElement, 'โปรสุดสัปดาห์ รับ 20%');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('คุณมีโปรโมชั่นที่ใช้งานอยู่แล้ว');
  },
};

/** The claim is cancelled in the dialog: nothing is sent. */
export const ClaimCancelled: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'รับโปรโมชั่น ไม่รับโบนัส ถอนได้ทันที' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ยืนยันการรับโปรโมชั่น' }));
    await waitFor(() => expect(dialog.getByText('ไม่ต้องทำเทิร์น')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** WELCOME100 typed in lower case: upper-cased as typed, ฿100 credited, the header balance rises. */
export const RedeemWelcome: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(headerBalance(canvasElement)).toHaveTextContent('฿1,250.50'));
    const { box, field } = await redeem(canvasElement, 'welcome100');
    await expect(await box.findByText('รับเครดิต 100 บาทเรียบร้อย')).toBeVisible();
    await expect(field).toHaveValue('');
    await waitFor(() => expect(headerBalance(canvasElement)).toHaveTextContent('฿1,350.50'));
    await expect(redeems.count()).toBe(1);
  },
};

export const RedeemUsed: Story = {
  play: async ({ canvasElement }) => codeRefused(canvasElement, 'USED50', 'คุณใช้โค้ดนี้แล้ว'),
};

export const RedeemExpired: Story = {
  play: async ({ canvasElement }) => codeRefused(canvasElement, 'EXPIRED20', 'โค้ดนี้หมดอายุแล้ว'),
};

export const RedeemUsedUp: Story = {
  play: async ({ canvasElement }) => codeRefused(canvasElement, 'FULL30', 'โค้ดนี้ถูกใช้ครบจำนวนแล้ว'),
};

export const RedeemUnknown: Story = {
  play: async ({ canvasElement }) => codeRefused(canvasElement, 'NOSUCH99', 'ไม่พบโค้ดนี้'),
};

/** Too short, or empty: refused at the field before anything is sent. */
export const RedeemInvalid: Story = {
  play: async ({ canvasElement }) => {
    await codeRefused(canvasElement, 'ab1', 'โค้ดต้องเป็นตัวอักษร A-Z หรือตัวเลข 6-16 ตัว');
    await codeRefused(canvasElement, '', 'กรุณากรอกโค้ด', '');
    await expect(redeems.count()).toBe(0);
  },
};

/** Five wrong codes within 10 minutes: the player is refused for 10 minutes, even a good code. */
export const RedeemLocked: Story = {
  play: async ({ canvasElement }) => {
    for (const code of ['WRONG001', 'WRONG002', 'WRONG003', 'WRONG004']) {
      await codeRefused(canvasElement, code, 'ไม่พบโค้ดนี้');
    }
    const lock = 'กรอกโค้ดผิดหลายครั้ง กรุณาลองใหม่ในอีก 10 นาที';
    await codeRefused(canvasElement, 'WRONG005', lock);
    await codeRefused(canvasElement, 'WELCOME100', lock);
  },
};

/** One click or two, one request while the first is on its way. */
export const RedeemDoubleClick: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const box = card(canvasElement, 'โค้ดเครดิต');
    await userEvent.type(await codeField(canvasElement), 'WELCOME100');
    await userEvent.dblClick(box.getByRole('button', { name: 'รับเครดิต' }));
    await expect(await box.findByText('รับเครดิต 100 บาทเรียบร้อย')).toBeVisible();
    await expect(redeems.count()).toBe(1);
  },
};

const LONG_TITLE = 'โปรโมชั่นพิเศษสำหรับสมาชิกวีไอพีระดับแพลทินัมที่ฝากเงินต่อเนื่องครบสามสิบวันติดต่อกัน';

export const LongThaiAndHugeNumbers: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('availablePromotions', [
            {
              id: 'PRO-LONG',
              title: LONG_TITLE,
              detail: `${LONG_TITLE} รับโบนัสสูงสุดตามเงื่อนไขที่กำหนด ทำเทิร์นตามจำนวนเท่าที่ระบุก่อนถอนเงินทุกครั้ง`,
              bonusPercent: 150,
              maxBonus: 99_999_999.99,
              minDeposit: 1_000_000,
              turnover: 100,
            },
          ]),
          getReturns('promotionStatus', {
            data: {
              promotionId: 'PRO-LONG',
              title: LONG_TITLE,
              status: 'active',
              deposit: 99_999_999.99,
              bonus: 99_999_999.99,
              turnover: 100,
              turnoverTarget: 19_999_999_998,
              turnoverDone: 1_234_567_890.5,
              turnoverRemaining: 18_765_432_107.5,
              claimedAt: '2026-11-20T05:00:00.000Z',
            },
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('฿18,765,432,107.50', {}, { timeout: 5000 })).toBeVisible();
    // The current promotion and the offers are two reads: each arrives on its own.
    await expect(
      await canvas.findByText('โบนัส 150% สูงสุด ฿99,999,999.99', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: LONG_TITLE })).toHaveLength(2);
    await expect(await brokenWords(canvasElement, [])).toEqual([]);
  },
};

/**
 * Art that cannot be drawn: an image that does not load, a `javascript:` address (`safeLink` refuses
 * it) and none at all each show the tinted panel with the gift mark, at the same 5:2.
 */
export const ArtMissing: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('availablePromotions', [
            {
              id: 'PRO-BROKEN-ART',
              title: 'รูปโหลดไม่ขึ้น',
              detail: 'ฝากขั้นต่ำ 100 บาท รับโบนัส 10% สูงสุด 100 บาท ทำเทิร์น 2 เท่า',
              bonusPercent: 10,
              maxBonus: 100,
              minDeposit: 100,
              turnover: 2,
              imageUrl: '/images/promotions/no-such-art.svg',
            },
            {
              id: 'PRO-UNSAFE-ART',
              title: 'ที่อยู่รูปไม่ปลอดภัย',
              detail: 'ฝากขั้นต่ำ 100 บาท รับโบนัส 10% สูงสุด 100 บาท ทำเทิร์น 2 เท่า',
              bonusPercent: 10,
              maxBonus: 100,
              minDeposit: 100,
              turnover: 2,
              imageUrl: 'javascript:alert(1)',
            },
            {
              id: 'PRO-NO-ART',
              title: 'ไม่มีรูป',
              detail: 'ฝากขั้นต่ำ 100 บาท รับโบนัส 10% สูงสุด 100 บาท ทำเทิร์น 2 เท่า',
              bonusPercent: 10,
              maxBonus: 100,
              minDeposit: 100,
              turnover: 2,
            },
          ]),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'ไม่มีรูป' }, { timeout: 5000 });
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(0), { timeout: 5000 });
    for (const title of ['รูปโหลดไม่ขึ้น', 'ที่อยู่รูปไม่ปลอดภัย', 'ไม่มีรูป']) {
      const offer = canvas.getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement;
      const panel = offer.querySelector('[aria-hidden="true"]') as HTMLElement;
      await expect(panel.querySelector('svg')).not.toBeNull();
      const { width, height } = panel.getBoundingClientRect();
      await expect(Math.round((width / height) * 10) / 10).toBe(2.5);
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
    const chip = within(context.canvasElement).getByText('ทำเทิร์น 3 เท่า');
    await expect(chip.closest('[lang="th"]')).not.toBeNull();
    await expect(readsLeftToRight(chip, 'ทำเทิร์น', '3')).toBe(true);
  },
};

/** On a 375 px phone: the current promotion first, nothing wider than the phone. */
export const Mobile: Story = {
  decorators: [withPhoneFrame({ variant: 'device' })],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    for (const button of canvas.getAllByRole('button', { name: /^รับโปรโมชั่น / })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
    await expect(await brokenWords(context.canvasElement, [])).toEqual([]);
  },
};
