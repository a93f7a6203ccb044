import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconCheck, IconMail, IconMapPin, IconMessage, IconPhone, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PresenceAvatar, StatusChip, touchTarget, visuallyHidden, type StatusChipColor } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { paths } from '../../shared/routes/paths';
import { userNs } from '../i18n';
import type { DetailCard, ProfileCard, SimpleCard, UserS1, UserS2 } from '../types';

const wrap = { overflowWrap: 'break-word', minWidth: 0 } as const;

type Status = UserS1['status'] | UserS2['badgeStatus'];

const STATUS_COLORS: Record<Status, StatusChipColor> = {
  Active: 'success',
  Pending: 'warning',
  Rejected: 'error',
  active: 'success',
  inactive: 'secondary',
};

/** A person's status as a tinted chip in the locale. */
export function UserStatus({ status }: { status: Status }) {
  const { t } = useT(userNs);
  return <StatusChip color={STATUS_COLORS[status]} label={t(`status.${status}`)} />;
}

/** The bordered item every card layout sits in. */
const itemSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
} as const;

/** Half the card each, one under the other when the card is too narrow for both. */
const actionSx = [touchTarget, { flex: '1 1 6rem' }] as const;

/** Message (opens the chat) and Follow (a toggle), side by side. */
function CardActions({ name }: { name: string }) {
  const { t } = useT(userNs);
  const [following, setFollowing] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 'auto', pt: 1 }}>
      <Button
        component={RouterLink}
        to={paths.apps.chat}
        variant="outlined"
        size="small"
        aria-label={t('cards.messageName', { name })}
        startIcon={<IconMessage size={18} stroke={1.5} aria-hidden />}
        sx={actionSx}
      >
        {t('cards.message')}
      </Button>
      <Button
        variant={following ? 'outlined' : 'contained'}
        size="small"
        aria-pressed={following}
        aria-label={t('cards.followName', { name })}
        startIcon={
          following ? (
            <IconCheck size={18} stroke={1.5} aria-hidden />
          ) : (
            <IconUserPlus size={18} stroke={1.5} aria-hidden />
          )
        }
        onClick={() => setFollowing((value) => !value)}
        sx={actionSx}
      >
        {following ? t('cards.following') : t('cards.follow')}
      </Button>
    </Box>
  );
}

function Name({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h3" sx={wrap}>
      {children}
    </Typography>
  );
}

/** One contact line: an icon and its text or link. */
function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, color: 'text.secondary' }}
    >
      <Box component="span" sx={{ display: 'inline-flex', flex: 'none' }} aria-hidden>
        {icon}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}:
      </Box>
      <Typography component="span" variant="body2" color="text.primary" sx={wrap}>
        {children}
      </Typography>
    </Box>
  );
}

/** Card 1: picture, name and role; about; email, phone and place; message and follow. */
export function DetailUserCard({ user }: { user: DetailCard }) {
  const { t } = useT(userNs);
  return (
    <Box component="li" sx={{ ...itemSx, p: 2.5, gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PresenceAvatar src={user.avatar} name={user.name} size={7} />
        <Box sx={wrap}>
          <Name>{user.name}</Name>
          <Typography variant="body2" color="text.secondary" sx={wrap}>
            {user.role}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" sx={wrap}>
        {user.about}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <ContactLine icon={<IconMail size={16} stroke={1.5} />} label={t('cards.email')}>
          <Link href={`mailto:${user.email}`} sx={{ ...wrap, wordBreak: 'break-all' }}>
            {user.email}
          </Link>
        </ContactLine>
        <ContactLine icon={<IconPhone size={16} stroke={1.5} />} label={t('cards.phone')}>
          <Link href={`tel:${user.contact.replace(/[^\d+]/g, '')}`} sx={{ unicodeBidi: 'plaintext' }}>
            {user.contact}
          </Link>
        </ContactLine>
        <ContactLine icon={<IconMapPin size={16} stroke={1.5} />} label={t('cards.location')}>
          {user.location}
        </ContactLine>
      </Box>
      <CardActions name={user.name} />
    </Box>
  );
}

/** Card 2: a large picture, the name and the status, centred; message and follow. */
export function SimpleUserCard({ user }: { user: SimpleCard }) {
  return (
    <Box component="li" sx={{ ...itemSx, p: 2.5, gap: 1.5, alignItems: 'stretch', textAlign: 'center' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <PresenceAvatar src={user.avatar} name={user.name} size={10} />
      </Box>
      <Name>{user.name}</Name>
      <Box>
        <UserStatus status={user.status} />
      </Box>
      <CardActions name={user.name} />
    </Box>
  );
}

/** Card 3: the cover picture, the picture over its edge, name, role and status; message and follow. */
export function ProfileUserCard({ user }: { user: ProfileCard }) {
  const { t } = useT(userNs);
  return (
    <Box component="li" sx={itemSx}>
      <Box
        component="img"
        src={user.profile}
        alt={t('profile.cover', { name: user.name })}
        sx={{ display: 'block', width: '100%', height: 112, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      <Box
        sx={{
          px: 2.5,
          pb: 2.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          textAlign: 'center',
          flex: 1,
        }}
      >
        <Box
          sx={{
            alignSelf: 'center',
            mt: -5,
            p: 0.5,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            lineHeight: 0,
          }}
        >
          <PresenceAvatar src={user.avatar} name={user.name} size={9} />
        </Box>
        <Name>{user.name}</Name>
        <Typography variant="body2" color="text.secondary" sx={wrap}>
          {user.role}
        </Typography>
        <Box>
          <UserStatus status={user.status} />
        </Box>
        <CardActions name={user.name} />
      </Box>
    </Box>
  );
}
