import { paths } from '../shared/routes/paths';
import type { FeatureRoutes, RouteDefinition } from '../shared/routes/types';

const screens = () => import('../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

const pages: readonly [id: string, path: string, titleKey: string, screen: keyof Screens][] = [
  ['basic-accordion', paths.basic.accordion, 'menu.basicAccordion', 'AccordionScreen'],
  ['basic-avatar', paths.basic.avatar, 'menu.basicAvatar', 'AvatarScreen'],
  ['basic-badges', paths.basic.badges, 'menu.basicBadges', 'BadgesScreen'],
  ['basic-breadcrumb', paths.basic.breadcrumb, 'menu.basicBreadcrumb', 'BreadcrumbScreen'],
  ['basic-cards', paths.basic.cards, 'menu.basicCards', 'CardsScreen'],
  ['basic-chip', paths.basic.chip, 'menu.basicChip', 'ChipScreen'],
  ['basic-list', paths.basic.list, 'menu.basicList', 'ListScreen'],
  ['basic-tabs', paths.basic.tabs, 'menu.basicTabs', 'TabsScreen'],
];

/**
 * The basic UI elements: the "Basic" section of the template's UI Elements group. The pages load
 * with the template's other demo pages (`../templateScreens.ts`, decision 0023).
 */
export const basicPagesRoutes: FeatureRoutes = {
  sections: [{ id: 'basic', group: 'elements', titleKey: 'menu.basic', icon: 'IconComponents', order: 1 }],
  routes: pages.map(([id, path, titleKey, screen], index): RouteDefinition => ({
    id,
    path,
    area: 'protected',
    titleKey,
    screen: async () => (await screens())[screen],
    menu: { group: 'elements', section: 'basic', order: index + 1 },
  })),
};
