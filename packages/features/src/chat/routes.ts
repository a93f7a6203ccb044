import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('../appScreens');

/** The chat app: one page in the Applications group. */
export const chatRoutes: FeatureRoutes = {
  routes: [
    {
      id: 'app-chat',
      path: paths.apps.chat,
      area: 'protected',
      titleKey: 'menu.chat',
      screen: async () => (await screens()).ChatScreen,
      menu: { group: 'applications', icon: 'IconMessages', order: 4 },
    },
  ],
};
