import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconAlertTriangle, IconLogout, IconRefresh, IconUser, IconWallet } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';

import { formatBaht, touchTarget, visuallyHidden } from '@pp/ui';
import type { Satang } from '../../shared/money/money';
import { balanceQueryAtom } from '../../shared/player/balance';
import { useRemote } from '../../shared/query/read';
import { authAtom, logoutAtom } from '../atoms';
import { copy } from '../copy';
import type { User } from '../types';

type BalanceView =
  { status: 'loading' } | { status: 'ready'; satang: Satang; refreshing: boolean } | { status: 'error' };

/** While a refresh runs the last amount stays on screen; a first load or a retry shows a skeleton. */
function useBalanceView(): { view: BalanceView; refresh: () => void } {
  const balance = useRemote(balanceQueryAtom);
  const view: BalanceView =
    balance.status === 'error'
      ? { status: 'error' }
      : balance.data
        ? { status: 'ready', satang: balance.data.satang, refreshing: balance.isFetching }
        : { status: 'loading' };
  return { view, refresh: balance.retry };
}

const pill = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minHeight: (theme: Theme) => theme.spacing(5),
  minWidth: 0,
  pl: 1.5,
  pr: 0.5,
  py: 0.25,
  borderRadius: 5,
} as const;

/** The player's balance, 'ยอดเงินคงเหลือ ฿1,250.50' (only the amount on phones), with refresh. */
function Balance() {
  const { view, refresh } = useBalanceView();

  if (view.status === 'error') {
    return (
      <Box sx={[pill, { bgcolor: 'error.light', color: 'error.dark' }]}>
        <IconAlertTriangle aria-hidden size="1.25rem" stroke={1.8} />
        <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 500, whiteSpace: 'nowrap' }}>
          {copy.header.balanceFailed}
        </Typography>
        <Button
          size="small"
          onClick={() => refresh()}
          sx={{ color: 'inherit', fontWeight: 700, minWidth: 0 }}
        >
          {copy.header.retry}
        </Button>
      </Box>
    );
  }

  if (view.status === 'loading') {
    return (
      <Box
        role="status"
        aria-label={copy.header.balanceLoading}
        sx={[pill, { bgcolor: 'primary.light', color: 'primary.dark', pr: 1.5 }]}
      >
        <IconWallet aria-hidden size="1.25rem" stroke={1.8} />
        <Skeleton
          aria-hidden
          variant="text"
          sx={{ width: (theme) => theme.spacing(18), fontSize: '0.875rem' }}
        />
      </Box>
    );
  }

  return (
    <Box sx={[pill, { bgcolor: 'primary.light', color: 'primary.dark' }]}>
      <IconWallet aria-hidden size="1.25rem" stroke={1.8} />
      <Typography
        variant="body2"
        sx={{ color: 'inherit', fontWeight: { xs: 700, sm: 600 }, whiteSpace: 'nowrap' }}
      >
        {/* Phones show the amount only; a screen reader still hears what it is. */}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {copy.header.balanceLabel}{' '}
        </Box>
        {formatBaht(view.satang)}
      </Typography>
      <IconButton
        size="small"
        aria-label={copy.header.refresh}
        onClick={() => refresh()}
        disabled={view.refreshing}
        sx={[touchTarget, { color: 'inherit', '&.Mui-disabled': { color: 'inherit' } }]}
      >
        {view.refreshing ? (
          <CircularProgress aria-hidden color="inherit" size="1.125rem" />
        ) : (
          <IconRefresh size="1.125rem" stroke={1.8} />
        )}
      </IconButton>
    </Box>
  );
}

/** Greeting, welcome line and username (hidden on small screens). */
function Greeting({ user }: { user: User }) {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        minWidth: 0,
        maxWidth: (theme) => theme.spacing(36),
        textAlign: 'right',
      }}
    >
      <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        {copy.header.greeting(user.name)}
      </Typography>
      <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
        <span>{copy.header.welcome}</span> · <span>{user.username}</span>
      </Typography>
    </Box>
  );
}

/** The avatar button and its menu: who is logged in, and the only action, logout. */
function ProfileMenu({ user }: { user: User }) {
  const logout = useSetAtom(logoutAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <IconButton
        aria-label={copy.header.profileMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Round, yet tapped anywhere in its square (touchTarget).
        sx={[touchTarget, { p: 0.5 }]}
      >
        <Avatar sx={{ width: (theme) => theme.spacing(5), height: (theme) => theme.spacing(5) }}>
          <IconUser aria-hidden stroke={1.8} />
        </Avatar>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { mt: 1, minWidth: (theme) => theme.spacing(30), maxWidth: (theme) => theme.spacing(40) },
          },
        }}
      >
        <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
          <Typography variant="h4" component="p" sx={{ overflowWrap: 'break-word' }}>
            {user.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.username}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={open} sx={{ p: 1 }}>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              logout();
            }}
            sx={{ borderRadius: 1 }}
          >
            <ListItemIcon>
              <IconLogout aria-hidden size="1.25rem" stroke={1.8} />
            </ListItemIcon>
            <ListItemText>{copy.header.logout}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}

/**
 * The player part of the main header: balance in baht, the Thai greeting with the
 * user's name, the welcome line and username, and the profile menu with logout. Renders nothing
 * when nobody is logged in. On phones only the balance and the avatar show.
 */
export function PlayerHeader() {
  const { user } = useAtomValue(authAtom);
  if (!user) return null;
  return (
    <Stack lang="th" direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Balance />
      <Greeting user={user} />
      <ProfileMenu user={user} />
    </Stack>
  );
}
