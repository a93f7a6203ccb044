/**
 * The template's demo pages behind one lazy import of the route registry (as `appScreens.ts` for
 * mail, chat and contacts): the widgets and charts (nivo), the component pages (MUI X date
 * pickers), the utilities, pricing and sample pages.
 * Every code entry that renders MUI's cards moves more of MUI into the chunk every first load
 * carries (decision 0023): one entry for these pages keeps /login and the player home in budget.
 * A first visit to one of them loads the others (players never open them).
 */
export { ChartScreen, DataScreen, StatisticsScreen } from './widget/screens';
export { GalleryScreen, OrgChartScreen } from './charts/screens';
export * from './utilities/screens';
export * from './uiPages/screens';
export * from './formPages/screens';
