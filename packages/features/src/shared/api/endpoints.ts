/**
 * The one place where API paths are spelled. The API clients and the MSW handlers in `mocks/`
 * both build their URLs from here, so the code, the stories and the mock backend cannot drift.
 * The bases and the player API's paths live in `base.ts` and `playerPaths.ts` (re-exported here):
 * the shell imports those two directly, so the back office's and the demo's paths are not on every
 * first load.
 */

export { apiUrl, DEMO_API_BASE, MOCK_PLAYER_API_HOST } from './base';
export { playerPaths } from './playerPaths';

type Id = string | number;

/**
 * The back office's calls (docs/player-api.md, 7 Back office), on the player API host; every one
 * needs the `admin` role (a player's token gets 403). `id` is a player's id, `promotionId` a
 * promotion's, `code` a credit code, `txId` a transaction's. Lists page on the server:
 * `?page=1&pageSize=25` (at most 100) plus each list's filters.
 */
export const adminPaths = {
  /** GET `?search=&status=active|banned&page=&pageSize=`: players, newest first. */
  users: '/usersystem',
  /** GET: today's registrations (Asia/Bangkok day) and the total. */
  userCount: '/usercount',
  /** POST `{ status: 'active' | 'banned' }`: ban or unban a player. */
  userStatus: (id: Id) => `/usersystem/status/${id}`,
  /** GET: every admin account. */
  admins: '/adminsystem',
  /** GET: every promotion, disabled ones too; POST: create one. */
  promotions: '/promotionadmin',
  /** PUT: edit a promotion. */
  promotion: (promotionId: Id) => `/promotionadmin/${promotionId}`,
  /** POST `{ active }`: disable or enable a promotion. */
  promotionActive: (promotionId: Id) => `/promotionadmin/${promotionId}/active`,
  /** GET `?day=today|all&page=&pageSize=`: promotions players received, newest first. */
  receivedPromotions: '/receivedpromotion',
  /** GET `?search=&status=active|disabled|expired|used-up&page=&pageSize=`; POST: create one code. */
  creditCodes: '/creditcode',
  /** PUT: edit a code (not its text). */
  creditCode: (code: string) => `/creditcode/${code}`,
  /** POST `{ active }`: disable or enable a code. */
  creditCodeActive: (code: string) => `/creditcode/${code}/active`,
  /** POST `{ prefix, count, amount, limit, expiresAt }`: a batch of new codes. */
  creditCodeBatch: '/creditcode/batch',
  /**
   * GET `?type=&status=&player=&from=&to=&page=&pageSize=`: deposits and withdrawals; pending
   * first, oldest first among them, then settled ones newest first.
   */
  transactions: '/transaction',
  /** GET: one transaction. */
  transaction: (txId: Id) => `/transaction/${txId}`,
  /** GET: the deposit's transfer slip, the image itself (404 when it has none). */
  transactionSlip: (txId: Id) => `/transaction/${txId}/slip`,
  /** POST: approve a pending deposit (credits balance and wheel points) or withdrawal. */
  approveTransaction: (txId: Id) => `/transaction/${txId}/approve`,
  /** POST `{ reason }`: reject a pending one (a withdrawal's held amount returns). */
  rejectTransaction: (txId: Id) => `/transaction/${txId}/reject`,
  /** GET: the operator's agent account. */
  agentInfo: '/agentinfo',
  /** GET: the agent balance (the operator's float) and the day's deposits, withdrawals and net. */
  agentBalance: '/agentbalance',
} as const;

/** Account API (docs/demo-api.md, "Account"), under DEMO_API_BASE. */
export const accountPaths = {
  login: '/account/login',
  me: '/account/me',
  register: '/account/register',
} as const;

/* ---- Template demo API (docs/demo-api.md), under DEMO_API_BASE ---- */

/** Products, reviews and the address book. */
export const productPaths = {
  list: '/products/list',
  filter: '/products/filter',
  details: '/product/details',
  related: '/product/related',
  reviews: '/review/list',
  addresses: '/address/list',
  newAddress: '/address/new',
  editAddress: '/address/edit',
} as const;

/** The cart and checkout. */
export const cartPaths = {
  add: '/cart/add',
  remove: '/cart/remove',
  update: '/cart/update',
  billingAddress: '/cart/billing-address',
  discount: '/cart/discount',
  shippingCharge: '/cart/shipping-charge',
  paymentMethod: '/cart/payment-method',
  paymentCard: '/cart/payment-card',
  reset: '/cart/reset',
} as const;

/** The customer tables. */
export const customerPaths = {
  customers: '/customer/list',
  orders: '/customer/order/list',
  products: '/customer/product/list',
  productReviews: '/customer/product/reviews',
} as const;

/** Mail (docs/demo-api.md, "Mail"). */
export const mailPaths = {
  list: '/mails/list',
  /** One mail (an addition: a link to a mail off the page shown). */
  item: '/mails/item',
  setRead: '/mails/setRead',
  setImportant: '/mails/setImportant',
  setStarred: '/mails/setStarred',
  filter: '/mails/filter',
  /** The one write the spec lacks: compose adds a mail to `sent`. */
  send: '/mails/send',
} as const;

/** Chat (docs/demo-api.md, "Chat"). */
export const chatPaths = {
  users: '/chat/users',
  user: '/chat/users/id',
  filter: '/chat/filter',
  insert: '/chat/insert',
  modifyUser: '/chat/users/modify',
} as const;

/** Calendar (docs/demo-api.md, "Calendar"). */
export const calendarPaths = {
  events: '/calendar/events',
  add: '/calendar/events/new',
  update: '/calendar/events/update',
  remove: '/calendar/events/remove',
} as const;

/** Contacts (docs/demo-api.md, "Contacts"). */
export const contactPaths = {
  list: '/contact/list',
  modify: '/contact/modify',
} as const;

/** The public site's contact form (docs/demo-api.md, "Contact us"): a visitor's message to the site. */
export const contactUsPaths = {
  message: '/contact-us/message',
} as const;

/** Kanban and its backlogs (docs/demo-api.md, "Kanban"): seven reads and the writes of the board. */
export const kanbanPaths = {
  columns: '/kanban/columns',
  columnsOrder: '/kanban/columns-order',
  comments: '/kanban/comments',
  profiles: '/kanban/profiles',
  items: '/kanban/items',
  userStory: '/kanban/userstory',
  userStoryOrder: '/kanban/userstory-order',
  addColumn: '/kanban/add-column',
  editColumn: '/kanban/edit-column',
  updateColumnOrder: '/kanban/update-column-order',
  deleteColumn: '/kanban/delete-column',
  addItem: '/kanban/add-item',
  editItem: '/kanban/edit-item',
  updateItemOrder: '/kanban/update-item-order',
  selectItem: '/kanban/select-item',
  addItemComment: '/kanban/add-item-comment',
  deleteItem: '/kanban/delete-item',
  addStory: '/kanban/add-story',
  editStory: '/kanban/edit-story',
  updateStoryOrder: '/kanban/update-story-order',
  updateStoryItemOrder: '/kanban/update-storyitem-order',
  addStoryComment: '/kanban/add-story-comment',
  deleteStory: '/kanban/delete-story',
} as const;

/** Widgets (docs/demo-api.md, "Widgets"): read-only figures of the widget pages. */
export const widgetPaths = {
  statistics: '/widget/statistics',
  data: '/widget/data',
  chart: '/widget/chart',
} as const;

/** Forms (docs/demo-api.md, "Forms"): the bank search of the autocomplete, the username check. */
export const formsPaths = {
  banks: '/forms/banks',
  username: '/forms/username',
} as const;

/** Charts (docs/demo-api.md, "Charts"): the figures of the charts page and the organisation chart. */
export const chartsPaths = {
  gallery: '/charts/gallery',
  organisation: '/charts/organisation',
} as const;

/**
 * The user pages: social profile, posts, cards and lists (docs/demo-api.md, "User pages"). Each
 * `*Filter` takes `{ key }` and answers `{ results }`.
 */
export const userPaths = {
  /** Not in the spec: the person whose social profile is shown (header, author of new comments). */
  owner: '/social-profile/owner',
  followers: '/followers/list',
  followersFilter: '/followers/filter',
  friends: '/friends/list',
  friendsFilter: '/friends/filter',
  friendRequests: '/friend-request/list',
  friendRequestsFilter: '/friend-request/filter',
  /** Not in the spec: confirm or delete a friend request. */
  answerRequest: '/friend-request/answer',
  gallery: '/gallery/list',
  posts: '/posts/list',
  editComment: '/posts/editComment',
  addComment: '/comments/add',
  addReply: '/replies/add',
  likePost: '/posts/list/like',
  likeComment: '/comments/list/like',
  likeReply: '/replies/list/like',
  detailCards: '/details-card/list',
  detailCardsFilter: '/details-card/filter',
  simpleCards: '/simple-card/list',
  simpleCardsFilter: '/simple-card/filter',
  profileCards: '/profile-card/list',
  profileCardsFilter: '/profile-card/filter',
  usersS1: '/user-list/s1/list',
  usersS2: '/user-list/s2/list',
  profileList: '/profile-list/list',
  /** Not in the spec: the account profile pages' read and writes. */
  accountProfile: '/account-profile',
  accountDetails: '/account-profile/details',
  accountPassword: '/account-profile/password',
  accountSettings: '/account-profile/settings',
} as const;
