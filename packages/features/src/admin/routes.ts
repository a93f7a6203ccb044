import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const ADMIN = ['admin'] as const;
const screens = () => import('./screens');

/**
 * The back office (decisions sections 1, 2 and 10): admins only. A player opening one of these
 * paths gets the 403 page, and the route's screen (its own chunk) is never loaded for them.
 */
export const adminRoutes: FeatureRoutes = {
  routes: [
    {
      id: 'admin-transactions',
      path: paths.admin.transactions,
      area: 'protected',
      titleKey: 'รายการฝากถอน',
      roles: ADMIN,
      screen: async () => (await screens()).TransactionsScreen,
      menu: { group: 'admin', icon: 'IconReceiptDollar', order: 1 },
    },
    {
      id: 'admin-users',
      path: paths.admin.users,
      area: 'protected',
      titleKey: 'ผู้เล่น',
      roles: ADMIN,
      screen: async () => (await screens()).UsersScreen,
      menu: { group: 'admin', icon: 'IconUsers', order: 2 },
    },
    {
      id: 'admin-promotions',
      path: paths.admin.promotions,
      area: 'protected',
      titleKey: 'จัดการโปรโมชั่น',
      roles: ADMIN,
      screen: async () => (await screens()).AdminPromotionsScreen,
      menu: { group: 'admin', icon: 'IconDiscount2', order: 3 },
    },
    {
      id: 'admin-credit-codes',
      path: paths.admin.creditCodes,
      area: 'protected',
      titleKey: 'โค้ดเครดิต',
      roles: ADMIN,
      screen: async () => (await screens()).CreditCodesScreen,
      menu: { group: 'admin', icon: 'IconTicket', order: 4 },
    },
    {
      id: 'admin-admins',
      path: paths.admin.admins,
      area: 'protected',
      titleKey: 'ผู้ดูแลระบบ',
      roles: ADMIN,
      screen: async () => (await screens()).AdminsScreen,
      menu: { group: 'admin', icon: 'IconUserShield', order: 5 },
    },
    {
      id: 'admin-agent',
      path: paths.admin.agent,
      area: 'protected',
      titleKey: 'เอเย่นต์',
      roles: ADMIN,
      screen: async () => (await screens()).AgentScreen,
      menu: { group: 'admin', icon: 'IconBuildingBank', order: 6 },
    },
  ],
};
