import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { IconBookmark, IconBookmarkFilled, IconStar, IconStarFilled } from '@tabler/icons-react';

import type { MailT } from '../i18n';
import type { Mail } from '../types';

export interface ToggleFlagsProps {
  t: MailT;
  mail: Mail;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

/**
 * The toggles' look in one object that never changes (a row of the mail list mounts it while the
 * list scrolls: one style to read, not one per button); the pressed state picks a class.
 */
const flagStyles = {
  display: 'flex',
  flexShrink: 0,
  '& .mail-flag': { width: 44, height: 44, color: 'text.secondary' },
  '& .mail-flag.mail-starred': { color: 'warning.dark' },
  '& .mail-flag.mail-important': { color: 'secondary.main' },
} as const;

/** The star and important toggles of a mail (44 px tap targets, pressed state for screen readers). */
export function ToggleFlags({ t, mail, onToggle }: ToggleFlagsProps) {
  const subject = mail.subject || t('list.noSubject');
  return (
    <Box sx={flagStyles}>
      <IconButton
        aria-label={t('list.star', { subject })}
        aria-pressed={mail.starred}
        onClick={() => onToggle('starred', mail)}
        className={mail.starred ? 'mail-flag mail-starred' : 'mail-flag'}
      >
        {mail.starred ? <IconStarFilled size={20} /> : <IconStar size={20} stroke={1.5} />}
      </IconButton>
      <IconButton
        aria-label={t('list.important', { subject })}
        aria-pressed={mail.important}
        onClick={() => onToggle('important', mail)}
        className={
          mail.important
            ? 'mail-flag mail-important-toggle mail-important'
            : 'mail-flag mail-important-toggle'
        }
      >
        {mail.important ? <IconBookmarkFilled size={20} /> : <IconBookmark size={20} stroke={1.5} />}
      </IconButton>
    </Box>
  );
}
