import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('../templateScreens');

/**
 * The widget pages: a section of the home group, as in the template. They load in one lazy chunk
 * with the charts pages (`templateScreens.ts` says why), so nivo never reaches the player's pages.
 */
export const widgetRoutes: FeatureRoutes = {
  sections: [{ id: 'widget', group: 'home', titleKey: 'menu.widget', icon: 'IconDeviceAnalytics', order: 3 }],
  routes: [
    {
      id: 'widget-statistics',
      path: paths.widget.statistics,
      area: 'protected',
      titleKey: 'menu.widgetStatistics',
      screen: async () => (await screens()).StatisticsScreen,
      menu: { group: 'home', section: 'widget', order: 1 },
    },
    {
      id: 'widget-data',
      path: paths.widget.data,
      area: 'protected',
      titleKey: 'menu.widgetData',
      screen: async () => (await screens()).DataScreen,
      menu: { group: 'home', section: 'widget', order: 2 },
    },
    {
      id: 'widget-chart',
      path: paths.widget.chart,
      area: 'protected',
      titleKey: 'menu.widgetChart',
      screen: async () => (await screens()).ChartScreen,
      menu: { group: 'home', section: 'widget', order: 3 },
    },
  ],
};
