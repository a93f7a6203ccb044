import { paths, pathTo } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./index');

/** The user pages: a section of the Applications group, first as in the template. */
export const userRoutes: FeatureRoutes = {
  sections: [{ id: 'user', group: 'applications', titleKey: 'menu.users', icon: 'IconUserCircle', order: 0 }],
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
    ...([1, 2, 3] as const).map((n) => ({
      id: `user-account-profile${n}`,
      path: paths.user[`accountProfile${n}`],
      area: 'protected' as const,
      titleKey: `menu.accountProfile${n}`,
      screen: async () => (await screens())[`AccountProfile${n}Screen`],
      menu: { group: 'applications' as const, section: 'user', order: 1 + n },
    })),
    ...([1, 2, 3] as const).map((n) => ({
      id: `user-card${n}`,
      path: paths.user[`card${n}`],
      area: 'protected' as const,
      titleKey: `menu.userCard${n}`,
      screen: async () => (await screens())[`UserCard${n}Screen`],
      menu: { group: 'applications' as const, section: 'user', order: 4 + n },
    })),
    ...([1, 2] as const).map((n) => ({
      id: `user-list${n}`,
      path: paths.user[`list${n}`],
      area: 'protected' as const,
      titleKey: `menu.userList${n}`,
      screen: async () => (await screens())[`UserList${n}Screen`],
      menu: { group: 'applications' as const, section: 'user', order: 7 + n },
    })),
  ],
};
