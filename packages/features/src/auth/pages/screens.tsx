/**
 * The template's authentication pages (issue 18): six kinds, each in the template's three layouts
 * (`AuthPageLayout`), public and outside the main layout. Login, register and forgot password are
 * the real guest pages' forms (`LoginForm`, `RegisterForm`, `ForgotPhoneForm`: same fields, same
 * validation, same account API); check mail, reset password and code verification are the
 * template's demo steps (nothing is sent: the pages say so). One lazy chunk for the 18 (`routes.ts`).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormCodeField, FormPasswordField, PasswordStrengthMeter } from '@pp/ui';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { codeMessages } from '../../shared/forms/code';
import { passwordStrength } from '../../shared/forms/passwordStrength';
import { pathTo } from '../../shared/routes/paths';
import { ContactAdmin, ForgotPhoneForm, useForgotForm } from '../components/ForgotForm';
import { LoginForm } from '../LoginScreen';
import { RegisterForm } from '../components/RegisterForm';
import { RouteLink } from '../components/RouteLink';
import { StepBadge } from '../components/StepHeader';
import { copy } from '../copy';
import { AuthPageLayout, type AuthLayoutVariant } from './components/AuthPageLayout';
import { DemoNote, DonePanel, ResendButton } from './components/Panels';
import { DEMO_CODE, pagesCopy, RESEND_COOLDOWN_SECONDS } from './copy';
import {
  CODE_LENGTH,
  codeVerificationSchema,
  resetPasswordSchema,
  type CodeVerificationValues,
  type ResetPasswordValues,
} from './schemas';

/** The page of `kind` in the same layout: the pages of one layout link to each other. */
const pathOf = pathTo.authPage;

interface PageProps {
  layout: AuthLayoutVariant;
}

/** A footer line: a question and the link that answers it. */
function FooterLink({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      {question} <RouteLink to={to}>{children}</RouteLink>
    </Typography>
  );
}

function BackToLogin({ layout }: PageProps) {
  return (
    <FooterLink question={pagesCopy.links.rememberPassword} to={pathOf('login', layout)}>
      {pagesCopy.links.backToLogin}
    </FooterLink>
  );
}

/** Login: the real login form; it logs in through the account API and opens the landing page. */
function LoginPage({ layout }: PageProps) {
  return (
    <AuthPageLayout
      layout={layout}
      title={copy.login.title}
      subtitle={copy.login.subtitle}
      footer={
        <FooterLink question={pagesCopy.links.noAccount} to={pathOf('register', layout)}>
          {pagesCopy.links.register}
        </FooterLink>
      }
    >
      <LoginForm forgotPath={pathOf('forgot-password', layout)} />
    </AuthPageLayout>
  );
}

/** Register: the real registration form; it registers through the account API, then opens this layout's login. */
function RegisterPage({ layout }: PageProps) {
  return (
    <AuthPageLayout
      layout={layout}
      wide
      title={copy.register.title}
      subtitle={copy.register.subtitle}
      footer={
        <FooterLink question={pagesCopy.links.haveAccount} to={pathOf('login', layout)}>
          {pagesCopy.links.login}
        </FooterLink>
      }
    >
      <RegisterForm loginPath={pathOf('login', layout)} />
    </AuthPageLayout>
  );
}

/** Forgot password: the real forgot form, and its honest answer (contact the admin). */
function ForgotPasswordPage({ layout }: PageProps) {
  const [submittedPhone, setSubmittedPhone] = useState<string | null>(null);
  const form = useForgotForm();
  return (
    <AuthPageLayout
      layout={layout}
      title={copy.forgot.title}
      subtitle={submittedPhone === null ? copy.forgot.subtitle : undefined}
      footer={submittedPhone === null ? <BackToLogin layout={layout} /> : undefined}
    >
      {submittedPhone === null ? (
        <ForgotPhoneForm form={form} onSubmit={setSubmittedPhone} />
      ) : (
        <ContactAdmin
          phone={submittedPhone}
          loginPath={pathOf('login', layout)}
          onChangePhone={() => setSubmittedPhone(null)}
        />
      )}
    </AuthPageLayout>
  );
}

/** Check mail: the reset link went out; open the mail app, or send it again after a wait. */
function CheckMailPage({ layout }: PageProps) {
  return (
    <AuthPageLayout
      layout={layout}
      title={pagesCopy.checkMail.title}
      subtitle={pagesCopy.checkMail.subtitle}
      footer={<BackToLogin layout={layout} />}
    >
      <Stack spacing={2.5}>
        <StepBadge icon={IconMailOpened} />
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', textWrap: 'pretty' }}>
          {pagesCopy.checkMail.hint}
        </Typography>
        <Button
          href="mailto:"
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          startIcon={<IconMail stroke={1.8} />}
        >
          {pagesCopy.checkMail.openMail}
        </Button>
        <ResendButton
          label={pagesCopy.checkMail.resend}
          sentLabel={pagesCopy.checkMail.resent}
          seconds={RESEND_COOLDOWN_SECONDS}
        />
        <DemoNote />
      </Stack>
    </AuthPageLayout>
  );
}

const emptyReset: ResetPasswordValues = { password: '', confirmPassword: '' };

/** Reset password: the new one with its strength, and the same again (the register form's rules). */
function ResetPasswordPage({ layout }: PageProps) {
  const [done, setDone] = useState(false);
  const { control, handleSubmit } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: emptyReset,
  });
  const password = useWatch({ control, name: 'password' });
  const level = passwordStrength(password);
  const toggleLabels = { show: copy.fields.showPassword, hide: copy.fields.hidePassword };
  return (
    <AuthPageLayout
      layout={layout}
      title={pagesCopy.reset.title}
      subtitle={done ? undefined : pagesCopy.reset.subtitle}
      footer={done ? undefined : <BackToLogin layout={layout} />}
    >
      {done ? (
        <DonePanel
          title={pagesCopy.reset.doneTitle}
          text={pagesCopy.reset.doneText}
          loginPath={pathOf('login', layout)}
        />
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(() => setDone(true))}>
          <Stack spacing={2.5}>
            <Stack spacing={1}>
              <FormPasswordField
                control={control}
                name="password"
                label={pagesCopy.reset.password}
                helperText={pagesCopy.reset.hint}
                autoComplete="new-password"
                toggleLabels={toggleLabels}
              />
              <PasswordStrengthMeter
                level={level}
                label={pagesCopy.reset.strength(pagesCopy.reset.levels[level])}
              />
            </Stack>
            <FormPasswordField
              control={control}
              name="confirmPassword"
              label={pagesCopy.reset.confirm}
              autoComplete="new-password"
              toggleLabels={toggleLabels}
            />
            <Button type="submit" variant="contained" color="secondary" size="large" fullWidth>
              {pagesCopy.reset.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthPageLayout>
  );
}

/** Code verification: six boxes for the SMS code, checked against the demo code. */
function CodeVerificationPage({ layout }: PageProps) {
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setError } = useForm<CodeVerificationValues>({
    resolver: yupResolver(codeVerificationSchema),
    defaultValues: { code: '' },
  });
  const verify = ({ code }: CodeVerificationValues) => {
    if (code === DEMO_CODE) setDone(true);
    else setError('code', { type: 'server', message: codeMessages.wrong }, { shouldFocus: true });
  };
  return (
    <AuthPageLayout
      layout={layout}
      title={pagesCopy.code.title}
      subtitle={done ? undefined : pagesCopy.code.subtitle(pagesCopy.code.maskedPhone)}
      footer={
        done ? undefined : (
          <RouteLink to={pathOf('login', layout)} variant="body2">
            {pagesCopy.links.backToLogin}
          </RouteLink>
        )
      }
    >
      {done ? (
        <DonePanel
          title={pagesCopy.code.doneTitle}
          text={pagesCopy.code.doneText}
          loginPath={pathOf('login', layout)}
        />
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(verify)}>
          <Stack spacing={2.5}>
            <FormCodeField
              control={control}
              name="code"
              length={CODE_LENGTH}
              label={pagesCopy.code.label}
              digitLabel={pagesCopy.code.digit}
            />
            <Button type="submit" variant="contained" color="secondary" size="large" fullWidth>
              {pagesCopy.code.submit}
            </Button>
            <ResendButton
              prefix={pagesCopy.code.noCode}
              label={pagesCopy.code.resend}
              sentLabel={pagesCopy.code.resent}
              seconds={RESEND_COOLDOWN_SECONDS}
            />
            <DemoNote>{pagesCopy.code.demoCode(DEMO_CODE)}</DemoNote>
          </Stack>
        </Box>
      )}
    </AuthPageLayout>
  );
}

export const Login1 = () => <LoginPage layout={1} />;
export const Login2 = () => <LoginPage layout={2} />;
export const Login3 = () => <LoginPage layout={3} />;
export const Register1 = () => <RegisterPage layout={1} />;
export const Register2 = () => <RegisterPage layout={2} />;
export const Register3 = () => <RegisterPage layout={3} />;
export const ForgotPassword1 = () => <ForgotPasswordPage layout={1} />;
export const ForgotPassword2 = () => <ForgotPasswordPage layout={2} />;
export const ForgotPassword3 = () => <ForgotPasswordPage layout={3} />;
export const CheckMail1 = () => <CheckMailPage layout={1} />;
export const CheckMail2 = () => <CheckMailPage layout={2} />;
export const CheckMail3 = () => <CheckMailPage layout={3} />;
export const ResetPassword1 = () => <ResetPasswordPage layout={1} />;
export const ResetPassword2 = () => <ResetPasswordPage layout={2} />;
export const ResetPassword3 = () => <ResetPasswordPage layout={3} />;
export const CodeVerification1 = () => <CodeVerificationPage layout={1} />;
export const CodeVerification2 = () => <CodeVerificationPage layout={2} />;
export const CodeVerification3 = () => <CodeVerificationPage layout={3} />;
