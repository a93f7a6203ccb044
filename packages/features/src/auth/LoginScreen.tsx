import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconLogin2 } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { TextInput } from '@pp/ui';
import { useLocation, useNavigate } from 'react-router-dom';

import { loginAtom } from './actions';
import { AuthLayout } from './components/AuthLayout';
import { PasswordField } from './components/PasswordField';
import { RouteLink } from './components/RouteLink';
import { copy } from './copy';
import { isCancelled, userMessage } from './errors';
import { paths } from '../shared/routes/paths';
import { readLoginState, redirectTarget } from './redirect';
import { emptyLoginValues, loginRequestOf, validateLogin, type LoginValues } from './validation';
import { useSingleRequest } from '../shared/forms/useSingleRequest';
import { useTextForm } from '../shared/forms/useTextForm';

// Shown only after a registration or a refused login: not on the first load of the page.
const FormAlert = lazy(async () => ({ default: (await import('./components/FormAlert')).FormAlert }));

/**
 * `/login`: phone (or staff username) and password. A rejected login shows the server's Thai reason
 * above the form and keeps what was typed; success goes back where the guard sent the user from.
 */
export function LoginScreen() {
  const login = useSetAtom(loginAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => readLoginState(location.state));
  const [showRegistered, setShowRegistered] = useState(initial.registered);
  const [serverError, setServerError] = useState<string | null>(null);
  const request = useSingleRequest();

  const form = useTextForm<LoginValues>({
    defaultValues: { ...emptyLoginValues, username: initial.username },
    validate: validateLogin,
  });

  const onSubmit = async (values: LoginValues) => {
    const signal = request.begin();
    if (!signal) return;
    setServerError(null);
    setShowRegistered(false);
    try {
      await login(loginRequestOf(values), signal);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      if (!signal.aborted && !isCancelled(error)) setServerError(userMessage(error));
    } finally {
      request.end(signal);
    }
  };

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
      <Suspense fallback={null}>
        {showRegistered && <FormAlert severity="success">{copy.login.registered}</FormAlert>}
        {serverError && <FormAlert severity="error">{serverError}</FormAlert>}
      </Suspense>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <TextInput
            {...form.field('username')}
            fullWidth
            label={copy.fields.phone}
            autoComplete="username"
          />
          <PasswordField
            {...form.field('password')}
            fullWidth
            label={copy.fields.password}
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <RouteLink to={paths.guest.forgot} variant="body2" fontWeight={500}>
              {copy.login.forgot}
            </RouteLink>
          </Box>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            loading={form.isSubmitting}
            loadingPosition="start"
            startIcon={<IconLogin2 stroke={1.8} />}
          >
            {copy.login.submit}
          </Button>
        </Box>
      </Box>
    </AuthLayout>
  );
}
