/**
 * The player area on a 375 px phone, screen by screen (the wallet, the lobby, the history and the
 * engagement screens), in light, dark and right-to-left: the tour a designer walks before a
 * release (and the visual baselines that keep it so). Each story checks that its screen loaded
 * and that nothing reaches past the phone's edges.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { signToken } from '@pp/mocks';
import { withPhoneFrame } from '@pp/ui/storybook';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { CashbackScreen } from './cashback';
import { DepositScreen } from './DepositScreen';
import { GameLobbyScreen } from './GameLobbyScreen';
import { HistoryScreen } from './HistoryScreen';
import { InviteScreen } from './invite';
import { PlayerHomeScreen } from './PlayerHomeScreen';
import { PromotionsScreen } from './promotions';
import { playerSession } from './storyKit';
import { WheelScreen } from './wheel';
import { WithdrawScreen } from './WithdrawScreen';

const session = playerSession(signToken);

const meta = {
  title: 'Player/Phone tour',
  // The promotions' credit-code form is a chunk of its own: there before the first render.
  loaders: [...session.loaders, () => import('./promotions/components/CreditCodeForm')],
  decorators: [withPhoneFrame({ variant: 'device' }), ...session.decorators],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };

/** What shows once each screen has its data. */
const ready: Record<string, (canvas: ReturnType<typeof within>) => Promise<unknown>> = {
  home: (canvas) => canvas.findByText('฿1,250.50', {}, LONG),
  lobby: (canvas) => canvas.findByRole('list', { name: 'เล่นเกม' }, LONG),
  deposit: (canvas) => canvas.findByRole('button', { name: 'คัดลอกเลขบัญชี' }, LONG),
  withdraw: (canvas) => canvas.findByText('ถอนสูงสุดต่อวัน', {}, LONG),
  history: (canvas) => canvas.findByRole('list', { name: 'รายการทั้งหมด' }, LONG),
  // The history, and the spin button once points and setting are in (the page is then at rest).
  wheel: async (canvas) => {
    await canvas.findByRole('list', { name: 'ประวัติการหมุน' }, LONG);
    const spin = await canvas.findByRole('button', { name: /หมุนกงล้อ/ }, LONG);
    await waitFor(() => expect(spin).toBeEnabled(), LONG);
  },
  // The offers with their art drawn, and the credit-code field.
  promotions: async (canvas) => {
    await canvas.findByRole('heading', { name: 'ฝากแรกของวัน รับ 10%' }, LONG);
    await canvas.findByRole('textbox', { name: /^โค้ดเครดิต/ }, LONG);
    await waitFor(() => {
      const images = [...document.querySelectorAll('img')];
      return expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
    }, LONG);
  },
  cashback: (canvas) => canvas.findByRole('button', { name: 'รับคืนยอดเสีย ฿120.00' }, LONG),
  invite: (canvas) => canvas.findByRole('button', { name: 'รับค่าแนะนำ ฿120.25' }, LONG),
};

/** The invite screen with a fixed site (its link and QR code do not follow the test server's port). */
function InviteOnFixedSite() {
  return <InviteScreen origin="https://luckystar.example" share={null} />;
}

/** Every element inside the phone stays within its left and right edges. */
async function expectInsideThePhone(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTestId('phone-frame');
  const edges = frame.getBoundingClientRect();
  const outside = [...frame.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || element.closest('[aria-hidden="true"]')) return false;
    // What a scroller clips (a row of chips) is not outside the phone.
    let parent = element.parentElement;
    while (parent && parent !== frame) {
      if (getComputedStyle(parent).overflowX !== 'visible') {
        const clip = parent.getBoundingClientRect();
        if (clip.left >= edges.left - 1 && clip.right <= edges.right + 1) return false;
      }
      parent = parent.parentElement;
    }
    return box.left < edges.left - 1 || box.right > edges.right + 1;
  });
  await expect(outside.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
}

function stop(
  Screen: ComponentType,
  route: string,
  key: keyof typeof ready,
  globals: Story['globals'] = {},
): Story {
  return {
    render: () => <Screen />,
    globals,
    parameters: { router: { initialEntries: [route] } },
    play: async ({ canvasElement }) => {
      await ready[key]?.(within(canvasElement));
      await expectInsideThePhone(canvasElement);
    },
  };
}

const dark = { mode: 'dark' } as const;
const rtl = { direction: 'rtl' } as const;

export const Home = stop(PlayerHomeScreen, '/dashboard/analytics', 'home');
export const HomeDark = stop(PlayerHomeScreen, '/dashboard/analytics', 'home', dark);
export const HomeRightToLeft = stop(PlayerHomeScreen, '/dashboard/analytics', 'home', rtl);
export const Lobby = stop(GameLobbyScreen, '/dashboard/play', 'lobby');
export const LobbyDark = stop(GameLobbyScreen, '/dashboard/play', 'lobby', dark);
export const LobbyRightToLeft = stop(GameLobbyScreen, '/dashboard/play', 'lobby', rtl);
export const Deposit = stop(DepositScreen, '/player/deposit', 'deposit');
export const DepositDark = stop(DepositScreen, '/player/deposit', 'deposit', dark);
export const DepositRightToLeft = stop(DepositScreen, '/player/deposit', 'deposit', rtl);
export const Withdraw = stop(WithdrawScreen, '/player/withdraw', 'withdraw');
export const WithdrawDark = stop(WithdrawScreen, '/player/withdraw', 'withdraw', dark);
export const WithdrawRightToLeft = stop(WithdrawScreen, '/player/withdraw', 'withdraw', rtl);
export const History = stop(HistoryScreen, '/player/history', 'history');
export const HistoryDark = stop(HistoryScreen, '/player/history', 'history', dark);
export const HistoryRightToLeft = stop(HistoryScreen, '/player/history', 'history', rtl);
export const Wheel = stop(WheelScreen, '/player/wheel', 'wheel');
export const WheelDark = stop(WheelScreen, '/player/wheel', 'wheel', dark);
export const WheelRightToLeft = stop(WheelScreen, '/player/wheel', 'wheel', rtl);
export const Promotions = stop(PromotionsScreen, '/player/promotions', 'promotions');
export const PromotionsDark = stop(PromotionsScreen, '/player/promotions', 'promotions', dark);
export const PromotionsRightToLeft = stop(PromotionsScreen, '/player/promotions', 'promotions', rtl);
export const Cashback = stop(CashbackScreen, '/player/cashback', 'cashback');
export const CashbackDark = stop(CashbackScreen, '/player/cashback', 'cashback', dark);
export const CashbackRightToLeft = stop(CashbackScreen, '/player/cashback', 'cashback', rtl);
export const Invite = stop(InviteOnFixedSite, '/player/invite', 'invite');
export const InviteDark = stop(InviteOnFixedSite, '/player/invite', 'invite', dark);
export const InviteRightToLeft = stop(InviteOnFixedSite, '/player/invite', 'invite', rtl);
