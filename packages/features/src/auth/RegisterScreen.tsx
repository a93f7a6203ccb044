import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconUserPlus } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';

import { registerAtom } from './actions';
import { bankName, THAI_BANKS } from './banks';
import { AuthLayout } from './components/AuthLayout';
import { FormAlert } from './components/FormAlert';
import { FormPasswordField, FormTextField } from './components/FormFields';
import { copy } from './copy';
import { isCancelled, registerErrorFields, userMessage } from './errors';
import { emptyRegisterValues, INVITER_PATTERN, registerSchema, type RegisterValues } from './schemas';
import type { LoginLocationState } from './types';
import { paths } from '../shared/routes/paths';
import { useSingleRequest } from '../shared/forms/useSingleRequest';

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** An inviter id from the invite link (`/register?ref=ABC123`), when it is a valid one. */
function inviterFromLink(params: URLSearchParams): string {
  const ref = (params.get('ref') ?? '').trim();
  return ref !== '' && INVITER_PATTERN.test(ref) ? ref : '';
}

/**
 * `/register`: phone, password (twice), bank account and an optional inviter. Each duplicate the
 * server reports is shown under its field; other failures above the form. Success leads to login
 * with a success message: registering never logs in (spec section 4).
 */
export function RegisterScreen() {
  const register = useSetAtom(registerAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const request = useSingleRequest();

  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: { ...emptyRegisterValues, inviterID: inviterFromLink(params) },
  });

  const onSubmit = async (values: RegisterValues) => {
    const signal = request.begin();
    if (!signal) return;
    setServerError(null);
    try {
      await register(values, signal);
      const state: LoginLocationState = { registered: true, username: values.username };
      navigate(paths.guest.login, { state });
    } catch (error) {
      if (signal.aborted || isCancelled(error)) return;
      const fields = registerErrorFields(error);
      if (fields.length === 0) {
        setServerError(userMessage(error));
        return;
      }
      const message = userMessage(error);
      fields.forEach((field, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    } finally {
      request.end(signal);
    }
  };

  return (
    <AuthLayout
      wide
      title={copy.register.title}
      subtitle={copy.register.subtitle}
      footer={
        <Typography variant="body2">
          {copy.register.haveAccount}{' '}
          <Link
            component={RouterLink}
            to={paths.guest.login}
            sx={{ color: 'secondary.main', fontWeight: 600 }}
          >
            {copy.register.login}
          </Link>
        </Typography>
      }
    >
      {serverError && <FormAlert severity="error">{serverError}</FormAlert>}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={3}>
          <Stack spacing={2}>
            <SectionTitle>{copy.register.loginSection}</SectionTitle>
            <FormTextField
              control={control}
              name="username"
              label={copy.fields.phone}
              helperText={copy.hints.phone}
              autoComplete="tel"
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormPasswordField
                  control={control}
                  name="password"
                  label={copy.fields.password}
                  helperText={copy.hints.password}
                  autoComplete="new-password"
                  visible={passwordVisible}
                  onVisibleChange={setPasswordVisible}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormPasswordField
                  control={control}
                  name="confirmPassword"
                  label={copy.fields.confirmPassword}
                  autoComplete="new-password"
                  visible={passwordVisible}
                  toggle={false}
                />
              </Grid>
            </Grid>
          </Stack>
          <Stack spacing={2}>
            <SectionTitle>{copy.register.bankSection}</SectionTitle>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  select
                  control={control}
                  name="bank_name"
                  label={copy.fields.bank}
                  slotProps={{
                    select: {
                      renderValue: (value) => (typeof value === 'string' ? bankName(value) : ''),
                      MenuProps: {
                        slotProps: { paper: { sx: { maxHeight: (theme) => theme.spacing(40) } } },
                      },
                    },
                  }}
                >
                  {THAI_BANKS.map((bank) => (
                    <MenuItem key={bank.code} value={bank.code}>
                      {bank.name}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="book_number"
                  label={copy.fields.bookNumber}
                  helperText={copy.hints.bookNumber}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
            </Grid>
            <FormTextField
              control={control}
              name="book_name"
              label={copy.fields.bookName}
              helperText={copy.hints.bookName}
              autoComplete="name"
            />
            <FormTextField
              control={control}
              name="inviterID"
              label={copy.fields.inviter}
              autoComplete="off"
            />
          </Stack>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            loading={formState.isSubmitting}
            loadingPosition="start"
            startIcon={<IconUserPlus stroke={1.8} />}
          >
            {copy.register.submit}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
