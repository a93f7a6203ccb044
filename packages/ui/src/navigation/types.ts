import type { ComponentType } from 'react';

/** An icon component (tabler icons fit: they take `size` and `stroke`). */
export type NavIcon = ComponentType<{ size?: number | string; stroke?: number | string }>;

/**
 * One node of the navigation tree: a titled group, a collapsible section, or a link. The same tree
 * drives the sidebar menu and the breadcrumbs.
 */
export interface NavItem {
  id: string;
  type: 'group' | 'collapse' | 'item';
  title: string;
  caption?: string;
  /** The path the item stands for; may hold `:params` (matched by the breadcrumbs and the menu). */
  url?: string;
  /** Where the menu entry links to when `url` is a pattern (e.g. the first product). */
  link?: string;
  icon?: NavIcon;
  children?: NavItem[];
  /** Open in a new tab (documentation links). */
  external?: boolean;
  /** false hides the breadcrumbs on that page. */
  breadcrumbs?: boolean;
  /** Roles allowed to see the item; absent means everyone logged in. */
  roles?: readonly string[];
  /** A small count or label at the end of the menu entry. */
  chip?: string;
}

/** Does a nav URL (which may hold `:params`) match a path? */
export function matchesUrl(url: string, pathname: string): boolean {
  const clean = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const pattern = clean(url).split('/');
  const path = clean(pathname).split('/');
  return (
    pattern.length === path.length && pattern.every((part, i) => part.startsWith(':') || part === path[i])
  );
}

/** The chain of nodes from the root to the item whose URL matches `pathname`, or [] if none. */
export function findTrail(items: readonly NavItem[], pathname: string): NavItem[] {
  for (const item of items) {
    if (item.type === 'item' && item.url && !item.external && matchesUrl(item.url, pathname)) return [item];
    if (item.children) {
      const trail = findTrail(item.children, pathname);
      if (trail.length > 0) return [item, ...trail];
    }
  }
  return [];
}

/** Keeps only what a user with `role` may see; groups and sections that end up empty go too. */
export function filterByRole(items: readonly NavItem[], role: string | undefined): NavItem[] {
  return items.flatMap((item) => {
    if (item.roles && (!role || !item.roles.includes(role))) return [];
    if (!item.children) return [item];
    const children = filterByRole(item.children, role);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
