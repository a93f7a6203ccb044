import { brokenWords, noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { handlers } from '@pp/mocks';

import { LONG } from '../../shared/demoPage/storyKit';
import { paths, pathTo } from '../../shared/routes/paths';
import { siteReads, SiteRoutes } from '../storyKit';
import { FEATURED_GAMES } from './GameShowcase';
import { LandingPage } from './LandingPage';

/**
 * `/pages/landing`: the site's public front page for players, Thai first. The banners, games and
 * promotions come from the player API's public reads (the mock's fixtures: the site "Lucky Star").
 */
const meta = {
  title: 'Pages/Site/Landing',
  component: LandingPage,
  render: () => <SiteRoutes page={<LandingPage />} />,
  parameters: { fullPage: true, router: { initialEntries: [paths.pages.landing] } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A heading, once the page's reads have answered (the site's name comes from its setting). */
const heading = (canvas: Canvas, name: string | RegExp, level = 2) =>
  canvas.findByRole('heading', { level, name }, LONG);

/** The site's brand in the header, once the website setting has answered. */
const brand = (canvas: Canvas) => canvas.findByRole('link', { name: 'Lucky Star: หน้าแรก' }, LONG);

/** The brand, the banners, eight games, the promotions, the steps, the FAQ and the way in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvas, 'ทุกเกมที่คุณชอบ ในบัญชีเดียว', 1)).toBeVisible();
    await expect(within(await brand(canvas)).getByRole('img', { name: 'Lucky Star' })).toBeVisible();
    await expect(canvasElement.querySelector('[lang="th"]')).not.toBeNull();
    const highlights = canvas.getByRole('region', { name: 'ไฮไลต์' });
    await waitFor(() => expect(within(highlights).getAllByRole('listitem')).toHaveLength(3), LONG);
    await expect(within(highlights).getByText('สมาชิกใหม่รับโบนัส 100%')).toBeVisible();
    const games = (await heading(canvas, 'เกมแนะนำ')).closest('section') as HTMLElement;
    await waitFor(
      () => expect(within(games).getAllByRole('heading', { level: 3 })).toHaveLength(FEATURED_GAMES),
      LONG,
    );
    for (const image of games.querySelectorAll('img')) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    const promotions = (await heading(canvas, 'โปรโมชั่น')).closest('section') as HTMLElement;
    await waitFor(
      () => expect(within(promotions).getAllByRole('heading', { level: 3 })).toHaveLength(3),
      LONG,
    );
    await expect(within(promotions).getByText('โบนัส 100%')).toBeVisible();
    await expect(await heading(canvas, 'ฝาก-ถอน ทำอย่างไร')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'อ่านคำถามที่พบบ่อย' })).toHaveAttribute(
      'href',
      paths.pages.faqs,
    );
    for (const link of canvas.getAllByRole('link', { name: 'สมัครสมาชิกเลย' }))
      await expect(link).toHaveAttribute('href', paths.guest.register);
    await expect(canvas.getAllByRole('link', { name: 'มีบัญชีแล้ว เข้าสู่ระบบ' })[0]).toHaveAttribute(
      'href',
      paths.guest.login,
    );
  },
};

/** Opened from an invite link: the page says so, and every register button keeps the inviter. */
export const FromAnInviteLink: Story = {
  parameters: { router: { initialEntries: [pathTo.landingInvite('AGENT01')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('รหัสผู้แนะนำ AGENT01 ของเพื่อนคุณจะถูกกรอกให้เมื่อสมัครสมาชิก')).toBeVisible();
    const buttons = canvas.getAllByRole('link', { name: /สมัครสมาชิก/ });
    for (const button of buttons) await expect(button).toHaveAttribute('href', pathTo.invite('AGENT01'));
    await userEvent.click(canvas.getAllByRole('link', { name: 'สมัครสมาชิกเลย' })[0] as HTMLElement);
    await expect(await heading(canvas, 'Opened /register?inviter=AGENT01', 1)).toBeVisible();
  },
};

/** A code that is no inviter id (`<b>` and too long) is dropped: the plain register link. */
export const FromABadInviteLink: Story = {
  parameters: { router: { initialEntries: [`${paths.pages.landing}?inviter=%3Cb%3E`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await brand(canvas);
    await expect(canvas.queryByText(/รหัสผู้แนะนำ/)).toBeNull();
    for (const link of canvas.getAllByRole('link', { name: 'สมัครสมาชิกเลย' }))
      await expect(link).toHaveAttribute('href', paths.guest.register);
  },
};

/**
 * While the reads are on their way: skeletons of the brand, the banners, games and promotions, sized
 * as the content; no other site's name meanwhile. The hero, the steps and the buttons are there.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { player: [...siteReads.loading, ...(handlers.player ?? [])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'ทุกเกมที่คุณชอบ ในบัญชีเดียว', 1);
    await expect(canvas.getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    await expect(canvas.queryByText(/Player Portal|Lucky Star/)).toBeNull();
    const loading = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(loading).toEqual(['ไฮไลต์', 'เกมแนะนำ', 'โปรโมชั่น']);
    await expect(canvas.getAllByRole('link', { name: 'สมัครสมาชิกเลย' })[0]).toBeVisible();
  },
};

/** The reads fail: each section says so with a retry; the hero, steps and buttons still work. */
export const ReadsFail: Story = {
  parameters: { msw: { handlers: { player: [...siteReads.failing, ...(handlers.player ?? [])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดรายการเกมไม่สำเร็จ')).toBeVisible();
    await expect(await canvas.findByText('โหลดโปรโมชั่นไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'ลองอีกครั้ง' })).toHaveLength(2);
    await expect(canvas.queryByRole('region', { name: 'ไฮไลต์' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'สมัครสมาชิกเลย' })).toHaveLength(2);
  },
};

/** Nothing to show yet: the sections say so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { player: [...siteReads.empty, ...(handlers.player ?? [])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีเกมให้แสดงในขณะนี้')).toBeVisible();
    await expect(await canvas.findByText('ยังไม่มีโปรโมชั่นในขณะนี้ แวะมาดูใหม่เร็ว ๆ นี้')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'ไฮไลต์' })).toBeNull();
  },
};

/** The visitor picks English in the header: the page follows. */
export const InEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await brand(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ภาษา' }), 'en');
    await expect(await heading(canvas, 'Every game you love, in one account', 1)).toBeVisible();
    await expect(canvasElement.querySelector('[lang="en"]')).not.toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Featured games' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { mode: 'dark' } };

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };

/** On a 375 px phone: one column, nothing sideways; the title breaks between its two phrases. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await Default.play?.(context);
    const title = within(context.canvasElement).getByRole('heading', { level: 1 });
    await expect(await brokenWords(title, ['ทุกเกมที่คุณชอบ', 'ในบัญชีเดียว'])).toEqual([]);
    await noSidewaysScroll(
      context.canvasElement.querySelector('[data-testid="phone-frame"]') ?? context.canvasElement,
    );
  },
};
