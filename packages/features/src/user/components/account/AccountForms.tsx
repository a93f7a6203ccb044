import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  FormAlert,
  FormCheckboxField,
  FormDateField,
  FormPasswordField,
  FormTextField,
  PasswordStrengthMeter,
  useNotify,
} from '@pp/ui';

import { toApiError } from '../../../shared/api/errors';
import { applyServerError } from '../../../shared/forms/applyServerError';
import { passwordStrength } from '../../../shared/forms/passwordStrength';
import { useT } from '../../../shared/i18n/useT';
import { useWrite } from '../../../shared/query/write';
import {
  detailsFormSchema,
  passwordFormSchema,
  type DetailsFormValues,
  type PasswordFormValues,
} from '../../accountForms';
import { changePasswordAtom, saveDetailsAtom, saveSettingsAtom } from '../../atoms';
import { userNs } from '../../i18n';
import type { AccountDetails, AccountSettings } from '../../types';

/** The failure of a form, above its fields. */
function Failure({ message }: { message: string | undefined }) {
  const { t } = useT(userNs);
  return message ? (
    <FormAlert severity="error">{t('account.notSaved', { reason: message })}</FormAlert>
  ) : null;
}

/** Name, email, phone, location, birthday and about; saved with `POST /api/account-profile/details`. */
export function DetailsForm({ details }: { details: AccountDetails }) {
  const { t } = useT(userNs);
  const notify = useNotify();
  const save = useWrite(saveDetailsAtom);
  const schema = useMemo(
    () =>
      detailsFormSchema({
        nameRequired: t('validation.nameRequired'),
        emailRequired: t('validation.emailRequired'),
        emailInvalid: t('validation.emailInvalid'),
        phoneInvalid: t('validation.phoneInvalid'),
        phoneLength: t('validation.phoneLength'),
        textMax: (max) => t('validation.textMax', { max }),
        birthdayInvalid: t('validation.birthdayInvalid'),
      }),
    [t],
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<DetailsFormValues>({
    defaultValues: details,
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.run(values);
      notify({ message: t('account.detailsSaved'), severity: 'success' });
    } catch (error) {
      applyServerError(setError, error, {
        requestFailed: t('common.requestFailed'),
        fieldOf: ({ message }) => {
          const field = message.split(':')[0];
          return field === 'name' || field === 'email' || field === 'phone' ? field : undefined;
        },
      });
    }
  });
  const optional = t('account.optional');
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Failure message={errors.root?.server?.message} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="name"
            label={t('account.name')}
            required
            autoComplete="name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            label={t('account.email')}
            required
            type="email"
            autoComplete="email"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone"
            label={t('account.phone')}
            type="tel"
            autoComplete="tel"
            helperText={optional}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="birthday"
            label={t('account.birthday')}
            helperText={optional}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="location"
            label={t('account.location')}
            autoComplete="address-level2"
            helperText={optional}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="about"
            label={t('account.about')}
            multiline
            minRows={3}
            helperText={optional}
          />
        </Grid>
      </Grid>
      <Box>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('account.saveDetails')}
        </Button>
      </Box>
    </Box>
  );
}

/** The meter of a new password's strength (shared/forms/passwordStrength). */
function StrengthMeter({ password }: { password: string }) {
  const { t } = useT(userNs);
  const level = passwordStrength(password);
  return (
    <PasswordStrengthMeter
      level={level}
      label={t('account.strength', { level: t(`account.level${level}`) })}
    />
  );
}

/** Current password, the new one with its strength, and the same again. */
export function PasswordForm() {
  const { t } = useT(userNs);
  const notify = useNotify();
  const change = useWrite(changePasswordAtom);
  const schema = useMemo(
    () =>
      passwordFormSchema({
        required: t('validation.passwordRequired'),
        tooShort: (min) => t('validation.tooShort', { min }),
        tooLong: (max) => t('validation.tooLong', { max }),
        confirmRequired: t('validation.confirmRequired'),
        differ: t('validation.differ'),
      }),
    [t],
  );
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<PasswordFormValues>({
    defaultValues: { current: '', password: '', confirm: '' },
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });
  const toggleLabels = { show: t('account.showPassword'), hide: t('account.hidePassword') };
  const submit = handleSubmit(async (values) => {
    try {
      await change.run(values);
      reset();
      notify({ message: t('account.passwordChanged'), severity: 'success' });
    } catch (error) {
      const { status, message } = toApiError(error);
      // The server names the field (docs/demo-api.md); the user reads it in the page's language.
      if (status === 400 && message.startsWith('current:'))
        setError('current', { type: 'server', message: t('validation.currentWrong') }, { shouldFocus: true });
      else applyServerError(setError, error, { requestFailed: t('common.requestFailed') });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Failure message={errors.root?.server?.message} />
      <FormPasswordField
        control={control}
        name="current"
        label={t('account.current')}
        required
        autoComplete="current-password"
        toggleLabels={toggleLabels}
      />
      <Stack spacing={1}>
        <FormPasswordField
          control={control}
          name="password"
          label={t('account.newPassword')}
          required
          autoComplete="new-password"
          helperText={t('account.passwordHint')}
          toggleLabels={toggleLabels}
        />
        <StrengthMeter password={password} />
      </Stack>
      <FormPasswordField
        control={control}
        name="confirm"
        label={t('account.confirm')}
        required
        autoComplete="new-password"
        deps={['password']}
        toggleLabels={toggleLabels}
      />
      <Box>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('account.changePassword')}
        </Button>
      </Box>
    </Box>
  );
}

const SWITCHES = ['notifyComments', 'notifyFollowers', 'newsletter', 'privateProfile'] as const;

/** The notification and privacy settings; saved with `POST /api/account-profile/settings`. */
export function SettingsForm({ settings }: { settings: AccountSettings }) {
  const { t } = useT(userNs);
  const notify = useNotify();
  const save = useWrite(saveSettingsAtom);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<AccountSettings>({ defaultValues: settings });
  const submit = handleSubmit(async (values) => {
    try {
      await save.run(values);
      notify({ message: t('account.settingsSaved'), severity: 'success' });
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('common.requestFailed') });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <Failure message={errors.root?.server?.message} />
      {SWITCHES.map((name) => (
        <FormCheckboxField key={name} control={control} name={name} label={t(`account.${name}`)} />
      ))}
      <Box sx={{ pt: 1 }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('account.saveSettings')}
        </Button>
      </Box>
    </Box>
  );
}
