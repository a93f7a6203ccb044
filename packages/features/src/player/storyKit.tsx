/**
 * Story helpers of the player screens (not shipped: only stories and the history benchmark import
 * this file): the demo player's session, the header balance stand-in, MSW handlers that answer one
 * endpoint of docs/player-api.md at a time, deterministic history rows, and the amount-form steps
 * the deposit and withdraw stories share. A story's token is signed by the function it passes in
 * (the mock's `signToken`), so this file needs nothing from the mock backend. The phone frame is
 * the ui kit's (`withPhoneFrame` from `@pp/ui/storybook`).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { formatBaht } from '@pp/ui';
import { PhoneFrame } from '@pp/ui/storybook';
import { playerPaths } from '../shared/api/endpoints';
import { balanceQueryAtom } from '../shared/player/balance';
import { useRemote } from '../shared/query/read';
import type { SessionUser } from '../shared/session/user';
import { endpointHandlers, storySession, type Sign } from '../shared/storyKit';
import type { TransactionStatus, TransactionType } from './types';
import { copy } from './copy';

/* ---- Session ---- */

/** The demo player of the mock backend (README, "Demo accounts"). */
export const DEMO_PLAYER: SessionUser = {
  id: '100001',
  username: '0812345678',
  name: 'สมชาย ใจดี',
  role: 'player',
  status: 'active',
  credit: 1250.5,
  book_number: '0481234567',
  bank_name: 'KBANK',
};

/** A player with a very long Thai name (bank account names can be long). */
export const LONG_NAME_PLAYER: SessionUser = {
  ...DEMO_PLAYER,
  name: 'นางสาวกาญจนาภรณ์ ศรีสุวรรณวงศ์ไพบูลย์เจริญทรัพย์มั่งคั่งยั่งยืน',
};

/** The turnover demo account (README, "Demo accounts": 0823456789): ฿2,050 of turnover left to play. */
export const TURNOVER_PLAYER: SessionUser = {
  ...DEMO_PLAYER,
  id: '100003',
  username: '0823456789',
  name: 'สมหญิง รักเล่น',
  credit: 1100,
  book_number: '4071234567',
  bank_name: 'SCB',
};

/**
 * `...playerSession(signToken)` in a meta: a loader that signs the demo player's token and a
 * decorator that logs the player in in the story's own store (a user hydrated through
 * `parameters.jotai` wins over the demo player).
 */
export const playerSession = (sign: Sign, user: SessionUser = DEMO_PLAYER) => storySession(sign, user);

/** What the shell's header shows: the shared balance, refreshed after every write. */
function HeaderBalance() {
  const balance = useRemote(balanceQueryAtom);
  return (
    <Typography variant="subtitle1" component="p" data-testid="header-balance" sx={{ mb: 2 }}>
      {balance.data ? `${copy.balance.title} ${formatBaht(balance.data.satang)}` : '…'}
    </Typography>
  );
}

/** Puts a stand-in of the header's balance above the story, to see it refresh after a write. */
export const withHeaderBalance: Decorator = (Story) => (
  <>
    <HeaderBalance />
    <Story />
  </>
);

/**
 * A page of the app on a 375 px phone: the main layout's margin and padding around it (10 + 16 px
 * a side, as MainLayout has them below `md`), so the screen gets the 323 px it gets in the app.
 */
export const withPhonePage: Decorator = (Story) => (
  <PhoneFrame>
    <Box sx={{ px: 3.25, py: 2, bgcolor: 'background.default' }}>
      <Story />
    </Box>
  </PhoneFrame>
);

/**
 * A `getByText` matcher for text split over several elements ("กสิกรไทย 064-1-28473-5", whose bank
 * and number are kept whole apart): the innermost element whose whole text it is.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element !== null &&
    element.textContent === text &&
    [...element.children].every((child) => child.textContent !== text);

/* ---- MSW handlers (put before the mock's happy path to override one endpoint) ---- */

export const { pattern, getReturns, postFails, getFailsThenRecovers, slowGet, countRequests, countGets } =
  endpointHandlers(playerPaths);

/** GET balance answers `baht` (and `held` baht held by pending withdrawals). */
export function balanceReturns(baht: number, held = 0): HttpHandler {
  return getReturns('balance', {
    playerId: '100001',
    balance: baht,
    balanceSatang: Math.round(baht * 100),
    held,
    currency: 'THB',
  });
}

export interface WireTransaction {
  id: string;
  type: TransactionType;
  amount: number;
  status: TransactionStatus;
  description: string;
  bankCode: string | null;
  createdAt: string;
}

const DESCRIPTIONS: Record<TransactionType, string> = {
  deposit: 'ฝากเงินเข้าบัญชี กสิกรไทย',
  withdraw: 'ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้',
  bonus: 'คืนยอดเสียประจำสัปดาห์ 5%',
  credit: 'รับเครดิตจากโค้ด WELCOME100',
  cashback: 'คืนยอดเสียประจำสัปดาห์ 5%',
  commission: 'ค่าแนะนำเพื่อน 1%',
  prize: 'รางวัลกงล้อนำโชค',
};

/**
 * `count` history rows, newest first, from a seeded generator (no Math.random, no clock): the
 * same rows on every run, spread over the days before 2026-11-20 (Bangkok).
 */
export function generatedHistory(count: number, seed = 20_261_120): WireTransaction[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const end = Date.UTC(2026, 10, 20, 13, 0);
  const rows: WireTransaction[] = [];
  let time = end;
  for (let i = 0; i < count; i += 1) {
    const roll = next();
    const type: TransactionType = roll < 0.55 ? 'deposit' : roll < 0.85 ? 'withdraw' : 'bonus';
    const statusRoll = next();
    const status: TransactionStatus =
      type === 'bonus'
        ? 'approved'
        : statusRoll < 0.8
          ? 'approved'
          : statusRoll < 0.9
            ? 'pending'
            : 'rejected';
    const amount = Math.round((100 + next() * 9_900) * 100) / 100;
    rows.push({
      id: `TX-100001-${String(count - i).padStart(5, '0')}`,
      type,
      amount,
      status,
      description: DESCRIPTIONS[type],
      bankCode: type === 'deposit' ? 'KBANK' : null,
      createdAt: new Date(time).toISOString(),
    });
    time -= Math.floor(1 + next() * 6) * 60 * 60 * 1000;
  }
  return rows;
}

/* ---- The amount forms (deposit, withdraw) ---- */

/** The amount field of a wallet form. */
export function amountField(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('textbox', { name: /^จำนวนเงิน/ });
}

/**
 * Types `typed` (nothing for ''), presses `submit`, and checks the refusal a player sees: the Thai
 * `message` under the field, the field marked invalid, described by the message, still holding what
 * was typed and focused.
 */
export async function expectAmountRefused(
  canvasElement: HTMLElement,
  submit: HTMLElement,
  typed: string,
  message: string,
): Promise<void> {
  const amount = amountField(canvasElement);
  if (typed) await userEvent.type(amount, typed);
  await userEvent.click(submit);
  await expect(await within(canvasElement).findByText(message)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(message);
  await expect(amount).toHaveValue(typed);
  await expect(amount).toHaveFocus();
}

/**
 * Checks that `elements` stand top to bottom in this order (one column on a phone), and that a
 * screen reader and the Tab key meet them in the same order.
 */
export async function expectTopToBottom(elements: readonly Element[]): Promise<void> {
  const top = (element: Element) => element.getBoundingClientRect().top;
  for (const [index, element] of elements.entries()) {
    const next = elements[index + 1];
    if (!next) continue;
    await expect(top(element)).toBeLessThan(top(next));
    await expect(element.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}
