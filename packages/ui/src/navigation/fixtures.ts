import { IconDashboard, IconDeviceGamepad2, IconShoppingCart, IconWallet } from '@tabler/icons-react';

import type { NavItem } from './types';

/** A small navigation tree for the stories of navigation-driven pieces. */
export const sampleNavigation: NavItem[] = [
  {
    id: 'home',
    type: 'group',
    title: 'หน้าหลัก',
    children: [
      { id: 'analytics', type: 'item', title: 'Analytics', url: '/dashboard/analytics', icon: IconDashboard },
      {
        id: 'play',
        type: 'item',
        title: 'เล่นเกม',
        url: '/dashboard/play',
        icon: IconDeviceGamepad2,
        breadcrumbs: false,
      },
    ],
  },
  {
    id: 'player',
    type: 'group',
    title: 'บัญชีผู้เล่น',
    children: [
      {
        id: 'wallet',
        type: 'collapse',
        title: 'กระเป๋าเงิน',
        icon: IconWallet,
        children: [
          { id: 'deposit', type: 'item', title: 'ฝากเงิน', url: '/player/deposit' },
          {
            id: 'history',
            type: 'item',
            title: 'ประวัติการทำรายการฝากเงินและถอนเงินย้อนหลังทั้งหมด',
            url: '/player/history',
          },
        ],
      },
    ],
  },
  {
    id: 'apps',
    type: 'group',
    title: 'Applications',
    children: [
      {
        id: 'e-commerce',
        type: 'collapse',
        title: 'E-commerce',
        icon: IconShoppingCart,
        children: [
          {
            id: 'product-details',
            type: 'item',
            title: 'Product Details',
            url: '/e-commerce/product-details/:id',
          },
        ],
      },
    ],
  },
];
