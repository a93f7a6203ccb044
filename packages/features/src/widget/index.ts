// Public entry of the widget pages (`@pp/features/widget`): the screens of /widget/*. The routes load
// each screen's own module, so every page is a chunk of its own.
export { ChartScreen } from './ChartScreen';
export { DataScreen } from './DataScreen';
export { StatisticsScreen } from './StatisticsScreen';
