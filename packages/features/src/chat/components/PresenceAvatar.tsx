import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { Theme } from '@mui/material/styles';

import type { OnlineStatus } from '../types';

/** The dot's colour of each presence. */
const dotColor: Record<OnlineStatus, (theme: Theme) => string> = {
  available: (theme) => theme.palette.success.main,
  do_not_disturb: (theme) => theme.palette.error.main,
  offline: (theme) => theme.palette.grey[400],
};

export interface PresenceAvatarProps {
  src: string;
  presence: OnlineStatus;
  /** Avatar side in theme spacing units (default 5: 40 px). */
  size?: number;
}

/**
 * A contact's picture with a dot for the presence (the dot is decoration: the presence is said in
 * words next to it).
 */
export function PresenceAvatar({ src, presence, size = 5 }: PresenceAvatarProps) {
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-presence={presence}
      sx={(theme) => ({
        '& .MuiBadge-dot': {
          width: 12,
          height: 12,
          borderRadius: '50%',
          border: `2px solid ${theme.palette.background.paper}`,
          bgcolor: dotColor[presence](theme),
        },
      })}
    >
      <Avatar
        src={src}
        alt=""
        sx={(theme) => ({ width: theme.spacing(size), height: theme.spacing(size) })}
      />
    </Badge>
  );
}

/**
 * Text a user wrote (a name, a message) in a right-to-left layout: each line takes its direction
 * from its own text, the alignment stays the layout's (as the theme does for Thai content; `sx`
 * reads arrays as breakpoints, so only Chromium's spelling of match-parent).
 */
export const userText = { unicodeBidi: 'plaintext', textAlign: '-webkit-match-parent' } as const;
