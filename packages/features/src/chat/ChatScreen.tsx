import Box from '@mui/material/Box';
import { IconMessages } from '@tabler/icons-react';
import { EmptyState, MainCard, useElementWidth, useNotify } from '@pp/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useT } from '../shared/i18n/useT';
import type { PersonInput } from '../shared/person/personForm';
import { PersonDialog } from '../shared/person/PersonDialog';
import { useRemote } from '../shared/query/read';
import { useWrite } from '../shared/query/write';
import { chatUsersAtom, modifyUserAtom } from './atoms';
import { ChatLoadFailed } from './components/ChatLoadFailed';
import { ContactDrawer } from './components/ContactDrawer';
import { ContactList } from './components/ContactList';
import { Conversation } from './components/Conversation';
import { chatNs } from './i18n';
import type { ChatUser } from './types';

/** Below this width (px) the contacts and the conversation are two pages. */
const TWO_PANES_FROM = 760;
/** The query parameter naming the open conversation: `/app/chat?user=u-2`. */
const USER_PARAM = 'user';

const panel = { height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' } as const;

/**
 * `/app/chat`: contacts (presence, unread count, last message, search) beside the conversation
 * with the chosen one (days, sending), its details in a drawer and an edit dialog. On a narrow
 * screen the list and the conversation are two pages (`?user=<id>` opens one).
 */
export function ChatScreen() {
  const { t } = useT(chatNs);
  const users = useRemote(chatUsersAtom);
  const [params, setParams] = useSearchParams();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [editing, setEditing] = useState<ChatUser | null>(null);
  const modify = useWrite(modifyUserAtom);
  const notify = useNotify();

  const narrow = width !== undefined && width < TWO_PANES_FROM;
  const requested = params.get(USER_PARAM);
  const list = users.data;
  const selectedId = requested ?? (narrow ? null : (list?.[0]?.id ?? null));
  const selected = list?.find((user) => user.id === selectedId) ?? null;
  const showList = !narrow || selected === null;
  const showConversation = !narrow || selected !== null;

  const select = (id: string) => setParams({ [USER_PARAM]: id });
  const back = () => setParams({});
  const save = async (input: PersonInput) => {
    await modify.run(input);
    notify({ message: t('edit.saved', { name: input.name }), severity: 'success' });
  };

  return (
    <Box
      ref={ref}
      sx={{
        display: 'flex',
        gap: 2,
        height: 'calc(100dvh - 160px)',
        minHeight: 480,
        minWidth: 0,
      }}
    >
      {showList && (
        <MainCard
          content={false}
          sx={{ ...panel, width: narrow ? '100%' : 320, flexShrink: 0 }}
          component="section"
          aria-label={t('contacts.label')}
        >
          <ContactList
            users={list}
            selectedId={selected?.id ?? null}
            onSelect={select}
            error={
              users.status === 'error' ? (
                <ChatLoadFailed title={t('contacts.loadFailed')} error={users.error} onRetry={users.retry} />
              ) : undefined
            }
          />
        </MainCard>
      )}
      {showConversation && (
        <MainCard
          content={false}
          sx={{ ...panel, flex: 1, minWidth: 0 }}
          component="section"
          aria-label={t('pages.chat')}
        >
          {selected ? (
            <Conversation user={selected} onBack={narrow ? back : undefined} onShowDetails={setDetailsOf} />
          ) : (
            <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <EmptyState
                size="small"
                tone="secondary"
                icon={<IconMessages size={32} stroke={1.5} />}
                title={t('pages.chat')}
                description={t('conversation.choose')}
              />
            </Box>
          )}
        </MainCard>
      )}
      <ContactDrawer
        userId={detailsOf}
        onClose={() => setDetailsOf(null)}
        onEdit={(user) => {
          setDetailsOf(null);
          setEditing(user);
        }}
      />
      <PersonDialog open={editing !== null} person={editing} onClose={() => setEditing(null)} onSave={save} />
    </Box>
  );
}
