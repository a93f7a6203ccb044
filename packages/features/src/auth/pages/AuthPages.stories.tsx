import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { demoLogins } from '@pp/mocks';
import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';

import { hydrate } from '../../../../../.storybook/parameters';
import { formMessages } from '../../shared/forms';
import { codeMessages } from '../../shared/forms/code';
import { paths, pathTo, type AuthPageKind } from '../../shared/routes/paths';
import { copy } from '../copy';
import { siteSettingHandler } from '../storyKit';
import { DEMO_CODE, pagesCopy, RESEND_COOLDOWN_SECONDS } from './copy';
import { authPagesTickingAtom } from './motion';
import { AuthPagesRoutes } from './storyKit';

/**
 * The template's authentication pages (`/pages/login/login1` and the rest): six kinds in three
 * layouts, public, around the real guest pages' forms. The clock is stopped (cooldowns stay put).
 */
const meta = {
  title: 'Pages/Authentication',
  render: () => <AuthPagesRoutes />,
  parameters: {
    fullPage: true,
    router: { initialEntries: [pathTo.authPage('login', 1)] },
    msw: { handlers: { player: [siteSettingHandler] } },
    jotai: { values: [hydrate(authPagesTickingAtom, false)] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type Layout = 1 | 2 | 3;

const at = (kind: AuthPageKind, layout: Layout) => ({
  router: { initialEntries: [pathTo.authPage(kind, layout)] },
});
const heading = async (canvas: Canvas, name: string) =>
  expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
/** Nothing reaches past the 375 px window sideways. */
const fitsThePhone = async () => {
  await expect(window.innerWidth).toBe(375);
  await noSidewaysScroll(document.documentElement, { within: 375 });
};
const promoRegion = (canvas: Canvas) => canvas.queryByRole('region', { name: pagesCopy.promo.region });

// ---- Login -------------------------------------------------------------------------------------

const loginPage = (layout: Layout): Story => ({
  parameters: at('login', layout),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.login.title);
    await expect(await canvas.findByRole('img', { name: 'Lucky Star' })).toBeVisible();
    await expect(canvas.getByLabelText(copy.fields.phone)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: copy.login.forgot })).toHaveAttribute(
      'href',
      pathTo.authPage('forgot-password', layout),
    );
    await expect(canvas.getByRole('link', { name: pagesCopy.links.register })).toHaveAttribute(
      'href',
      pathTo.authPage('register', layout),
    );
  },
});

/** Layout 1: the card on the decorated page. */
export const Login1 = loginPage(1);

/** Layout 2: the split screen, its promotions beside the form; a dot picks a promotion. */
export const Login2: Story = {
  parameters: at('login', 2),
  play: async (context) => {
    await loginPage(2).play?.(context);
    const canvas = within(context.canvasElement);
    const region = promoRegion(canvas);
    await expect(region).toBeVisible();
    const slides = pagesCopy.promo.slides;
    await expect(canvas.getByRole('heading', { level: 2, name: slides[0].title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: pagesCopy.promo.show(2) }));
    await expect(canvas.getByRole('heading', { level: 2, name: slides[1].title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: pagesCopy.promo.show(2) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: pagesCopy.promo.show(1) }));
    await userEvent.click(canvas.getByRole('button', { name: pagesCopy.promo.pause }));
    await expect(canvas.getByRole('button', { name: pagesCopy.promo.play })).toBeVisible();
  },
};

/** Layout 3: the card with the picture beside the form, over waves. */
export const Login3: Story = {
  parameters: at('login', 3),
  play: async (context) => {
    await loginPage(3).play?.(context);
    await expect(within(context.canvasElement).getByText(pagesCopy.side.title)).toBeVisible();
  },
};

/** The real login: the demo player logs in through the account API and lands on the landing page. */
export const Login1LogsIn: Story = {
  parameters: at('login', 1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.login.title);
    await userEvent.type(canvas.getByLabelText(copy.fields.phone), demoLogins.player.username);
    await userEvent.type(canvas.getByLabelText(copy.fields.password), demoLogins.player.password);
    await userEvent.click(canvas.getByRole('button', { name: copy.login.submit }));
    await expect(await canvas.findByTestId('destination')).toHaveTextContent(paths.home.dashboard);
    await expect(canvas.getByTestId('logged-in-as')).toHaveTextContent('สมชาย ใจดี');
  },
};

/** The login form's own errors: both fields required, then the server's refusal above the form. */
export const Login2FormErrors: Story = {
  parameters: at('login', 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.login.title);
    await userEvent.click(canvas.getByRole('button', { name: copy.login.submit }));
    await expect(await canvas.findByText(formMessages.phone.required)).toBeVisible();
    await expect(canvas.getByText(formMessages.password.required)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(copy.fields.phone), demoLogins.player.username);
    await userEvent.type(canvas.getByLabelText(copy.fields.password), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: copy.login.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.server.wrongpass);
  },
};

export const Login2Dark: Story = { ...Login2, globals: { mode: 'dark' } };

export const Login3RightToLeft: Story = {
  ...Login3,
  globals: { direction: 'rtl' },
  play: async (context) => {
    await Login3.play?.(context);
    const canvas = within(context.canvasElement);
    const field = canvas.getByLabelText(copy.fields.password).getBoundingClientRect();
    const toggle = canvas.getByRole('button', { name: copy.fields.showPassword }).getBoundingClientRect();
    await expect(toggle.right).toBeLessThanOrEqual(field.left + 1);
  },
};

/** On a phone the split screen is the form alone: the brand panel is left out. */
export const Login2Mobile: Story = {
  parameters: { ...at('login', 2), viewport: PHONE_VIEWPORT },
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.login.title);
    // Left out of the page (display: none), so out of the accessibility tree as well.
    await expect(promoRegion(canvas)).toBeNull();
    await fitsThePhone();
  },
};

// ---- Register ----------------------------------------------------------------------------------

const registerPage = (layout: Layout): Story => ({
  parameters: at('register', layout),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.register.title);
    await expect(canvas.getByRole('heading', { level: 2, name: copy.register.bankSection })).toBeVisible();
    await expect(canvas.getByRole('link', { name: pagesCopy.links.login })).toHaveAttribute(
      'href',
      pathTo.authPage('login', layout),
    );
  },
});

export const Register1 = registerPage(1);
export const Register2 = registerPage(2);
export const Register3 = registerPage(3);

/** The register form's validation: every field required, then passwords that differ. */
export const Register2Validation: Story = {
  parameters: at('register', 2),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.register.title);
    const submit = canvas.getByRole('button', { name: copy.register.submit });
    await step('an empty form asks for every required field', async () => {
      await userEvent.click(submit);
      await expect(await canvas.findByText(formMessages.bank.required)).toBeVisible();
      await expect(canvas.getByLabelText(copy.fields.phone)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText(copy.fields.bookNumber)).toHaveAccessibleDescription(
        formMessages.bank.numberRequired,
      );
    });
    await step('passwords that differ', async () => {
      await userEvent.type(canvas.getByLabelText(copy.fields.password), 'secret12');
      await userEvent.type(canvas.getByLabelText(copy.fields.confirmPassword), 'secret13');
      await userEvent.click(submit);
      await waitFor(() =>
        expect(canvas.getByLabelText(copy.fields.confirmPassword)).toHaveAccessibleDescription(
          formMessages.password.differ,
        ),
      );
    });
  },
};

/** A registration through the account API, then this layout's login with the success message. */
export const Register3Registers: Story = {
  parameters: at('register', 3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.register.title);
    await userEvent.type(canvas.getByLabelText(copy.fields.phone), '0861112222');
    await userEvent.type(canvas.getByLabelText(copy.fields.password), 'secret12');
    await userEvent.type(canvas.getByLabelText(copy.fields.confirmPassword), 'secret12');
    await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(copy.fields.bank) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'ไทยพาณิชย์' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.type(canvas.getByLabelText(copy.fields.bookNumber), '1234567890');
    await userEvent.type(canvas.getByLabelText(copy.fields.bookName), 'มานี มีนา');
    await userEvent.click(canvas.getByRole('button', { name: copy.register.submit }));
    await heading(canvas, copy.login.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(copy.login.registered);
    await expect(canvas.getByLabelText(copy.fields.phone)).toHaveValue('0861112222');
    await expect(canvas.getByRole('link', { name: pagesCopy.links.register })).toHaveAttribute(
      'href',
      pathTo.authPage('register', 3),
    );
  },
};

export const Register3Mobile: Story = {
  parameters: { ...at('register', 3), viewport: PHONE_VIEWPORT },
  globals: PHONE_GLOBALS,
  play: async (context) => {
    await registerPage(3).play?.(context);
    await expect(within(context.canvasElement).queryByText(pagesCopy.side.title)).not.toBeVisible();
    await fitsThePhone();
  },
};

// ---- Forgot password ---------------------------------------------------------------------------

const forgotPage = (layout: Layout): Story => ({
  parameters: at('forgot-password', layout),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, copy.forgot.title);
    await expect(canvas.getByLabelText(copy.fields.phone)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: pagesCopy.links.backToLogin })).toHaveAttribute(
      'href',
      pathTo.authPage('login', layout),
    );
  },
});

export const ForgotPassword1 = forgotPage(1);
export const ForgotPassword2 = forgotPage(2);

/** The forgot form's answer: no reset call exists, so the page says to contact the admin. */
export const ForgotPassword3: Story = {
  parameters: at('forgot-password', 3),
  play: async (context) => {
    await forgotPage(3).play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.forgot.submit }));
    await expect(await canvas.findByText(formMessages.phone.required)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(copy.fields.phone), '0812345678');
    await userEvent.click(canvas.getByRole('button', { name: copy.forgot.submit }));
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.forgot.doneTitle })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: copy.forgot.backToLogin })).toHaveAttribute(
      'href',
      pathTo.authPage('login', 3),
    );
  },
};

// ---- Check mail --------------------------------------------------------------------------------

const checkMailPage = (layout: Layout): Story => ({
  parameters: at('check-mail', layout),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, pagesCopy.checkMail.title);
    await expect(canvas.getByRole('link', { name: pagesCopy.checkMail.openMail })).toHaveAttribute(
      'href',
      'mailto:',
    );
    await expect(canvas.getByRole('button', { name: pagesCopy.checkMail.resend })).toBeEnabled();
    await expect(canvas.getByText(pagesCopy.demoNote)).toBeVisible();
  },
});

export const CheckMail1 = checkMailPage(1);
export const CheckMail3 = checkMailPage(3);

/** Sending again starts the cooldown: the button waits and counts, a status line confirms. */
export const CheckMail2: Story = {
  parameters: at('check-mail', 2),
  play: async (context) => {
    await checkMailPage(2).play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pagesCopy.checkMail.resend }));
    const waiting = canvas.getByRole('button', { name: pagesCopy.resendIn(RESEND_COOLDOWN_SECONDS) });
    await expect(waiting).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(pagesCopy.checkMail.resent);
  },
};

// ---- Reset password ----------------------------------------------------------------------------

const strengthBar = (canvas: Canvas, level: number) =>
  canvas.getByRole('progressbar', { name: pagesCopy.reset.strength(pagesCopy.reset.levels[level] ?? '') });

const resetPage = (layout: Layout): Story => ({
  parameters: at('reset-password', layout),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, pagesCopy.reset.title);
    await expect(strengthBar(canvas, 0)).toHaveAttribute('aria-valuenow', '0');
  },
});

export const ResetPassword2 = resetPage(2);
export const ResetPassword3 = resetPage(3);

/** The meter follows what is typed; a confirmation that differs is refused; a good pair is saved. */
export const ResetPassword1: Story = {
  parameters: at('reset-password', 1),
  play: async (context) => {
    await resetPage(1).play?.(context);
    const { step } = context;
    const canvas = within(context.canvasElement);
    const password = canvas.getByLabelText(pagesCopy.reset.password);
    const confirm = canvas.getByLabelText(pagesCopy.reset.confirm);
    await step('the strength grows with the password', async () => {
      await userEvent.type(password, 'abc');
      await expect(strengthBar(canvas, 1)).toHaveAttribute('aria-valuenow', '25');
      await userEvent.type(password, 'Def12345!');
      await expect(strengthBar(canvas, 4)).toHaveAttribute('aria-valuenow', '100');
      await expect(canvas.getByText(pagesCopy.reset.strength('แข็งแรง'))).toBeVisible();
    });
    await step('a confirmation that differs is refused', async () => {
      await userEvent.type(confirm, 'abcDef12345?');
      await userEvent.click(canvas.getByRole('button', { name: pagesCopy.reset.submit }));
      await waitFor(() => expect(confirm).toHaveAccessibleDescription(formMessages.password.differ));
    });
    await step('the same password again is saved', async () => {
      await userEvent.clear(confirm);
      await userEvent.type(confirm, 'abcDef12345!');
      await userEvent.click(canvas.getByRole('button', { name: pagesCopy.reset.submit }));
      await expect(
        await canvas.findByRole('heading', { level: 2, name: pagesCopy.reset.doneTitle }),
      ).toHaveFocus();
      await expect(canvas.getByRole('link', { name: pagesCopy.links.backToLogin })).toHaveAttribute(
        'href',
        pathTo.authPage('login', 1),
      );
    });
  },
};

export const ResetPassword2Dark: Story = { ...ResetPassword2, globals: { mode: 'dark' } };

// ---- Code verification -------------------------------------------------------------------------

const digitBox = (canvas: Canvas, position: number) =>
  canvas.getByRole('textbox', { name: pagesCopy.code.digit(position, 6) });
const boxValues = (canvas: Canvas) =>
  [1, 2, 3, 4, 5, 6].map((position) => (digitBox(canvas, position) as HTMLInputElement).value);

const codePage = (layout: Layout): Story => ({
  parameters: at('code-verification', layout),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, pagesCopy.code.title);
    await expect(canvas.getByRole('group', { name: pagesCopy.code.label })).toBeVisible();
    const first = digitBox(canvas, 1);
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(pagesCopy.code.demoCode(DEMO_CODE))).toBeVisible();
  },
});

export const CodeVerification2 = codePage(2);
export const CodeVerification3 = codePage(3);

/** Typing moves forward, Backspace back, arrows move, a pasted code fills every box, the demo code passes. */
export const CodeVerification1: Story = {
  parameters: at('code-verification', 1),
  play: async (context) => {
    await codePage(1).play?.(context);
    const { step } = context;
    const canvas = within(context.canvasElement);
    await step('typing fills the boxes one after another', async () => {
      await userEvent.click(digitBox(canvas, 1));
      await userEvent.keyboard('135');
      await expect(boxValues(canvas)).toEqual(['1', '3', '5', '', '', '']);
      await expect(digitBox(canvas, 4)).toHaveFocus();
    });
    await step('Backspace on an empty box goes back and clears it', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(digitBox(canvas, 3)).toHaveFocus();
      await expect(boxValues(canvas)).toEqual(['1', '3', '', '', '', '']);
    });
    await step('the arrow keys move between the boxes', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(digitBox(canvas, 2)).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(digitBox(canvas, 3)).toHaveFocus();
    });
    await step('an unfinished or wrong code is refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: pagesCopy.code.submit }));
      await expect(await canvas.findByText(codeMessages.invalid(6))).toBeVisible();
      await expect(digitBox(canvas, 1)).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(digitBox(canvas, 1));
      await userEvent.paste('111111');
      await userEvent.click(canvas.getByRole('button', { name: pagesCopy.code.submit }));
      await expect(await canvas.findByText(codeMessages.wrong)).toBeVisible();
    });
    await step('a pasted code fills every box', async () => {
      await userEvent.click(digitBox(canvas, 3));
      await userEvent.paste(`${DEMO_CODE.slice(0, 3)} ${DEMO_CODE.slice(3)}`);
      await expect(boxValues(canvas)).toEqual([...DEMO_CODE]);
      await expect(digitBox(canvas, 6)).toHaveFocus();
    });
    await step('the demo code passes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: pagesCopy.code.submit }));
      await expect(
        await canvas.findByRole('heading', { level: 2, name: pagesCopy.code.doneTitle }),
      ).toHaveFocus();
    });
  },
};

/** Asking for a new code starts the cooldown. */
export const CodeVerification3Resend: Story = {
  parameters: at('code-verification', 3),
  play: async (context) => {
    await codePage(3).play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pagesCopy.code.resend }));
    await expect(
      canvas.getByRole('button', { name: pagesCopy.resendIn(RESEND_COOLDOWN_SECONDS) }),
    ).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(pagesCopy.code.resent);
  },
};

/** Right to left, the code still reads left to right: box 1 is the leftmost. */
export const CodeVerification2RightToLeft: Story = {
  ...CodeVerification2,
  globals: { direction: 'rtl' },
  play: async (context) => {
    await CodeVerification2.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(digitBox(canvas, 1).getBoundingClientRect().left).toBeLessThan(
      digitBox(canvas, 6).getBoundingClientRect().left,
    );
  },
};

export const CodeVerification1Mobile: Story = {
  parameters: { ...at('code-verification', 1), viewport: PHONE_VIEWPORT },
  globals: PHONE_GLOBALS,
  play: async (context) => {
    await codePage(1).play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(digitBox(canvas, 1));
    await userEvent.paste(DEMO_CODE);
    await expect(boxValues(canvas)).toEqual([...DEMO_CODE]);
    await fitsThePhone();
  },
};

export const CodeVerification3Dark: Story = { ...CodeVerification3, globals: { mode: 'dark' } };
