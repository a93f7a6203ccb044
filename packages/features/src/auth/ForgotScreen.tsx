import { yupResolver } from '@hookform/resolvers/yup';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowRight, IconExternalLink, IconHeadset, IconShieldLock } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { FormAlert, FormTextField } from '@pp/ui';
import { apiConfigAtom } from '../shared/api/config';
import { paths } from '../shared/routes/paths';
import { AuthLayout } from './components/AuthLayout';
import { RouteLink } from './components/RouteLink';
import { copy } from './copy';
import { emptyForgotValues, forgotSchema, type ForgotValues } from './schemas';

/** What to do next: there is no reset API, so the honest answer is "contact the admin". */
function ContactAdmin({ phone, onChangePhone }: { phone: string; onChangePhone: () => void }) {
  const { externalSiteUrl } = useAtomValue(apiConfigAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack spacing={2.5} sx={{ alignItems: 'stretch' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Avatar
          aria-hidden
          sx={{
            width: (theme) => theme.spacing(7),
            height: (theme) => theme.spacing(7),
            bgcolor: 'secondary.light',
            color: 'secondary.dark',
          }}
        >
          <IconHeadset stroke={1.6} />
        </Avatar>
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h3" sx={{ outline: 'none' }}>
          {copy.forgot.doneTitle}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', textWrap: 'pretty' }}>
          {copy.forgot.doneIntro}
        </Typography>
      </Stack>
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
          to={paths.guest.login}
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

/**
 * `/forgot`: the spec has no password reset call, so after a valid phone number the screen says
 * plainly what happens next (contact the admin) instead of pretending to send a code.
 */
export function ForgotScreen() {
  const [submittedPhone, setSubmittedPhone] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ForgotValues>({
    resolver: yupResolver(forgotSchema),
    defaultValues: emptyForgotValues,
  });

  return (
    <AuthLayout
      title={copy.forgot.title}
      subtitle={submittedPhone === null ? copy.forgot.subtitle : undefined}
      footer={
        submittedPhone === null ? (
          <Typography variant="body2">
            {copy.forgot.rememberPassword}{' '}
            <RouteLink to={paths.guest.login}>{copy.forgot.backToLogin}</RouteLink>
          </Typography>
        ) : undefined
      }
    >
      {submittedPhone === null ? (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((values) => setSubmittedPhone(values.username))}
        >
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
      ) : (
        <ContactAdmin phone={submittedPhone} onChangePhone={() => setSubmittedPhone(null)} />
      )}
    </AuthLayout>
  );
}
