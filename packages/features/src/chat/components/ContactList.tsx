import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { EmptyState, LoadingArea, Placeholder, PresenceAvatar, TextInput, visuallyHidden } from '@pp/ui';
import { useDeferredValue, useMemo, useState } from 'react';

import { useT } from '../../shared/i18n/useT';
import { matchesContact } from '../conversation';
import { chatNs } from '../i18n';
import type { ChatUser } from '../types';
import { userText } from './userText';

const wrap = { overflowWrap: 'break-word', minWidth: 0 } as const;

function ContactRow({
  user,
  selected,
  onSelect,
}: {
  user: ChatUser;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useT(chatNs);
  const unread = user.unReadChatCount;
  return (
    <li>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(user.id)}
        sx={{
          gap: 1.5,
          alignItems: 'flex-start',
          py: 1.25,
          minHeight: 64,
          borderRadius: 2,
          // Under the pointer the selected row's tint darkens and leaves grey text too faint.
          '&.Mui-selected:hover .chat-quiet': { color: 'text.primary' },
        }}
      >
        <PresenceAvatar src={user.avatar} name={user.name} presence={user.online_status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography
              variant="subtitle1"
              component="span"
              sx={{ ...wrap, ...userText, fontWeight: unread ? 600 : 500 }}
            >
              {user.name}
            </Typography>
            {unread > 0 && (
              <Chip
                size="small"
                color="primary"
                label={<span aria-hidden>{unread}</span>}
                sx={{ flexShrink: 0, height: 20, '& .MuiChip-label': { px: 0.75 } }}
              />
            )}
          </Stack>
          <Typography
            variant="caption"
            component="span"
            className="chat-quiet"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {t(`presence.${user.online_status}`)}
          </Typography>
          <Typography
            variant="body2"
            component="span"
            className="chat-quiet"
            sx={{
              ...userText,
              display: 'block',
              color: unread ? 'text.primary' : 'text.secondary',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {user.lastMessage || t('contacts.noMessages')}
          </Typography>
          {unread > 0 && <Box sx={visuallyHidden}>{t('contacts.unread', { count: unread })}</Box>}
        </Box>
      </ListItemButton>
    </li>
  );
}

function ContactsLoading() {
  const { t } = useT(chatNs);
  return (
    <LoadingArea label={t('contacts.loading')} sx={{ px: 2 }}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Stack key={index} direction="row" spacing={1.5} sx={{ py: 1.25, alignItems: 'center' }}>
          <Placeholder variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Placeholder width="60%" />
            <Placeholder width="90%" />
          </Box>
        </Stack>
      ))}
    </LoadingArea>
  );
}

export interface ContactListProps {
  users: readonly ChatUser[] | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Shown instead of the list when the contacts could not load. */
  error?: React.ReactNode;
}

/** The contacts: search, then each with presence, last message and unread count. */
export function ContactList({ users, selectedId, onSelect, error }: ContactListProps) {
  const { t } = useT(chatNs);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => (users ?? []).filter((user) => matchesContact(user, deferredQuery)),
    [users, deferredQuery],
  );

  let body: React.ReactNode;
  if (error) body = error;
  else if (!users) body = <ContactsLoading />;
  else if (users.length === 0)
    body = (
      <EmptyState
        size="small"
        tone="secondary"
        icon={<IconMessages size={32} stroke={1.5} />}
        title={t('contacts.emptyTitle')}
        description={t('contacts.emptyText')}
      />
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        size="small"
        tone="secondary"
        icon={<IconSearch size={32} stroke={1.5} />}
        title={t('contacts.noMatchTitle')}
        description={t('contacts.noMatchText', { query: deferredQuery.trim() })}
      />
    );
  else
    body = (
      <List aria-label={t('contacts.label')} sx={{ px: 1, py: 0 }}>
        {shown.map((user) => (
          <ContactRow key={user.id} user={user} selected={user.id === selectedId} onSelect={onSelect} />
        ))}
      </List>
    );

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextInput
          label={t('contacts.search')}
          size="small"
          fullWidth
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          startAdornment={
            <InputAdornment position="start">
              <IconSearch size={18} />
            </InputAdornment>
          }
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', position: 'relative', pb: 1 }}>{body}</Box>
    </Stack>
  );
}
