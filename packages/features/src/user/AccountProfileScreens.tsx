import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconLock, IconSettings, IconUser, IconUserEdit } from '@tabler/icons-react';
import { useId, useState } from 'react';

import { MainCard, SubCard } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import {
  ACCOUNT_SECTIONS,
  AccountData,
  ProfileSummary,
  SectionContent,
  type AccountSection,
} from './components/account/AccountParts';
import { DetailsForm, PasswordForm, SettingsForm } from './components/account/AccountForms';
import { userNs } from './i18n';

const ICONS = {
  profile: IconUser,
  details: IconUserEdit,
  password: IconLock,
  settings: IconSettings,
} as const;

/** Container the account layouts lay out against. */
const ACCOUNT = 'account';
const twoColumns = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  [`@container ${ACCOUNT} (min-width: 860px)`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
} as const;

/** `/user/account-profile/profile1`: the sections as tabs across one card. */
export function AccountProfile1Screen() {
  const { t } = useT(userNs);
  const [section, setSection] = useState<AccountSection>('profile');
  const base = useId();
  return (
    <MainCard content={false}>
      <Tabs
        value={section}
        onChange={(_event, value: AccountSection) => setSection(value)}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('account.sections')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ACCOUNT_SECTIONS.map((value) => {
          const Icon = ICONS[value];
          return (
            <Tab
              key={value}
              value={value}
              id={`${base}-tab-${value}`}
              aria-controls={`${base}-panel`}
              icon={<Icon size={18} stroke={1.5} aria-hidden />}
              iconPosition="start"
              label={t(`account.${value}`)}
              sx={{ minHeight: 52 }}
            />
          );
        })}
      </Tabs>
      <Box id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${section}`} sx={{ p: 3 }}>
        <AccountData>
          {({ details, settings }) => (
            <SectionContent section={section} details={details} settings={settings} />
          )}
        </AccountData>
      </Box>
    </MainCard>
  );
}

/** `/user/account-profile/profile2`: a list of the sections beside the chosen one. */
export function AccountProfile2Screen() {
  const { t } = useT(userNs);
  const [section, setSection] = useState<AccountSection>('details');
  return (
    <Box sx={{ containerType: 'inline-size', containerName: ACCOUNT }}>
      <Box sx={twoColumns}>
        <MainCard content={false}>
          <Box component="nav" aria-label={t('account.sections')}>
            <List component="div" sx={{ p: 1.5 }}>
              {ACCOUNT_SECTIONS.map((value) => {
                const Icon = ICONS[value];
                return (
                  <ListItemButton
                    key={value}
                    selected={section === value}
                    aria-current={section === value ? 'true' : undefined}
                    onClick={() => setSection(value)}
                    sx={{ borderRadius: 2, mb: 0.5, minHeight: 48 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon size={20} stroke={1.5} aria-hidden />
                    </ListItemIcon>
                    <ListItemText primary={t(`account.${value}`)} />
                  </ListItemButton>
                );
              })}
            </List>
          </Box>
        </MainCard>
        <MainCard title={t(`account.${section}`)} titleComponent="h2">
          <AccountData>
            {({ details, settings }) => (
              <SectionContent section={section} details={details} settings={settings} />
            )}
          </AccountData>
        </MainCard>
      </Box>
    </Box>
  );
}

/** `/user/account-profile/profile3`: the summary beside every form, one under the other. */
export function AccountProfile3Screen() {
  const { t } = useT(userNs);
  return (
    <Box sx={{ containerType: 'inline-size', containerName: ACCOUNT }}>
      <AccountData>
        {({ details, settings }) => (
          <Box sx={twoColumns}>
            <MainCard title={t('account.profile')} titleComponent="h2">
              <ProfileSummary details={details} />
            </MainCard>
            <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
              <SubCard title={t('account.details')}>
                <DetailsForm details={details} />
              </SubCard>
              <SubCard title={t('account.password')}>
                <PasswordForm />
              </SubCard>
              <SubCard title={t('account.settings')}>
                <SettingsForm settings={settings} />
              </SubCard>
            </Box>
          </Box>
        )}
      </AccountData>
    </Box>
  );
}
