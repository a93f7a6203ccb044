/**
 * The widget and charts pages behind one lazy import of the route registry (as `appScreens.ts`):
 * both draw with nivo, and one code entry instead of two keeps MUI's shared modules out of the
 * shell (measured: a second entry put /login and the home 1 KB over their budgets). nivo comes
 * with it, on /widget/* and /charts/* only.
 */
export { ChartScreen, DataScreen, StatisticsScreen } from './widget/screens';
export { GalleryScreen, OrgChartScreen } from './charts/screens';
