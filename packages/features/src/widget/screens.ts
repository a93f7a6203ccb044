/**
 * The widget pages behind one lazy import of the route registry (as `appScreens.ts`): three entries
 * pushed the MUI modules they share over the `mui` group's share count into the shell (measured:
 * /login 185.9 -> 189.4 KB, over its budget); one entry keeps every other first visit as it was.
 * nivo's bar and pie come with it, on /widget/* only.
 */
export { ChartScreen } from './ChartScreen';
export { DataScreen } from './DataScreen';
export { StatisticsScreen } from './StatisticsScreen';
