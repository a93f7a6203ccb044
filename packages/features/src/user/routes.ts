import { IconUserCircle } from '@tabler/icons-react';

import { paths, pathTo } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./index');

/** The user pages: a section of the Applications group, first as in the template. */
export const userRoutes: FeatureRoutes = {
  sections: [{ id: 'user', group: 'applications', titleKey: 'menu.users', icon: IconUserCircle, order: 0 }],
  routes: [
    {
      id: 'user-social-profile',
      path: paths.user.socialProfile,
      area: 'protected',
      titleKey: 'menu.socialProfile',
      screen: async () => (await screens()).SocialProfileScreen,
      menu: {
        group: 'applications',
        section: 'user',
        order: 1,
        link: pathTo.socialProfile('posts'),
      },
    },
  ],
};
