import { IconDeviceAnalytics } from '@tabler/icons-react';

import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

/**
 * The widget pages: a section of the home group, as in the template. Each page is its own lazy
 * chunk (its own import), so the charts' nivo bar and pie load on /widget/chart only.
 */
export const widgetRoutes: FeatureRoutes = {
  sections: [{ id: 'widget', group: 'home', titleKey: 'menu.widget', icon: IconDeviceAnalytics, order: 3 }],
  routes: [
    {
      id: 'widget-statistics',
      path: paths.widget.statistics,
      area: 'protected',
      titleKey: 'menu.widgetStatistics',
      screen: async () => (await import('./StatisticsScreen')).StatisticsScreen,
      menu: { group: 'home', section: 'widget', order: 1 },
    },
    {
      id: 'widget-data',
      path: paths.widget.data,
      area: 'protected',
      titleKey: 'menu.widgetData',
      screen: async () => (await import('./DataScreen')).DataScreen,
      menu: { group: 'home', section: 'widget', order: 2 },
    },
    {
      id: 'widget-chart',
      path: paths.widget.chart,
      area: 'protected',
      titleKey: 'menu.widgetChart',
      screen: async () => (await import('./ChartScreen')).ChartScreen,
      menu: { group: 'home', section: 'widget', order: 3 },
    },
  ],
};
