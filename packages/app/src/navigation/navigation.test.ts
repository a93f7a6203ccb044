import { menuGroups, menuSections, paths, routes } from '@pp/features/routes';
import type { NavItem } from '@pp/ui';
import { findTrail } from '@pp/ui';
import {
  IconAddressBook,
  IconApps,
  IconLayoutKanban,
  IconArrowDownCircle,
  IconArrowUpCircle,
  IconBook,
  IconBrandChrome,
  IconBrush,
  IconBuildingBank,
  IconCalendar,
  IconCurrencyDollar,
  IconIcons,
  IconDashboard,
  IconChartDots,
  IconComponents,
  IconDeviceAnalytics,
  IconDeviceGamepad2,
  IconDiscount2,
  IconForms,
  IconTools,
  IconShieldLock,
  IconHome,
  IconHelpCircle,
  IconHeadset,
  IconHistory,
  IconKey,
  IconMail,
  IconMessages,
  IconPalette,
  IconReceiptDollar,
  IconReceiptRefund,
  IconShoppingCart,
  IconTable,
  IconTicket,
  IconUserPlus,
  IconUsers,
  IconUserShield,
  IconUserCircle,
  IconWheel,
} from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';

import { appEnv } from '../env';
import { en } from '../i18n/en';
import { buildNavigation, navigation, translateNavigation } from './navigation';

const playerOnly = ['player', 'admin'] as const;
const adminOnly = ['admin'] as const;

/** The tree as it was written by hand before the route registry (roles now come from the routes). */
const handWritten: NavItem[] = [
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
      {
        id: 'widget',
        type: 'collapse',
        title: 'menu.widget',
        icon: IconDeviceAnalytics,
        children: [
          {
            id: 'widget-statistics',
            type: 'item',
            title: 'menu.widgetStatistics',
            url: '/widget/statistics',
          },
          { id: 'widget-data', type: 'item', title: 'menu.widgetData', url: '/widget/data' },
          { id: 'widget-chart', type: 'item', title: 'menu.widgetChart', url: '/widget/chart' },
        ],
      },
      {
        id: 'charts',
        type: 'collapse',
        title: 'menu.charts',
        icon: IconChartDots,
        children: [
          { id: 'charts-gallery', type: 'item', title: 'menu.chartsGallery', url: '/charts/apexchart' },
          {
            id: 'charts-organisation',
            type: 'item',
            title: 'menu.chartsOrganisation',
            url: '/charts/orgchart',
          },
        ],
      },
    ],
  },
  {
    id: 'player',
    type: 'group',
    title: 'บัญชีผู้เล่น',
    roles: ['player', 'admin'],
    children: [
      {
        id: 'deposit',
        type: 'item',
        title: 'ฝากเงิน',
        url: '/player/deposit',
        icon: IconArrowDownCircle,
        roles: playerOnly,
      },
      {
        id: 'withdraw',
        type: 'item',
        title: 'ถอนเงิน',
        url: '/player/withdraw',
        icon: IconArrowUpCircle,
        roles: playerOnly,
      },
      {
        id: 'history',
        type: 'item',
        title: 'ประวัติการทำรายการ',
        url: '/player/history',
        icon: IconHistory,
        roles: playerOnly,
      },
      {
        id: 'promotions',
        type: 'item',
        title: 'โปรโมชั่น',
        url: '/player/promotions',
        icon: IconDiscount2,
        roles: playerOnly,
      },
      {
        id: 'cashback',
        type: 'item',
        title: 'คืนยอดเสีย',
        url: '/player/cashback',
        icon: IconReceiptRefund,
        roles: playerOnly,
      },
      {
        id: 'wheel',
        type: 'item',
        title: 'กงล้อนำโชค',
        url: '/player/wheel',
        icon: IconWheel,
        roles: playerOnly,
      },
      {
        id: 'invite',
        type: 'item',
        title: 'แนะนำเพื่อน',
        url: '/player/invite',
        icon: IconUserPlus,
        roles: playerOnly,
      },
    ],
  },
  {
    id: 'admin',
    type: 'group',
    title: 'ระบบหลังบ้าน',
    roles: ['admin'],
    children: [
      {
        id: 'admin-transactions',
        type: 'item',
        title: 'รายการฝากถอน',
        url: '/admin/transactions',
        icon: IconReceiptDollar,
        roles: adminOnly,
      },
      {
        id: 'admin-users',
        type: 'item',
        title: 'ผู้เล่น',
        url: '/admin/users',
        icon: IconUsers,
        roles: adminOnly,
      },
      {
        id: 'admin-promotions',
        type: 'item',
        title: 'จัดการโปรโมชั่น',
        url: '/admin/promotions',
        icon: IconDiscount2,
        roles: adminOnly,
      },
      {
        id: 'admin-credit-codes',
        type: 'item',
        title: 'โค้ดเครดิต',
        url: '/admin/credit-codes',
        icon: IconTicket,
        roles: adminOnly,
      },
      {
        id: 'admin-admins',
        type: 'item',
        title: 'ผู้ดูแลระบบ',
        url: '/admin/admins',
        icon: IconUserShield,
        roles: adminOnly,
      },
      {
        id: 'admin-agent',
        type: 'item',
        title: 'เอเย่นต์',
        url: '/admin/agent',
        icon: IconBuildingBank,
        roles: adminOnly,
      },
    ],
  },
  {
    id: 'applications',
    type: 'group',
    title: 'menu.applications',
    children: [
      {
        id: 'user',
        type: 'collapse',
        title: 'menu.users',
        icon: IconUserCircle,
        children: [
          {
            id: 'user-social-profile',
            type: 'item',
            title: 'menu.socialProfile',
            url: '/user/social-profile/:tab',
            link: '/user/social-profile/posts',
          },
          ...[1, 2, 3].map((n) => ({
            id: `user-account-profile${n}`,
            type: 'item' as const,
            title: `menu.accountProfile${n}`,
            url: `/user/account-profile/profile${n}`,
          })),
          ...[1, 2, 3].map((n) => ({
            id: `user-card${n}`,
            type: 'item' as const,
            title: `menu.userCard${n}`,
            url: `/user/card/card${n}`,
          })),
          ...[1, 2].map((n) => ({
            id: `user-list${n}`,
            type: 'item' as const,
            title: `menu.userList${n}`,
            url: `/user/list/list${n}`,
          })),
        ],
      },
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
      { id: 'app-chat', type: 'item', title: 'menu.chat', url: '/app/chat', icon: IconMessages },
      { id: 'app-mail', type: 'item', title: 'menu.mail', url: '/app/mail', icon: IconMail },
      { id: 'app-calendar', type: 'item', title: 'menu.calendar', url: '/app/calendar', icon: IconCalendar },
      {
        id: 'contact',
        type: 'collapse',
        title: 'menu.contact',
        icon: IconAddressBook,
        children: [
          { id: 'contact-cards', type: 'item', title: 'menu.contactCards', url: '/app/contact/c-card' },
          { id: 'contact-list', type: 'item', title: 'menu.contactList', url: '/app/contact/c-list' },
        ],
      },
      {
        id: 'kanban',
        type: 'collapse',
        title: 'menu.kanban',
        icon: IconLayoutKanban,
        children: [
          { id: 'kanban-backlogs', type: 'item', title: 'menu.kanbanBacklogs', url: '/app/kanban/backlogs' },
          { id: 'kanban-board', type: 'item', title: 'menu.kanbanBoard', url: '/app/kanban/board' },
        ],
      },
    ],
  },
  {
    id: 'elements',
    type: 'group',
    title: 'menu.elements',
    children: [
      {
        id: 'basic',
        type: 'collapse',
        title: 'menu.basic',
        icon: IconComponents,
        children: [
          { id: 'basic-accordion', type: 'item', title: 'menu.basicAccordion', url: '/basic/accordion' },
          { id: 'basic-avatar', type: 'item', title: 'menu.basicAvatar', url: '/basic/avatar' },
          { id: 'basic-badges', type: 'item', title: 'menu.basicBadges', url: '/basic/badges' },
          { id: 'basic-breadcrumb', type: 'item', title: 'menu.basicBreadcrumb', url: '/basic/breadcrumb' },
          { id: 'basic-cards', type: 'item', title: 'menu.basicCards', url: '/basic/cards' },
          { id: 'basic-chip', type: 'item', title: 'menu.basicChip', url: '/basic/chip' },
          { id: 'basic-list', type: 'item', title: 'menu.basicList', url: '/basic/list' },
          { id: 'basic-tabs', type: 'item', title: 'menu.basicTabs', url: '/basic/tabs' },
        ],
      },
      {
        id: 'advance',
        type: 'collapse',
        title: 'menu.advance',
        icon: IconApps,
        children: [
          { id: 'advance-alert', type: 'item', title: 'menu.advanceAlert', url: '/advance/alert' },
          { id: 'advance-dialog', type: 'item', title: 'menu.advanceDialog', url: '/advance/dialog' },
          {
            id: 'advance-pagination',
            type: 'item',
            title: 'menu.advancePagination',
            url: '/advance/pagination',
          },
          { id: 'advance-progress', type: 'item', title: 'menu.advanceProgress', url: '/advance/progress' },
          { id: 'advance-rating', type: 'item', title: 'menu.advanceRating', url: '/advance/rating' },
          { id: 'advance-snackbar', type: 'item', title: 'menu.advanceSnackbar', url: '/advance/snackbar' },
          { id: 'advance-skeleton', type: 'item', title: 'menu.advanceSkeleton', url: '/advance/skeleton' },
          {
            id: 'advance-speeddial',
            type: 'item',
            title: 'menu.advanceSpeeddial',
            url: '/advance/speeddial',
          },
          { id: 'advance-timeline', type: 'item', title: 'menu.advanceTimeline', url: '/advance/timeline' },
          {
            id: 'advance-toggle-button',
            type: 'item',
            title: 'menu.advanceToggleButton',
            url: '/advance/toggle-button',
          },
          { id: 'advance-treeview', type: 'item', title: 'menu.advanceTreeview', url: '/advance/treeview' },
        ],
      },
    ],
  },
  {
    id: 'forms',
    type: 'group',
    title: 'menu.forms',
    children: [
      {
        id: 'components',
        type: 'collapse',
        title: 'menu.components',
        icon: IconForms,
        children: [
          {
            id: 'components-autocomplete',
            type: 'item',
            title: 'menu.componentsAutocomplete',
            url: '/components/autocomplete',
          },
          {
            id: 'components-button',
            type: 'item',
            title: 'menu.componentsButton',
            url: '/components/button',
          },
          {
            id: 'components-checkbox',
            type: 'item',
            title: 'menu.componentsCheckbox',
            url: '/components/checkbox',
          },
          {
            id: 'components-date-time',
            type: 'item',
            title: 'menu.componentsDateTime',
            url: '/components/date-time',
          },
          { id: 'components-radio', type: 'item', title: 'menu.componentsRadio', url: '/components/radio' },
          {
            id: 'components-slider',
            type: 'item',
            title: 'menu.componentsSlider',
            url: '/components/slider',
          },
          {
            id: 'components-switch',
            type: 'item',
            title: 'menu.componentsSwitch',
            url: '/components/switch',
          },
          {
            id: 'components-text-field',
            type: 'item',
            title: 'menu.componentsTextField',
            url: '/components/text-field',
          },
        ],
      },
      {
        id: 'forms-pages',
        type: 'collapse',
        title: 'menu.formsPages',
        icon: IconForms,
        children: [
          { id: 'forms-plugins', type: 'item', title: 'menu.formsPlugins', url: '/forms/plugins' },
          { id: 'forms-layouts', type: 'item', title: 'menu.formsLayouts', url: '/forms/layouts' },
          { id: 'forms-validation', type: 'item', title: 'menu.formsValidation', url: '/forms/validation' },
          { id: 'forms-wizard', type: 'item', title: 'menu.formsWizard', url: '/forms/wizard' },
        ],
      },
      {
        id: 'tables',
        type: 'collapse',
        title: 'menu.tables',
        icon: IconTable,
        children: [
          { id: 'tables-basic', type: 'item', title: 'menu.tablesBasic', url: '/tables/basic' },
          { id: 'tables-dense', type: 'item', title: 'menu.tablesDense', url: '/tables/dense' },
          { id: 'tables-enhanced', type: 'item', title: 'menu.tablesEnhanced', url: '/tables/enhanced' },
          { id: 'tables-data', type: 'item', title: 'menu.tablesData', url: '/tables/data' },
          {
            id: 'tables-customized',
            type: 'item',
            title: 'menu.tablesCustomized',
            url: '/tables/customized',
          },
          {
            id: 'tables-sticky-header',
            type: 'item',
            title: 'menu.tablesStickyHeader',
            url: '/tables/sticky-header',
          },
          { id: 'tables-collapse', type: 'item', title: 'menu.tablesCollapse', url: '/tables/collapse' },
        ],
      },
    ],
  },
  {
    id: 'pages',
    type: 'group',
    title: 'menu.pages',
    children: [
      {
        id: 'authentication',
        type: 'collapse',
        title: 'menu.authentication',
        icon: IconKey,
        children: [
          { id: 'auth-pages-login-1', type: 'item', title: 'menu.authLogin', url: '/pages/login/login1' },
          {
            id: 'auth-pages-register-1',
            type: 'item',
            title: 'menu.authRegister',
            url: '/pages/register/register1',
          },
          {
            id: 'auth-pages-forgot-password-1',
            type: 'item',
            title: 'menu.authForgotPassword',
            url: '/pages/forgot-password/forgot-password1',
          },
          {
            id: 'auth-pages-check-mail-1',
            type: 'item',
            title: 'menu.authCheckMail',
            url: '/pages/check-mail/check-mail1',
          },
          {
            id: 'auth-pages-reset-password-1',
            type: 'item',
            title: 'menu.authResetPassword',
            url: '/pages/reset-password/reset-password1',
          },
          {
            id: 'auth-pages-code-verification-1',
            type: 'item',
            title: 'menu.authCodeVerification',
            url: '/pages/code-verification/code-verification1',
          },
        ],
      },
      {
        id: 'pages-landing',
        type: 'item',
        title: 'menu.pagesLanding',
        url: '/pages/landing',
        icon: IconHome,
      },
      {
        id: 'pages-contact-us',
        type: 'item',
        title: 'menu.pagesContactUs',
        url: '/pages/contact-us',
        icon: IconHeadset,
      },
      { id: 'pages-faqs', type: 'item', title: 'menu.pagesFaqs', url: '/pages/faqs', icon: IconHelpCircle },
      {
        id: 'pages-privacy-policy',
        type: 'item',
        title: 'menu.pagesPrivacyPolicy',
        url: '/pages/privacy-policy',
        icon: IconShieldLock,
      },
      {
        id: 'pages-maintenance',
        type: 'collapse',
        title: 'menu.pagesMaintenance',
        icon: IconTools,
        children: [
          { id: 'pages-error', type: 'item', title: 'menu.pagesError', url: '/pages/error' },
          {
            id: 'pages-coming-soon-1',
            type: 'item',
            title: 'menu.pagesComingSoon1',
            url: '/pages/coming-soon1',
          },
          {
            id: 'pages-coming-soon-2',
            type: 'item',
            title: 'menu.pagesComingSoon2',
            url: '/pages/coming-soon2',
          },
          {
            id: 'pages-under-construction',
            type: 'item',
            title: 'menu.pagesUnderConstruction',
            url: '/pages/under-construction',
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
        id: 'utils',
        type: 'collapse',
        title: 'menu.utils',
        icon: IconBrush,
        children: [
          {
            id: 'util-typography',
            type: 'item',
            title: 'menu.utilTypography',
            url: '/utils/util-typography',
          },
          { id: 'util-color', type: 'item', title: 'menu.utilColor', url: '/utils/util-color' },
          { id: 'util-shadow', type: 'item', title: 'menu.utilShadow', url: '/utils/util-shadow' },
          { id: 'util-animation', type: 'item', title: 'menu.utilAnimation', url: '/utils/util-animation' },
          { id: 'util-grid', type: 'item', title: 'menu.utilGrid', url: '/utils/util-grid' },
        ],
      },
      {
        id: 'pricing',
        type: 'collapse',
        title: 'menu.pricing',
        icon: IconCurrencyDollar,
        children: [
          { id: 'price1', type: 'item', title: 'menu.price1', url: '/pricing/price1' },
          { id: 'price2', type: 'item', title: 'menu.price2', url: '/pricing/price2' },
        ],
      },
      {
        id: 'sample-page',
        type: 'item',
        title: 'menu.samplePage',
        url: '/sample-page',
        icon: IconBrandChrome,
      },
      {
        id: 'icons',
        type: 'collapse',
        title: 'menu.icons',
        icon: IconIcons,
        children: [
          { id: 'icons-tabler', type: 'item', title: 'menu.tablerIcons', url: '/icons/tabler-icons' },
          { id: 'icons-material', type: 'item', title: 'menu.materialIcons', url: '/icons/material-icons' },
        ],
      },
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

describe('navigation from the route registry', () => {
  it('is the tree the menu and the breadcrumbs always had', () => {
    expect(navigation).toEqual(handWritten);
  });

  it('has a menu entry for every route that declares one, and only those', () => {
    const urls = (items: readonly NavItem[]): string[] =>
      items.flatMap((item) => [
        ...(item.url && !item.external ? [item.url] : []),
        ...urls(item.children ?? []),
      ]);
    const declared = routes.filter((route) => route.menu).map((route) => route.path);
    expect(urls(navigation).sort()).toEqual([...declared].sort());
    expect(routes.filter((route) => route.area === 'guest' && route.menu)).toEqual([]);
  });

  it('declares each route once, and every template title is a key of the shell labels', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    const titles = [...routes, ...menuSections, ...menuGroups].map((entry) => entry.titleKey);
    const lookUp = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    for (const title of titles.filter((candidate) => candidate.startsWith('menu.'))) {
      expect(typeof lookUp(title), title).toBe('string');
    }
  });

  it('gives the breadcrumb trail of a page with a parameter', () => {
    expect(findTrail(navigation, '/e-commerce/product-details/7').map((item) => item.id)).toEqual([
      'applications',
      'ecommerce',
      'product-details',
    ]);
    expect(findTrail(navigation, paths.home.dashboard).at(-1)?.breadcrumbs).toBe(false);
  });

  it('sorts by order, leaves out empty groups and sections, and appends external links', () => {
    const screen = async () => () => null;
    const tree = buildNavigation({
      groups: [
        { id: 'home', titleKey: 'Home' },
        { id: 'player', titleKey: 'Empty' },
        { id: 'support', titleKey: 'menu.support' },
      ],
      sections: [
        { id: 'late', group: 'home', titleKey: 'Late', order: 3 },
        { id: 'unused', group: 'home', titleKey: 'Unused', order: 0 },
      ],
      routes: [
        { id: 'b', path: '/b', area: 'protected', titleKey: 'B', screen, menu: { group: 'home', order: 2 } },
        { id: 'a', path: '/a', area: 'protected', titleKey: 'A', screen, menu: { group: 'home', order: 1 } },
        {
          id: 'c',
          path: '/c/:id',
          area: 'protected',
          titleKey: 'C',
          screen,
          roles: ['admin'],
          menu: { group: 'home', section: 'late', order: 1, link: '/c/1' },
        },
        { id: 'hidden', path: '/hidden', area: 'protected', titleKey: 'Hidden', screen },
      ],
      external: {
        support: [{ id: 'docs', type: 'item', title: 'Docs', url: 'https://x.test/', external: true }],
      },
    });
    expect(tree.map((group) => group.id)).toEqual(['home', 'support']);
    expect(tree[0]?.children?.map((item) => item.id)).toEqual(['a', 'b', 'late']);
    expect(tree[0]?.children?.[2]?.children).toEqual([
      { id: 'c', type: 'item', title: 'C', url: '/c/:id', link: '/c/1', roles: ['admin'] },
    ]);
    expect(tree[1]?.children?.map((item) => item.id)).toEqual(['docs']);
  });

  it('translates the template titles and keeps the Thai ones', () => {
    const translated = translateNavigation(navigation, (key) => `<${key}>`);
    expect(translated.map((group) => group.title)).toEqual([
      'หน้าหลัก',
      'บัญชีผู้เล่น',
      'ระบบหลังบ้าน',
      '<menu.applications>',
      '<menu.elements>',
      '<menu.forms>',
      '<menu.pages>',
      '<menu.support>',
    ]);
  });
});
