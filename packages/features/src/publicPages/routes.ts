import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./screens');

/** The public status pages: no login, outside the main layout, not in the menu. */
export const publicPagesRoutes: FeatureRoutes = {
  routes: [
    {
      id: 'pages-error',
      path: paths.pages.error,
      area: 'public',
      titleKey: 'menu.pagesError',
      screen: async () => (await screens()).ErrorPage,
    },
    {
      id: 'pages-coming-soon-1',
      path: paths.pages.comingSoon1,
      area: 'public',
      titleKey: 'menu.pagesComingSoon',
      screen: async () => (await screens()).ComingSoonPage1,
    },
    {
      id: 'pages-coming-soon-2',
      path: paths.pages.comingSoon2,
      area: 'public',
      titleKey: 'menu.pagesComingSoon',
      screen: async () => (await screens()).ComingSoonPage2,
    },
    {
      id: 'pages-under-construction',
      path: paths.pages.underConstruction,
      area: 'public',
      titleKey: 'menu.pagesUnderConstruction',
      screen: async () => (await screens()).UnderConstructionPage,
    },
  ],
};
