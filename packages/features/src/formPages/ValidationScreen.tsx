import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  FormAlert,
  FormCheckboxField,
  FormDateField,
  FormPasswordField,
  FormSelectField,
  FormTextField,
  MainCard,
} from '@pp/ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import { useT } from '../shared/i18n/useT';
import { formPagesNs } from './i18n';
import { fieldGridSx, FormActions, FormsPage } from './layout';
import { AGE, COUNTRIES, validationSchema, type ValidationValues } from './schemas';
import { useUsernameCheck } from './useUsernameCheck';
import { ValuesList } from './ValuesList';

const empty: ValidationValues = {
  username: '',
  email: '',
  age: '',
  website: '',
  password: '',
  confirm: '',
  country: '',
  start: '',
  end: '',
  bio: '',
  terms: false,
};

/**
 * `/forms/validation`: one form with every rule type, each message at its field (checked when a
 * field is left, then as it changes), the username checked by the server; a refused submit keeps
 * what was typed and focuses the first field in error, a second click while one is checked sends
 * nothing more, and an accepted one shows what was sent.
 */
export function FormValidationScreen() {
  const { t } = useT(formPagesNs);
  const { isAvailable, checking } = useUsernameCheck();
  const schema = useMemo(() => validationSchema(t, isAvailable), [t, isAvailable]);
  const { control, handleSubmit, formState } = useForm<ValidationValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const [sent, setSent] = useState<ValidationValues | null>(null);
  const submitting = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    void handleSubmit((values) => setSent(values))(event).finally(() => {
      submitting.current = false;
    });
  };

  const country = (code: string) =>
    (COUNTRIES as readonly string[]).includes(code)
      ? t(`validation.countries.${code as (typeof COUNTRIES)[number]}`)
      : '';

  if (sent) {
    return (
      <FormsPage label={t('pages.validation')}>
        <MainCard title={t('validation.result')} divider sx={{ containerType: 'inline-size' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <FormAlert severity="success">{t('validation.submitted')}</FormAlert>
            <ValuesList
              rows={[
                { label: t('common.username'), value: sent.username },
                { label: t('common.email'), value: sent.email },
                { label: t('validation.age'), value: sent.age },
                { label: t('validation.website'), value: sent.website },
                { label: t('common.password'), value: t('wizard.hidden') },
                { label: t('validation.country'), value: country(sent.country) },
                { label: t('validation.start'), value: sent.start },
                { label: t('validation.end'), value: sent.end },
                { label: t('validation.bio'), value: sent.bio },
              ]}
            />
            <FormActions>
              <Button variant="outlined" onClick={() => setSent(null)}>
                {t('validation.again')}
              </Button>
            </FormActions>
          </Box>
        </MainCard>
      </FormsPage>
    );
  }

  const passwordLabels = { show: t('common.showPassword'), hide: t('common.hidePassword') };
  return (
    <FormsPage label={t('pages.validation')}>
      <MainCard title={t('validation.form')} divider>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('validation.intro')}
          </Typography>
          <Box sx={fieldGridSx}>
            <Box className="fields">
              <FormTextField
                control={control}
                name="username"
                required
                autoComplete="username"
                label={t('common.username')}
                helperText={checking ? t('validation.checking') : undefined}
              />
              <FormTextField
                control={control}
                name="email"
                type="email"
                required
                autoComplete="email"
                label={t('common.email')}
              />
              <FormTextField
                control={control}
                name="age"
                required
                inputMode="numeric"
                label={t('validation.age')}
                helperText={t('validation.ageHelp', AGE)}
              />
              <FormTextField
                control={control}
                name="website"
                type="url"
                label={t('validation.website')}
                helperText={t('validation.websiteHelp')}
              />
              <FormPasswordField
                control={control}
                name="password"
                required
                autoComplete="new-password"
                label={t('common.password')}
                toggleLabels={passwordLabels}
              />
              <FormPasswordField
                control={control}
                name="confirm"
                required
                autoComplete="new-password"
                label={t('common.confirm')}
                toggleLabels={passwordLabels}
              />
              <FormDateField
                control={control}
                name="start"
                required
                deps="end"
                label={t('validation.start')}
              />
              <FormDateField control={control} name="end" required label={t('validation.end')} />
              <FormSelectField
                control={control}
                name="country"
                required
                label={t('validation.country')}
                options={COUNTRIES.map((code) => ({ value: code, label: country(code) }))}
              />
            </Box>
          </Box>
          <FormTextField
            control={control}
            name="bio"
            multiline
            minRows={3}
            label={t('validation.bio')}
            helperText={t('validation.bioHelp')}
          />
          <FormCheckboxField control={control} name="terms" required label={t('validation.terms')} />
          <FormActions>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('common.submit')}
            </Button>
          </FormActions>
        </Box>
      </MainCard>
    </FormsPage>
  );
}
