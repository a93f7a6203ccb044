import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormMaskedField, unmask } from '@pp/ui';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { useT } from '../../shared/i18n/useT';
import { formPagesNs } from '../i18n';
import { ACCOUNT_MASK, maskSchema, PHONE_MASK, type MaskValues } from '../schemas';

/**
 * A Thai mobile (0XX-XXX-XXXX) and a Thai bank account number (XXX-X-XXXXX-X), written in their
 * pattern as they are typed or pasted; each checked when left, the digits kept shown under it.
 */
export function MaskedFields() {
  const { t } = useT(formPagesNs);
  const schema = useMemo(() => maskSchema(t), [t]);
  const { control } = useForm<MaskValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { phone: '', account: '' },
  });
  const [phone, account] = useWatch({ control, name: ['phone', 'account'] });
  const digits = (mask: string, value: string) =>
    value === '' ? '' : t('plugins.masked', { digits: unmask(mask, value) });

  return (
    <Box component="form" noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <FormMaskedField
          control={control}
          name="phone"
          mask={PHONE_MASK}
          inputMode="tel"
          autoComplete="tel-national"
          label={t('common.phone')}
          helperText={t('common.phoneHelp')}
        />
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', minHeight: '1.5em', display: 'block', mx: 1.75 }}
        >
          {digits(PHONE_MASK, phone)}
        </Typography>
      </Box>
      <Box>
        <FormMaskedField
          control={control}
          name="account"
          mask={ACCOUNT_MASK}
          autoComplete="off"
          label={t('plugins.account')}
          helperText={t('plugins.accountHelp')}
        />
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', minHeight: '1.5em', display: 'block', mx: 1.75 }}
        >
          {digits(ACCOUNT_MASK, account)}
        </Typography>
      </Box>
    </Box>
  );
}
