/**
 * The icons of the menu's sections and entries, by name. A route declares its icon by name
 * (`icon: 'IconMail'`), so the route registry every first load carries holds no icon: the icons
 * load with the layout that draws the menu (AppLayout), never on /login (decision 0023, amended
 * 2026-11-25).
 */
import {
  IconBrandChrome,
  IconBrush,
  IconCurrencyDollar,
  IconAddressBook,
  IconArrowDownCircle,
  IconArrowUpCircle,
  IconBuildingBank,
  IconCalendar,
  IconChartDots,
  IconDashboard,
  IconDeviceAnalytics,
  IconDeviceGamepad2,
  IconDiscount2,
  IconForms,
  IconHistory,
  IconLayoutKanban,
  IconMail,
  IconMessages,
  IconReceiptDollar,
  IconReceiptRefund,
  IconShoppingCart,
  IconTicket,
  IconUserCircle,
  IconUserPlus,
  IconUserShield,
  IconUsers,
  IconWheel,
  IconHeadset,
  IconHelpCircle,
  IconHome,
  IconShieldLock,
  IconTools,
} from '@tabler/icons-react';

import type { NavIcon } from '@pp/ui';

export const menuIcons = {
  IconBrandChrome,
  IconBrush,
  IconCurrencyDollar,
  IconAddressBook,
  IconArrowDownCircle,
  IconArrowUpCircle,
  IconBuildingBank,
  IconCalendar,
  IconChartDots,
  IconDashboard,
  IconDeviceAnalytics,
  IconDeviceGamepad2,
  IconDiscount2,
  IconForms,
  IconHistory,
  IconLayoutKanban,
  IconMail,
  IconMessages,
  IconReceiptDollar,
  IconReceiptRefund,
  IconShoppingCart,
  IconTicket,
  IconUserCircle,
  IconUserPlus,
  IconUserShield,
  IconUsers,
  IconWheel,
  IconHeadset,
  IconHelpCircle,
  IconHome,
  IconShieldLock,
  IconTools,
} satisfies Record<string, NavIcon>;

/** The name of a menu icon. */
export type MenuIconName = keyof typeof menuIcons;
