import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCake, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { formatDate, Placeholder, PresenceAvatar } from '@pp/ui';

import { useT } from '../../../shared/i18n/useT';
import { useRemote } from '../../../shared/query/read';
import { accountProfileAtom, ownerAtom } from '../../atoms';
import { userNs } from '../../i18n';
import type { AccountDetails, AccountSettings } from '../../types';
import { RemoteState } from '../RemoteState';
import { DetailsForm, PasswordForm, SettingsForm } from './AccountForms';

/** The sections every account profile layout shows, in order. */
export const ACCOUNT_SECTIONS = ['profile', 'details', 'password', 'settings'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

const wrap = { overflowWrap: 'break-word', minWidth: 0 } as const;

/** The demo user's picture, name, role and details, read-only. */
export function ProfileSummary({ details }: { details: AccountDetails }) {
  const { t, locale } = useT(userNs);
  const owner = useRemote(ownerAtom);
  const rows = [
    { icon: IconMail, label: t('account.email'), value: details.email },
    { icon: IconPhone, label: t('account.phone'), value: details.phone },
    { icon: IconMapPin, label: t('account.location'), value: details.location },
    {
      icon: IconCake,
      label: t('account.birthday'),
      value: details.birthday === '' ? '' : formatDate(details.birthday, { locale }),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PresenceAvatar src={owner.data?.avatar} name={details.name} size={9} />
        <Box sx={wrap}>
          <Typography variant="h3" component="h2" sx={wrap}>
            {details.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={wrap}>
            {owner.data ? owner.data.role : <Placeholder width="8rem" />}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map(({ icon: Icon, label, value }) => (
          <Box component="li" key={label} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Icon size={20} stroke={1.5} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Box sx={wrap}>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {label}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block', ...wrap }}>
                {value === '' ? t('account.notGiven') : value}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {details.about !== '' && (
        <>
          <Divider />
          <Box>
            <Typography variant="h5" component="h3" sx={{ mb: 0.5 }}>
              {t('account.about')}
            </Typography>
            <Typography variant="body2" sx={{ ...wrap, whiteSpace: 'pre-line' }}>
              {details.about}
            </Typography>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** What a section shows: the summary or one of the forms. */
export function SectionContent({
  section,
  details,
  settings,
}: {
  section: AccountSection;
  details: AccountDetails;
  settings: AccountSettings;
}) {
  if (section === 'profile') return <ProfileSummary details={details} />;
  if (section === 'details') return <DetailsForm details={details} />;
  if (section === 'password') return <PasswordForm />;
  return <SettingsForm settings={settings} />;
}

/** The account profile read (`GET /api/account-profile`) as a layout shows it: skeletons, error, data. */
export function AccountData({
  children,
}: {
  children: (data: { details: AccountDetails; settings: AccountSettings }) => ReactNode;
}) {
  const account = useRemote(accountProfileAtom);
  return (
    <RemoteState
      remote={account}
      loading="account.loading"
      loadFailed="account.loadFailed"
      skeleton={
        <Stack spacing={2}>
          <Placeholder variant="rounded" height={96} />
          <Placeholder variant="rounded" height={240} />
        </Stack>
      }
    >
      {children}
    </RemoteState>
  );
}
