/**
 * The route registry (`@pp/features/routes`): every feature's pages and the menu they make. The app
 * builds its routes, menu and breadcrumbs from this list. It is on every first load, so it holds
 * declarations only: screens load through each route's `screen()`.
 *
 * Adding a feature: declare its `FeatureRoutes` in `<feature>/routes.ts` and add it to `features`.
 */
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { authPagesRoutes } from './auth/pages/routes';
import { chatRoutes } from './chat/routes';
import { contactRoutes } from './contact/routes';
import { customerRoutes } from './customer/routes';
import { calendarRoutes } from './calendar/routes';
import { ecommerceRoutes } from './ecommerce/routes';
import { mailRoutes } from './mail/routes';
import { kanbanRoutes } from './kanban/routes';
import { playerRoutes } from './player/routes';
import { widgetRoutes } from './widget/routes';
import { chartsRoutes } from './charts/routes';
import { userRoutes } from './user/routes';
import { publicPagesRoutes } from './publicPages/routes';
import { utilitiesRoutes } from './utilities/routes';
import { uiPagesRoutes } from './uiPages/routes';
import { iconPagesRoutes } from './iconPages/routes';
import { tablePagesRoutes } from './tablePages/routes';
import { basicPagesRoutes } from './basicPages/routes';
import { advancePagesRoutes } from './advancePages/routes';
import { formPagesRoutes } from './formPages/routes';
import type { FeatureRoutes, MenuGroup, MenuSection, RouteDefinition } from './shared/routes/types';

const features: readonly FeatureRoutes[] = [
  authRoutes,
  playerRoutes,
  adminRoutes,
  ecommerceRoutes,
  customerRoutes,
  mailRoutes,
  chatRoutes,
  calendarRoutes,
  contactRoutes,
  widgetRoutes,
  chartsRoutes,
  kanbanRoutes,
  userRoutes,
  publicPagesRoutes,
  utilitiesRoutes,
  uiPagesRoutes,
  iconPagesRoutes,
  tablePagesRoutes,
  authPagesRoutes,
  basicPagesRoutes,
  advancePagesRoutes,
  formPagesRoutes,
];

/** Every page, guest and protected. */
export const routes: readonly RouteDefinition[] = features.flatMap((feature) => feature.routes);

/** The collapsible sections the features' pages sit in. */
export const menuSections: readonly MenuSection[] = features.flatMap((feature) => feature.sections ?? []);

/** The sidebar's groups, in order (titles: Thai copy, or shell keys for the template's groups). */
export const menuGroups: readonly MenuGroup[] = [
  { id: 'home', titleKey: 'หน้าหลัก' },
  { id: 'player', titleKey: 'บัญชีผู้เล่น', roles: ['player', 'admin'] },
  { id: 'admin', titleKey: 'ระบบหลังบ้าน', roles: ['admin'] },
  { id: 'applications', titleKey: 'menu.applications' },
  { id: 'elements', titleKey: 'menu.elements' },
  { id: 'forms', titleKey: 'menu.forms' },
  { id: 'pages', titleKey: 'menu.pages' },
  { id: 'support', titleKey: 'menu.support' },
];

export { GUEST_PATHS, LANDING_PATH, paths, pathTo } from './shared/routes/paths';
export type {
  FeatureRoutes,
  MenuGroup,
  MenuGroupId,
  MenuSection,
  RouteArea,
  RouteDefinition,
  RouteMenuItem,
  ScreenLoader,
  TitleKey,
} from './shared/routes/types';
