import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { FormAlert, FormPasswordField, FormSelectField, FormTextField, type SelectOption } from '@pp/ui';
import { inviterOf, paths } from '../../shared/routes/paths';
import { useRegister } from '../actions';
import { THAI_BANKS } from '../banks';
import { copy } from '../copy';
import { applyRegisterError } from '../errors';
import { emptyRegisterValues, registerSchema, type RegisterValues } from '../schemas';
import type { LoginLocationState } from '../types';

const bankOptions: readonly SelectOption[] = THAI_BANKS.map((bank) => ({
  value: bank.code,
  label: bank.name,
}));
const passwordToggle = { show: copy.fields.showPassword, hide: copy.fields.hidePassword };

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export interface RegisterFormProps {
  /** The login page a registration leads to (the template's variants lead to their own). */
  loginPath?: string;
}

/**
 * The registration form of /register and of the template's register pages: phone, password
 * (twice), bank account and an optional inviter. Each duplicate the server reports is shown under
 * its field; other failures above the form. Success leads to login with a success message:
 * registering never logs in.
 */
export function RegisterForm({ loginPath = paths.guest.login }: RegisterFormProps) {
  const register = useRegister();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [passwordVisible, setPasswordVisible] = useState(false);

  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: { ...emptyRegisterValues, inviterID: inviterOf(params) },
  });
  const serverError = formState.errors.root?.server?.message;

  const onSubmit = async (values: RegisterValues) => {
    try {
      await register.run(values);
      const state: LoginLocationState = { registered: true, username: values.username };
      navigate(loginPath, { state });
    } catch (error) {
      applyRegisterError(setError, error);
    }
  };

  return (
    <>
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
              inputMode="tel"
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
                  toggleLabels={passwordToggle}
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
                <FormSelectField
                  control={control}
                  name="bank_name"
                  label={copy.fields.bank}
                  options={bankOptions}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="book_number"
                  label={copy.fields.bookNumber}
                  helperText={copy.hints.bookNumber}
                  autoComplete="off"
                  inputMode="numeric"
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
            loading={formState.isSubmitting || register.isPending}
            loadingPosition="start"
            startIcon={<IconUserPlus stroke={1.8} />}
          >
            {copy.register.submit}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
