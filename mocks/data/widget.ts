/**
 * Fixtures of the widget pages (docs/demo-api.md, "Widgets"): the same figures on every run. The
 * data widgets' clock is `WIDGET_NOW`, so "5 minutes ago" reads the same in every story. Pictures
 * are the demo's `mocks/public/images/avatars/` (hand-drawn SVG); two people have none.
 */
import type { StatisticsResponse, WidgetChartResponse, WidgetDataResponse } from '@pp/features/wire';

/** Friday 20 November 2026, 14:30 in Bangkok: the moment the data widgets describe. */
export const WIDGET_NOW = '2026-11-20T07:30:00.000Z';

const avatar = (n: number) => `/images/avatars/avatar-${n}.svg`;
/** `minutes` before WIDGET_NOW, as ISO text. */
const ago = (minutes: number) => new Date(Date.parse(WIDGET_NOW) - minutes * 60_000).toISOString();
/** `days` after WIDGET_NOW, as ISO text. */
const inDays = (days: number) => ago(-days * 24 * 60);

/** A smooth, repeatable wave around `base`: the recent trend of a figure. */
const wave = (base: number, swing: number, slope: number, phase: number, points = 12): number[] =>
  Array.from({ length: points }, (_, i) =>
    Math.round(
      base + slope * i + swing * Math.sin(i * 0.9 + phase) + (swing / 3) * Math.cos(i * 2.1 + phase),
    ),
  );

export const widgetStatistics: StatisticsResponse = {
  stats: [
    { id: 'revenue', value: 48_375.5, format: 'currency', change: 12.4, trend: wave(3600, 420, 60, 0.2) },
    { id: 'orders', value: 1_284, format: 'count', change: 8.1, trend: wave(96, 14, 2, 1.1) },
    { id: 'customers', value: 3_902, format: 'count', change: 4.6, trend: wave(310, 30, 4, 2.4) },
    { id: 'conversion', value: 3.8, format: 'percent', change: -0.6, trend: wave(40, 6, -0.4, 0.7) },
    { id: 'pageViews', value: 126_540, format: 'count', change: 18.2, trend: wave(9800, 1400, 180, 3.3) },
    { id: 'downloads', value: 8_470, format: 'count', change: -3.2, trend: wave(720, 90, -6, 1.8) },
    { id: 'tasks', value: 72, format: 'percent', change: 5.5, trend: wave(60, 8, 1, 0.4) },
    { id: 'refunds', value: 1_245.9, format: 'currency', change: -9.7, trend: wave(120, 22, -3, 2.9) },
  ],
};

const people = [
  { name: 'Alene Marsh', avatar: avatar(1) },
  { name: 'สมชาย ใจดี', avatar: avatar(2) },
  { name: 'Kenji Watanabe', avatar: avatar(3) },
  { name: 'Chanida Wong', avatar: '' },
  { name: 'Priya Mehta', avatar: avatar(4) },
  { name: 'Olivia Bennett', avatar: avatar(5) },
  { name: 'นภา ศรีสุข', avatar: avatar(6) },
  { name: 'Daniel Okafor', avatar: '' },
] as const;
const personAt = (index: number) => people[index % people.length] ?? people[0];

export const widgetData: WidgetDataResponse = {
  asOf: WIDGET_NOW,
  tasks: [
    {
      id: 'task-1',
      title: 'Design the new checkout flow',
      project: 'Shop',
      due: inDays(2),
      progress: 75,
      status: 'inProgress',
    },
    {
      id: 'task-2',
      title: 'Translate the promotions page into Thai',
      project: 'Marketing',
      due: inDays(4),
      progress: 40,
      status: 'inProgress',
    },
    {
      id: 'task-3',
      title: 'Review the quarterly sales report',
      project: 'Finance',
      due: inDays(6),
      progress: 0,
      status: 'todo',
    },
    {
      id: 'task-4',
      title: 'Set up the mobile release pipeline',
      project: 'Platform',
      due: inDays(-1),
      progress: 100,
      status: 'done',
    },
    {
      id: 'task-5',
      title: 'Interview two support engineers',
      project: 'People',
      due: inDays(9),
      progress: 20,
      status: 'todo',
    },
  ],
  todos: [
    { id: 'todo-1', text: 'Call the supplier about the late delivery', done: false },
    { id: 'todo-2', text: 'ส่งใบเสนอราคาให้ลูกค้า', done: true },
    { id: 'todo-3', text: 'Prepare the Monday stand-up notes', done: false },
    { id: 'todo-4', text: 'Renew the domain name', done: false },
  ],
  messages: [
    {
      id: 'message-1',
      ...personAt(0),
      text: 'The new banners look great, shall we publish them today?',
      sentAt: ago(5),
    },
    { id: 'message-2', ...personAt(1), text: 'ลูกค้ายืนยันคำสั่งซื้อเรียบร้อยแล้วครับ', sentAt: ago(42) },
    {
      id: 'message-3',
      ...personAt(2),
      text: 'Can you share the slides before the meeting?',
      sentAt: ago(130),
    },
    { id: 'message-4', ...personAt(3), text: 'I moved the design review to Thursday.', sentAt: ago(60 * 26) },
  ],
  team: [
    { id: 'member-1', ...personAt(0), role: 'Sales Manager', presence: 'available' },
    { id: 'member-2', ...personAt(1), role: 'Backend Developer', presence: 'available' },
    { id: 'member-3', ...personAt(2), role: 'Operations Director', presence: 'do_not_disturb' },
    { id: 'member-4', ...personAt(3), role: 'Marketing Lead', presence: 'offline' },
    { id: 'member-5', ...personAt(4), role: 'Mobile Developer', presence: 'available' },
  ],
  activity: [
    { id: 'activity-1', ...personAt(4), action: 'published the November newsletter', at: ago(3) },
    { id: 'activity-2', ...personAt(5), action: 'closed 4 support tickets', at: ago(25) },
    { id: 'activity-3', ...personAt(6), action: 'เพิ่มสินค้าใหม่ 12 รายการ', at: ago(95) },
    { id: 'activity-4', ...personAt(7), action: 'updated the shipping rates', at: ago(60 * 5) },
  ],
  customers: [
    {
      id: 'customer-1',
      ...personAt(5),
      email: 'olivia.bennett@example.com',
      joinedAt: ago(60 * 2),
      orders: 3,
    },
    { id: 'customer-2', ...personAt(6), email: 'napa.s@example.co.th', joinedAt: ago(60 * 9), orders: 1 },
    {
      id: 'customer-3',
      ...personAt(7),
      email: 'daniel.okafor@example.com',
      joinedAt: ago(60 * 24),
      orders: 0,
    },
    { id: 'customer-4', ...personAt(2), email: 'kenji.w@example.jp', joinedAt: ago(60 * 50), orders: 7 },
  ],
  productSales: [
    {
      id: 'sale-1',
      product: 'Wireless headphones',
      category: 'electronics',
      sold: 412,
      price: 89.99,
      change: 14.2,
    },
    { id: 'sale-2', product: 'Linen summer shirt', category: 'fashion', sold: 368, price: 34.5, change: 6.8 },
    {
      id: 'sale-3',
      product: 'Stainless steel pan set',
      category: 'kitchen',
      sold: 215,
      price: 120,
      change: -4.1,
    },
    {
      id: 'sale-4',
      product: 'เรียนภาษาไทยฉบับสมบูรณ์',
      category: 'books',
      sold: 187,
      price: 18.75,
      change: 22.5,
    },
    {
      id: 'sale-5',
      product: 'Wooden building blocks',
      category: 'toys',
      sold: 143,
      price: 27.9,
      change: -1.3,
    },
    { id: 'sale-6', product: 'Smart watch', category: 'electronics', sold: 98, price: 199, change: 3.4 },
  ],
  feeds: [
    { id: 'feed-1', kind: 'order', text: 'New order #4821 of $412.30', at: ago(2) },
    { id: 'feed-2', kind: 'user', text: '3 new customers signed up', at: ago(18) },
    { id: 'feed-3', kind: 'comment', text: 'A 5-star review on Smart watch', at: ago(47) },
    { id: 'feed-4', kind: 'payment', text: 'Payout of $2,150.00 sent', at: ago(60 * 3) },
    { id: 'feed-5', kind: 'server', text: 'Server load back to normal', at: ago(60 * 7) },
  ],
};

/** The start of each of `count` buckets of `unit`, the last holding WIDGET_NOW (Bangkok, UTC+7). */
function starts(unit: 'hour' | 'day' | 'month', count: number): string[] {
  const now = new Date(Date.parse(WIDGET_NOW) + 7 * 3600_000);
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const local =
      unit === 'month'
        ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)
        : unit === 'day'
          ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back)
          : Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours() - back);
    return new Date(local - 7 * 3600_000).toISOString();
  });
}

const positive = (values: number[]) => values.map((value) => Math.max(0, value));

/** The four series of the total growth chart over `count` buckets. */
const growth = (unit: 'hour' | 'day' | 'month', count: number, scale: number) => ({
  unit,
  starts: starts(unit, count),
  series: [
    { id: 'investment' as const, values: positive(wave(35 * scale, 12 * scale, 0, 0.3, count)) },
    { id: 'loss' as const, values: positive(wave(30 * scale, 14 * scale, 0.5 * scale, 1.7, count)) },
    { id: 'profit' as const, values: positive(wave(60 * scale, 30 * scale, 1 * scale, 2.6, count)) },
    { id: 'maintenance' as const, values: positive(wave(14 * scale, 12 * scale, 0, 0.9, count)) },
  ],
});

export const widgetCharts: WidgetChartResponse = {
  revenue: {
    unit: 'month',
    starts: starts('month', 12),
    series: [
      { id: 'online', values: wave(4200, 900, 180, 0.4) },
      { id: 'store', values: wave(3100, 500, 40, 2.1) },
    ],
  },
  marketShare: [
    { id: 'web', value: 42 },
    { id: 'android', value: 31 },
    { id: 'ios', value: 21 },
    { id: 'desktop', value: 6 },
  ],
  salesPerCategory: [
    { id: 'electronics', value: 18_420 },
    { id: 'fashion', value: 14_860 },
    { id: 'kitchen', value: 9_310 },
    { id: 'books', value: 6_275 },
    { id: 'toys', value: 4_990 },
  ],
  growth: { today: growth('hour', 12, 0.25), month: growth('day', 20, 1), year: growth('month', 12, 3) },
};

/** The answers of the `empty` scenario: every list without rows. */
export const emptyWidgetData: WidgetDataResponse = {
  asOf: WIDGET_NOW,
  tasks: [],
  todos: [],
  messages: [],
  team: [],
  activity: [],
  customers: [],
  productSales: [],
  feeds: [],
};
const emptyTimeline = (unit: 'hour' | 'day' | 'month') => ({ unit, starts: [], series: [] });
export const emptyWidgetCharts: WidgetChartResponse = {
  revenue: emptyTimeline('month'),
  marketShare: [],
  salesPerCategory: [],
  growth: { today: emptyTimeline('hour'), month: emptyTimeline('day'), year: emptyTimeline('month') },
};
