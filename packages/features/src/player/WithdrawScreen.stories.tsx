import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import {
  brokenWords,
  PHONE,
  PHONE_GLOBALS,
  PHONE_VIEWPORT,
  readsLeftToRight,
  withPhoneFrame,
} from '@pp/ui/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getWallet } from '@pp/mocks/stores/wallet';

import { hydrate } from '../../../../.storybook/parameters';
import { apiConfigAtom, defaultApiConfig } from '../shared/api/config';
import { sessionUserAtom } from '../shared/session/user';
import { bankNames } from './copy';
import { WithdrawScreen } from './WithdrawScreen';
import {
  amountField,
  wholeText,
  balanceReturns,
  countRequests,
  DEMO_PLAYER,
  expectAmountRefused,
  LONG_NAME_PLAYER,
  playerSession,
  postFails,
  TURNOVER_PLAYER,
  withHeaderBalance,
} from './storyKit';

const session = playerSession(signToken);
const turnoverSession = playerSession(signToken, TURNOVER_PLAYER);
const happy = handlers.player ?? [];
const withdrawals = countRequests('withdraw');

const meta = {
  title: 'Player/Withdraw',
  component: WithdrawScreen,
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => withdrawals.reset(),
  parameters: {
    router: { initialEntries: ['/player/withdraw'] },
    msw: { handlers: { player: [withdrawals.handler, ...happy] } },
  },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The limits card. */
function limits(canvasElement: HTMLElement) {
  return within(
    within(canvasElement)
      .getByRole('heading', { name: 'เงื่อนไขการถอน' })
      .closest('.MuiCard-root') as HTMLElement,
  );
}

/** Waits for balance and limits; returns the canvas, the amount field and the submit button. */
async function form(canvasElement: HTMLElement, balance = '฿1,250.50') {
  const canvas = within(canvasElement);
  await canvas.findByText('ถอนสูงสุดต่อวัน', {}, { timeout: 5000 });
  await limits(canvasElement).findByText(balance);
  const submit = canvas.getByRole('button', { name: 'ถอนเงิน' });
  await waitFor(() => expect(submit).toBeEnabled());
  return { canvas, amount: amountField(canvasElement), submit };
}

/** A refused amount: the Thai message at the field, no confirmation asked, nothing sent. */
async function refused(canvasElement: HTMLElement, typed: string, message: string, balance?: string) {
  const { submit } = await form(canvasElement, balance);
  await expectAmountRefused(canvasElement, submit, typed, message);
  await expect(screen.queryByRole('dialog')).toBeNull();
  await expect(withdrawals.count()).toBe(0);
}

/** Types an amount, submits and confirms in the dialog. */
async function confirmWithdrawal(canvasElement: HTMLElement, typed: string, balance?: string) {
  const { amount, submit } = await form(canvasElement, balance);
  await userEvent.type(amount, typed);
  await userEvent.click(submit);
  const dialog = within(await screen.findByRole('dialog', { name: 'ยืนยันการถอนเงิน' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: 'ยืนยัน' })).toBeVisible());
  return { amount, dialog, submit };
}

/** A refused withdrawal: the dialog has closed and the focus is back on the form's button. */
async function backAtTheForm(submit: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(submit).toHaveFocus());
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount } = await form(canvasElement);
    const card = limits(canvasElement);
    await expect(card.getByText('ยอดเงินที่ถอนได้')).toBeVisible();
    await expect(card.getByText('฿300.00')).toBeVisible();
    await expect(card.getByText('฿50,000.00')).toBeVisible();
    await expect(card.getByText('5 ครั้ง')).toBeVisible();
    await expect(canvas.getByText(wholeText('กสิกรไทย ••••••4567'))).toBeVisible();
    await expect(canvas.getByText('สมชาย ใจดี')).toBeVisible();
    await expect(amount).toHaveValue('');
    await expect(amount).toHaveAccessibleDescription('ถอนขั้นต่ำ ฿300.00');
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '', 'กรุณากรอกจำนวนเงิน'),
};

export const AmountBelowMinimum: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '299.99', 'ขั้นต่ำ 300 บาท'),
};

export const AmountOverBalance: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '1250.51', 'ยอดเงินไม่เพียงพอ'),
};

export const AmountOverDailyMaximum: Story = {
  parameters: {
    msw: { handlers: { player: [withdrawals.handler, balanceReturns(99_999_999.99), ...happy] } },
  },
  play: async ({ canvasElement }) => refused(canvasElement, '50000.01', 'สูงสุด 50,000 บาท', '฿99,999,999.99'),
};

export const AmountTooManyDecimals: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '500.001', 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'),
};

export const AmountNotANumber: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, 'ห้าร้อย', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'),
};

export const AmountZero: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '0', 'จำนวนเงินต้องมากกว่า 0 บาท'),
};

export const WithdrawAll: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ถอนทั้งหมด' }));
    await expect(amount).toHaveValue('1250.50');
  },
};

/** With more than the daily maximum in the wallet, "withdraw all" stops at the maximum. */
export const WithdrawAllCappedByDailyMaximum: Story = {
  parameters: { msw: { handlers: { player: [balanceReturns(99_999_999.99), ...happy] } } },
  play: async ({ canvasElement }) => {
    const { canvas, amount } = await form(canvasElement, '฿99,999,999.99');
    await userEvent.click(canvas.getByRole('button', { name: 'ถอนทั้งหมด' }));
    await expect(amount).toHaveValue('50000');
  },
};

/** Confirm, send once, and the balance drops by the held amount at once. */
export const Success: Story = {
  decorators: [withHeaderBalance],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { dialog } = await confirmWithdrawal(canvasElement, '500');
    await step('the dialog repeats amount and account', async () => {
      await expect(dialog.getByText('฿500.00')).toBeVisible();
      await expect(dialog.getByText(wholeText('กสิกรไทย ••••••4567'))).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    });
    await step('pending confirmation', async () => {
      const title = await canvas.findByRole('heading', { name: 'ส่งรายการถอนเงินแล้ว' });
      await waitFor(() => expect(title).toHaveFocus());
      await expect(canvas.getByText('TX-100001-0093')).toBeVisible();
      await expect(canvas.getByText('รอดำเนินการ')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'ดูประวัติการถอน' })).toHaveAttribute(
        'href',
        '/player/history?tab=withdrawals',
      );
    });
    await step('balance drops by the held 500 baht', async () => {
      await expect(await limits(canvasElement).findByText('฿750.50')).toBeVisible();
      await expect(limits(canvasElement).getByText('รอถอน ฿500.00')).toBeVisible();
      await expect(await canvas.findByText('ยอดเงินคงเหลือ ฿750.50')).toBeVisible();
      await expect(withdrawals.count()).toBe(1);
    });
  },
};

export const CancelConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const { amount, dialog } = await confirmWithdrawal(canvasElement, '400');
    await userEvent.click(dialog.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(amount).toHaveValue('400');
    await expect(withdrawals.count()).toBe(0);
  },
};

/** A double click on the dialog's ยืนยัน sends one request. */
export const DoubleClickSendsOneRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { dialog } = await confirmWithdrawal(canvasElement, '300');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await canvas.findByRole('heading', { name: 'ส่งรายการถอนเงินแล้ว' });
    await expect(withdrawals.count()).toBe(1);
    await expect(await limits(canvasElement).findByText('฿950.50')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    screenshot: { target: 'body' },
    msw: { handlers: { player: playerScenarios.withdrawLoading() } },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await confirmWithdrawal(canvasElement, '300');
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    const busy = dialog.getByRole('button', { name: 'ยืนยัน' });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    await expect(busy).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  },
};

/** The balance shown was out of date: the server refuses, in Thai, at the field; the input stays. */
export const ServerRefusesInsufficient: Story = {
  parameters: { msw: { handlers: { player: [balanceReturns(5000), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { amount, dialog } = await confirmWithdrawal(canvasElement, '3000', '฿5,000.00');
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByText('ยอดเงินไม่เพียงพอ')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('3000');
    // The dialog gone, the focus is at the amount, where the refusal is said.
    await waitFor(() => expect(amount).toHaveFocus());
  },
};

export const ServerRefusesDailyCount: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          postFails('withdraw', 400, {
            message: 'ถอนเงินได้ไม่เกิน 5 ครั้งต่อวัน',
            code: 'amount.overDailyCount',
            field: 'amount',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { amount, dialog } = await confirmWithdrawal(canvasElement, '300');
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByText('ถอนเงินได้ไม่เกิน 5 ครั้งต่อวัน')).toBeVisible();
    await expect(amount).toHaveValue('300');
    // The dialog gone, the focus is at the amount, where the refusal is said.
    await waitFor(() => expect(amount).toHaveFocus());
  },
};

export const ServerRefusesDailyMaximum: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          postFails('withdraw', 400, {
            message: 'สูงสุด 50,000 บาท',
            code: 'amount.overDailyMax',
            field: 'amount',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { amount, dialog } = await confirmWithdrawal(canvasElement, '1000');
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByText('สูงสุด 50,000 บาท')).toBeVisible();
    await expect(amount).toHaveValue('1000');
    // The dialog gone, the focus is at the amount, where the refusal is said.
    await waitFor(() => expect(amount).toHaveFocus());
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.withdrawError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { amount, dialog, submit } = await confirmWithdrawal(canvasElement, '600');
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    // A server failure (500): the catalogue's "try again".
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    await expect(amount).toHaveValue('600');
    await backAtTheForm(submit);
    await expect(limits(canvasElement).getByText('฿1,250.50')).toBeVisible();
  },
};

export const NetworkErrorOnSubmit: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('withdraw', 'networkError') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { amount, dialog, submit } = await confirmWithdrawal(canvasElement, '700');
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    await expect(amount).toHaveValue('700');
    await backAtTheForm(submit);
  },
};

/**
 * The server holds the withdrawal but its answer is lost: the call times out (1.5 s here, 20 s in
 * the app), the form keeps the amount and says to try again. The retry carries the same
 * Idempotency-Key, so the server answers with the first withdrawal: one transaction, held once.
 */
export const AnswerLostThenRetried: Story = {
  decorators: [withHeaderBalance],
  parameters: {
    msw: { handlers: { player: [withdrawals.handler, ...playerScenarios.answerLostOnce('withdraw')] } },
    jotai: { values: [hydrate(apiConfigAtom, { ...defaultApiConfig, requestTimeoutMs: 1500 })] },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const before = getWallet(DEMO_PLAYER.id).history.length;
    await step('the first answer never arrives', async () => {
      const { amount, dialog } = await confirmWithdrawal(canvasElement, '300');
      await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
      const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
      await expect(amount).toHaveValue('300');
    });
    await step('the player tries again: one withdrawal, held once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ถอนเงิน' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'ยืนยันการถอนเงิน' }));
      await userEvent.click(await dialog.findByRole('button', { name: 'ยืนยัน' }));
      await canvas.findByRole('heading', { name: 'ส่งรายการถอนเงินแล้ว' });
      const [first, second] = withdrawals.keys();
      await expect(withdrawals.count()).toBe(2);
      await expect(second).toBe(first);
      await expect(getWallet(DEMO_PLAYER.id).history).toHaveLength(before + 1);
      await expect(await limits(canvasElement).findByText('฿950.50')).toBeVisible();
      await expect(await canvas.findByText('ยอดเงินคงเหลือ ฿950.50')).toBeVisible();
    });
  },
};

/**
 * The turnover account (0823456789): its promotion's turnover is not met, so the withdrawal is
 * refused before anything is sent, with the amount still to play; the amount stays in the field.
 */
export const TurnoverNotMet: Story = {
  loaders: turnoverSession.loaders,
  parameters: { jotai: { values: [hydrate(sessionUserAtom, TURNOVER_PLAYER)] } },
  play: async ({ canvasElement }) => {
    const message = 'ต้องทำเทิร์นอีก 2,050 บาท จึงจะถอนได้';
    const { canvas, submit } = await form(canvasElement, '฿1,100.00');
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'โปรโมชั่นของคุณยังทำเทิร์นไม่ครบ ต้องทำอีก ฿2,050.00 ก่อนถอนเงิน',
    );
    await expectAmountRefused(canvasElement, submit, '500', message);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(withdrawals.count()).toBe(0);
  },
};

/** The server refuses for the turnover (the status read was stale): its message at the field. */
export const ServerRefusesTurnover: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          withdrawals.handler,
          postFails('withdraw', 400, {
            message: 'ต้องทำเทิร์นอีก 1,250.50 บาท จึงจะถอนได้',
            code: 'amount.turnover',
            field: 'amount',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { amount, dialog } = await confirmWithdrawal(canvasElement, '500');
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('ต้องทำเทิร์นอีก 1,250.50 บาท จึงจะถอนได้'));
    await expect(amount).toHaveValue('500');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'ถอนเงิน' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'ถอนทั้งหมด' })).toBeDisabled();
  },
};

/** Nothing to withdraw: ฿0.00, withdraw-all off, any amount refused before sending. */
export const Empty: Story = {
  parameters: { msw: { handlers: { player: [withdrawals.handler, ...playerScenarios.empty] } } },
  play: async ({ canvasElement }) => {
    await refused(canvasElement, '300', 'ยอดเงินไม่เพียงพอ', '฿0.00');
    await expect(within(canvasElement).getByRole('button', { name: 'ถอนทั้งหมด' })).toBeDisabled();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(2));
    await expect(canvas.getByText('ยังถอนเงินไม่ได้ในขณะนี้ กรุณาโหลดข้อมูลใหม่')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ถอนเงิน' })).toBeDisabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toHaveLength(2));
  },
};

export const HugeNumbers: Story = {
  parameters: { msw: { handlers: { player: [balanceReturns(99_999_999.99, 1_000_000), ...happy] } } },
  play: async ({ canvasElement }) => {
    await form(canvasElement, '฿99,999,999.99');
    await expect(limits(canvasElement).getByText('รอถอน ฿1,000,000.00')).toBeVisible();
  },
};

export const LongThaiNames: Story = {
  parameters: { jotai: { values: [hydrate(sessionUserAtom, LONG_NAME_PLAYER)] } },
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await expect(canvas.getByText(LONG_NAME_PLAYER.name)).toBeVisible();
  },
};

/**
 * The confirmation on a 375 px phone, for a player of ทหารไทยธนชาต with a long name: the bank's
 * name is never cut in two at a line's end, nor the account number.
 */
export const ConfirmOnAPhone: Story = {
  globals: PHONE_GLOBALS,
  parameters: {
    viewport: PHONE_VIEWPORT,
    screenshot: { target: 'body' },
    jotai: { values: [hydrate(sessionUserAtom, { ...LONG_NAME_PLAYER, bank_name: 'TTB' })] },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await confirmWithdrawal(canvasElement, '400');
    const body = screen.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' });
    await expect(dialog.getByText(wholeText('ทหารไทยธนชาต ••••••4567'))).toBeVisible();
    await expect(await brokenWords(body, [...Object.values(bankNames), '••••••4567'])).toEqual([]);
    await expect(await brokenWords(canvasElement, Object.values(bankNames))).toEqual([]);
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
    // The layout is right to left; Thai with numbers still reads left to right.
    const card = limits(context.canvasElement);
    const count = card.getByText('5 ครั้ง');
    await expect(count.closest('[lang="th"]')).not.toBeNull();
    await expect(readsLeftToRight(count, '5', 'ครั้ง')).toBe(true);
    const title = card.getByText('จำนวนครั้งต่อวัน').getBoundingClientRect();
    // The label is on the right (start), its value on the left (end) in RTL.
    await expect(count.getBoundingClientRect().right).toBeLessThan(title.left);
  },
};

export const Mobile: Story = {
  // The whole phone screen (375 × 812): what shows before any scrolling.
  decorators: [withPhoneFrame({ variant: 'device' })],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    const limitsTitle = canvas.getByRole('heading', { name: 'เงื่อนไขการถอน' });
    const amount = amountField(context.canvasElement);
    const submit = canvas.getByRole('button', { name: 'ถอนเงิน' });
    // The form first, its button on the first screen; the conditions after it.
    await expect(amount.getBoundingClientRect().top).toBeLessThan(limitsTitle.getBoundingClientRect().top);
    await expect(submit.getBoundingClientRect().bottom).toBeLessThan(limitsTitle.getBoundingClientRect().top);
    await expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.top + PHONE.height);
    await expect(amount.compareDocumentPosition(limitsTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(await brokenWords(context.canvasElement, Object.values(bankNames))).toEqual([]);
  },
};
