import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('../appScreens');

/** The contacts app: a section of the Applications group with its cards and list views. */
export const contactRoutes: FeatureRoutes = {
  sections: [
    { id: 'contact', group: 'applications', titleKey: 'menu.contact', icon: 'IconAddressBook', order: 7 },
  ],
  routes: [
    {
      id: 'contact-cards',
      path: paths.apps.contactCards,
      area: 'protected',
      titleKey: 'menu.contactCards',
      screen: async () => (await screens()).ContactCardsScreen,
      menu: { group: 'applications', section: 'contact', order: 1 },
    },
    {
      id: 'contact-list',
      path: paths.apps.contactList,
      area: 'protected',
      titleKey: 'menu.contactList',
      screen: async () => (await screens()).ContactListScreen,
      menu: { group: 'applications', section: 'contact', order: 2 },
    },
  ],
};
