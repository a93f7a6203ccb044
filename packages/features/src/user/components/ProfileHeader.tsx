import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { MainCard, Placeholder, PresenceAvatar } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { pathTo } from '../../shared/routes/paths';
import { countText, userNs } from '../i18n';
import { SOCIAL_TABS, type SocialTab } from '../socialTabs';
import type { SocialOwner } from '../types';

/** The id of a tab link, for the panel's `aria-labelledby`. */
export const tabId = (tab: SocialTab) => `social-tab-${tab}`;
export const PANEL_ID = 'social-panel';

export interface ProfileHeaderProps {
  owner: SocialOwner | undefined;
  tab: SocialTab;
}

/** Cover, picture, name, role and counts of the owner, and the tabs (links to each tab's page). */
export function ProfileHeader({ owner, tab }: ProfileHeaderProps) {
  const { t, locale } = useT(userNs);
  return (
    <MainCard content={false} sx={{ containerType: 'inline-size' }}>
      <Box
        component="img"
        src={owner?.cover}
        alt={owner ? t('profile.cover', { name: owner.name }) : ''}
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: 120, sm: 180 },
          objectFit: 'cover',
          bgcolor: 'primary.light',
          visibility: owner ? 'visible' : 'hidden',
        }}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          columnGap: 2.5,
          rowGap: 1,
          px: 3,
          mt: -6,
        }}
      >
        <Box
          sx={{
            borderRadius: '50%',
            border: 4,
            borderColor: 'background.paper',
            bgcolor: 'background.paper',
          }}
        >
          <PresenceAvatar src={owner?.avatar} name={owner?.name ?? ''} size={14} />
        </Box>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0, pb: 1 }}>
          {owner ? (
            <>
              <Typography variant="h2" component="h1" sx={{ overflowWrap: 'break-word' }}>
                {owner.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                {owner.role}
              </Typography>
            </>
          ) : (
            <>
              <Placeholder width="12rem" height={32} />
              <Placeholder width="8rem" />
            </>
          )}
        </Box>
        {owner && (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, pb: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
          >
            {[
              countText(t, locale, 'profile.posts', owner.posts),
              countText(t, locale, 'profile.followers', owner.followers),
              countText(t, locale, 'profile.friends', owner.friends),
            ].map((text) => (
              <Typography key={text} component="li" variant="subtitle1" sx={{ unicodeBidi: 'plaintext' }}>
                {text}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('profile.sections')}
        sx={{ px: 2, mt: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {SOCIAL_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={PANEL_ID}
            label={t(`tabs.${value}`)}
            component={RouterLink}
            to={pathTo.socialProfile(value)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </MainCard>
  );
}
