/**
 * The widgets' bodies as yup schemas (docs/demo-api.md, "Widgets"): the statistics cards, the data
 * widgets and the charts. The types of types.ts come from here; the mock's fixtures are typed from
 * them. Figures are plain numbers; money is in dollars like the rest of the demo API.
 */
import * as yup from 'yup';

import { datetimeSchema, ONLINE_STATUSES, oneOf } from '../../shared/wire/fields';
import { arrayOf, record } from '../../shared/wire/read';

export { ONLINE_STATUSES };

/** The statistics cards, in the order the page shows them. */
export const STAT_IDS = [
  'revenue',
  'orders',
  'customers',
  'conversion',
  'pageViews',
  'downloads',
  'tasks',
  'refunds',
] as const;
/** How a figure reads: dollars, a count, or percent points. */
export const FIGURE_FORMATS = ['currency', 'count', 'percent'] as const;
export const TASK_STATUSES = ['todo', 'inProgress', 'done'] as const;
export const FEED_KINDS = ['order', 'user', 'comment', 'payment', 'server'] as const;
/** The series of the revenue and total growth charts. */
export const SERIES_IDS = ['online', 'store', 'investment', 'loss', 'profit', 'maintenance'] as const;
/** The platforms of the market share chart. */
export const PLATFORM_IDS = ['web', 'android', 'ios', 'desktop'] as const;
/** The categories of the sales chart and the product sales table. */
export const CATEGORY_IDS = ['fashion', 'electronics', 'books', 'toys', 'kitchen'] as const;
/** Bucket sizes of a timeline. */
export const TIME_UNITS = ['hour', 'day', 'month'] as const;
/** The total growth chart's periods. */
export const GROWTH_PERIODS = ['today', 'month', 'year'] as const;

const text = () => yup.string().defined();
const figure = () => yup.number().required();
const whole = () => yup.number().integer().min(0).required();

/** One statistics card: its figure, the change against the previous period, its recent trend. */
export const statSchema = record({
  id: oneOf(STAT_IDS),
  value: figure(),
  format: oneOf(FIGURE_FORMATS),
  /** Percent change against the previous period (negative: down). */
  change: figure(),
  /** The last points of the figure, oldest first (the sparkline). */
  trend: arrayOf(figure()),
});

export const taskSchema = record({
  id: text(),
  title: text(),
  project: text(),
  due: datetimeSchema,
  /** Percent done, 0 to 100. */
  progress: yup.number().integer().min(0).max(100).required(),
  status: oneOf(TASK_STATUSES),
});

export const todoSchema = record({ id: text(), text: text(), done: yup.boolean().required() });

/** A person of the widgets: picture path (empty: initials). */
const person = { name: text(), avatar: text() };

export const messageSchema = record({ id: text(), ...person, text: text(), sentAt: datetimeSchema });

export const memberSchema = record({ id: text(), ...person, role: text(), presence: oneOf(ONLINE_STATUSES) });

export const activitySchema = record({ id: text(), ...person, action: text(), at: datetimeSchema });

export const customerSchema = record({
  id: text(),
  ...person,
  email: text(),
  joinedAt: datetimeSchema,
  orders: whole(),
});

export const productSaleSchema = record({
  id: text(),
  product: text(),
  category: oneOf(CATEGORY_IDS),
  sold: whole(),
  /** Dollars, to the cent. */
  price: yup.number().min(0).required(),
  /** Percent change of units sold against last month. */
  change: figure(),
});

export const feedSchema = record({ id: text(), kind: oneOf(FEED_KINDS), text: text(), at: datetimeSchema });

/** Figures over time: the start of each bucket and one row of values per series. */
export const timelineSchema = record({
  unit: oneOf(TIME_UNITS),
  starts: arrayOf(datetimeSchema),
  series: arrayOf(record({ id: oneOf(SERIES_IDS), values: arrayOf(figure()) })),
});

export const widgetResponses = {
  /** `GET /api/widget/statistics`. */
  statistics: record({ stats: arrayOf(statSchema) }),
  /** `GET /api/widget/data`: every data widget's rows, and the server's clock for "5 min ago". */
  data: record({
    asOf: datetimeSchema,
    tasks: arrayOf(taskSchema),
    todos: arrayOf(todoSchema),
    messages: arrayOf(messageSchema),
    team: arrayOf(memberSchema),
    activity: arrayOf(activitySchema),
    customers: arrayOf(customerSchema),
    productSales: arrayOf(productSaleSchema),
    feeds: arrayOf(feedSchema),
  }),
  /** `GET /api/widget/chart`. */
  chart: record({
    revenue: timelineSchema,
    marketShare: arrayOf(record({ id: oneOf(PLATFORM_IDS), value: figure() })),
    salesPerCategory: arrayOf(record({ id: oneOf(CATEGORY_IDS), value: figure() })),
    growth: record({ today: timelineSchema, month: timelineSchema, year: timelineSchema }),
  }),
} as const;
