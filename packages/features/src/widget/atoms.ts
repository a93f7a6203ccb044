/**
 * Server data of the widgets (DESIGN.md "Data flow"): one read per page. The to-do list's changes
 * stay on the page (the template's widget has no server of its own).
 */
import type { Getter } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { fetchStatistics, fetchWidgetCharts, fetchWidgetData } from './api/endpoints';

const demo = (get: Getter) => get(clientsAtom).demo;

/** The statistics cards (`GET /api/widget/statistics`). */
export const statisticsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.widgetStatistics,
  queryFn: ({ signal }) => fetchStatistics(demo(get), signal),
}));

/** The data widgets (`GET /api/widget/data`). */
export const widgetDataAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.widgetData,
  queryFn: ({ signal }) => fetchWidgetData(demo(get), signal),
}));

/** The charts (`GET /api/widget/chart`). */
export const widgetChartsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.widgetCharts,
  queryFn: ({ signal }) => fetchWidgetCharts(demo(get), signal),
}));
