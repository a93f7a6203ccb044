/**
 * Mock widgets API (docs/demo-api.md, "Widgets"): three reads of fixed figures
 * (`mocks/data/widget.ts`), nothing that changes across requests.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { widgetPaths } from '@pp/features/endpoints';
import {
  emptyWidgetCharts,
  emptyWidgetData,
  widgetCharts,
  widgetData,
  widgetStatistics,
} from '../data/widget';
import { demoRoute, scenarioSet, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the widgets API. */
export const widgetEndpoints = {
  statistics: { method: 'GET', path: widgetPaths.statistics },
  data: { method: 'GET', path: widgetPaths.data },
  chart: { method: 'GET', path: widgetPaths.chart },
} as const satisfies Record<string, DemoEndpoint>;

const answers = (statistics: object, data: object, chart: object): HttpHandler[] => [
  demoRoute(widgetEndpoints.statistics, () => HttpResponse.json(statistics)),
  demoRoute(widgetEndpoints.data, () => HttpResponse.json(data)),
  demoRoute(widgetEndpoints.chart, () => HttpResponse.json(chart)),
];

/** Handlers of the widgets API. */
export const widgetHandlers: HttpHandler[] = answers(widgetStatistics, widgetData, widgetCharts);

/**
 * Scenarios of the widgets API, each replacing every widget endpoint: `empty` (no card, no row, no
 * point), `error` (500 'Internal server error'), `networkError`, `loading` (never answers).
 */
export const widgetScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(widgetEndpoints, {
    empty: () => answers({ stats: [] }, emptyWidgetData, emptyWidgetCharts),
  });
