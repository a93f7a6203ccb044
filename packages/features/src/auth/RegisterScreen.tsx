import Typography from '@mui/material/Typography';

import { paths } from '../shared/routes/paths';
import { AuthLayout } from './components/AuthLayout';
import { RegisterForm } from './components/RegisterForm';
import { RouteLink } from './components/RouteLink';
import { copy } from './copy';

/**
 * `/register`: the registration form (`RegisterForm`, shared with the template's register pages)
 * on the guest layout, wide for its two columns.
 */
export function RegisterScreen() {
  return (
    <AuthLayout
      wide
      title={copy.register.title}
      subtitle={copy.register.subtitle}
      footer={
        <Typography variant="body2">
          {copy.register.haveAccount} <RouteLink to={paths.guest.login}>{copy.register.login}</RouteLink>
        </Typography>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
