/**
 * Every query key of the app, in one place: a write invalidates the reads it changes by these keys.
 * Player data is keyed by the player's id, so nothing of one account is ever shown to another.
 */
type Id = string;

/** An admin list's key: its name, then its query (filters, page) when given; without, the prefix. */
const listKey = (name: string, query?: unknown): readonly unknown[] =>
  query === undefined ? ['admin', name] : ['admin', name, query];

export const queryKeys = {
  /** Everything of one player: cleared at logout with the rest of the cache. */
  player: (id: Id) => ['player', id] as const,
  balance: (id: Id) => ['player', id, 'balance'] as const,
  history: (id: Id) => ['player', id, 'history'] as const,
  withdrawHistory: (id: Id) => ['player', id, 'withdraw-history'] as const,
  availablePromotions: (id: Id) => ['player', id, 'available-promotions'] as const,
  inviteSummary: (id: Id) => ['player', id, 'invite-summary'] as const,
  /** The last completed week's cashback of a player (claimable, claimed). */
  cashback: (id: Id) => ['player', id, 'cashback'] as const,
  promotionStatus: (id: Id) => ['player', id, 'promotion-status'] as const,
  receivedPromotions: (id: Id) => ['player', id, 'received-promotions'] as const,
  /** The lucky wheel's points and last spins of a player. */
  wheelPoints: (id: Id) => ['player', id, 'wheel-points'] as const,
  wheelHistory: (id: Id) => ['player', id, 'wheel-history'] as const,
  /** Site-wide player API settings and lists (the same for every player). */
  site: {
    websiteSetting: ['site', 'website-setting'] as const,
    banners: ['site', 'banners'] as const,
    gameList: ['site', 'game-list'] as const,
    promotions: ['site', 'promotions'] as const,
    withdrawSetting: ['site', 'withdraw-setting'] as const,
    bankList: ['site', 'bank-list'] as const,
    transferBankList: ['site', 'transfer-bank-list'] as const,
    cashbackSetting: ['site', 'cashback-setting'] as const,
    inviteSetting: ['site', 'invite-setting'] as const,
    wheelSetting: ['site', 'wheel-setting'] as const,
  },
  /**
   * The back office's lists (docs/player-api.md, 7). A list's key ends with its query (filters and
   * page); a write invalidates the list's prefix (`admin.transactions()`), so every page reloads.
   */
  admin: {
    users: (query?: unknown) => listKey('users', query),
    userCount: ['admin', 'user-count'] as const,
    admins: ['admin', 'admins'] as const,
    promotions: ['admin', 'promotions'] as const,
    receivedPromotions: (query?: unknown) => listKey('received-promotions', query),
    creditCodes: (query?: unknown) => listKey('credit-codes', query),
    transactions: (query?: unknown) => listKey('transactions', query),
    agentInfo: ['admin', 'agent-info'] as const,
    agentBalance: ['admin', 'agent-balance'] as const,
  },
  /** The template's demo API. */
  demo: {
    products: ['demo', 'products'] as const,
    productFilter: (filter: unknown) => ['demo', 'products', 'filter', filter] as const,
    product: (id: string) => ['demo', 'product', id] as const,
    relatedProducts: (id: string) => ['demo', 'product', id, 'related'] as const,
    reviews: ['demo', 'reviews'] as const,
    addresses: ['demo', 'addresses'] as const,
    customers: ['demo', 'customer', 'customers'] as const,
    orders: ['demo', 'customer', 'orders'] as const,
    customerProducts: ['demo', 'customer', 'products'] as const,
    productReviews: ['demo', 'customer', 'product-reviews'] as const,
    mails: ['demo', 'mail', 'list'] as const,
    mailPage: (folder: string, query: unknown) => ['demo', 'mail', 'list', folder, query] as const,
    mail: (id: string) => ['demo', 'mail', 'item', id] as const,
    chatUsers: ['demo', 'chat', 'users'] as const,
    chatUser: (id: string) => ['demo', 'chat', 'user', id] as const,
    chatMessages: (userId: string) => ['demo', 'chat', 'messages', userId] as const,
    calendarEvents: ['demo', 'calendar', 'events'] as const,
    contacts: ['demo', 'contact', 'list'] as const,
    widgetStatistics: ['demo', 'widget', 'statistics'] as const,
    widgetData: ['demo', 'widget', 'data'] as const,
    widgetCharts: ['demo', 'widget', 'chart'] as const,
    chartsGallery: ['demo', 'charts', 'gallery'] as const,
    chartsOrganisation: ['demo', 'charts', 'organisation'] as const,
    formsBanks: (search: string) => ['demo', 'forms', 'banks', search] as const,
    /** One key per slice of the kanban's state (docs/demo-api.md, "Kanban"). */
    kanban: (slice: string) => ['demo', 'kanban', slice] as const,
    /** The user pages: a list by its path in `userPaths`, a filter by path and key. */
    userList: (path: string) => ['demo', 'user', path] as const,
    userFilter: (path: string, key: string) => ['demo', 'user', path, key] as const,
  },
} as const;
