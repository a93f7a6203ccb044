import type { MenuIconName } from './menuIcons';
import type { ComponentType } from 'react';

import type { Role } from '../session/user';

/** Loads a route's screen on demand: always a lazy import, never a static import of a screen. */
export type ScreenLoader = () => Promise<ComponentType>;

/** `guest`: login, register, forgot (a logged-in user is sent on). `protected`: in the main layout. */
/** `public`: open to everyone, logged in or not, outside the main layout (the template's pages). */
export type RouteArea = 'guest' | 'protected' | 'public';

/** The menu's groups, in the order the sidebar shows them. */
export type MenuGroupId =
  'home' | 'player' | 'admin' | 'applications' | 'elements' | 'forms' | 'pages' | 'support';

/**
 * A menu or breadcrumb title: a key of the shell namespace (`menu.*`, translated to the template
 * locale) or the player-facing Thai copy itself.
 */
export type TitleKey = string;

/** A titled group of the sidebar menu. */
export interface MenuGroup {
  id: MenuGroupId;
  titleKey: TitleKey;
  /** Roles that see the group; absent: everyone logged in. */
  roles?: readonly Role[];
}

/** A collapsible section inside a group (a demo module's pages), declared by its feature. */
export interface MenuSection {
  id: string;
  group: MenuGroupId;
  titleKey: TitleKey;
  icon?: MenuIconName;
  /** Position among the group's items and sections. */
  order: number;
}

/** Where a route appears in the menu (and so in the breadcrumbs). */
export interface RouteMenuItem {
  group: MenuGroupId;
  /** The id of a `MenuSection` of the same group; absent: directly in the group. */
  section?: string;
  icon?: MenuIconName;
  /** Position among its siblings. */
  order: number;
  /** Where the entry links to when the path holds `:params` (e.g. the first product). */
  link?: string;
  /** false hides the breadcrumbs on that page. */
  breadcrumbs?: boolean;
}

/** One page of the app, declared once by its feature. */
export interface RouteDefinition {
  /** Unique; also the menu item's id. */
  id: string;
  /** A pattern from `paths` (may hold `:params`). */
  path: string;
  screen: ScreenLoader;
  area: RouteArea;
  titleKey: TitleKey;
  /** Absent: the page is reached by links only. */
  menu?: RouteMenuItem;
  /** Roles allowed (the app wraps the page in `RoleGuard`); absent: every logged-in user. */
  roles?: readonly Role[];
}

/** What a feature's `routes.ts` exports: its pages and the menu sections they sit in. */
export interface FeatureRoutes {
  routes: readonly RouteDefinition[];
  sections?: readonly MenuSection[];
}
