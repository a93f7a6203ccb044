/**
 * The deposit screen with a PromptPay account and a transfer slip (decisions section 9): the QR of
 * the typed amount, the slip picker with its checks and preview, and what the player sees when the
 * upload is refused or fails. The screen's other states: DepositScreen.stories.tsx.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { brokenWords, reachesTouchSquare, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { bankNames } from '../copy';
import { DepositScreen } from '../DepositScreen';
import { amountField, countRequests, expectTopToBottom, playerSession, postFails } from '../storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];
const deposits = countRequests('deposit');

const meta = {
  title: 'Player/Deposit/PromptPay and slip',
  component: DepositScreen,
  args: { copyText: async () => undefined },
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => {
    deposits.reset();
  },
  parameters: {
    router: { initialEntries: ['/player/deposit'] },
    msw: { handlers: { player: [deposits.handler, ...happy] } },
  },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const QR_NAME = /^คิวอาร์โค้ดพร้อมเพย์/;

/** A small PNG that looks like a slip (drawn, no text: the same bytes on every run). */
async function slipImage(name = 'slip-kbank.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 120, 160);
  context.fillStyle = '#138f2d';
  context.fillRect(0, 0, 120, 36);
  context.fillStyle = '#c5ccd6';
  for (const [y, width] of [
    [56, 90],
    [74, 70],
    [92, 96],
    [122, 60],
  ] as const) {
    context.fillRect(12, y, width, 8);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** The hidden file input behind the "แนบสลิป" button. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Waits for the accounts; returns the canvas, the amount field and the submit button. */
async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'คัดลอกเลขบัญชี' }, { timeout: 5000 });
  return {
    canvas,
    amount: amountField(canvasElement),
    submit: canvas.getByRole('button', { name: 'ยืนยัน' }),
  };
}

/** Chooses the PromptPay account and waits for its QR part. */
async function choosePromptPay(canvasElement: HTMLElement) {
  const parts = await form(canvasElement);
  await userEvent.click(parts.canvas.getByRole('radio', { name: /พร้อมเพย์/ }));
  await expect(parts.canvas.getByRole('radio', { name: /พร้อมเพย์/ })).toBeChecked();
  // The QR part loads on demand the first time a PromptPay account is chosen.
  await parts.canvas.findByRole('heading', { name: 'สแกนจ่ายด้วยพร้อมเพย์' });
  return parts;
}

/** The PromptPay account chosen and 1,000 baht typed: the QR of ฿1,000.00 beside the PromptPay id. */
export const PromptPayQr: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, amount } = await choosePromptPay(canvasElement);
    await step('the PromptPay id in place of the account number', async () => {
      // The card's PromptPay words and the copy: DepositScreen.stories.tsx, CopyPromptPayId.
      await expect(canvas.getByText('หมายเลขพร้อมเพย์')).toBeVisible();
      await expect(canvas.getByText('0-1055-61234-56-7', { selector: 'dd' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'คัดลอกหมายเลขพร้อมเพย์' })).toBeVisible();
    });
    await step('the QR of the amount typed', async () => {
      await expect(canvas.getByRole('heading', { name: 'สแกนจ่ายด้วยพร้อมเพย์' })).toBeVisible();
      await userEvent.type(amount, '1000');
      await expect(canvas.getByRole('img', { name: 'คิวอาร์โค้ดพร้อมเพย์ ยอด 1,000.00 บาท' })).toBeVisible();
      await expect(canvas.getByText('ยอดที่ต้องโอน ฿1,000.00')).toBeVisible();
    });
    await step('a quick pick changes the code with the amount', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '฿500' }));
      await expect(canvas.getByRole('img', { name: 'คิวอาร์โค้ดพร้อมเพย์ ยอด 500.00 บาท' })).toBeVisible();
      await expect(canvas.queryByText('ยอดที่ต้องโอน ฿1,000.00')).toBeNull();
    });
  },
};

/** An amount that is no deposit yet (under 100 baht): no code, a hint what to type. */
export const PromptPayAmountInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount } = await choosePromptPay(canvasElement);
    const hint = 'กรอกจำนวนเงินตั้งแต่ 100 บาท เพื่อแสดงคิวอาร์โค้ดพร้อมเพย์';
    await expect(canvas.getByText(hint)).toBeVisible();
    await userEvent.type(amount, '99.50');
    await expect(canvas.queryByRole('img', { name: QR_NAME })).toBeNull();
    await expect(canvas.getByText(hint)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.123');
    await expect(canvas.queryByRole('img', { name: QR_NAME })).toBeNull();
  },
};

/** A bank account chosen: no QR at all. */
export const BankAccountHasNoQr: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount } = await form(canvasElement);
    await userEvent.type(amount, '1000');
    await expect(canvas.queryByRole('heading', { name: 'สแกนจ่ายด้วยพร้อมเพย์' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: QR_NAME })).toBeNull();
  },
};

/** A slip chosen: its preview, name and size, a way to change or remove it; remove gives the picker back. */
export const SlipChosen: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas } = await choosePromptPay(canvasElement);
    await userEvent.type(amountField(canvasElement), '1000');
    const choose = canvas.getByRole('button', { name: 'แนบสลิป' });
    await expect(choose).toHaveAccessibleDescription('ไฟล์ JPG, PNG หรือ WebP ขนาดไม่เกิน 5 MB');
    await step('choose a PNG', async () => {
      await userEvent.upload(fileInput(canvasElement), await slipImage());
      const preview = await canvas.findByRole('img', { name: 'ตัวอย่างสลิป slip-kbank.png' });
      await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
      await expect(preview).toBeVisible();
      await expect(canvas.getByText('slip-kbank.png')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'ลบสลิป' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'เปลี่ยนสลิป' })).toBeVisible();
    });
  },
};

export const SlipRemoved: Story = {
  play: async (context) => {
    await SlipChosen.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ลบสลิป' }));
    await expect(canvas.queryByRole('img', { name: /ตัวอย่างสลิป/ })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'แนบสลิป' })).toHaveFocus());
  },
};

/** The deposit goes with its slip: the confirmation says the slip is attached. */
export const SlipSent: Story = {
  play: async (context) => {
    await SlipChosen.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยัน' }));
    await canvas.findByRole('heading', { name: 'ส่งรายการฝากเงินแล้ว' });
    await expect(canvas.getByText('แนบสลิปแล้ว')).toBeVisible();
    await expect(canvas.getByText('฿1,000.00')).toBeVisible();
    await expect(deposits.count()).toBe(1);
  },
};

/** A slip over 5 MB is refused at once, at the field; nothing is kept or sent. */
export const SlipTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'slip-big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ไฟล์ต้องไม่เกิน 5 MB');
    await expect(canvas.queryByText('slip-big.png')).toBeNull();
    const choose = canvas.getByRole('button', { name: 'แนบสลิป' });
    await expect(choose).toHaveAccessibleDescription(/ไฟล์ต้องไม่เกิน 5 MB/);
    await expect(deposits.count()).toBe(0);
  },
};

/** A file of another type (dropped, or from a picker that ignores `accept`) is refused at the field. */
export const SlipWrongType: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    const gif = new File(['GIF89a'], 'slip.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), gif);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('รองรับเฉพาะไฟล์ JPG, PNG หรือ WebP');
    await expect(canvas.queryByText('slip.gif')).toBeNull();
  },
};

/** The server refuses the slip (413): its message at the slip field; amount and slip are kept. */
export const UploadRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          postFails('deposit', 413, { message: 'ไฟล์ต้องไม่เกิน 5 MB', code: 'slip.tooLarge', field: 'slip' }),
          ...happy,
        ],
      },
    },
  },
  play: async (context) => {
    await SlipChosen.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ไฟล์ต้องไม่เกิน 5 MB');
    await expect(amountField(context.canvasElement)).toHaveValue('1000');
    await expect(canvas.getByRole('img', { name: 'ตัวอย่างสลิป slip-kbank.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ยืนยัน' })).toBeEnabled();
  },
};

/** The upload fails (500): "try again" above the button; the amount, the QR and the slip stay. */
export const UploadServerError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.depositError() } } },
  play: async (context) => {
    await SlipChosen.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    await expect(amountField(context.canvasElement)).toHaveValue('1000');
    await expect(canvas.getByRole('img', { name: QR_NAME })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'ตัวอย่างสลิป slip-kbank.png' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await SlipChosen.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await SlipChosen.play?.(context);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await SlipChosen.play?.(context);
    const canvas = within(context.canvasElement);
    await context.step('one column: account, amount, QR, slip, confirm', async () => {
      await expectTopToBottom([
        canvas.getByRole('heading', { name: 'โอนเข้าบัญชี' }),
        amountField(context.canvasElement),
        canvas.getByRole('img', { name: QR_NAME }),
        canvas.getByRole('img', { name: 'ตัวอย่างสลิป slip-kbank.png' }),
        canvas.getByRole('button', { name: 'ยืนยัน' }),
      ]);
    });
    await context.step('the slip buttons take a 44 px tap', async () => {
      for (const name of ['เปลี่ยนสลิป', 'ลบสลิป']) {
        await expect(reachesTouchSquare(canvas.getByRole('button', { name }))).toBe(true);
      }
    });
    await expect(await brokenWords(context.canvasElement, Object.values(bankNames))).toEqual([]);
  },
};
