import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconLogin2 } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { loginAtom } from './atoms';
import { AuthLayout } from './components/AuthLayout';
import { FormAlert } from './components/FormAlert';
import { FormPasswordField, FormTextField } from './components/FormFields';
import { copy } from './copy';
import { isCancelled, userMessage } from './errors';
import { readLoginState, redirectTarget } from './redirect';
import { emptyLoginValues, loginSchema, type LoginValues } from './schemas';
import { useSingleRequest } from '../shared/forms/useSingleRequest';

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

  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { ...emptyLoginValues, username: initial.username },
  });

  const onSubmit = async (values: LoginValues) => {
    const signal = request.begin();
    if (!signal) return;
    setServerError(null);
    setShowRegistered(false);
    try {
      await login({ username: values.username, password: values.password }, signal);
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
          {copy.login.noAccount}{' '}
          <Link component={RouterLink} to="/register" sx={{ color: 'secondary.main', fontWeight: 600 }}>
            {copy.login.register}
          </Link>
        </Typography>
      }
    >
      {showRegistered && <FormAlert severity="success">{copy.login.registered}</FormAlert>}
      {serverError && <FormAlert severity="error">{serverError}</FormAlert>}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="username"
            label={copy.fields.phone}
            autoComplete="username"
          />
          <FormPasswordField
            control={control}
            name="password"
            label={copy.fields.password}
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Link
              component={RouterLink}
              to="/forgot"
              variant="body2"
              sx={{ color: 'secondary.main', fontWeight: 500 }}
            >
              {copy.login.forgot}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            loading={formState.isSubmitting}
            loadingPosition="start"
            startIcon={<IconLogin2 stroke={1.8} />}
          >
            {copy.login.submit}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
