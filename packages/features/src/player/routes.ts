/** The routes of the player screens (decisions section 2). The app's router mounts the screens here. */
export const playerRoutes = {
  home: '/dashboard/analytics',
  lobby: '/dashboard/play',
  deposit: '/player/deposit',
  withdraw: '/player/withdraw',
  history: '/player/history',
  promotions: '/player/promotions',
  invite: '/player/invite',
} as const;
