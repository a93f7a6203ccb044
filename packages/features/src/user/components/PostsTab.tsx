import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBriefcase, IconMapPin, IconNews } from '@tabler/icons-react';

import { MainCard, Placeholder } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { postsAtom } from '../atoms';
import { userNs } from '../i18n';
import type { SocialOwner } from '../types';
import { PostCard } from './PostCard';
import { RemoteState } from './RemoteState';

/** Container the posts tab lays out against: one column, then intro beside the feed. */
const FEED = 'user-feed';

function PostSkeletons() {
  return (
    <Stack spacing={3}>
      {[0, 1].map((index) => (
        <Box key={index} sx={{ display: 'grid', gap: 1.5 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Placeholder variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Placeholder width="30%" />
              <Placeholder width="20%" />
            </Box>
          </Stack>
          <Placeholder variant="rounded" height={160} />
        </Box>
      ))}
    </Stack>
  );
}

/** Where the owner lives and works. */
function Intro({ owner }: { owner: SocialOwner | undefined }) {
  const { t } = useT(userNs);
  const rows = owner
    ? [
        { icon: IconBriefcase, text: t('intro.role', { role: owner.role }) },
        { icon: IconMapPin, text: t('intro.location', { place: owner.location }) },
      ]
    : [];
  return (
    <MainCard title={t('intro.title')} titleComponent="h2">
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {owner
          ? rows.map(({ icon: Icon, text }) => (
              <Box component="li" key={text} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <Icon size={20} stroke={1.5} aria-hidden />
                <Typography variant="body2" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
                  {text}
                </Typography>
              </Box>
            ))
          : [0, 1].map((index) => (
              <Box component="li" key={index}>
                <Placeholder width="70%" />
              </Box>
            ))}
      </Stack>
    </MainCard>
  );
}

/** The posts tab: the owner's intro and the feed of posts with their comments. */
export function PostsTab({ owner }: { owner: SocialOwner | undefined }) {
  const { t } = useT(userNs);
  const posts = useRemote(postsAtom);
  return (
    <Box sx={{ containerType: 'inline-size', containerName: FEED }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          [`@container ${FEED} (min-width: 900px)`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
        }}
      >
        <Intro owner={owner} />
        <Box component="section" aria-label={t('posts.feed')} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <RemoteState
            remote={posts}
            loading="posts.loading"
            loadFailed="posts.loadFailed"
            skeleton={<PostSkeletons />}
            isEmpty={(data) => data.length === 0}
            empty={{
              icon: <IconNews size={32} stroke={1.5} />,
              title: t('posts.emptyTitle'),
              text: t('posts.emptyText'),
            }}
          >
            {(data) => data.map((post) => <PostCard key={post.id} post={post} ownerId={owner?.id ?? ''} />)}
          </RemoteState>
        </Box>
      </Box>
    </Box>
  );
}
