import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { accountScenarios, demoLogins } from '@pp/mocks';
import {
  brokenWords,
  noSidewaysScroll,
  PHONE_GLOBALS,
  PHONE_VIEWPORT,
  reachesTouchSquare,
} from '@pp/ui/storybook';

import { formMessages } from '../shared/forms';
import { sessionEndAtom, type SessionEnd } from './atoms';
import { copy } from './copy';
import { LoginScreen } from './LoginScreen';
import { AuthRoutes, JUST_REGISTERED_PHONE, siteSettingHandler } from './storyKit';

const meta = {
  title: 'Auth/Login',
  component: LoginScreen,
  render: () => <AuthRoutes />,
  parameters: {
    fullPage: true,
    router: { initialEntries: ['/login'] },
    msw: { handlers: { player: [siteSettingHandler] } },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const phoneField = (canvas: Canvas) => canvas.getByLabelText(copy.fields.phone);
const passwordField = (canvas: Canvas) => canvas.getByLabelText(copy.fields.password);
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: copy.login.submit });

async function logIn(canvas: Canvas, username: string, password: string) {
  if (username) await userEvent.type(phoneField(canvas), username);
  if (password) await userEvent.type(passwordField(canvas), password);
  await userEvent.click(submitButton(canvas));
}

/** The server's answer in the alert above the form, with what was typed still in the fields. */
async function expectRejected(canvas: Canvas, message: string, username: string) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(phoneField(canvas)).toHaveValue(username);
  await expect(passwordField(canvas)).not.toHaveValue('');
  await expect(submitButton(canvas)).toBeEnabled();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Lucky Star' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: copy.login.title })).toBeVisible();
    await expect(canvas.getByText(copy.login.subtitle)).toBeVisible();
    await expect(phoneField(canvas)).toHaveValue('');
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: copy.login.forgot })).toHaveAttribute('href', '/forgot');
    await expect(canvas.getByRole('link', { name: copy.login.register })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('submitting an empty form asks for both fields', async () => {
      await userEvent.click(submitButton(canvas));
      await expect(await canvas.findByText(formMessages.phone.required)).toBeVisible();
      await expect(canvas.getByText(formMessages.password.required)).toBeVisible();
      await expect(phoneField(canvas)).toHaveAttribute('aria-invalid', 'true');
      await expect(phoneField(canvas)).toHaveFocus();
    });
    await step('typing clears the message', async () => {
      await userEvent.type(phoneField(canvas), demoLogins.player.username);
      await waitFor(() => expect(canvas.queryByText(formMessages.phone.required)).toBeNull());
      await expect(canvas.getByText(formMessages.password.required)).toBeVisible();
    });
  },
};

export const InvalidPhoneNumber: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('too few digits', async () => {
      await logIn(canvas, '08123', 'demo1234');
      await expect(await canvas.findByText(formMessages.phone.invalid)).toBeVisible();
    });
    await step('not a phone number nor a username', async () => {
      await userEvent.clear(phoneField(canvas));
      await userEvent.type(phoneField(canvas), 'a!');
      await userEvent.click(submitButton(canvas));
      await expect(await canvas.findByText(formMessages.phone.invalid)).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(passwordField(canvas), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: copy.fields.showPassword }));
    await expect(passwordField(canvas)).toHaveAttribute('type', 'text');
    await expect(passwordField(canvas)).toHaveValue('demo1234');
    await userEvent.click(canvas.getByRole('button', { name: copy.fields.hidePassword }));
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
  },
};

export const UnknownAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, '0800000000', 'demo1234');
    await expectRejected(canvas, copy.server.notfound, '0800000000');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, demoLogins.player.username, 'wrong-pass');
    await expectRejected(canvas, copy.server.wrongpass, demoLogins.player.username);
  },
};

export const BannedAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, demoLogins.banned.username, demoLogins.banned.password);
    await expectRejected(canvas, copy.server.banned, demoLogins.banned.username);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { account: accountScenarios.loginServerError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, demoLogins.player.username, demoLogins.player.password);
    await expectRejected(canvas, formMessages.requestFailed, demoLogins.player.username);
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { account: accountScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, demoLogins.player.username, demoLogins.player.password);
    await expectRejected(canvas, formMessages.requestFailed, demoLogins.player.username);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { account: accountScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, demoLogins.player.username, demoLogins.player.password);
    const button = submitButton(canvas);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.type(passwordField(canvas), '{Enter}');
    await expect(button).toBeDisabled();
    await expect(phoneField(canvas)).toHaveValue(demoLogins.player.username);
  },
};

export const LogsInToTheLandingPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, demoLogins.player.username, demoLogins.player.password);
    await expect(await canvas.findByTestId('destination')).toHaveTextContent('/dashboard/analytics');
    await expect(canvas.getByTestId('logged-in-as')).toHaveTextContent('สมชาย ใจดี');
  },
};

export const ReturnsToTheRequestedPage: Story = {
  parameters: { router: { initialEntries: ['/player/deposit'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: copy.login.title })).toBeVisible();
    await logIn(canvas, demoLogins.player.username, demoLogins.player.password);
    await expect(await canvas.findByTestId('destination')).toHaveTextContent('/player/deposit');
  },
};

export const AdminUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, demoLogins.admin.username, demoLogins.admin.password);
    await expect(await canvas.findByTestId('logged-in-as')).toHaveTextContent('ผู้ดูแลระบบ');
  },
};

export const AfterRegistration: Story = {
  parameters: { router: { initialEntries: ['/just-registered'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(copy.login.registered);
    await expect(phoneField(canvas)).toHaveValue(JUST_REGISTERED_PHONE);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sets why the last session ended, as the app does when a token expires or a call answers 401. */
function EndedSession({ reason, children }: { reason: SessionEnd; children: ReactNode }) {
  const store = useStore();
  useState(() => store.set(sessionEndAtom, reason));
  return children;
}

const endedBy =
  (reason: SessionEnd): Decorator =>
  (Story) => (
    <EndedSession reason={reason}>
      <Story />
    </EndedSession>
  );

export const SessionExpired: Story = {
  decorators: [endedBy('expired')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.login.expired)).toBeVisible();
    await logIn(canvas, demoLogins.player.username, demoLogins.player.password);
    await expect(await canvas.findByTestId('logged-in-as')).toBeVisible();
  },
};

export const LoggedOutInAnotherTab: Story = {
  decorators: [endedBy('elsewhere')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.login.elsewhere)).toBeVisible();
  },
};

/** The server locks a username after five failed logins in 15 minutes, even for the right password. */
export const LockedAfterFiveFailures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(phoneField(canvas), demoLogins.player.username);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await userEvent.clear(passwordField(canvas));
      await userEvent.type(passwordField(canvas), `wrong-${attempt}`);
      await userEvent.click(submitButton(canvas));
      await expect(await canvas.findByRole('alert')).toBeVisible();
      await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
    }
    await expectRejected(canvas, 'เข้าสู่ระบบผิดเกิน 5 ครั้ง', demoLogins.player.username);
    await userEvent.clear(passwordField(canvas));
    await userEvent.type(passwordField(canvas), demoLogins.player.password);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('กรุณารอ 15 นาที'));
    await expect(canvas.queryByTestId('logged-in-as')).toBeNull();
  },
};

/** A call answered that the account is banned or deleted (401 `account.disabled`) mid-session. */
export const AccountDisabled: Story = {
  decorators: [endedBy('banned')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.login.banned);
  },
};

export const LinksToRegisterAndForgot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: copy.login.register }));
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.register.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: copy.register.login }));
    await userEvent.click(await canvas.findByRole('link', { name: copy.login.forgot }));
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.forgot.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: copy.forgot.backToLogin }));
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.login.title })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await BannedAccount.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const toggle = canvas.getByRole('button', { name: copy.fields.showPassword }).getBoundingClientRect();
    const input = passwordField(canvas).getBoundingClientRect();
    await expect(toggle.right).toBeLessThanOrEqual(input.left + 1);
  },
};

export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await WrongPassword.play?.(context);
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};

/** On a phone: the dial pad for the number, the saved login offered, links a finger can hit. */
export const PhoneKeyboardAndTaps: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Lucky Star' });
    await step('the phone keyboard, and the password manager fills both fields', async () => {
      await expect(phoneField(canvas)).toHaveAttribute('inputmode', 'tel');
      await expect(phoneField(canvas)).toHaveAttribute('autocomplete', 'username');
      await expect(passwordField(canvas)).toHaveAttribute('autocomplete', 'current-password');
    });
    await step('staff switch to the letter keyboard for a username, and back', async () => {
      const toLetters = canvas.getByRole('button', { name: copy.fields.lettersKeyboard });
      await userEvent.click(toLetters);
      await expect(phoneField(canvas)).toHaveAttribute('inputmode', 'text');
      await waitFor(() => expect(phoneField(canvas)).toHaveFocus());
      await userEvent.keyboard('admin');
      await expect(phoneField(canvas)).toHaveValue('admin');
      await userEvent.click(canvas.getByRole('button', { name: copy.fields.digitsKeyboard }));
      await expect(phoneField(canvas)).toHaveAttribute('inputmode', 'tel');
      await expect(phoneField(canvas)).toHaveValue('admin');
    });
    await step('forgot password, register and the keyboard switch take a 44 px tap', async () => {
      await expect(
        reachesTouchSquare(canvas.getByRole('button', { name: copy.fields.lettersKeyboard })),
      ).toBe(true);
      for (const name of [copy.login.forgot, copy.login.register]) {
        await expect(reachesTouchSquare(canvas.getByRole('link', { name }))).toBe(true);
      }
    });
    await expect(await brokenWords(canvasElement)).toEqual([]);
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
