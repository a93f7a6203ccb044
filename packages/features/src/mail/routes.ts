import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('../appScreens');

/** The mail app: an entry of the Applications group. */
export const mailRoutes: FeatureRoutes = {
  routes: [
    {
      id: 'app-mail',
      path: paths.apps.mail,
      area: 'protected',
      titleKey: 'menu.mail',
      screen: async () => (await screens()).MailScreen,
      menu: { group: 'applications', icon: 'IconMail', order: 5 },
    },
  ],
};
