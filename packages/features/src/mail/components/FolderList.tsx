import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import {
  IconAlertOctagon,
  IconBookmark,
  IconFile,
  IconInbox,
  IconMail,
  IconMessages,
  IconSend,
  IconSpeakerphone,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { formatNumber, visuallyHidden } from '@pp/ui';

import { MAIL_FOLDERS } from '../api/schemas';
import type { MailT } from '../i18n';
import type { MailFolder, UnreadCount } from '../types';

const icons: Record<MailFolder, Icon> = {
  all: IconMail,
  inbox: IconInbox,
  sent: IconSend,
  draft: IconFile,
  spam: IconAlertOctagon,
  trash: IconTrash,
  starred: IconStar,
  important: IconBookmark,
  promotions: IconSpeakerphone,
  forums: IconMessages,
};

export interface FolderListProps {
  t: MailT;
  locale: string;
  current: MailFolder;
  counts: UnreadCount | undefined;
  onSelect: (folder: MailFolder) => void;
}

/** The folders with their unread counts; the current one is marked for screen readers too. */
export function FolderList({ t, locale, current, counts, onSelect }: FolderListProps) {
  return (
    <nav aria-label={t('folders.label')}>
      <List disablePadding>
        {MAIL_FOLDERS.map((folder) => {
          const FolderIcon = icons[folder];
          const unread = counts?.[folder] ?? 0;
          const selected = folder === current;
          return (
            <ListItem key={folder} disablePadding>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={() => onSelect(folder)}
                sx={{ borderRadius: 2, minHeight: 44, mb: 0.25 }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: selected ? 'secondary.main' : 'text.secondary' }}>
                  <FolderIcon size={20} stroke={1.5} aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={t(`folders.${folder}`)}
                  slotProps={{
                    primary: { sx: { fontWeight: selected ? 600 : 400, overflowWrap: 'break-word' } },
                  }}
                />
                {unread > 0 && (
                  <Box
                    component="span"
                    data-testid={`unread-${folder}`}
                    sx={{
                      ml: 1,
                      px: 1,
                      minWidth: 24,
                      textAlign: 'center',
                      borderRadius: 3,
                      typography: 'caption',
                      fontWeight: 600,
                      bgcolor: selected ? 'secondary.main' : 'secondary.light',
                      color: selected ? 'secondary.contrastText' : 'secondary.dark',
                    }}
                  >
                    <span aria-hidden>{formatNumber(unread, { locale })}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {t('folders.unread', { count: formatNumber(unread, { locale }) })}
                    </Box>
                  </Box>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
