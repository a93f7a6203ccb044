import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./index');

/** The calendar app: one page of the Applications group. */
export const calendarRoutes: FeatureRoutes = {
  routes: [
    {
      id: 'app-calendar',
      path: paths.apps.calendar,
      area: 'protected',
      titleKey: 'menu.calendar',
      screen: async () => (await screens()).CalendarScreen,
      menu: { group: 'applications', icon: 'IconCalendar', order: 6 },
    },
  ],
};
