import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPencil, IconX } from '@tabler/icons-react';
import { LoadingArea, Placeholder, PresenceAvatar } from '@pp/ui';
import { useId, type ReactNode } from 'react';

import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { chatUserAtomFamily } from '../atoms';
import { chatNs } from '../i18n';
import type { ChatUser } from '../types';
import { ChatLoadFailed } from './ChatLoadFailed';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === '') return null;
  return (
    <Box>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Details({ user, onEdit }: { user: ChatUser; onEdit: (user: ChatUser) => void }) {
  const { t } = useT(chatNs);
  return (
    <>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 3, pb: 2 }}>
        <PresenceAvatar src={user.avatar} name={user.name} presence={user.online_status} size={10} />
        <Typography variant="h4" component="p" sx={{ overflowWrap: 'break-word', maxWidth: '100%' }}>
          {user.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
          {user.role}
        </Typography>
        <Button variant="outlined" startIcon={<IconPencil size={18} />} onClick={() => onEdit(user)}>
          {t('common.edit')}
        </Button>
      </Stack>
      <Stack component="dl" spacing={2} sx={{ m: 0, px: 3, pb: 3 }}>
        <Detail label={t('details.presence')}>{t(`presence.${user.online_status}`)}</Detail>
        <Detail label={t('details.company')}>{user.company}</Detail>
        <Detail label={t('details.team')}>{user.status}</Detail>
        <Detail label={t('details.workEmail')}>{user.work_email}</Detail>
        <Detail label={t('details.personalEmail')}>{user.personal_email}</Detail>
        <Detail label={t('details.workPhone')}>{user.work_phone}</Detail>
        <Detail label={t('details.personalPhone')}>{user.personal_phone}</Detail>
        <Detail label={t('details.location')}>{user.location}</Detail>
        <Detail label={t('details.birthday')}>{user.birthdayText}</Detail>
      </Stack>
    </>
  );
}

function DrawerBody({ id, onEdit }: { id: string; onEdit: (user: ChatUser) => void }) {
  const { t } = useT(chatNs);
  const user = useRemote(chatUserAtomFamily(id));
  if (user.status === 'error')
    return <ChatLoadFailed title={t('details.loadFailed')} error={user.error} onRetry={user.retry} />;
  if (user.status === 'loading')
    return (
      <LoadingArea label={t('details.title')} sx={{ px: 3 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Placeholder variant="circular" width={80} height={80} />
          <Placeholder width="60%" />
          <Placeholder width="80%" />
          <Placeholder width="80%" />
        </Stack>
      </LoadingArea>
    );
  return <Details user={user.data} onEdit={onEdit} />;
}

export interface ContactDrawerProps {
  /** The contact shown, or null when closed. */
  userId: string | null;
  onClose: () => void;
  onEdit: (user: ChatUser) => void;
}

/** A contact's details (`POST /api/chat/users/id`) in a drawer at the end side, with an edit button. */
export function ContactDrawer({ userId, onClose, onEdit }: ContactDrawerProps) {
  const { t } = useT(chatNs);
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={userId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 360 }, maxWidth: '100%' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 1.5 }}>
        <Typography id={titleId} variant="h4" component="h2">
          {t('details.title')}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ width: 44, height: 44 }}>
          <IconX size={20} />
        </IconButton>
      </Stack>
      {userId !== null && <DrawerBody id={userId} onEdit={onEdit} />}
    </Drawer>
  );
}
