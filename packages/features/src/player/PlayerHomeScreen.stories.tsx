import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { brokenWords, reachesTouchSquare, withPhoneFrame } from '@pp/ui/storybook';
import { requestWithdraw, setWalletClock } from '@pp/mocks/stores/wallet';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { bankNames } from './copy';
import { PlayerHomeScreen } from './PlayerHomeScreen';
import {
  balanceReturns,
  generatedHistory,
  getFailsThenRecovers,
  getReturns,
  playerSession,
} from './storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

const meta = {
  title: 'Player/Home',
  component: PlayerHomeScreen,
  loaders: session.loaders,
  decorators: session.decorators,
  parameters: { router: { initialEntries: ['/dashboard/analytics'] } },
} satisfies Meta<typeof PlayerHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance card. */
async function balanceCard(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'ยอดเงินคงเหลือ' }));
}

/** Waits for every card of the home screen to show its data (the chart drawn). */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await (await balanceCard(canvasElement)).findByText('฿1,250.50', {}, { timeout: 5000 });
  const chart = await canvas.findByRole('img', { name: /กราฟยอดเงินคงเหลือรายวัน/ }, { timeout: 5000 });
  await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
  await canvas.findByRole('list', { name: 'รายการล่าสุด' });
  await canvas.findByText('ฝากแรกของวัน รับ 10%');
  await canvas.findByText('รหัสแนะนำ 100001');
  await canvas.findByText('สมาชิกใหม่รับโบนัส 100%');
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await loaded(canvasElement);
    await step('balance card with its actions', async () => {
      await expect(canvas.getByRole('heading', { name: 'ยอดเงินคงเหลือ' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/player/deposit');
      await expect(canvas.getByRole('link', { name: 'ถอนเงิน' })).toHaveAttribute('href', '/player/withdraw');
    });
    await step('banners', async () => {
      const carousel = canvas.getByRole('region', { name: 'ข่าวสารและโปรโมชั่น' });
      await expect(within(carousel).getByText('สมาชิกใหม่รับโบนัส 100%')).toBeVisible();
      await expect(within(carousel).getByRole('button', { name: 'แบนเนอร์ถัดไป' })).toBeVisible();
    });
    await step('five latest transactions with Thai status chips', async () => {
      const recent = canvas.getByRole('list', { name: 'รายการล่าสุด' });
      await expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
      await expect(within(recent).getByText('รอดำเนินการ')).toBeVisible();
      await expect(within(recent).getByText('+฿500.00')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'ดูประวัติทั้งหมด' })).toHaveAttribute(
        'href',
        '/player/history',
      );
    });
    await step('chart summary ends on the balance', async () => {
      const chart = canvas.getByRole('img', { name: /กราฟยอดเงินคงเหลือรายวัน/ });
      await expect(chart).toHaveAccessibleName(/ล่าสุด ฿1,250\.50$/);
      await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
    });
    await step('three promotions and the invite summary', async () => {
      await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      await expect(canvas.getByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' })).toHaveAttribute(
        'href',
        '/player/promotions',
      );
      await expect(canvas.getByText('12 คน')).toBeVisible();
      await expect(canvas.getByText('฿845.50')).toBeVisible();
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ยอดเงินคงเหลือ' })).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(6);
    await expect(canvas.getAllByText('กำลังโหลด...')).toHaveLength(6);
    await expect(canvas.queryByText('฿1,250.50')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await balanceCard(canvasElement)).findByText('฿0.00');
    await expect(await canvas.findByText('ยังไม่มีข่าวสารในขณะนี้')).toBeVisible();
    await expect(await canvas.findByText('ยังไม่มีรายการสำหรับแสดงกราฟ')).toBeVisible();
    await expect(await canvas.findByText('ยังไม่มีรายการ')).toBeVisible();
    await expect(await canvas.findByText('ยังไม่มีโปรโมชั่นที่รับได้ในขณะนี้')).toBeVisible();
    await expect(await canvas.findByText('รหัสแนะนำ 100001')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(6));
    await expect(canvas.getAllByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toHaveLength(6);
    // The deposit and withdraw actions stay usable while the balance is down.
    await expect(canvas.getByRole('link', { name: 'ฝากเงิน' })).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toHaveLength(6));
  },
};

/** One card fails, the rest of the page works; its retry brings it back. */
export const OneCardFailsThenRetries: Story = {
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('history'), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await balanceCard(canvasElement)).findByText('฿1,250.50');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(2));
    await expect(await canvas.findByText('ฝากแรกของวัน รับ 10%')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'ลองใหม่' })[0] as HTMLElement);
    await canvas.findByRole('list', { name: 'รายการล่าสุด' });
    await canvas.findByRole('img', { name: /กราฟยอดเงินคงเหลือรายวัน/ });
    await expect(canvas.queryByRole('button', { name: 'ลองใหม่' })).toBeNull();
  },
};

export const BalanceError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.balanceError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'รายการล่าสุด' });
    await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(1);
  },
};

/** A pending withdrawal: its amount is held and shown under the balance. */
export const HeldAmount: Story = {
  beforeEach: () => {
    setWalletClock(() => new Date('2026-11-20T07:30:00.000Z'));
    requestWithdraw('100001', 50_000);
    return () => setWalletClock(() => new Date());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await balanceCard(canvasElement);
    await balance.findByText('฿750.50');
    await expect(balance.getByText('รอถอน ฿500.00')).toBeVisible();
    const recent = await canvas.findByRole('list', { name: 'รายการล่าสุด' });
    await expect(within(recent).getByText('−฿500.00')).toBeVisible();
  },
};

export const HugeNumbers: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          balanceReturns(99_999_999.99, 1_000_000),
          getReturns('history', {
            data: [
              {
                id: 'TX-100001-0003',
                type: 'withdraw',
                amount: 1_000_000,
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
                createdAt: '2026-11-18T05:00:00.000Z',
              },
              {
                id: 'TX-100001-0001',
                type: 'bonus',
                amount: 1_000_000,
                status: 'approved',
                description: 'โบนัสพิเศษ',
                bankCode: null,
                createdAt: '2026-11-10T05:00:00.000Z',
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
    const balance = await balanceCard(canvasElement);
    await expect(await balance.findByText('฿99,999,999.99')).toBeVisible();
    await expect(balance.getByText('รอถอน ฿1,000,000.00')).toBeVisible();
    await expect(await canvas.findByText('+฿99,999,999.99')).toBeVisible();
    await canvas.findByRole('img', { name: /ล่าสุด ฿99,999,999\.99$/ });
  },
};

const longPromotion = (id: string, title: string) => ({
  id,
  title,
  detail:
    'ฝากครั้งแรกของวันขั้นต่ำ 300 บาท รับโบนัสเพิ่มทันที 25% สูงสุด 5,000 บาท ทำเทิร์นโอเวอร์ 8 เท่าของยอดฝากรวมโบนัสก่อนถอน เฉพาะเกมสล็อตและยิงปลาเท่านั้น',
  bonusPercent: 25,
  maxBonus: 5000,
  minDeposit: 300,
  turnover: 8,
});

export const LongThaiNames: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('availablePromotions', [
            longPromotion('P1', 'โปรโมชั่นต้อนรับสมาชิกใหม่ประจำเดือนพฤศจิกายนรับโบนัสเพิ่มยี่สิบห้าเปอร์เซ็นต์'),
            longPromotion('P2', 'คืนยอดเสียทุกสัปดาห์สำหรับสมาชิกระดับแพลทินัมและไดมอนด์'),
            longPromotion('P3', 'ชวนเพื่อนมาเล่นรับค่าแนะนำตลอดชีพไม่มีขั้นต่ำ'),
          ]),
          getReturns('banners', {
            data: [
              {
                id: 'BN-LONG',
                title: 'ฉลองเปิดระบบฝากถอนอัตโนมัติใหม่ รับโบนัสพิเศษทุกยอดฝากตลอดเดือนพฤศจิกายนนี้เท่านั้น',
                subtitle:
                  'รองรับทุกธนาคารและทรูมันนี่ วอลเล็ท ฝากขั้นต่ำ 100 บาท ถอนขั้นต่ำ 300 บาท โอนไวภายในหนึ่งนาทีตลอดยี่สิบสี่ชั่วโมง',
                imageUrl: null,
                gradient: { from: '#5e35b1', to: '#1e88e5', angle: 135 },
                link: '/player/promotions',
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
    await expect(await canvas.findByText(/ฉลองเปิดระบบฝากถอนอัตโนมัติใหม่/)).toBeVisible();
    await expect(await canvas.findByText(/โปรโมชั่นต้อนรับสมาชิกใหม่ประจำเดือน/)).toBeVisible();
    // A single banner needs no controls.
    await expect(canvas.queryByRole('button', { name: 'แบนเนอร์ถัดไป' })).toBeNull();
  },
};

/** The carousel on the home screen (its pause button: `Player/Home/BannerCarousel`, Paused). */
export const CarouselControls: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'ข่าวสารและโปรโมชั่น' });
    const region = within(carousel);
    await step('next and previous, wrapping around', async () => {
      await userEvent.click(region.getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 2 จาก 4' })).toBeVisible();
      await expect(region.getByText('ฝาก-ถอน อัตโนมัติ 24 ชั่วโมง')).toBeVisible();
      await userEvent.click(region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }));
      await userEvent.click(region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }));
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 4 จาก 4' })).toBeVisible();
    });
    await step('dots jump to a banner and mark the current one', async () => {
      await userEvent.click(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 3' }));
      await expect(region.getByText('คืนยอดเสียทุกสัปดาห์ 5%')).toBeVisible();
      await expect(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(region.getByRole('link', { name: 'ดูรายละเอียด' })).toHaveAttribute(
        'href',
        '/player/cashback',
      );
    });
    await step('reduced motion (the test browser): nothing auto-plays, so no pause button', async () => {
      await expect(region.queryByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' })).toBeNull();
    });
  },
};

/** 10,000 history rows: the chart and the recent list stay quick. */
export const LongHistory: Story = {
  parameters: {
    msw: { handlers: { player: [getReturns('history', { data: generatedHistory(10_000) }), ...happy] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = await canvas.findByRole('list', { name: 'รายการล่าสุด' }, { timeout: 10_000 });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    await canvas.findByRole('img', { name: /กราฟยอดเงินคงเหลือรายวัน 90 วัน/ }, { timeout: 10_000 });
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
    await loaded(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement, step }) => {
    const canvas = await loaded(canvasElement);
    const balance = (await balanceCard(canvasElement)).getByText('฿1,250.50');
    const frame = canvas.getByTestId('phone-frame');
    await expect(balance.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await step('the cards\' "see all" links and the carousel\'s controls take a 44 px tap', async () => {
      for (const name of ['ดูโปรโมชั่นทั้งหมด', 'ดูประวัติทั้งหมด', 'ชวนเพื่อนเพิ่ม']) {
        await expect(reachesTouchSquare(canvas.getByRole('link', { name }))).toBe(true);
      }
      const carousel = within(canvas.getByRole('region', { name: 'ข่าวสารและโปรโมชั่น' }));
      for (const control of carousel.getAllByRole('button', { name: /แบนเนอร์/ })) {
        await expect(reachesTouchSquare(control)).toBe(true);
      }
    });
    await expect(await brokenWords(frame, Object.values(bankNames))).toEqual([]);
  },
};
