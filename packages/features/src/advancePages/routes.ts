import { paths } from '../shared/routes/paths';
import type { FeatureRoutes, RouteDefinition } from '../shared/routes/types';

const screens = () => import('../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

const pages: readonly [id: string, path: string, titleKey: string, screen: keyof Screens][] = [
  ['advance-alert', paths.advance.alert, 'menu.advanceAlert', 'AlertScreen'],
  ['advance-dialog', paths.advance.dialog, 'menu.advanceDialog', 'DialogScreen'],
  ['advance-pagination', paths.advance.pagination, 'menu.advancePagination', 'PaginationScreen'],
  ['advance-progress', paths.advance.progress, 'menu.advanceProgress', 'ProgressScreen'],
  ['advance-rating', paths.advance.rating, 'menu.advanceRating', 'RatingScreen'],
  ['advance-snackbar', paths.advance.snackbar, 'menu.advanceSnackbar', 'SnackbarScreen'],
  ['advance-skeleton', paths.advance.skeleton, 'menu.advanceSkeleton', 'SkeletonScreen'],
  ['advance-speeddial', paths.advance.speeddial, 'menu.advanceSpeeddial', 'SpeedDialScreen'],
  ['advance-timeline', paths.advance.timeline, 'menu.advanceTimeline', 'TimelineScreen'],
  ['advance-toggle-button', paths.advance.toggleButton, 'menu.advanceToggleButton', 'ToggleButtonScreen'],
  ['advance-treeview', paths.advance.treeview, 'menu.advanceTreeview', 'TreeViewScreen'],
];

/**
 * The advanced UI element pages: the "Advance" section of the template's UI Elements group. They
 * load with the other demo pages (`../templateScreens.ts`); the tree view's MUI X code loads inside
 * its own page only.
 */
export const advancePagesRoutes: FeatureRoutes = {
  sections: [{ id: 'advance', group: 'elements', titleKey: 'menu.advance', icon: 'IconApps', order: 2 }],
  routes: pages.map(([id, path, titleKey, screen], index): RouteDefinition => ({
    id,
    path,
    area: 'protected',
    titleKey,
    screen: async () => (await screens())[screen],
    menu: { group: 'elements', section: 'advance', order: index + 1 },
  })),
};
