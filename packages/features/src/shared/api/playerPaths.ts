/**
 * The player API's paths (part of the path registry, endpoints.ts): the balance and the website
 * setting are read on every first load, so these sit apart from the back office's and the demo's.
 */

type Id = string | number;

/** Player API (docs/player-api.md, 2 Endpoints). `id` is the player's id. */
export const playerPaths = {
  gameList: '/gamelogin/getlisturl',
  playerLoginLink: (id: Id) => `/gamelogin/getloginurl/${id}`,
  inviteSummary: (id: Id) => `/agentbalance/invitesummaryclient/${id}`,
  availablePromotions: (id: Id) => `/usersystem/getavailablepromotion/${id}`,
  withdrawSetting: '/setting/withdraw',
  bankList: '/bank',
  transferBankList: '/8hwe8vhevv/banklist',
  banners: '/setting/banner',
  websiteSetting: '/setting/websetting',
  history: (id: Id) => `/userbalance/history/${id}`,
  withdrawHistory: (id: Id) => `/userbalance/withdrawhistory/${id}`,
  balance: (id: Id) => `/userbalance/balance/${id}`,
  promotions: '/promotion',
  cashbackSetting: '/setting/cashback',
  cashback: (id: Id) => `/agentbalance/cashbackclientcheck/${id}`,
  inviteSetting: '/setting/invite',
  user: (id: Id) => `/usersystem/${id}`,
  deposit: (id: Id) => `/userbalance/deposit/${id}`,
  withdraw: (id: Id) => `/userbalance/withdraw/${id}`,
  claimPromotion: (id: Id) => `/usersystem/promotion/${id}`,
  claimCashback: (id: Id) => `/agentbalance/cashbackclaim/${id}`,
  spinWheel: (id: Id) => `/wheel/spin/${id}`,
  redeemCreditCode: (id: Id) => `/creditcode/redeem/${id}`,
  promotionStatus: (id: Id) => `/usersystem/promotionstatus/${id}`,
  receivedPromotions: (id: Id) => `/usersystem/receivedpromotion/${id}`,
  wheelSetting: '/setting/wheel',
  wheelPoints: (id: Id) => `/wheel/points/${id}`,
  wheelHistory: (id: Id) => `/wheel/history/${id}`,
  claimCommission: (id: Id) => `/agentbalance/commissionclaim/${id}`,
} as const;
