/**
 * Calls of the widgets (docs/demo-api.md, "Widgets"). Each takes the demo API client and reads the
 * answer through its schema (schemas.ts); it rejects with an ApiError.
 */
import type { ApiClient } from '../../shared/api/http';
import { widgetPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import type { StatisticsResponse, WidgetChartResponse, WidgetDataResponse } from '../types';
import { widgetResponses } from './schemas';

/** `GET /api/widget/statistics`. */
export async function fetchStatistics(client: ApiClient, signal?: AbortSignal): Promise<StatisticsResponse> {
  const { data } = await client.get<unknown>(widgetPaths.statistics, { signal });
  return readBody(widgetResponses.statistics, data);
}

/** `GET /api/widget/data`. */
export async function fetchWidgetData(client: ApiClient, signal?: AbortSignal): Promise<WidgetDataResponse> {
  const { data } = await client.get<unknown>(widgetPaths.data, { signal });
  return readBody(widgetResponses.data, data);
}

/** `GET /api/widget/chart`. */
export async function fetchWidgetCharts(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<WidgetChartResponse> {
  const { data } = await client.get<unknown>(widgetPaths.chart, { signal });
  return readBody(widgetResponses.chart, data);
}
