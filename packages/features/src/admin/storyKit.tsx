/**
 * Story helpers of the back-office screens (not shipped): the demo admin's session, MSW handlers
 * for one admin endpoint at a time (keyed like `adminPaths`, put before the mock's happy path), and
 * the page of the app on a 375 px phone.
 */
import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';

import { PhoneFrame } from '@pp/ui/storybook';
import { adminPaths } from '../shared/api/endpoints';
import type { SessionUser } from '../shared/session/user';
import { endpointHandlers, storySession, type Sign } from '../shared/storyKit';

/** The demo admin of the mock backend (README, "Demo accounts": admin / admin1234). */
export const ADMIN_USER: SessionUser = {
  id: '900001',
  username: 'admin',
  name: 'ผู้ดูแลระบบ',
  role: 'admin',
  status: 'active',
  credit: 0,
  book_number: '0000000000',
  bank_name: 'KBANK',
};

/** `...adminSession(signToken)` in a meta: the admin logged in, with an admin token. */
export const adminSession = (sign: Sign, user: SessionUser = ADMIN_USER) => storySession(sign, user);

const kit = endpointHandlers(adminPaths);

/** The MSW pattern of an admin path (any host, `:id` for its parameter). */
export const adminPattern = kit.pattern;
/** GET `key` answers `body`. */
export const adminReturns = kit.getReturns;
/** GET `key` answers `status` with `body` (a 403 for a player, a 500). */
export const adminFails = kit.getFails;
/** POST `key` answers `status` with `body` (a 409 of a settled transaction, a 400 of a field). */
export const adminWriteFails = kit.postFails;
/** Counts the writes (POST, or PUT) of `key`, then lets the mock answer them. */
export const adminCount = kit.countRequests;
/** GET `key` answers after `ms`, through the mock. */
export const adminSlow = kit.slowGet;
/** GET `key` fails `times` times with a 500, then the mock answers. */
export const adminFailsThenRecovers = kit.getFailsThenRecovers;

/**
 * A page of the app on a 375 px phone: the main layout's margin and padding around it (10 + 16 px
 * a side, as MainLayout has them below `md`), so the screen gets the 323 px it gets in the app.
 */
export const withAdminPhonePage: Decorator = (Story) => (
  <PhoneFrame>
    <Box sx={{ px: 3.25, py: 2, bgcolor: 'background.default' }}>
      <Story />
    </Box>
  </PhoneFrame>
);
