import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';

import { visuallyHidden } from '../a11y/visuallyHidden';
import { initials } from '../format/initials';

/** Whether a person can be reached now. */
export type Presence = 'available' | 'do_not_disturb' | 'offline';

/** The dot's colour of each presence. */
const DOT: Record<Presence, (theme: Theme) => string> = {
  available: (theme) => theme.palette.success.main,
  do_not_disturb: (theme) => theme.palette.error.main,
  offline: (theme) => theme.palette.grey[500],
};

export interface PresenceAvatarProps {
  /** The picture; without one the initials are shown. */
  src?: string;
  /** The person's name: its initials stand in for a missing picture. */
  name: string;
  /** Absent: no dot (a person whose presence the page does not know, such as a post's author). */
  presence?: Presence;
  /**
   * The presence in words, for screen readers. Leave it out when the presence is written next to
   * the avatar: the dot is then decoration.
   */
  presenceLabel?: string;
  /** Side in theme spacing units (default 5: 40 px). */
  size?: number;
}

/**
 * A person's picture (or initials) with a dot for the presence: the one avatar of the chat and the
 * contacts.
 */
export function PresenceAvatar({ src, name, presence, presenceLabel, size = 5 }: PresenceAvatarProps) {
  // The dot sits at the end of the reading direction: bottom right, bottom left in RTL.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Box
      component="span"
      data-presence={presence}
      sx={{ position: 'relative', display: 'flex', flexShrink: 0 }}
    >
      <Badge
        overlap="circular"
        variant="dot"
        invisible={presence === undefined}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        sx={(theme) => ({
          '& .MuiBadge-dot': {
            width: theme.spacing(1.5),
            height: theme.spacing(1.5),
            borderRadius: '50%',
            bgcolor: presence ? DOT[presence](theme) : 'transparent',
            boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
          },
        })}
      >
        <Avatar
          aria-hidden
          src={src || undefined}
          alt=""
          sx={(theme) => ({
            width: theme.spacing(size),
            height: theme.spacing(size),
            bgcolor: 'secondary.light',
            color: 'secondary.dark',
            fontSize: theme.typography.pxToRem(size * 3),
          })}
        >
          {src ? undefined : initials(name)}
        </Avatar>
      </Badge>
      {presenceLabel && (
        <Box component="span" sx={visuallyHidden}>
          {presenceLabel}
        </Box>
      )}
    </Box>
  );
}
