import type { NavItem } from '@pp/ui';
import {
  IconArrowDownCircle,
  IconArrowUpCircle,
  IconBook,
  IconDashboard,
  IconDeviceGamepad2,
  IconHistory,
  IconPalette,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';

import { appEnv } from '../env';

/**
 * The one navigation tree: the sidebar menu and the breadcrumbs are built from it. Titles that
 * start with `menu.` are template labels translated to the config locale; the others are the
 * player-facing Thai copy of decisions section 7. Add an item only together with its route.
 */
export const navigation: NavItem[] = [
  {
    id: 'home',
    type: 'group',
    title: 'หน้าหลัก',
    children: [
      {
        id: 'dashboard',
        type: 'item',
        title: 'แดชบอร์ด',
        url: '/dashboard/analytics',
        icon: IconDashboard,
        breadcrumbs: false,
      },
      { id: 'play', type: 'item', title: 'เล่นเกม', url: '/dashboard/play', icon: IconDeviceGamepad2 },
    ],
  },
  {
    id: 'player',
    type: 'group',
    title: 'บัญชีผู้เล่น',
    roles: ['player', 'admin'],
    children: [
      { id: 'deposit', type: 'item', title: 'ฝากเงิน', url: '/player/deposit', icon: IconArrowDownCircle },
      { id: 'withdraw', type: 'item', title: 'ถอนเงิน', url: '/player/withdraw', icon: IconArrowUpCircle },
      { id: 'history', type: 'item', title: 'ประวัติการทำรายการ', url: '/player/history', icon: IconHistory },
    ],
  },
  {
    id: 'applications',
    type: 'group',
    title: 'menu.applications',
    children: [
      {
        id: 'ecommerce',
        type: 'collapse',
        title: 'menu.ecommerce',
        icon: IconShoppingCart,
        children: [
          { id: 'products', type: 'item', title: 'menu.products', url: '/e-commerce/products' },
          {
            id: 'product-details',
            type: 'item',
            title: 'menu.productDetails',
            url: '/e-commerce/product-details/:id',
            link: '/e-commerce/product-details/1',
          },
          { id: 'product-list', type: 'item', title: 'menu.productList', url: '/e-commerce/product-list' },
          { id: 'checkout', type: 'item', title: 'menu.checkout', url: '/e-commerce/checkout' },
        ],
      },
      {
        id: 'customer',
        type: 'collapse',
        title: 'menu.customer',
        icon: IconUsers,
        children: [
          { id: 'customer-list', type: 'item', title: 'menu.customerList', url: '/customer/customer-list' },
          { id: 'order-list', type: 'item', title: 'menu.orderList', url: '/customer/order-list' },
          {
            id: 'create-invoice',
            type: 'item',
            title: 'menu.createInvoice',
            url: '/customer/create-invoice',
          },
          { id: 'order-details', type: 'item', title: 'menu.orderDetails', url: '/customer/order-details' },
          { id: 'customer-product', type: 'item', title: 'menu.customerProducts', url: '/customer/product' },
          {
            id: 'product-review',
            type: 'item',
            title: 'menu.productReviews',
            url: '/customer/product-review',
          },
        ],
      },
    ],
  },
  {
    id: 'support',
    type: 'group',
    title: 'menu.support',
    children: [
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
];

/** Translates template titles and keeps the Thai ones. */
export function translateNavigation(items: readonly NavItem[], t: (key: string) => string): NavItem[] {
  return items.map((item) => ({
    ...item,
    title: item.title.startsWith('menu.') ? t(item.title) : item.title,
    children: item.children ? translateNavigation(item.children, t) : undefined,
  }));
}
