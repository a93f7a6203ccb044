import { describe, expect, it } from 'vitest';

import { filterByRole, findTrail, matchesUrl, type NavItem } from './types';

const tree: NavItem[] = [
  {
    id: 'home',
    type: 'group',
    title: 'Home',
    children: [{ id: 'analytics', type: 'item', title: 'Analytics', url: '/dashboard/analytics' }],
  },
  {
    id: 'shop',
    type: 'group',
    title: 'Shop',
    children: [
      {
        id: 'ecommerce',
        type: 'collapse',
        title: 'E-commerce',
        children: [
          { id: 'products', type: 'item', title: 'Products', url: '/e-commerce/products' },
          { id: 'details', type: 'item', title: 'Details', url: '/e-commerce/product-details/:id' },
        ],
      },
    ],
  },
  {
    id: 'admin',
    type: 'group',
    title: 'Admin',
    roles: ['admin'],
    children: [{ id: 'users', type: 'item', title: 'Users', url: '/admin/users' }],
  },
  { id: 'docs', type: 'item', title: 'Docs', url: 'https://example.org', external: true },
];

describe('navigation tree', () => {
  it('matches urls with params and trailing slashes', () => {
    expect(matchesUrl('/e-commerce/product-details/:id', '/e-commerce/product-details/3')).toBe(true);
    expect(matchesUrl('/dashboard/analytics', '/dashboard/analytics/')).toBe(true);
    expect(matchesUrl('/dashboard/analytics', '/dashboard/play')).toBe(false);
  });

  it('finds the trail from group to item', () => {
    expect(findTrail(tree, '/e-commerce/product-details/7').map((n) => n.id)).toEqual([
      'shop',
      'ecommerce',
      'details',
    ]);
    expect(findTrail(tree, '/nowhere')).toEqual([]);
  });

  it('hides role-restricted branches', () => {
    expect(filterByRole(tree, 'player').map((n) => n.id)).toEqual(['home', 'shop', 'docs']);
    expect(filterByRole(tree, 'admin').map((n) => n.id)).toEqual(['home', 'shop', 'admin', 'docs']);
  });
});
