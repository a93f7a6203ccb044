import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('../templateScreens');

/**
 * The chart pages: a section of the home group after the widgets, as in the template. Both load in
 * the widgets' lazy chunk (`templateScreens.ts`), so nivo never reaches the player's pages.
 */
export const chartsRoutes: FeatureRoutes = {
  sections: [{ id: 'charts', group: 'home', titleKey: 'menu.charts', icon: 'IconChartDots', order: 4 }],
  routes: [
    {
      id: 'charts-gallery',
      path: paths.charts.gallery,
      area: 'protected',
      titleKey: 'menu.chartsGallery',
      screen: async () => (await screens()).GalleryScreen,
      menu: { group: 'home', section: 'charts', order: 1 },
    },
    {
      id: 'charts-organisation',
      path: paths.charts.organisation,
      area: 'protected',
      titleKey: 'menu.chartsOrganisation',
      screen: async () => (await screens()).OrgChartScreen,
      menu: { group: 'home', section: 'charts', order: 2 },
    },
  ],
};
