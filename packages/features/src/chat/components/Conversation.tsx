import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconInfoCircle, IconMessageCircle } from '@tabler/icons-react';
import { EmptyState, LoadingArea, Placeholder, PresenceAvatar, useNotify } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

import { toApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { useTransitionRemote } from '../../shared/query/read';
import { useWrite } from '../../shared/query/write';
import { CHAT_SELF_ID } from '../api/schemas';
import { chatClockAtom, conversationAtomFamily, sendMessageAtom } from '../atoms';
import { chatNs } from '../i18n';
import type { ChatUser } from '../types';
import { ChatLoadFailed } from './ChatLoadFailed';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { userText } from './userText';

function MessagesLoading() {
  const { t } = useT(chatNs);
  return (
    <LoadingArea label={t('conversation.loading')} sx={{ flex: 1, p: 2 }}>
      {[40, 65, 50, 30].map((width, index) => (
        <Box
          key={width}
          sx={{ display: 'flex', justifyContent: index % 2 ? 'flex-end' : 'flex-start', mb: 1.5 }}
        >
          <Placeholder variant="rounded" width={`${width}%`} height={48} />
        </Box>
      ))}
    </LoadingArea>
  );
}

function Messages({ user }: { user: ChatUser }) {
  const { t } = useT(chatNs);
  const messages = useTransitionRemote(conversationAtomFamily(user.id));
  if (messages.status === 'error')
    return (
      <Box sx={{ flex: 1, overflowY: 'auto', position: 'relative' }}>
        <ChatLoadFailed
          title={t('conversation.loadFailed')}
          error={messages.error}
          onRetry={messages.retry}
        />
      </Box>
    );
  if (messages.status === 'loading') return <MessagesLoading />;
  if (messages.data.length === 0)
    return (
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <EmptyState
          size="small"
          tone="secondary"
          icon={<IconMessageCircle size={32} stroke={1.5} />}
          title={t('conversation.emptyTitle')}
          description={t('conversation.emptyText', { name: user.name })}
        />
      </Box>
    );
  return (
    <MessageList
      messages={messages.data}
      contactName={user.name}
      label={t('conversation.label', { name: user.name })}
    />
  );
}

export interface ConversationProps {
  user: ChatUser;
  /** Shown on a narrow screen, where the list and the conversation are two pages. */
  onBack?: () => void;
  onShowDetails: (id: string) => void;
}

/** The conversation with a contact: who, the messages, and the field to write. */
export function Conversation({ user, onBack, onShowDetails }: ConversationProps) {
  const { t } = useT(chatNs);
  const notify = useNotify();
  const clock = useAtomValue(chatClockAtom);
  const send = useWrite(sendMessageAtom);
  const { run } = send;

  const onSend = useCallback(
    async (text: string) => {
      try {
        await run({ from: CHAT_SELF_ID, to: user.id, text, time: clock.now().toISOString() });
        return true;
      } catch (failure) {
        const error = toApiError(failure);
        if (error.status !== -1) {
          const reason = t(`loadError.${error.failure}`, { message: error.message });
          notify({ message: t('composer.failed', { reason }), severity: 'error' });
        }
        return false;
      }
    },
    [run, user.id, clock, t, notify],
  );

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
      >
        {onBack && (
          <IconButton
            aria-label={t('conversation.back')}
            onClick={onBack}
            sx={{ width: 44, height: 44, ml: -1, '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } }}
          >
            <IconArrowLeft size={20} />
          </IconButton>
        )}
        <PresenceAvatar src={user.avatar} name={user.name} presence={user.online_status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h2" sx={{ ...userText, overflowWrap: 'break-word' }}>
            {user.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`presence.${user.online_status}`)}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('conversation.details', { name: user.name })}
          onClick={() => onShowDetails(user.id)}
          sx={{ width: 44, height: 44 }}
        >
          <IconInfoCircle size={22} />
        </IconButton>
      </Stack>
      <Messages user={user} />
      <Composer contactName={user.name} onSend={onSend} sending={send.isPending} />
    </Stack>
  );
}
