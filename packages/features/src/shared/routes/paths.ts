/**
 * The one place where page paths are spelled (as `shared/api/endpoints.ts` is for API paths). The
 * route registry (`<feature>/routes.ts`), the app and every link inside a screen take their paths
 * from here, so a feature links to another without importing it. Patterns may hold `:params`; the
 * builders in `pathTo` fill them in.
 */
export const paths = {
  /** Guest pages: a logged-in user is sent on to the landing page. */
  guest: {
    login: '/login',
    register: '/register',
    forgot: '/forgot',
  },
  /** The landing page after login, and the game lobby. */
  home: {
    dashboard: '/dashboard/analytics',
    play: '/dashboard/play',
  },
  player: {
    deposit: '/player/deposit',
    withdraw: '/player/withdraw',
    history: '/player/history',
    promotions: '/player/promotions',
    cashback: '/player/cashback',
    wheel: '/player/wheel',
    invite: '/player/invite',
  },
  /** The back office: admins only (players get the 403 page). */
  admin: {
    transactions: '/admin/transactions',
    users: '/admin/users',
    promotions: '/admin/promotions',
    creditCodes: '/admin/credit-codes',
    admins: '/admin/admins',
    agent: '/admin/agent',
  },
  ecommerce: {
    products: '/e-commerce/products',
    productDetails: '/e-commerce/product-details/:id',
    productList: '/e-commerce/product-list',
    checkout: '/e-commerce/checkout',
  },
  customer: {
    customerList: '/customer/customer-list',
    orderList: '/customer/order-list',
    createInvoice: '/customer/create-invoice',
    orderDetails: '/customer/order-details',
    products: '/customer/product',
    productReviews: '/customer/product-review',
  },
  /** The template's apps (issue 15). */
  apps: {
    mail: '/app/mail',
    chat: '/app/chat',
    calendar: '/app/calendar',
    contactCards: '/app/contact/c-card',
    contactList: '/app/contact/c-list',
    kanbanBacklogs: '/app/kanban/backlogs',
    kanbanBoard: '/app/kanban/board',
  },
  /** The template's public status pages (issue 18): no login, outside the main layout. */
  pages: {
    error: '/pages/error',
    comingSoon1: '/pages/coming-soon1',
    comingSoon2: '/pages/coming-soon2',
    underConstruction: '/pages/under-construction',
    /** The site's public pages for players (issue 18): the landing, contact, FAQs, privacy. */
    landing: '/pages/landing',
    contactUs: '/pages/contact-us',
    faqs: '/pages/faqs',
    privacyPolicy: '/pages/privacy-policy',
  },
  /** The template's widget pages (issue 17). */
  widget: {
    statistics: '/widget/statistics',
    data: '/widget/data',
    chart: '/widget/chart',
  },
  /** The template's chart pages (issue 17; names in decisions.md section 8: drawn with nivo). */
  charts: {
    gallery: '/charts/apexchart',
    organisation: '/charts/orgchart',
  },
  /** The template's user pages (issue 16). */
  user: {
    socialProfile: '/user/social-profile/:tab',
    accountProfile1: '/user/account-profile/profile1',
    accountProfile2: '/user/account-profile/profile2',
    accountProfile3: '/user/account-profile/profile3',
    card1: '/user/card/card1',
    card2: '/user/card/card2',
    card3: '/user/card/card3',
    list1: '/user/list/list1',
    list2: '/user/list/list2',
  },
  /** The template's utility pages (issue 18). */
  utils: {
    typography: '/utils/util-typography',
    color: '/utils/util-color',
    shadow: '/utils/util-shadow',
    animation: '/utils/util-animation',
    grid: '/utils/util-grid',
  },
  /** The template's pricing layouts and its blank page (issue 18). */
  pricing: {
    price1: '/pricing/price1',
    price2: '/pricing/price2',
  },
  samplePage: '/sample-page',
  /** The template's icon galleries (issue 18). */
  icons: {
    tabler: '/icons/tabler-icons',
    material: '/icons/material-icons',
  },
  /** The template's component pages (issue 17). */
  components: {
    autocomplete: '/components/autocomplete',
    button: '/components/button',
    checkbox: '/components/checkbox',
    dateTime: '/components/date-time',
    radio: '/components/radio',
    slider: '/components/slider',
    switch: '/components/switch',
    textField: '/components/text-field',
  },
  /** The template's table pages (issue 17). */
  tables: {
    basic: '/tables/basic',
    dense: '/tables/dense',
    enhanced: '/tables/enhanced',
    data: '/tables/data',
    customized: '/tables/customized',
    stickyHeader: '/tables/sticky-header',
    collapse: '/tables/collapse',
  },
  /** The template's basic UI elements (issue 18). */
  basic: {
    accordion: '/basic/accordion',
    avatar: '/basic/avatar',
    badges: '/basic/badges',
    breadcrumb: '/basic/breadcrumb',
    cards: '/basic/cards',
    chip: '/basic/chip',
    list: '/basic/list',
    tabs: '/basic/tabs',
  },
  /** The template's advanced UI element pages (issue 18). */
  advance: {
    alert: '/advance/alert',
    dialog: '/advance/dialog',
    pagination: '/advance/pagination',
    progress: '/advance/progress',
    rating: '/advance/rating',
    snackbar: '/advance/snackbar',
    skeleton: '/advance/skeleton',
    speeddial: '/advance/speeddial',
    timeline: '/advance/timeline',
    toggleButton: '/advance/toggle-button',
    treeview: '/advance/treeview',
  },
  /** The template's form pages (issue 17; names in decisions.md section 8). */
  forms: {
    plugins: '/forms/plugins',
    layouts: '/forms/layouts',
    validation: '/forms/validation',
    wizard: '/forms/wizard',
  },
} as const;

/**
 * The template's authentication pages (issue 18): each kind in the template's three layouts, at
 * `/pages/<kind>/<kind><layout>` (`pathTo.authPage`): `/pages/login/login1` to
 * `/pages/code-verification/code-verification3`.
 */
export const AUTH_PAGE_KINDS = [
  'login',
  'register',
  'forgot-password',
  'check-mail',
  'reset-password',
  'code-verification',
] as const;
export type AuthPageKind = (typeof AUTH_PAGE_KINDS)[number];
/** The template's three auth layouts. */
export type AuthPageLayout = 1 | 2 | 3;

/** Where a login leads by default, and where `/` goes. */
export const LANDING_PATH = paths.home.dashboard;

/** The guest pages, for the guards and the redirect after login. */
export const GUEST_PATHS: readonly string[] = Object.values(paths.guest);

/** Links to pages that take a parameter or a query. */
/**
 * The query parameter of an invite link that the register screen reads into the inviter field
 * (the landing page takes it too, and passes it on to its register button).
 */
export const INVITER_PARAM = 'inviter';

/** What an inviter id may be: letters and digits, at most 20 (empty: no inviter). */
export const INVITER_PATTERN = /^[A-Za-z0-9]{0,20}$/;

/** The inviter id of a link's query (`?inviter=ABC123`), when it is a valid one; else ''. */
export function inviterOf(search: URLSearchParams): string {
  const code = (search.get(INVITER_PARAM) ?? '').trim();
  return code !== '' && INVITER_PATTERN.test(code) ? code : '';
}

const inviteLink = (code: string) => `${paths.guest.register}?${INVITER_PARAM}=${encodeURIComponent(code)}`;

export const pathTo = {
  /** The invite link of a code: `/register?inviter=<code>` (docs/player-api.md). */
  invite: inviteLink,
  /** The register page, with the inviter when there is one (the landing's register button). */
  register: (inviter: string) => (inviter === '' ? paths.guest.register : inviteLink(inviter)),
  /** The landing opened from an invite: `/pages/landing?inviter=<code>`. */
  landingInvite: (code: string) => `${paths.pages.landing}?${INVITER_PARAM}=${encodeURIComponent(code)}`,
  /** `/e-commerce/product-details/<id>`. */
  productDetails: (id: string) => paths.ecommerce.productDetails.replace(':id', encodeURIComponent(id)),
  /** `/customer/order-details?id=<id>`. */
  orderDetails: (id: string) => `${paths.customer.orderDetails}?id=${encodeURIComponent(id)}`,
  /** `/user/social-profile/<tab>` (posts, follower, friends, friend-request, gallery). */
  socialProfile: (tab: string) => paths.user.socialProfile.replace(':tab', encodeURIComponent(tab)),
  /** A template authentication page: `authPage('check-mail', 2)` is `/pages/check-mail/check-mail2`. */
  authPage: (kind: AuthPageKind, layout: AuthPageLayout) => `/pages/${kind}/${kind}${layout}`,
  /** The history opened on the withdrawals tab. */
  withdrawals: () => `${paths.player.history}?tab=withdrawals`,
} as const;
