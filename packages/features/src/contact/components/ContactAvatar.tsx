import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

import { visuallyHidden } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { initials } from '../directory';
import { contactNs } from '../i18n';
import type { Contact, OnlineStatus } from '../types';

/** The dot's colour per online status. */
const DOT: Record<OnlineStatus, (theme: Theme) => string> = {
  available: (theme) => theme.palette.success.main,
  do_not_disturb: (theme) => theme.palette.error.main,
  offline: (theme) => theme.palette.grey[500],
};

export interface ContactAvatarProps {
  contact: Pick<Contact, 'name' | 'avatar' | 'online_status'>;
  /** Side in theme spacing units (5 = 40 px). */
  size?: number;
}

/**
 * The contact's picture (or initials) with a dot of its online status; the status is also said in
 * words to screen readers.
 */
export function ContactAvatar({ contact, size = 5 }: ContactAvatarProps) {
  const { t } = useT(contactNs);
  return (
    <Box sx={{ position: 'relative', flexShrink: 0 }}>
      <Badge
        overlap="circular"
        variant="dot"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={(theme) => ({
          '& .MuiBadge-badge': {
            bgcolor: DOT[contact.online_status](theme),
            boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
            width: theme.spacing(1.5),
            height: theme.spacing(1.5),
            borderRadius: '50%',
          },
        })}
      >
        <Avatar
          aria-hidden
          src={contact.avatar || undefined}
          alt=""
          sx={(theme) => ({
            width: theme.spacing(size),
            height: theme.spacing(size),
            bgcolor: 'secondary.light',
            color: 'secondary.dark',
            fontSize: theme.typography.pxToRem(size * 3),
          })}
        >
          {contact.avatar ? undefined : initials(contact.name)}
        </Avatar>
      </Badge>
      <Box component="span" sx={visuallyHidden}>
        {t(`online.${contact.online_status}`)}
      </Box>
    </Box>
  );
}
