import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { PromotionsTeaser } from './PromotionsTeaser';
import { getFailsThenRecovers, getReturns, playerSession } from '../storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

/**
 * The card as wide as its column of the home dashboard (8 of 12). The box is a size container,
 * like the home screen's root, so the card's container query lays the promotions out in three
 * columns as on the dashboard.
 */
const withCardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 760, containerType: 'inline-size' }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Player/Home/PromotionsTeaser',
  component: PromotionsTeaser,
  loaders: session.loaders,
  decorators: [withCardWidth, ...session.decorators],
  parameters: { router: { initialEntries: ['/dashboard/analytics'] } },
} satisfies Meta<typeof PromotionsTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

interface WirePromotion {
  id: string;
  title: string;
  detail: string;
  bonusPercent: number;
  maxBonus: number;
  minDeposit: number;
  turnover: number;
}

/** GET available promotions answers these (the body itself is the list; baht). */
const promotionsOf = (promotions: readonly WirePromotion[]) => [
  getReturns('availablePromotions', [...promotions]),
  ...happy,
];

const LONG_DETAIL =
  'ฝากครั้งแรกของวันขั้นต่ำ 300 บาท รับโบนัสเพิ่มทันที 25% สูงสุด 5,000 บาท ทำเทิร์นโอเวอร์ 8 เท่าของยอดฝากรวมโบนัสก่อนถอน เฉพาะเกมสล็อตและยิงปลาเท่านั้น ไม่สามารถใช้ร่วมกับโปรโมชั่นอื่นได้ บริษัทขอสงวนสิทธิ์ในการเปลี่ยนแปลงเงื่อนไขโดยไม่ต้องแจ้งให้ทราบล่วงหน้า';

/** The promotion cards, once the teaser shows its data. */
async function promotionItems(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('heading', { level: 3 }, { timeout: 5000 });
  return canvas.getAllByRole('listitem');
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('three of the four claimable promotions', async () => {
      await expect(await promotionItems(canvasElement)).toHaveLength(3);
      const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      await expect(titles).toEqual(['ฝากแรกของวัน รับ 10%', 'โปรสุดสัปดาห์ รับ 20%', 'สล็อตทุนน้อย ฝาก 100 รับ 200']);
      // The fourth one waits on the promotions screen.
      await expect(canvas.queryByText('ไม่รับโบนัส ถอนได้ทันที')).toBeNull();
    });
    await step('each card: its detail and its conditions as chips', async () => {
      const [daily] = await promotionItems(canvasElement);
      const card = within(daily as HTMLElement);
      await expect(card.getByText(/ฝากครั้งแรกของวันขั้นต่ำ 300 บาท/)).toBeVisible();
      await expect(card.getByText('โบนัส 10%')).toBeVisible();
      await expect(card.getByText('ฝากขั้นต่ำ ฿300.00')).toBeVisible();
      await expect(card.getByText('เทิร์น 3 เท่า')).toBeVisible();
    });
    await step('the title and the link to every promotion', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'โปรโมชั่นที่รับได้' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' })).toHaveAttribute(
        'href',
        '/player/promotions',
      );
    });
    await step('three columns side by side', async () => {
      const [first, second] = await promotionItems(canvasElement);
      const a = (first as HTMLElement).getBoundingClientRect();
      const b = (second as HTMLElement).getBoundingClientRect();
      await expect(b.top).toBe(a.top);
      await expect(b.left).toBeGreaterThan(a.right);
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.getByRole('heading', { name: 'โปรโมชั่นที่รับได้' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีโปรโมชั่นที่รับได้ในขณะนี้')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('availablePromotions', 'error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeVisible();
    await expect(canvas.getByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' })).toBeVisible();
  },
};

/** The first load fails; the card's own retry brings the promotions. */
export const RetryRecovers: Story = {
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('availablePromotions'), ...happy] } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure, with a retry', async () => {
      await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    });
    await step('retry loads the promotions', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ลองใหม่' }));
      await expect(await promotionItems(canvasElement)).toHaveLength(3);
      await expect(canvas.getByText('ฝากแรกของวัน รับ 10%')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'ลองใหม่' })).toBeNull();
    });
  },
};

/** A single promotion: one card in the first column, nothing stretched. */
export const OnePromotion: Story = {
  parameters: {
    msw: {
      handlers: {
        player: promotionsOf([
          {
            id: 'PRO-WEEKEND-20',
            title: 'โปรสุดสัปดาห์ รับ 20%',
            detail: 'ฝากวันเสาร์หรืออาทิตย์ขั้นต่ำ 500 บาท รับโบนัส 20% สูงสุด 2,000 บาท ทำเทิร์น 5 เท่า',
            bonusPercent: 20,
            maxBonus: 2000,
            minDeposit: 500,
            turnover: 5,
          },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await promotionItems(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'โปรสุดสัปดาห์ รับ 20%' })).toBeVisible();
    await expect(canvas.getByText('ฝากขั้นต่ำ ฿500.00')).toBeVisible();
  },
};

/** No bonus, no minimum, no turnover: only the chip that says so. */
export const NoConditions: Story = {
  parameters: {
    msw: {
      handlers: {
        player: promotionsOf([
          {
            id: 'PRO-NO-BONUS',
            title: 'ไม่รับโบนัส ถอนได้ทันที',
            detail: 'เล่นด้วยยอดฝากของคุณเอง ไม่มีเงื่อนไขทำเทิร์น',
            bonusPercent: 0,
            maxBonus: 0,
            minDeposit: 0,
            turnover: 0,
          },
          {
            id: 'PRO-DAILY-10',
            title: 'ฝากแรกของวัน รับ 10%',
            detail: 'ฝากครั้งแรกของวันขั้นต่ำ 300 บาท รับโบนัส 10% สูงสุด 1,000 บาท ทำเทิร์น 3 เท่า',
            bonusPercent: 10,
            maxBonus: 1000,
            minDeposit: 300,
            turnover: 3,
          },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const [plain, daily] = await promotionItems(canvasElement);
    const card = within(plain as HTMLElement);
    await expect(card.getByText('ไม่ต้องทำเทิร์น')).toBeVisible();
    await expect(card.queryByText(/^โบนัส/)).toBeNull();
    await expect(card.queryByText(/^ฝากขั้นต่ำ/)).toBeNull();
    await expect(within(daily as HTMLElement).getByText('โบนัส 10%')).toBeVisible();
  },
};

/** Long Thai titles wrap and long details are cut at three lines, inside their columns. */
export const LongThaiText: Story = {
  parameters: {
    msw: {
      handlers: {
        player: promotionsOf([
          {
            id: 'P1',
            title: 'โปรโมชั่นต้อนรับสมาชิกใหม่ประจำเดือนพฤศจิกายนรับโบนัสเพิ่มยี่สิบห้าเปอร์เซ็นต์',
            detail: LONG_DETAIL,
            bonusPercent: 25,
            maxBonus: 5000,
            minDeposit: 300,
            turnover: 8,
          },
          {
            id: 'P2',
            title: 'คืนยอดเสียทุกสัปดาห์สำหรับสมาชิกระดับแพลทินัมและไดมอนด์',
            detail: LONG_DETAIL,
            bonusPercent: 5,
            maxBonus: 10_000,
            minDeposit: 1_000_000,
            turnover: 1,
          },
          {
            id: 'P3',
            title: 'ชวนเพื่อนรับค่าแนะนำ',
            detail: 'สั้น ๆ',
            bonusPercent: 0,
            maxBonus: 0,
            minDeposit: 100,
            turnover: 0,
          },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await promotionItems(canvasElement);
    await expect(items).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', {
        level: 3,
        name: 'โปรโมชั่นต้อนรับสมาชิกใหม่ประจำเดือนพฤศจิกายนรับโบนัสเพิ่มยี่สิบห้าเปอร์เซ็นต์',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('ฝากขั้นต่ำ ฿1,000,000.00')).toBeVisible();
    // The long detail is clamped: it holds more text than it shows.
    const [detail] = canvas.getAllByText(LONG_DETAIL);
    await expect((detail as HTMLElement).scrollHeight).toBeGreaterThan((detail as HTMLElement).clientHeight);
    // Every card stays inside its column.
    for (const item of items) {
      const heading = within(item).getByRole('heading', { level: 3 }).getBoundingClientRect();
      await expect(heading.right).toBeLessThanOrEqual(item.getBoundingClientRect().right);
    }
  },
};

/** A size container of its own, inside the phone frame: the screen root on a phone. */
const withScreenContainer: Decorator = (Story) => (
  <Box sx={{ containerType: 'inline-size' }}>
    <Story />
  </Box>
);

/** On a phone the promotions stack in one column. */
export const Mobile: Story = {
  decorators: [withScreenContainer, withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const [first, second, third] = await promotionItems(canvasElement);
    await expect(third).toBeVisible();
    const a = (first as HTMLElement).getBoundingClientRect();
    const b = (second as HTMLElement).getBoundingClientRect();
    await expect(b.top).toBeGreaterThanOrEqual(a.bottom);
    await expect(b.left).toBe(a.left);
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
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const [first, second] = await promotionItems(canvasElement);
    await expect(canvas.getByText('ฝากแรกของวัน รับ 10%')).toBeVisible();
    // The first promotion sits at the inline start: on the right in RTL.
    await expect((first as HTMLElement).getBoundingClientRect().left).toBeGreaterThan(
      (second as HTMLElement).getBoundingClientRect().right,
    );
  },
};
