import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { brokenWords, reachesTouchSquare, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { CopyText } from './components/TransferAccount';
import { bankNames } from './copy';
import { DepositScreen } from './DepositScreen';
import {
  amountField,
  wholeText,
  countGets,
  countRequests,
  expectAmountRefused,
  expectTopToBottom,
  getReturns,
  playerSession,
  postFails,
  withHeaderBalance,
} from './storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];
const deposits = countRequests('deposit');
const balanceReads = countGets('balance');

/** A clipboard stand-in: remembers what was copied, or fails when asked to. */
const clipboard = {
  copied: [] as string[],
  fails: false,
  reset() {
    this.copied = [];
    this.fails = false;
  },
};
const recordingCopy: CopyText = async (text) => {
  if (clipboard.fails) throw new DOMException('Write permission denied', 'NotAllowedError');
  clipboard.copied.push(text);
};

const meta = {
  title: 'Player/Deposit',
  component: DepositScreen,
  args: { copyText: recordingCopy },
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => {
    deposits.reset();
    balanceReads.reset();
    clipboard.reset();
  },
  parameters: {
    router: { initialEntries: ['/player/deposit'] },
    msw: { handlers: { player: [deposits.handler, balanceReads.handler, ...happy] } },
  },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the transfer accounts; returns the canvas, the amount field and the submit button. */
async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'คัดลอกเลขบัญชี' }, { timeout: 5000 });
  return {
    canvas,
    amount: amountField(canvasElement),
    submit: canvas.getByRole('button', { name: 'ยืนยัน' }),
  };
}

/** A refused amount: the Thai message at the field, and nothing sent. */
async function refused(canvasElement: HTMLElement, typed: string, message: string) {
  const { submit } = await form(canvasElement);
  await expectAmountRefused(canvasElement, submit, typed, message);
  await expect(deposits.count()).toBe(0);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'โอนเข้าบัญชี' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'เลือกบัญชีที่โอนเข้า' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByText('บจก. ลัคกี้ สตาร์')).toBeVisible();
    await expect(amount).toHaveAccessibleDescription('ฝากขั้นต่ำ 100 บาท');
    const picks = within(canvas.getByRole('group', { name: 'เลือกจำนวนเงิน' }));
    await expect(picks.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '฿100',
      '฿300',
      '฿500',
      '฿1,000',
      '฿5,000',
    ]);
    await expect(submit).toBeEnabled();
  },
};

export const CopyAccountNumber: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    await expect(await canvas.findByRole('button', { name: 'คัดลอกแล้ว' })).toBeVisible();
    await expect(clipboard.copied).toEqual(['0641284735']);
    await expect(canvas.getByRole('status')).toHaveTextContent('คัดลอกเลขบัญชี 0641284735 แล้ว');
  },
};

/** The PromptPay account chosen: the card speaks PromptPay and the copy button copies the PromptPay id. */
export const CopyPromptPayId: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas } = await form(canvasElement);
    const promptPay = canvas.getByRole('radio', { name: 'พร้อมเพย์ 0-1055-61234-56-7' });
    await userEvent.click(promptPay);
    await expect(promptPay).toBeChecked();
    await step('PromptPay words in place of the bank account words', async () => {
      await expect(canvas.getByText('โอนผ่าน')).toBeVisible();
      await expect(canvas.queryByText('ธนาคาร')).toBeNull();
      await expect(canvas.getByText('หมายเลขพร้อมเพย์', { selector: 'dt' })).toBeVisible();
      await expect(canvas.queryByText('เลขบัญชี', { selector: 'dt' })).toBeNull();
      await expect(canvas.getByText('0-1055-61234-56-7', { selector: 'dd' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'คัดลอกเลขบัญชี' })).toBeNull();
    });
    await step('the copy button copies the PromptPay id, digits only', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'คัดลอกหมายเลขพร้อมเพย์' }));
      await expect(await canvas.findByRole('button', { name: 'คัดลอกแล้ว' })).toBeVisible();
      await expect(clipboard.copied).toEqual(['0105561234567']);
      await expect(canvas.getByRole('status')).toHaveTextContent('คัดลอกหมายเลขพร้อมเพย์ 0105561234567 แล้ว');
    });
  },
};

/** A bank account chosen again after PromptPay: the bank words come back as they were. */
export const BackToBankAccount: Story = {
  play: async (context) => {
    await CopyPromptPayId.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /ไทยพาณิชย์/ }));
    await expect(canvas.getByText('ธนาคาร')).toBeVisible();
    await expect(canvas.getByText('เลขบัญชี', { selector: 'dt' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    await waitFor(() => expect(clipboard.copied).toEqual(['0105561234567', '4026193852']));
    await expect(canvas.getByRole('status')).toHaveTextContent('คัดลอกเลขบัญชี 4026193852 แล้ว');
  },
};

export const PromptPayCopyFails: Story = {
  beforeEach: () => {
    clipboard.fails = true;
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /พร้อมเพย์/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอกหมายเลขพร้อมเพย์' }));
    await expect(await canvas.findByText('คัดลอกไม่สำเร็จ กรุณาจดหมายเลขพร้อมเพย์เอง')).toBeVisible();
  },
};

export const CopyFails: Story = {
  beforeEach: () => {
    clipboard.fails = true;
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    await expect(await canvas.findByText('คัดลอกไม่สำเร็จ กรุณาจดเลขบัญชีเอง')).toBeVisible();
  },
};

export const ChooseAnotherAccount: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /ไทยพาณิชย์/ }));
    await expect(canvas.getByRole('radio', { name: /ไทยพาณิชย์/ })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 2, name: 'โอนเข้าบัญชี' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    await waitFor(() => expect(clipboard.copied).toEqual(['4026193852']));
  },
};

export const QuickPick: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '฿500' }));
    await expect(amount).toHaveValue('500');
    await expect(canvas.getByRole('button', { name: '฿500' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '฿5,000' }));
    await expect(amount).toHaveValue('5000');
    await expect(canvas.getByRole('button', { name: '฿500' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '', 'กรุณากรอกจำนวนเงิน'),
};

export const AmountBelowMinimum: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '99.99', 'ขั้นต่ำ 100 บาท'),
};

export const AmountTooManyDecimals: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '100.123', 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'),
};

export const AmountNotANumber: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '1e3', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'),
};

export const AmountZero: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '0', 'จำนวนเงินต้องมากกว่า 0 บาท'),
};

export const AmountNegative: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, '-500', 'จำนวนเงินต้องมากกว่า 0 บาท'),
};

/** After a refusal the message follows the typing and goes once the amount is right. */
export const FixTheAmount: Story = {
  play: async (context) => {
    await AmountBelowMinimum.play?.(context);
    const canvas = within(context.canvasElement);
    const amount = amountField(context.canvasElement);
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await expect(canvas.queryByText('ขั้นต่ำ 100 บาท')).toBeNull();
    await expect(amount).toHaveAttribute('aria-invalid', 'false');
  },
};

export const Success: Story = {
  decorators: [withHeaderBalance],
  play: async ({ canvasElement, step }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await waitFor(() => expect(balanceReads.count()).toBe(1));
    await step('send 1,000 baht', async () => {
      await userEvent.type(amount, '1000');
      await userEvent.click(submit);
    });
    await step('pending confirmation', async () => {
      const title = await canvas.findByRole('heading', { name: 'ส่งรายการฝากเงินแล้ว' });
      await waitFor(() => expect(title).toHaveFocus());
      await expect(canvas.getByText('฿1,000.00')).toBeVisible();
      await expect(canvas.getByText('TX-100001-0093')).toBeVisible();
      await expect(canvas.getByText('รอดำเนินการ')).toBeVisible();
      await expect(canvas.getByText(wholeText('กสิกรไทย 064-1-28473-5'))).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'ดูประวัติการทำรายการ' })).toHaveAttribute(
        'href',
        '/player/history',
      );
    });
    await step('the header balance loads again', async () => {
      await waitFor(() => expect(balanceReads.count()).toBe(2));
      await expect(await canvas.findByText('ยอดเงินคงเหลือ ฿1,250.50')).toBeVisible();
      await expect(deposits.count()).toBe(1);
    });
  },
};

export const DepositAgain: Story = {
  decorators: [withHeaderBalance],
  play: async (context) => {
    await Success.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ฝากเงินอีกครั้ง' }));
    await expect(amountField(context.canvasElement)).toHaveValue('');
  },
};

/** A double click on ยืนยัน sends one request, not two. */
export const DoubleClickSendsOneRequest: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.type(amount, '500');
    await userEvent.dblClick(submit);
    await canvas.findByRole('heading', { name: 'ส่งรายการฝากเงินแล้ว' });
    await expect(deposits.count()).toBe(1);
    await expect(canvas.getByText('TX-100001-0093')).toBeVisible();
  },
};

/** While the request runs: the button says so and is disabled, the quick picks too; the amount stays. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.depositLoading() } } },
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.type(amount, '300');
    await userEvent.click(submit);
    const busy = await canvas.findByRole('button', { name: 'กำลังส่งรายการ...' });
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '฿500' })).toHaveAttribute('aria-disabled', 'true');
    await expect(amount).toHaveValue('300');
  },
};

/** A server failure (500): the catalogue's "try again", the amount kept. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.depositError() } } },
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.type(amount, '1000');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    await expect(amount).toHaveValue('1000');
    await expect(submit).toBeEnabled();
  },
};

export const NetworkErrorOnSubmit: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('deposit', 'networkError') } } },
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.type(amount, '2500.50');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    await expect(amount).toHaveValue('2500.50');
  },
};

/** The server refuses the chosen account (a bank it no longer takes): the message sits at the choice. */
export const ServerRefusesAccount: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('transferBankList', {
            data: [
              {
                id: 'TB-01',
                bankCode: 'KBANK',
                bankName: 'กสิกรไทย',
                accountNumber: '064-1-28473-5',
                accountName: 'บจก. ลัคกี้ สตาร์',
              },
              {
                id: 'TB-09',
                bankCode: 'BAY',
                bankName: 'กรุงศรีอยุธยา',
                accountNumber: '777-1-00001-9',
                accountName: 'บจก. ลัคกี้ สตาร์',
              },
            ],
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /กรุงศรีอยุธยา/ }));
    await userEvent.type(amount, '800');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ไม่พบบัญชีธนาคารที่เลือก');
    await expect(amount).toHaveValue('800');
    await expect(amount).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The server's own amount rule (say a minimum raised since the page loaded): shown at the field. */
export const ServerRefusesAmount: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          postFails('deposit', 400, {
            message: 'ขั้นต่ำ 500 บาท',
            code: 'amount.belowMinimum',
            field: 'amount',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.type(amount, '200');
    await userEvent.click(submit);
    await expect(await canvas.findByText('ขั้นต่ำ 500 บาท')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('200');
  },
};

export const ServerRefusesRequest: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [postFails('deposit', 400, { message: 'ข้อมูลไม่ถูกต้อง', code: 'body.invalid' }), ...happy],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.type(amount, '200');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ข้อมูลไม่ถูกต้อง');
    await expect(amount).toHaveValue('200');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีบัญชีสำหรับรับฝากในขณะนี้ กรุณาติดต่อแอดมิน')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeVisible();
  },
};

export const HugeNumbers: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, submit } = await form(canvasElement);
    await userEvent.type(amount, '99999999.99');
    await userEvent.click(submit);
    await canvas.findByRole('heading', { name: 'ส่งรายการฝากเงินแล้ว' });
    await expect(canvas.getByText('฿99,999,999.99')).toBeVisible();
  },
};

export const LongThaiNames: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('transferBankList', {
            data: [
              {
                id: 'TB-LONG',
                bankCode: 'CIMBT',
                bankName: 'ซีไอเอ็มบี ไทย',
                accountNumber: '800-0-12345-6',
                accountName: 'บริษัท ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์ แอนด์ เกมมิ่ง (ประเทศไทย) จำกัด (บัญชีรับฝากหลัก)',
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
    await expect(await canvas.findByText(/บริษัท ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์/)).toBeVisible();
    // One account: nothing to choose.
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
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
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await context.step(
      'one column in the order the player acts: account, how, amount, slip, confirm',
      async () => {
        await expectTopToBottom([
          canvas.getByRole('heading', { name: 'โอนเข้าบัญชี' }),
          canvas.getByText('064-1-28473-5', { selector: 'dd' }),
          canvas.getByRole('heading', { name: 'ขั้นตอนการฝากเงิน' }),
          amountField(context.canvasElement),
          canvas.getByRole('group', { name: 'เลือกจำนวนเงิน' }),
          canvas.getByRole('button', { name: 'แนบสลิป' }),
          canvas.getByRole('button', { name: 'ยืนยัน' }),
        ]);
      },
    );
    await context.step('each quick amount takes a 44 px tap', async () => {
      for (const chip of within(canvas.getByRole('group', { name: 'เลือกจำนวนเงิน' })).getAllByRole('button')) {
        await expect(reachesTouchSquare(chip)).toBe(true);
      }
    });
    await expect(await brokenWords(context.canvasElement, Object.values(bankNames))).toEqual([]);
  },
};
