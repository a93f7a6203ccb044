import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IconBookmark, IconBookmarkFilled, IconStar, IconStarFilled } from '@tabler/icons-react';

import type { MailT } from '../i18n';
import type { Mail } from '../types';

export interface ToggleFlagsProps {
  t: MailT;
  mail: Mail;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

/** The star and important toggles of a mail (44 px tap targets, pressed state for screen readers). */
export function ToggleFlags({ t, mail, onToggle }: ToggleFlagsProps) {
  const subject = mail.subject || t('list.noSubject');
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton
        aria-label={t('list.star', { subject })}
        aria-pressed={mail.starred}
        onClick={() => onToggle('starred', mail)}
        sx={{ width: 44, height: 44, color: mail.starred ? 'warning.dark' : 'text.secondary' }}
      >
        {mail.starred ? <IconStarFilled size={20} /> : <IconStar size={20} stroke={1.5} />}
      </IconButton>
      <IconButton
        aria-label={t('list.important', { subject })}
        aria-pressed={mail.important}
        onClick={() => onToggle('important', mail)}
        sx={{ width: 44, height: 44, color: mail.important ? 'secondary.main' : 'text.secondary' }}
      >
        {mail.important ? <IconBookmarkFilled size={20} /> : <IconBookmark size={20} stroke={1.5} />}
      </IconButton>
    </Stack>
  );
}
