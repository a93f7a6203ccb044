/**
 * The template's demo pages behind one lazy import of the route registry (as `appScreens.ts` for
 * mail, chat and contacts): the widgets and charts (nivo), the component pages (MUI X date
 * pickers), the basic and advanced UI elements, the form pages (tiptap loads inside its own page), the table pages (MUI X's data grid loads inside its own page), the utilities, pricing and
 * sample pages, the icon galleries (each loads its icons itself), the public authentication pages.
 * Every code entry that renders MUI's cards moves more of MUI into the chunk every first load
 * carries (decision 0023): one entry for these pages keeps /login and the player home in budget.
 * A first visit to one of them loads the others (players never open them).
 */
export { ChartScreen, DataScreen, StatisticsScreen } from './widget/screens';
export { GalleryScreen, OrgChartScreen } from './charts/screens';
export * from './utilities/screens';
export * from './uiPages/screens';
export { MaterialIconsScreen, TablerIconsScreen } from './iconPages/screens';
export * from './tablePages/screens';
export * from './auth/pages/screens';
export * from './basicPages/screens';
export * from './advancePages/screens';
export * from './formPages/screens';
