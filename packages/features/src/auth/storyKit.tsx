/**
 * Helpers of the auth stories (not part of the public surface, no mock imports): the guest routes
 * with stand-ins for the rest of the app, the site setting the layout loads, the header's bar. The
 * phone viewport of the mobile stories is the ui kit's (`@pp/ui/storybook`).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { http, HttpResponse } from 'msw';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { apiUrl, playerPaths } from '../shared/api/endpoints';
import { authAtom } from './atoms';
import { ForgotScreen } from './ForgotScreen';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';
import type { LoginLocationState } from './types';

/** The site setting the auth layout reads: a name, no logo image (a text mark, stable in screenshots). */
export const siteSettingHandler = http.get(apiUrl('*', playerPaths.websiteSetting), () =>
  HttpResponse.json({ data: [{ id: '1', siteName: 'Lucky Star' }] }),
);

/** Where a stand-in page reports the route it was opened at. */
export function Destination() {
  const { pathname } = useLocation();
  const { user } = useAtomValue(authAtom);
  return (
    <Box sx={{ p: 4 }}>
      <Typography component="h1" variant="h2">
        App page (stand-in)
      </Typography>
      <Typography data-testid="destination">{pathname}</Typography>
      {user && <Typography data-testid="logged-in-as">{user.name}</Typography>}
    </Box>
  );
}

/** The app's guard, in short: a guest is sent to login with where they wanted to go. */
function Protected() {
  const location = useLocation();
  const { isLoggedIn } = useAtomValue(authAtom);
  const state: LoginLocationState = { from: location };
  return isLoggedIn ? <Destination /> : <Navigate to="/login" replace state={state} />;
}

/** Phone number the "just registered" entry hands to the login page. */
export const JUST_REGISTERED_PHONE = '0861112222';

/**
 * The guest routes as the app mounts them, plus stand-ins: `/player/deposit` is guarded, any other
 * path is a plain page, `/just-registered` arrives at login the way the register screen sends one.
 */
export function AuthRoutes() {
  const registered: LoginLocationState = { registered: true, username: JUST_REGISTERED_PHONE };
  return (
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="/register" element={<RegisterScreen />} />
      <Route path="/forgot" element={<ForgotScreen />} />
      <Route path="/just-registered" element={<Navigate to="/login" replace state={registered} />} />
      <Route path="/player/deposit" element={<Protected />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  );
}

/** The header as the app's top bar holds it: at the end of a paper-coloured bar. */
export const headerBar: Decorator = (Story) => (
  <Box
    component="header"
    sx={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      minHeight: (theme) => theme.spacing(9),
      px: { xs: 1.5, sm: 2.5 },
      bgcolor: 'background.paper',
      borderRadius: 2,
    }}
  >
    <Story />
  </Box>
);
