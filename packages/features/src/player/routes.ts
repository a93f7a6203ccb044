import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./index');

/** The player's pages: home and lobby, then the account pages. */
export const playerRoutes: FeatureRoutes = {
  routes: [
    {
      id: 'dashboard',
      path: paths.home.dashboard,
      area: 'protected',
      titleKey: 'แดชบอร์ด',
      screen: async () => (await screens()).PlayerHomeScreen,
      menu: { group: 'home', icon: 'IconDashboard', order: 1, breadcrumbs: false },
    },
    {
      id: 'play',
      path: paths.home.play,
      area: 'protected',
      titleKey: 'เล่นเกม',
      screen: async () => (await screens()).GameLobbyScreen,
      menu: { group: 'home', icon: 'IconDeviceGamepad2', order: 2 },
    },
    {
      id: 'deposit',
      path: paths.player.deposit,
      area: 'protected',
      titleKey: 'ฝากเงิน',
      roles: ['player', 'admin'],
      screen: async () => (await screens()).DepositScreen,
      menu: { group: 'player', icon: 'IconArrowDownCircle', order: 1 },
    },
    {
      id: 'withdraw',
      path: paths.player.withdraw,
      area: 'protected',
      titleKey: 'ถอนเงิน',
      roles: ['player', 'admin'],
      screen: async () => (await screens()).WithdrawScreen,
      menu: { group: 'player', icon: 'IconArrowUpCircle', order: 2 },
    },
    {
      id: 'history',
      path: paths.player.history,
      area: 'protected',
      titleKey: 'ประวัติการทำรายการ',
      roles: ['player', 'admin'],
      screen: async () => (await screens()).HistoryScreen,
      menu: { group: 'player', icon: 'IconHistory', order: 3 },
    },
    {
      id: 'promotions',
      path: paths.player.promotions,
      area: 'protected',
      titleKey: 'โปรโมชั่น',
      roles: ['player', 'admin'],
      screen: async () => (await import('./promotions')).PromotionsScreen,
      menu: { group: 'player', icon: 'IconDiscount2', order: 4 },
    },
    {
      id: 'wheel',
      path: paths.player.wheel,
      area: 'protected',
      titleKey: 'กงล้อนำโชค',
      roles: ['player', 'admin'],
      screen: async () => (await import('./wheel')).WheelScreen,
      menu: { group: 'player', icon: 'IconWheel', order: 6 },
    },
    {
      id: 'cashback',
      path: paths.player.cashback,
      area: 'protected',
      titleKey: 'คืนยอดเสีย',
      roles: ['player', 'admin'],
      screen: async () => (await import('./cashback')).CashbackScreen,
      menu: { group: 'player', icon: 'IconReceiptRefund', order: 5 },
    },
    {
      id: 'invite',
      path: paths.player.invite,
      area: 'protected',
      titleKey: 'แนะนำเพื่อน',
      roles: ['player', 'admin'],
      screen: async () => (await import('./invite')).InviteScreen,
      menu: { group: 'player', icon: 'IconUserPlus', order: 7 },
    },
  ],
};
