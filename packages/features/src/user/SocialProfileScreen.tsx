import Box from '@mui/material/Box';
import { Navigate, useParams } from 'react-router-dom';

import { ErrorState } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';
import { pathTo } from '../shared/routes/paths';
import { ownerAtom } from './atoms';
import { GalleryTab } from './components/GalleryTab';
import { PeopleTab } from './components/PeopleTab';
import { PostsTab } from './components/PostsTab';
import { PANEL_ID, ProfileHeader, tabId } from './components/ProfileHeader';
import { userNs } from './i18n';
import { socialTabOf, type SocialTab } from './socialTabs';
import type { SocialOwner } from './types';

function Panel({ tab, owner }: { tab: SocialTab; owner: SocialOwner | undefined }) {
  if (tab === 'posts') return <PostsTab owner={owner} />;
  if (tab === 'gallery') return <GalleryTab />;
  return <PeopleTab kind={tab} />;
}

/**
 * `/user/social-profile/:tab`: the owner's header with the tabs as links (posts, followers,
 * friends, friend requests, gallery), and the tab's content. An unknown tab opens the posts.
 */
export function SocialProfileScreen() {
  const { t } = useT(userNs);
  const tab = socialTabOf(useParams<{ tab: string }>().tab);
  const owner = useRemote(ownerAtom);
  if (!tab) return <Navigate to={pathTo.socialProfile('posts')} replace />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {owner.status === 'error' ? (
        <ErrorState
          title={t('profile.loadFailed')}
          message={t(`loadError.${owner.error.failure}`, { message: owner.error.message })}
          offline={owner.error.isNetworkError}
          onRetry={owner.retry}
          retryLabel={t('common.retry')}
        />
      ) : (
        <ProfileHeader owner={owner.data} tab={tab} />
      )}
      <Box id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        <Panel tab={tab} owner={owner.data} />
      </Box>
    </Box>
  );
}
