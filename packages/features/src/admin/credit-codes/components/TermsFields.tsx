import Grid from '@mui/material/Grid';
import { FormAmountField, FormDateField, FormTextField, type TextPath } from '@pp/ui';
import type { Control } from 'react-hook-form';

import { useT } from '../../../shared/i18n/useT';
import type { TermsFormValues } from '../codeForm';
import { creditCodesNs } from '../i18n';

/** The day field's locale: Thai days in Thai (Buddhist era), day/month/year otherwise. */
export const dayLocaleOf = (locale: string) => (locale.startsWith('th') ? 'th-TH' : 'en-GB');

/** Amount, use limit and expiry: what a single code and a batch both set. */
export function TermsFields<Values extends TermsFormValues, Output>({
  control,
}: {
  control: Control<Values, unknown, Output>;
}) {
  const { t, locale } = useT(creditCodesNs);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormAmountField
          control={control}
          name={'amount' as TextPath<Values>}
          label={t('form.amount')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={'limit' as TextPath<Values>}
          label={t('form.limit')}
          helperText={t('form.limitHint')}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField
          control={control}
          name={'expiresAt' as TextPath<Values>}
          label={t('form.expiresAt')}
          helperText={t('form.expiresHint')}
          locale={dayLocaleOf(locale)}
          pickerLabel={t('form.pickDay')}
          required
        />
      </Grid>
    </>
  );
}
