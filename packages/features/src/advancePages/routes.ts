import { paths } from '../shared/routes/paths';
import type { FeatureRoutes, RouteDefinition } from '../shared/routes/types';

const screens = () => import('../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

/** The pages by their key in `paths.advance`, with their screen; id and title follow from the key. */
const pages: readonly [key: keyof typeof paths.advance, screen: keyof Screens][] = [
  ['alert', 'AlertScreen'],
  ['dialog', 'DialogScreen'],
  ['pagination', 'PaginationScreen'],
  ['progress', 'ProgressScreen'],
  ['rating', 'RatingScreen'],
  ['snackbar', 'SnackbarScreen'],
  ['skeleton', 'SkeletonScreen'],
  ['speeddial', 'SpeedDialScreen'],
  ['timeline', 'TimelineScreen'],
  ['toggleButton', 'ToggleButtonScreen'],
  ['treeview', 'TreeViewScreen'],
];

/**
 * The advanced UI element pages: the "Advance" section of the template's UI Elements group. They
 * load with the other demo pages (`../templateScreens.ts`); the tree view's MUI X code loads inside
 * its own page only.
 */
export const advancePagesRoutes: FeatureRoutes = {
  sections: [{ id: 'advance', group: 'elements', titleKey: 'menu.advance', icon: 'IconApps', order: 2 }],
  routes: pages.map(([key, screen], index): RouteDefinition => ({
    id: `advance-${paths.advance[key].slice('/advance/'.length)}`,
    path: paths.advance[key],
    area: 'protected',
    titleKey: `menu.advance${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`,
    screen: async () => (await screens())[screen],
    menu: { group: 'elements', section: 'advance', order: index + 1 },
  })),
};
