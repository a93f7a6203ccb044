import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { IconPaperclip } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatDate, visuallyHidden } from '@pp/ui';
import { memo, useRef } from 'react';

import type { MailT } from '../i18n';
import type { Mail } from '../types';
import { ToggleFlags } from './ToggleFlags';

/** Height of a row: two lines of text beside the avatar, and the toggles. */
export const MAIL_ROW_HEIGHT = 76;

export interface MailListProps {
  t: MailT;
  locale: string;
  mails: readonly Mail[];
  /** Position of the first row in the folder (for `aria-posinset`). */
  offset: number;
  /** How many mails the folder holds (for `aria-setsize`). */
  total: number;
  onOpen: (mail: Mail) => void;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

/** The initial of a name, for a correspondent without a picture. */
export const initialOf = (name: string): string => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

interface RowProps {
  t: MailT;
  locale: string;
  mail: Mail;
  onOpen: (mail: Mail) => void;
  onToggle: (action: 'starred' | 'important', mail: Mail) => void;
}

const MailRow = memo(function MailRow({ t, locale, mail, onOpen, onToggle }: RowProps) {
  const unread = !mail.isRead;
  const weight = unread ? 700 : 400;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: MAIL_ROW_HEIGHT, px: 1, gap: 0.5 }}>
      <ButtonBase
        onClick={() => onOpen(mail)}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-start',
          gap: 1.5,
          px: 1,
          borderRadius: 2,
          textAlign: 'start',
        }}
      >
        <Avatar src={mail.profile.avatar || undefined} alt="" sx={{ width: 40, height: 40, flexShrink: 0 }}>
          {initialOf(mail.profile.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            {unread && (
              <Box
                component="span"
                aria-hidden
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }}
              />
            )}
            {unread && (
              <Box component="span" sx={visuallyHidden}>
                {t('list.unread')}
              </Box>
            )}
            <Typography noWrap component="span" sx={{ flex: 1, minWidth: 0, fontWeight: weight }}>
              {mail.profile.name}
            </Typography>
            {mail.attach && (
              <Box component="span" sx={{ display: 'inline-flex', color: 'text.secondary' }}>
                <IconPaperclip size={16} stroke={1.5} aria-hidden />
                <Box component="span" sx={visuallyHidden}>
                  {t('list.attachment')}
                </Box>
              </Box>
            )}
            <Typography
              component="span"
              variant="caption"
              noWrap
              sx={{ flexShrink: 0, color: 'text.secondary', fontWeight: weight }}
            >
              {formatDate(mail.time, { locale })}
            </Typography>
          </Box>
          <Typography noWrap variant="body2" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={{ color: 'text.primary', fontWeight: unread ? 600 : 400 }}>
              {mail.subject || t('list.noSubject')}
            </Box>
            {' – '}
            {mail.message.replace(/\s+/g, ' ')}
          </Typography>
        </Box>
      </ButtonBase>
      <ToggleFlags t={t} mail={mail} onToggle={onToggle} />
    </Box>
  );
});

/**
 * The mails of a page, virtualised (only the rows in view and a few around are in the DOM), so a
 * folder of 5,000 mails opens and scrolls without a long task.
 */
export function MailList({ t, locale, mails, offset, total, onOpen, onToggle }: MailListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser's functions change with every scroll: this component is left to React as it is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: mails.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => MAIL_ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => mails[index]?.id ?? index,
    initialRect: { width: 600, height: 8 * MAIL_ROW_HEIGHT },
  });
  const height = Math.min(mails.length, 8) * MAIL_ROW_HEIGHT;
  return (
    <Box
      ref={scroller}
      data-testid="mail-scroller"
      sx={{ position: 'relative', height, maxHeight: '70vh', overflowY: 'auto', overflowX: 'hidden' }}
    >
      <Box
        role="list"
        aria-label={t('list.label')}
        sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const mail = mails[item.index];
          if (!mail) return null;
          return (
            <Box
              key={item.key}
              role="listitem"
              aria-setsize={total}
              aria-posinset={offset + item.index + 1}
              sx={{
                position: 'absolute',
                insetInlineStart: 0,
                top: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: mail.isRead ? 'transparent' : 'action.hover',
              }}
            >
              <MailRow t={t} locale={locale} mail={mail} onOpen={onOpen} onToggle={onToggle} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
