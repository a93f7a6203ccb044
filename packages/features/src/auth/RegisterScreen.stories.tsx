import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { accountScenarios, demoLogins } from '@pp/mocks';
import { accountHandlers, accountMessages, accountUrls } from '@pp/mocks/handlers/account';

import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';

import { formMessages, PASSWORD_MIN } from '../shared/forms';
import { pathTo } from '../shared/routes/paths';
import { copy } from './copy';
import { RegisterScreen } from './RegisterScreen';
import { AuthRoutes, siteSettingHandler } from './storyKit';

const meta = {
  title: 'Auth/Register',
  component: RegisterScreen,
  render: () => <AuthRoutes />,
  parameters: {
    fullPage: true,
    router: { initialEntries: ['/register'] },
    msw: { handlers: { player: [siteSettingHandler] } },
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

interface Registration {
  phone: string;
  password: string;
  confirm: string;
  bank: string;
  number: string;
  name: string;
  inviter?: string;
}

/** A registration nobody has made yet (the demo player owns 0812345678, 0481234567, 'สมชาย ใจดี'). */
const fresh: Registration = {
  phone: '0861112222',
  password: 'secret12',
  confirm: 'secret12',
  bank: 'ไทยพาณิชย์',
  number: '1234567890',
  name: 'มานี มีนา',
};

const demoPlayer = { phone: demoLogins.player.username, number: '0481234567', name: 'สมชาย ใจดี' };

const field = (canvas: Canvas, label: string) => canvas.getByLabelText(label);
const bankSelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: new RegExp(copy.fields.bank) });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: copy.register.submit });

async function chooseBank(canvas: Canvas, bank: string) {
  await userEvent.click(bankSelect(canvas));
  await userEvent.click(await within(document.body).findByRole('option', { name: bank }));
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
}

async function fillIn(canvas: Canvas, values: Registration) {
  if (values.phone) await userEvent.type(field(canvas, copy.fields.phone), values.phone);
  if (values.password) await userEvent.type(field(canvas, copy.fields.password), values.password);
  if (values.confirm) await userEvent.type(field(canvas, copy.fields.confirmPassword), values.confirm);
  if (values.bank) await chooseBank(canvas, values.bank);
  if (values.number) await userEvent.type(field(canvas, copy.fields.bookNumber), values.number);
  if (values.name) await userEvent.type(field(canvas, copy.fields.bookName), values.name);
  if (values.inviter) await userEvent.type(field(canvas, copy.fields.inviter), values.inviter);
}

async function register(canvas: Canvas, values: Registration) {
  await fillIn(canvas, values);
  await userEvent.click(submitButton(canvas));
}

/** A message read out with its field (its accessible description), not in the alert. */
async function expectUnder(canvas: Canvas, label: string, message: string) {
  await waitFor(() => expect(field(canvas, label)).toHaveAccessibleDescription(message));
  await expect(field(canvas, label)).toHaveAttribute('aria-invalid', 'true');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.register.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: copy.register.loginSection })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: copy.register.bankSection })).toBeVisible();
    for (const label of [
      copy.fields.phone,
      copy.fields.password,
      copy.fields.confirmPassword,
      copy.fields.bookNumber,
      copy.fields.bookName,
      copy.fields.inviter,
    ]) {
      await expect(field(canvas, label)).toHaveValue('');
    }
    await expect(field(canvas, copy.fields.phone)).toHaveAccessibleDescription(copy.hints.phone);
    // A phone shows its dial pad and offers the player's own number; passwords are new ones.
    await expect(field(canvas, copy.fields.phone)).toHaveAttribute('inputmode', 'tel');
    await expect(field(canvas, copy.fields.phone)).toHaveAttribute('autocomplete', 'tel');
    await expect(field(canvas, copy.fields.password)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, copy.fields.confirmPassword)).toHaveAttribute('autocomplete', 'new-password');
    await expect(bankSelect(canvas)).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.register.login })).toHaveAttribute('href', '/login');
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const BankList: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(bankSelect(canvas));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'กสิกรไทย',
      'ไทยพาณิชย์',
      'กรุงเทพ',
      'กรุงไทย',
      'กรุงศรีอยุธยา',
      'ทหารไทยธนชาต',
      'ออมสิน',
      'ธ.ก.ส.',
      'เกียรตินาคินภัทร',
      'ซีไอเอ็มบี ไทย',
      'ยูโอบี',
      'แลนด์ แอนด์ เฮ้าส์',
      'ทรูมันนี่ วอลเล็ท',
    ]);
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    await expectUnder(canvas, copy.fields.phone, formMessages.phone.required);
    await expectUnder(canvas, copy.fields.password, formMessages.password.required);
    await expectUnder(canvas, copy.fields.confirmPassword, formMessages.password.confirmRequired);
    await expect(canvas.getByText(formMessages.bank.required)).toBeVisible();
    await expectUnder(canvas, copy.fields.bookNumber, formMessages.bank.numberRequired);
    await expectUnder(canvas, copy.fields.bookName, formMessages.bank.nameRequired);
    await expect(field(canvas, copy.fields.phone)).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, {
      phone: '12345',
      password: '123',
      confirm: '1234',
      bank: 'กสิกรไทย',
      number: '12-34',
      name: '1234',
      inviter: 'no spaces!',
    });
    await expectUnder(canvas, copy.fields.phone, formMessages.phone.invalid);
    await expectUnder(canvas, copy.fields.password, formMessages.password.tooShort(PASSWORD_MIN));
    await expectUnder(canvas, copy.fields.confirmPassword, formMessages.password.differ);
    await expectUnder(canvas, copy.fields.bookNumber, formMessages.bank.numberInvalid);
    await expectUnder(canvas, copy.fields.bookName, formMessages.bank.nameInvalid);
    await expectUnder(canvas, copy.fields.inviter, formMessages.inviterInvalid);
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, { ...fresh, confirm: 'secret13' });
    await expectUnder(canvas, copy.fields.confirmPassword, formMessages.password.differ);
    await userEvent.click(canvas.getByRole('button', { name: copy.fields.showPassword }));
    await expect(field(canvas, copy.fields.password)).toHaveAttribute('type', 'text');
    await expect(field(canvas, copy.fields.confirmPassword)).toHaveAttribute('type', 'text');
  },
};

export const FromAnInviteLink: Story = {
  parameters: { router: { initialEntries: [pathTo.invite('AGENT01')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(copy.fields.inviter)).toHaveValue('AGENT01');
  },
};

export const DuplicateUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, { ...fresh, phone: demoPlayer.phone });
    await expectUnder(canvas, copy.fields.phone, copy.server.duplicateUsername);
    await expect(field(canvas, copy.fields.phone)).toHaveFocus();
    await expect(field(canvas, copy.fields.phone)).toHaveValue(demoPlayer.phone);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DuplicateAccountNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, { ...fresh, number: demoPlayer.number });
    await expectUnder(canvas, copy.fields.bookNumber, copy.server.duplicateNumber);
    await expect(field(canvas, copy.fields.phone)).toHaveAttribute('aria-invalid', 'false');
  },
};

export const DuplicateAccountName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, { ...fresh, name: demoPlayer.name });
    await expectUnder(canvas, copy.fields.bookName, copy.server.duplicateName);
  },
};

export const DuplicateNumberAndUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, { ...fresh, phone: demoPlayer.phone, number: demoPlayer.number });
    await expectUnder(canvas, copy.fields.phone, copy.server.duplicateNumberAndUsername);
    await expectUnder(canvas, copy.fields.bookNumber, copy.server.duplicateNumberAndUsername);
  },
};

export const ServerRefusesBankInfo: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          http.post(accountUrls.register, () =>
            HttpResponse.json({ message: accountMessages.bankInfoMissing }, { status: 400 }),
          ),
          ...accountHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, fresh);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountMessages.bankInfoMissing);
    await expect(field(canvas, copy.fields.bookNumber)).toHaveValue(fresh.number);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { account: accountScenarios.registerServerError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, fresh);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(formMessages.requestFailed);
    await expect(field(canvas, copy.fields.phone)).toHaveValue(fresh.phone);
    await expect(field(canvas, copy.fields.bookName)).toHaveValue(fresh.name);
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { account: accountScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, fresh);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(formMessages.requestFailed);
    await expect(field(canvas, copy.fields.password)).toHaveValue(fresh.password);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { account: accountScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await register(canvas, fresh);
    const button = submitButton(canvas);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.type(field(canvas, copy.fields.bookName), '{Enter}');
    await expect(button).toBeDisabled();
  },
};

export const RegistersThenLogsIn: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('register (this does not log in)', async () => {
      await register(canvas, { ...fresh, phone: '086-111-2222' });
    });
    await step('the login page says so, with the phone number filled in', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent(copy.login.registered);
      await expect(field(canvas, copy.fields.phone)).toHaveValue(fresh.phone);
      await expect(canvas.queryByTestId('logged-in-as')).toBeNull();
    });
    await step('the new account logs in', async () => {
      await userEvent.type(field(canvas, copy.fields.password), fresh.password);
      await userEvent.click(canvas.getByRole('button', { name: copy.login.submit }));
      await expect(await canvas.findByTestId('logged-in-as')).toHaveTextContent(fresh.name);
    });
  },
};

export const LongThaiAccountName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'นางสาวประภัสสรพิมพ์ชนก เจริญรุ่งเรืองศรีสวัสดิ์วงศ์ไพบูลย์';
    await fillIn(canvas, { ...fresh, name });
    await expect(field(canvas, copy.fields.bookName)).toHaveValue(name);
    await expect(field(canvas, copy.fields.bookName)).toHaveAccessibleDescription(copy.hints.bookName);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await InvalidValues.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await DuplicateNumberAndUsername.play?.(context);
    const canvas = within(context.canvasElement);
    const password = field(canvas, copy.fields.password).getBoundingClientRect();
    const confirm = field(canvas, copy.fields.confirmPassword).getBoundingClientRect();
    await expect(confirm.right).toBeLessThan(password.left);
  },
};

export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async (context) => {
    await DuplicateUsername.play?.(context);
    const canvas = within(context.canvasElement);
    const password = field(canvas, copy.fields.password).getBoundingClientRect();
    const confirm = field(canvas, copy.fields.confirmPassword).getBoundingClientRect();
    await expect(confirm.top).toBeGreaterThan(password.bottom);
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
