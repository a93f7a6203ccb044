/**
 * The login form, and `/login` that shows it on the guest layout. One module, so the login page's
 * first load stays one chunk although the template's login pages use the form too.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';

import { FieldAdornment, FormPasswordField, FormTextField, touchTarget } from '@pp/ui';
import { applyServerError } from '../shared/forms/applyServerError';
import { lazyResolver } from '../shared/forms/lazyResolver';
import { paths } from '../shared/routes/paths';
import { preloadAccountCalls, useLogin } from './actions';
import { sessionEndAtom } from './atoms';
import { AuthLayout } from './components/AuthLayout';
import { loginCopy as copy } from './loginCopy';
import { readLoginState, redirectTarget } from './redirect';
import type { LoginValues } from './schemas';
import { RouteLink } from './components/RouteLink';

// Shown only after a registration, a session's end or a refused login: not on the first load.
const LoginNotice = lazy(() => import('./components/LoginNotice'));

/**
 * The login schema (yup) arrives just after the first paint, like the account calls: the page's
 * first load is budgeted (DESIGN.md). A submit before it is there waits for it.
 */
const loginResolver = lazyResolver<LoginValues, LoginValues>(async () => {
  const [{ yupResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/yup'),
    import('./schemas'),
  ]);
  return yupResolver(loginSchema);
});
const emptyLoginValues: LoginValues = { username: '', password: '' };

export interface LoginFormProps {
  /** Where "forgot password" leads (the template's variants link their own forgot page). */
  forgotPath?: string;
}

/**
 * The login form of /login and of the template's login pages: phone (or staff username) and
 * password. A rejected login shows the server's Thai reason above the form and keeps what was
 * typed; success goes back where the guard sent the user from, else to the landing page.
 */
export function LoginForm({ forgotPath = paths.guest.forgot }: LoginFormProps) {
  const logIn = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => readLoginState(location.state));
  const [showRegistered, setShowRegistered] = useState(initial.registered);
  // The session ended by itself (expired, 401, logged out in another tab): the page says why.
  const sessionEnd = useAtomValue(sessionEndAtom);

  useEffect(() => {
    void loginResolver.preload();
    void preloadAccountCalls();
  }, []);

  // The phone field opens the number pad (inputmode tel); a staff username has letters, so a
  // button beside it switches the keyboard. The field is left and re-entered: phones read
  // inputmode when a field takes the focus.
  const [letters, setLetters] = useState(false);

  const { control, handleSubmit, setError, setFocus, formState } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { ...emptyLoginValues, username: initial.username },
  });
  const serverError = formState.errors.root?.server?.message;
  const switchKeyboard = () => {
    flushSync(() => setLetters((on) => !on));
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setFocus('username');
  };

  const onSubmit = async (values: LoginValues) => {
    setShowRegistered(false);
    try {
      await logIn.run(values);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      applyServerError(setError, error);
    }
  };

  return (
    <>
      <Suspense fallback={null}>
        {showRegistered && <LoginNotice kind="registered" />}
        {sessionEnd && !serverError && <LoginNotice kind="sessionEnd" reason={sessionEnd} />}
        {serverError && <LoginNotice kind="refused" message={serverError} />}
      </Suspense>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <FormTextField
            control={control}
            name="username"
            label={copy.fields.phone}
            autoComplete="username"
            inputMode={letters ? 'text' : 'tel'}
            endAdornment={
              <FieldAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={letters ? copy.fields.digitsKeyboard : copy.fields.lettersKeyboard}
                  onClick={switchKeyboard}
                  onMouseDown={(event) => event.preventDefault()}
                  sx={{ ...touchTarget, fontSize: '0.75rem', fontWeight: 600, letterSpacing: 0.5 }}
                >
                  <span aria-hidden>{letters ? '123' : 'ABC'}</span>
                </IconButton>
              </FieldAdornment>
            }
          />
          <FormPasswordField
            control={control}
            name="password"
            label={copy.fields.password}
            autoComplete="current-password"
            toggleLabels={{ show: copy.fields.showPassword, hide: copy.fields.hidePassword }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <RouteLink to={forgotPath} variant="body2" fontWeight={500}>
              {copy.login.forgot}
            </RouteLink>
          </Box>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            loading={formState.isSubmitting || logIn.isPending}
            loadingPosition="start"
            startIcon={<IconLogin2 stroke={1.8} />}
          >
            {copy.login.submit}
          </Button>
        </Box>
      </Box>
    </>
  );
}

/**
 * `/login`: phone (or staff username) and password (`LoginForm`, shared with the template's login
 * pages) on the guest layout.
 */
export function LoginScreen() {
  return (
    <AuthLayout
      title={copy.login.title}
      subtitle={copy.login.subtitle}
      footer={
        <Typography variant="body2">
          {copy.login.noAccount} <RouteLink to={paths.guest.register}>{copy.login.register}</RouteLink>
        </Typography>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
