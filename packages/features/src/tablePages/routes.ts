import { paths } from '../shared/routes/paths';
import type { FeatureRoutes, RouteDefinition } from '../shared/routes/types';

const screens = () => import('../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

const pages: readonly [id: string, path: string, titleKey: string, screen: keyof Screens][] = [
  ['tables-basic', paths.tables.basic, 'menu.tablesBasic', 'BasicTableScreen'],
  ['tables-dense', paths.tables.dense, 'menu.tablesDense', 'DenseTableScreen'],
  ['tables-enhanced', paths.tables.enhanced, 'menu.tablesEnhanced', 'EnhancedTableScreen'],
  ['tables-data', paths.tables.data, 'menu.tablesData', 'DataGridScreen'],
  ['tables-customized', paths.tables.customized, 'menu.tablesCustomized', 'CustomizedTableScreen'],
  ['tables-sticky-header', paths.tables.stickyHeader, 'menu.tablesStickyHeader', 'StickyHeaderTableScreen'],
  ['tables-collapse', paths.tables.collapse, 'menu.tablesCollapse', 'CollapseTableScreen'],
];

/**
 * The table pages: the "Tables" section of the template's Forms group. Six draw ui's DataTable;
 * the data-grid page loads MUI X's grid inside itself (decision 0024). The screens load with the
 * template's other demo pages (`templateScreens.ts`).
 */
export const tablePagesRoutes: FeatureRoutes = {
  sections: [{ id: 'tables', group: 'forms', titleKey: 'menu.tables', icon: 'IconTable', order: 3 }],
  routes: pages.map(([id, path, titleKey, screen], index): RouteDefinition => ({
    id,
    path,
    area: 'protected',
    titleKey,
    screen: async () => (await screens())[screen],
    menu: { group: 'forms', section: 'tables', order: index + 1 },
  })),
};
