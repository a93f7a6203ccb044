/**
 * Story helpers of the player screens (not shipped: only stories import this file). A story gets the
 * demo player's session, a real signed token that the mock player API accepts, and optionally a
 * phone-sized frame. The token is signed by the function the story passes in (the mock's
 * `signToken`), so this file needs nothing from the mock backend.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';

import { formatBahtPlain } from '@pp/ui';
import { balanceQueryAtom } from '../shared/player/balance';
import { useRemote } from '../shared/query/read';
import { tokenAtom } from '../shared/session/token';
import { sessionUserAtom, type SessionUser } from '../shared/session/user';

/** The demo player of the mock backend (decisions section 5). */
export const DEMO_PLAYER: SessionUser = {
  id: '100001',
  username: '0812345678',
  name: 'สมชาย ใจดี',
  role: 'player',
  status: 'active',
  credit: 1250.5,
  book_number: '0481234567',
  bank_name: 'KBANK',
};

/** A player with a very long Thai name (bank account names can be long). */
export const LONG_NAME_PLAYER: SessionUser = {
  ...DEMO_PLAYER,
  name: 'นางสาวกาญจนาภรณ์ ศรีสุวรรณวงศ์ไพบูลย์เจริญทรัพย์มั่งคั่งยั่งยืน',
};

type Sign = (id: string, role: 'player' | 'admin') => Promise<string>;

interface PlayerLoaded {
  playerToken?: string;
}

function Session({ token, user, children }: { token?: string; user: SessionUser; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    if (token) store.set(tokenAtom, token);
    if (!store.get(sessionUserAtom)) store.set(sessionUserAtom, user);
    return true;
  });
  return children;
}

/**
 * `...playerSession(signToken)` in a meta: a loader that signs the demo player's token and a
 * decorator that logs the player in in the story's own store (a user hydrated through
 * `parameters.jotai` wins over the demo player).
 */
export function playerSession(sign: Sign, user: SessionUser = DEMO_PLAYER) {
  const loader = async (): Promise<PlayerLoaded> => ({ playerToken: await sign(user.id, 'player') });
  const decorator: Decorator = (Story, context) => (
    <Session token={(context.loaded as PlayerLoaded).playerToken} user={user}>
      <Story />
    </Session>
  );
  return { loaders: [loader], decorators: [decorator] };
}

/** Renders the story in a 375-wide phone column. */
export const withPhoneWidth: Decorator = (Story) => (
  <Box sx={{ width: 375, maxWidth: '100%', mx: 'auto' }} data-testid="phone-frame">
    <Story />
  </Box>
);

/** What the shell's header shows: the shared balance, refreshed after every write. */
function HeaderBalance() {
  const balance = useRemote(balanceQueryAtom);
  return (
    <Typography variant="subtitle1" component="p" data-testid="header-balance" sx={{ mb: 2 }}>
      {balance.data
        ? `ยอดเงินคงเหลือ ${formatBahtPlain(balance.data.satang)} บาท`
        : '…'}
    </Typography>
  );
}

/** Puts a stand-in of the header's balance above the story, to see it refresh after a write. */
export const withHeaderBalance: Decorator = (Story) => (
  <>
    <HeaderBalance />
    <Story />
  </>
);
