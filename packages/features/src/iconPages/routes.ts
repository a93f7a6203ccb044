import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('../templateScreens');

/**
 * The icon galleries (issue 18): the "Icons" section of the support group, after the utilities and
 * pricing. The screens are in the template pages' lazy chunk; each loads its gallery and its icons
 * itself (`screens.tsx`).
 */
export const iconPagesRoutes: FeatureRoutes = {
  sections: [{ id: 'icons', group: 'support', titleKey: 'menu.icons', icon: 'IconIcons', order: 3 }],
  routes: [
    {
      id: 'icons-tabler',
      path: paths.icons.tabler,
      area: 'protected',
      titleKey: 'menu.tablerIcons',
      screen: async () => (await screens()).TablerIconsScreen,
      menu: { group: 'support', section: 'icons', order: 1 },
    },
    {
      id: 'icons-material',
      path: paths.icons.material,
      area: 'protected',
      titleKey: 'menu.materialIcons',
      screen: async () => (await screens()).MaterialIconsScreen,
      menu: { group: 'support', section: 'icons', order: 2 },
    },
  ],
};
