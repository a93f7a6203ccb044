import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowRight, IconExternalLink, IconHeadset, IconShieldLock } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { FormAlert, FormTextField } from '@pp/ui';
import { apiConfigAtom } from '../../shared/api/config';
import { paths } from '../../shared/routes/paths';
import { copy } from '../copy';
import { emptyForgotValues, forgotSchema, type ForgotValues } from '../schemas';
import { StepHeader } from './StepHeader';

/**
 * The forgot form's state, held by the page: what was typed is still there when the player comes
 * back from `ContactAdmin` to change the number.
 */
export function useForgotForm(): UseFormReturn<ForgotValues> {
  return useForm<ForgotValues>({ resolver: yupResolver(forgotSchema), defaultValues: emptyForgotValues });
}

/**
 * The phone form of /forgot and of the template's forgot-password pages. The spec has no password
 * reset call, so what follows a valid number is `ContactAdmin`, never a pretended code.
 */
export function ForgotPhoneForm({
  form: { control, handleSubmit },
  onSubmit,
}: {
  form: UseFormReturn<ForgotValues>;
  onSubmit: (phone: string) => void;
}) {
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values.username))}>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="username"
          label={copy.fields.phone}
          helperText={copy.hints.phone}
          autoComplete="tel"
          inputMode="tel"
        />
        <Button type="submit" variant="contained" color="secondary" size="large" fullWidth>
          {copy.forgot.submit}
        </Button>
      </Stack>
    </Box>
  );
}

/** What to do next after the phone form: there is no reset API, so the honest answer is "contact the admin". */
export function ContactAdmin({
  phone,
  onChangePhone,
  loginPath = paths.guest.login,
}: {
  phone: string;
  onChangePhone: () => void;
  /** The login page "back to login" opens (the template's variants open their own). */
  loginPath?: string;
}) {
  const { externalSiteUrl } = useAtomValue(apiConfigAtom);
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'stretch' }}>
      <StepHeader icon={IconHeadset} title={copy.forgot.doneTitle} text={copy.forgot.doneIntro} />
      <Box
        component="ol"
        sx={{
          m: 0,
          p: 2.5,
          pl: 5,
          borderRadius: 1,
          bgcolor: 'background.default',
          display: 'grid',
          gap: 1.25,
          '& li::marker': { color: 'secondary.main', fontWeight: 700 },
        }}
      >
        {copy.forgot.steps(phone).map((step) => (
          <Typography
            key={step}
            component="li"
            variant="body2"
            sx={{ color: 'text.primary', textWrap: 'pretty' }}
          >
            {step}
          </Typography>
        ))}
      </Box>
      <FormAlert severity="warning" icon={<IconShieldLock stroke={1.8} />}>
        {copy.forgot.safety}
      </FormAlert>
      <Stack spacing={1.5}>
        <Button
          component={RouterLink}
          to={loginPath}
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          endIcon={<IconArrowRight stroke={1.8} />}
        >
          {copy.forgot.backToLogin}
        </Button>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button variant="text" color="secondary" onClick={onChangePhone}>
            {copy.forgot.changePhone}
          </Button>
          <Button
            variant="text"
            color="secondary"
            href={externalSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<IconExternalLink stroke={1.8} />}
          >
            {copy.forgot.contactSite}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
