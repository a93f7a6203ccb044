import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { IconMapPin } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { PresenceAvatar, touchTarget, useNotify } from '@pp/ui';

import { toApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { useWrite } from '../../shared/query/write';
import { answerRequestAtom, followersAtomFamily, friendsAtomFamily, requestsAtomFamily } from '../atoms';
import { countText, userNs } from '../i18n';
import type { Follower, Friend, FriendRequest } from '../types';
import { SearchGrid, type SearchGridKind } from './SearchGrid';

const wrap = { overflowWrap: 'break-word', minWidth: 0 } as const;

/** A person's card: picture, name, a line under it, and what can be done. */
function PersonCard({
  avatar,
  name,
  line,
  children,
}: {
  avatar: string;
  name: string;
  line: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <PresenceAvatar src={avatar} name={name} size={6} />
      <Box sx={{ flex: '1 1 8rem', ...wrap }}>
        <Typography variant="h5" component="h3" sx={wrap}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div" sx={wrap}>
          {line}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

const place = (location: string) =>
  location === '' ? null : (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconMapPin size={14} stroke={1.5} aria-hidden />
      {location}
    </Box>
  );

function FollowerCard({ person }: { person: Follower }) {
  const { t } = useT(userNs);
  return (
    <PersonCard avatar={person.avatar} name={person.name} line={place(person.location)}>
      <Chip
        size="small"
        variant={person.follow ? 'filled' : 'outlined'}
        color={person.follow ? 'primary' : 'default'}
        label={person.follow ? t('people.followsBack') : t('people.notFollowed')}
      />
    </PersonCard>
  );
}

function FriendCard({ person }: { person: Friend }) {
  return <PersonCard avatar={person.avatar} name={person.name} line={place(person.location)} />;
}

function RequestCard({ person }: { person: FriendRequest }) {
  const { t, locale } = useT(userNs);
  const answer = useWrite(answerRequestAtom);
  const notify = useNotify();
  const [sending, setSending] = useState<'confirm' | 'delete' | null>(null);
  const send = async (choice: 'confirm' | 'delete') => {
    setSending(choice);
    try {
      await answer.run({ id: person.id, answer: choice });
      notify({
        message: t(choice === 'confirm' ? 'people.confirmed' : 'people.deleted', { name: person.name }),
        severity: 'success',
      });
    } catch (error) {
      if (toApiError(error).status !== -1) notify({ message: t('people.answerFailed'), severity: 'error' });
    } finally {
      setSending(null);
    }
  };
  return (
    <PersonCard
      avatar={person.avatar}
      name={person.name}
      line={countText(t, locale, 'people.mutual', person.mutual)}
    >
      <Box sx={{ display: 'flex', gap: 1, flexBasis: '100%' }}>
        <Button
          variant="contained"
          size="small"
          fullWidth
          aria-label={t('people.confirmName', { name: person.name })}
          loading={sending === 'confirm'}
          disabled={sending === 'delete'}
          onClick={() => void send('confirm')}
          sx={touchTarget}
        >
          {t('people.confirm')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          fullWidth
          aria-label={t('people.deleteName', { name: person.name })}
          loading={sending === 'delete'}
          disabled={sending === 'confirm'}
          onClick={() => void send('delete')}
          sx={touchTarget}
        >
          {t('people.delete')}
        </Button>
      </Box>
    </PersonCard>
  );
}

const useFollowers = (key: string) => useRemote(followersAtomFamily(key));
const useFriends = (key: string) => useRemote(friendsAtomFamily(key));
const useRequests = (key: string) => useRemote(requestsAtomFamily(key));

const kinds = {
  follower: {
    read: useFollowers,
    search: 'people.searchFollowers',
    empty: 'people.followersEmpty',
    card: (person) => <FollowerCard key={person.id} person={person} />,
  } satisfies SearchGridKind<Follower>,
  friends: {
    read: useFriends,
    search: 'people.searchFriends',
    empty: 'people.friendsEmpty',
    card: (person) => <FriendCard key={person.id} person={person} />,
  } satisfies SearchGridKind<Friend>,
  'friend-request': {
    read: useRequests,
    search: 'people.searchRequests',
    empty: 'people.requestsEmpty',
    card: (person) => <RequestCard key={person.id} person={person} />,
  } satisfies SearchGridKind<FriendRequest>,
};

export type PeopleTabKind = keyof typeof kinds;

/** Followers, friends or friend requests, with a search that asks the server (the filter call). */
export function PeopleTab({ kind }: { kind: PeopleTabKind }) {
  const { t } = useT(userNs);
  const title = t(`tabs.${kind}`);
  // Each kind keeps its own search: a new kind starts afresh.
  if (kind === 'follower') return <SearchGrid key={kind} kind={kinds.follower} title={title} />;
  if (kind === 'friends') return <SearchGrid key={kind} kind={kinds.friends} title={title} />;
  return <SearchGrid key={kind} kind={kinds['friend-request']} title={title} />;
}
