/** The widgets' data, from their wire schemas (api/schemas.ts). */
import type { InferType } from 'yup';

import type {
  CATEGORY_IDS,
  GROWTH_PERIODS,
  PLATFORM_IDS,
  SERIES_IDS,
  STAT_IDS,
  statSchema,
  timelineSchema,
  todoSchema,
  widgetResponses,
} from './api/schemas';

export type StatId = (typeof STAT_IDS)[number];
export type SeriesId = (typeof SERIES_IDS)[number];
export type PlatformId = (typeof PLATFORM_IDS)[number];
export type CategoryId = (typeof CATEGORY_IDS)[number];
export type GrowthPeriod = (typeof GROWTH_PERIODS)[number];

export type Stat = InferType<typeof statSchema>;
export type Todo = InferType<typeof todoSchema>;
export type Timeline = InferType<typeof timelineSchema>;
export type StatisticsResponse = InferType<typeof widgetResponses.statistics>;
export type WidgetDataResponse = InferType<typeof widgetResponses.data>;
export type WidgetChartResponse = InferType<typeof widgetResponses.chart>;
