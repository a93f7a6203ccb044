/** The widget pages' screens, loaded with the charts pages through `../templateScreens.ts`. */
export { ChartScreen } from './ChartScreen';
export { DataScreen } from './DataScreen';
export { StatisticsScreen } from './StatisticsScreen';
