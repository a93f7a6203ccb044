import {
  menuGroups,
  menuSections,
  routes,
  type MenuGroup,
  type MenuGroupId,
  type MenuSection,
  type RouteDefinition,
} from '@pp/features/routes';
import type { MessageKey } from '@pp/features/i18n';
import { menuIcons } from '@pp/features/menu-icons';
import type { NavItem } from '@pp/ui';
import { IconBook, IconPalette } from '@tabler/icons-react';

import { appEnv } from '../env';
import type { Messages } from '../i18n/en';
import { isShellKey } from './shellKey';

/** The registry's pieces a menu is built from, plus links that are no route of ours (per group). */
export interface MenuSource {
  groups: readonly MenuGroup[];
  sections: readonly MenuSection[];
  routes: readonly RouteDefinition[];
  external?: Partial<Record<MenuGroupId, readonly NavItem[]>>;
}

interface Ordered {
  order: number;
  item: NavItem;
}

const byOrder = (entries: Ordered[]) =>
  entries.sort((left, right) => left.order - right.order).map((entry) => entry.item);

function itemOf(route: RouteDefinition): NavItem {
  const menu = route.menu;
  return {
    id: route.id,
    type: 'item',
    title: route.titleKey,
    url: route.path,
    ...(menu?.link !== undefined && { link: menu.link }),
    ...(menu?.icon !== undefined && { icon: menuIcons[menu.icon] }),
    ...(menu?.breadcrumbs !== undefined && { breadcrumbs: menu.breadcrumbs }),
    ...(route.roles !== undefined && { roles: route.roles }),
  };
}

/**
 * The navigation tree (sidebar menu and breadcrumbs) from the route registry: each group holds
 * its routes and its sections (collapsible, holding theirs), sorted by `order`; a section or a
 * group without entries is left out. Titles are registry title keys: see `translateNavigation`.
 */
export function buildNavigation({ groups, sections, routes: all, external = {} }: MenuSource): NavItem[] {
  const inMenu = all.filter((route) => route.menu !== undefined);
  return groups.flatMap((group): NavItem[] => {
    const entries: Ordered[] = [];
    for (const route of inMenu) {
      if (route.menu?.group === group.id && route.menu.section === undefined)
        entries.push({ order: route.menu.order, item: itemOf(route) });
    }
    for (const section of sections.filter((candidate) => candidate.group === group.id)) {
      const children = inMenu.flatMap((route): Ordered[] =>
        route.menu?.group === group.id && route.menu.section === section.id
          ? [{ order: route.menu.order, item: itemOf(route) }]
          : [],
      );
      if (children.length === 0) continue;
      entries.push({
        order: section.order,
        item: {
          id: section.id,
          type: 'collapse',
          title: section.titleKey,
          ...(section.icon !== undefined && { icon: menuIcons[section.icon] }),
          children: byOrder(children),
        },
      });
    }
    const children = [...byOrder(entries), ...(external[group.id] ?? [])];
    if (children.length === 0) return [];
    return [
      {
        id: group.id,
        type: 'group',
        title: group.titleKey,
        ...(group.roles !== undefined && { roles: group.roles }),
        children,
      },
    ];
  });
}

/**
 * The one navigation tree: the sidebar menu and the breadcrumbs are built from it. Titles that
 * start with `menu.` are template labels (shell namespace) translated to the config locale; the
 * others are the player-facing Thai copy.
 */
export const navigation: NavItem[] = buildNavigation({
  groups: menuGroups,
  sections: menuSections,
  routes,
  external: {
    support: [
      {
        id: 'documentation',
        type: 'item',
        title: 'menu.documentation',
        url: appEnv.docsUrl,
        icon: IconBook,
        external: true,
      },
      {
        id: 'design-system',
        type: 'item',
        title: 'menu.designSystem',
        url: appEnv.storybookUrl,
        icon: IconPalette,
        external: true,
      },
    ],
  },
});

export { isShellKey };

/** Translates template titles and keeps the Thai ones. */
export function translateNavigation(
  items: readonly NavItem[],
  t: (key: MessageKey<Messages>) => string,
): NavItem[] {
  return items.map((item) => ({
    ...item,
    title: isShellKey(item.title) ? t(item.title) : item.title,
    children: item.children ? translateNavigation(item.children, t) : undefined,
  }));
}
