import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { paths } from '../shared/routes/paths';
import { AuthLayout } from './components/AuthLayout';
import { ContactAdmin, ForgotPhoneForm, useForgotForm } from './components/ForgotForm';
import { RouteLink } from './components/RouteLink';
import { copy } from './copy';

/**
 * `/forgot`: the spec has no password reset call, so after a valid phone number the screen says
 * plainly what happens next (contact the admin) instead of pretending to send a code.
 */
export function ForgotScreen() {
  const [submittedPhone, setSubmittedPhone] = useState<string | null>(null);
  const form = useForgotForm();
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
        <ForgotPhoneForm form={form} onSubmit={setSubmittedPhone} />
      ) : (
        <ContactAdmin phone={submittedPhone} onChangePhone={() => setSubmittedPhone(null)} />
      )}
    </AuthLayout>
  );
}
