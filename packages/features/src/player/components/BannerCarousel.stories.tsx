import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { banners } from '@pp/mocks/data/player';
import { allowMotion, reachesTouchSquare } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { Banner } from '../types';
import { BannerCarousel, BannerCarouselCard } from './BannerCarousel';
import { getFailsThenRecovers, playerSession, withPhonePage } from '../storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

/** The carousel as wide as its column of the home dashboard (8 of 12). */
const withCardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 760 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Player/Home/BannerCarousel',
  component: BannerCarousel,
  args: { banners, imageBase: '' },
  loaders: session.loaders,
  decorators: [withCardWidth, ...session.decorators],
  parameters: { router: { initialEntries: ['/dashboard/analytics'] } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the home screen: loads the banners itself, with its own loading, empty and error states. */
const card = () => <BannerCarouselCard />;

/** A banner of the given text, on the first fixture's gradient. */
function banner(id: string, title: string, subtitle = '', link = ''): Banner {
  return {
    id,
    title,
    subtitle,
    link,
    imageUrl: null,
    gradient: { from: '#5e35b1', to: '#1e88e5', angle: 135 },
  };
}

/** The carousel region, once its banners are there. */
async function carousel(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole(
    'region',
    { name: 'ข่าวสารและโปรโมชั่น' },
    { timeout: 5000 },
  );
  return within(region);
}

/* ---- The card of the home screen (data from the mock API) ---- */

export const Default: Story = {
  render: card,
  beforeEach: allowMotion,
  play: async ({ canvasElement, step }) => {
    const region = await carousel(canvasElement);
    await step('the first banner, with its link', async () => {
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 1 จาก 4' })).toBeVisible();
      await expect(region.getByText('สมาชิกใหม่รับโบนัส 100%')).toBeVisible();
      await expect(region.getByText('ฝากครั้งแรกขั้นต่ำ 100 บาท รับโบนัสสูงสุด 500 บาท')).toBeVisible();
      await expect(region.getByRole('link', { name: 'ดูรายละเอียด' })).toHaveAttribute(
        'href',
        '/player/promotions',
      );
    });
    await step('pause, a dot per banner, previous and next', async () => {
      await expect(region.getByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' })).toBeVisible();
      await expect(region.getAllByRole('button', { name: /^ไปที่แบนเนอร์ \d$/ })).toHaveLength(4);
      await expect(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 1' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' })).toBeVisible();
      await expect(region.getByRole('button', { name: 'แบนเนอร์ถัดไป' })).toBeVisible();
    });
  },
};

export const Loading: Story = {
  render: card,
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.queryByRole('region', { name: 'ข่าวสารและโปรโมชั่น' })).toBeNull();
  },
};

export const Empty: Story = {
  render: card,
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีข่าวสารในขณะนี้')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'ข่าวสารและโปรโมชั่น' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  render: card,
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('banners', 'error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeVisible();
    await expect(canvas.getByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
  },
};

/** The first load fails; the card's own retry brings the banners. */
export const RetryRecovers: Story = {
  render: card,
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('banners'), ...happy] } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure, with a retry', async () => {
      await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    });
    await step('retry loads the banners', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ลองใหม่' }));
      const region = await carousel(canvasElement);
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 1 จาก 4' })).toBeVisible();
      await expect(region.getByText('สมาชิกใหม่รับโบนัส 100%')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'ลองใหม่' })).toBeNull();
    });
  },
};

export const Dark: Story = {
  render: card,
  globals: { mode: 'dark' },
  beforeEach: allowMotion,
  play: async (context) => {
    await Default.play?.(context);
  },
};

export const RightToLeft: Story = {
  render: card,
  globals: { direction: 'rtl' },
  beforeEach: allowMotion,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const region = await carousel(canvasElement);
    const next = region.getByRole('button', { name: 'แบนเนอร์ถัดไป' });
    const previous = region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' });
    // Mirrored: "next" sits at the far (left) end, the pause button on the right.
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(
      previous.getBoundingClientRect().left,
    );
    await expect(
      region.getByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' }).getBoundingClientRect().left,
    ).toBeGreaterThan(previous.getBoundingClientRect().right);
    await userEvent.click(next);
    // Motion allowed: the new slide fades in.
    await waitFor(() => expect(region.getByRole('group', { name: 'แบนเนอร์ 2 จาก 4' })).toBeVisible());
  },
};

/* ---- The carousel itself (banners passed in) ---- */

/** Previous, next and the dots, by mouse and by keyboard; the link follows the banner shown. */
export const Navigation: Story = {
  play: async ({ canvasElement, step }) => {
    const region = await carousel(canvasElement);
    await step('next, then previous past the first wraps to the last', async () => {
      await userEvent.click(region.getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 2 จาก 4' })).toBeVisible();
      await expect(region.getByText('ฝาก-ถอน อัตโนมัติ 24 ชั่วโมง')).toBeVisible();
      await expect(region.getByRole('link', { name: 'ดูรายละเอียด' })).toHaveAttribute(
        'href',
        '/player/deposit',
      );
      await userEvent.click(region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }));
      await userEvent.click(region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }));
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 4 จาก 4' })).toBeVisible();
      await expect(region.getByText('ชวนเพื่อน รับค่าแนะนำตลอดชีพ')).toBeVisible();
    });
    await step('next past the last wraps to the first, from the keyboard', async () => {
      region.getByRole('button', { name: 'แบนเนอร์ถัดไป' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 1 จาก 4' })).toBeVisible();
      await userEvent.keyboard(' ');
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 2 จาก 4' })).toBeVisible();
    });
    await step('a dot jumps to its banner and is marked current', async () => {
      await userEvent.click(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 3' }));
      await expect(region.getByRole('group', { name: 'แบนเนอร์ 3 จาก 4' })).toBeVisible();
      await expect(region.getByText('คืนยอดเสียทุกสัปดาห์ 5%')).toBeVisible();
      await expect(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 1' })).not.toHaveAttribute('aria-current');
      await expect(region.getByRole('link', { name: 'ดูรายละเอียด' })).toHaveAttribute(
        'href',
        '/player/cashback',
      );
    });
  },
};

/** The pause button toggles between pause and play, and says which. */
export const Paused: Story = {
  beforeEach: allowMotion,
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' }));
    await expect(region.getByRole('button', { name: 'เลื่อนอัตโนมัติ' })).toBeVisible();
    await expect(region.queryByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' })).toBeNull();
    // Paused, the slide changes are announced.
    await expect(region.getByRole('group', { name: 'แบนเนอร์ 1 จาก 4' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.click(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 2' }));
    await waitFor(() => expect(region.getByRole('group', { name: 'แบนเนอร์ 2 จาก 4' })).toBeVisible());
  },
};

/** The device asks for reduced motion: nothing auto-plays, so there is no pause button; the rest works. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const region = await carousel(canvasElement);
    await expect(region.queryByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' })).toBeNull();
    await expect(region.queryByRole('button', { name: 'เลื่อนอัตโนมัติ' })).toBeNull();
    await expect(region.getAllByRole('button', { name: /^ไปที่แบนเนอร์ \d$/ })).toHaveLength(4);
    await userEvent.click(region.getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    await expect(region.getByRole('group', { name: 'แบนเนอร์ 2 จาก 4' })).toBeVisible();
  },
};

/** One banner: nothing to navigate, so no controls at all. */
export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    await expect(region.getByRole('group', { name: 'แบนเนอร์ 1 จาก 1' })).toBeVisible();
    await expect(region.getByText('สมาชิกใหม่รับโบนัส 100%')).toBeVisible();
    await expect(region.getByRole('link', { name: 'ดูรายละเอียด' })).toHaveAttribute(
      'href',
      '/player/promotions',
    );
    await expect(region.queryByRole('button')).toBeNull();
  },
};

/** A banner with no subtitle and no link: the title alone, no button. */
export const TitleOnly: Story = {
  args: { banners: [banner('BN-T', 'ปิดปรับปรุงระบบ 02:00 - 04:00 น.')] },
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    await expect(region.getByText('ปิดปรับปรุงระบบ 02:00 - 04:00 น.')).toBeVisible();
    await expect(region.queryByRole('link')).toBeNull();
    await expect(region.getByRole('group', { name: 'แบนเนอร์ 1 จาก 1' }).querySelectorAll('p')).toHaveLength(
      1,
    );
  },
};

/** Long Thai text wraps; its link stays clear of the controls below it. */
export const LongThaiText: Story = {
  args: {
    banners: [
      banner(
        'BN-LONG',
        'ฉลองเปิดระบบฝากถอนอัตโนมัติใหม่ รับโบนัสพิเศษทุกยอดฝากตลอดเดือนพฤศจิกายนนี้เท่านั้น',
        'รองรับทุกธนาคารและทรูมันนี่ วอลเล็ท ฝากขั้นต่ำ 100 บาท ถอนขั้นต่ำ 300 บาท โอนไวภายในหนึ่งนาทีตลอดยี่สิบสี่ชั่วโมง สมาชิกใหม่รับโบนัสเพิ่มอีก 50% เมื่อฝากครั้งแรกภายในเจ็ดวันหลังสมัคร',
        '/player/promotions',
      ),
      ...banners.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    await expect(region.getByText(/^ฉลองเปิดระบบฝากถอนอัตโนมัติใหม่/)).toBeVisible();
    await expect(region.getByText(/สมาชิกใหม่รับโบนัสเพิ่มอีก 50%/)).toBeVisible();
    const link = region.getByRole('link', { name: 'ดูรายละเอียด' }).getBoundingClientRect();
    const next = region.getByRole('button', { name: 'แบนเนอร์ถัดไป' }).getBoundingClientRect();
    await expect(link.bottom).toBeLessThanOrEqual(next.top);
  },
};

/** Eight banners: eight dots that still fit between the buttons. */
export const ManyBanners: Story = {
  args: {
    banners: Array.from({ length: 8 }, (_, i) => {
      const source = banners[i % banners.length] as Banner;
      return { ...source, id: `BN-MANY-${i + 1}`, title: `${source.title} (${i + 1})` };
    }),
  },
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    const dots = region.getAllByRole('button', { name: /^ไปที่แบนเนอร์ \d+$/ });
    await expect(dots).toHaveLength(8);
    await userEvent.click(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 8' }));
    await expect(region.getByRole('group', { name: 'แบนเนอร์ 8 จาก 8' })).toBeVisible();
    await expect(region.getByText('ชวนเพื่อน รับค่าแนะนำตลอดชีพ (8)')).toBeVisible();
    const previous = region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }).getBoundingClientRect();
    await expect((dots[7] as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(previous.left);
  },
};

/**
 * On a 375 px phone, as wide as the app leaves it (323 px), with auto-play: every control, round
 * button or dot, takes a 44 px tap.
 */
export const Mobile: Story = {
  decorators: [withPhonePage],
  beforeEach: allowMotion,
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    const controls = [
      region.getByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' }),
      ...region.getAllByRole('button', { name: /^ไปที่แบนเนอร์ \d$/ }),
      region.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }),
      region.getByRole('button', { name: 'แบนเนอร์ถัดไป' }),
    ];
    await expect(controls).toHaveLength(7);
    await expect(within(canvasElement).getByRole('region').getBoundingClientRect().width).toBe(323);
    for (const control of controls) await expect(reachesTouchSquare(control)).toBe(true);
    await userEvent.click(region.getByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' }));
    await userEvent.click(region.getByRole('button', { name: 'ไปที่แบนเนอร์ 3' }));
    await waitFor(() => expect(region.getByRole('group', { name: 'แบนเนอร์ 3 จาก 4' })).toBeVisible());
  },
};
