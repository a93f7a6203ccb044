/**
 * Mock charts API (docs/demo-api.md, "Charts"): two reads of fixed data (`mocks/data/charts.ts`),
 * nothing that changes across requests.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { chartsPaths } from '@pp/features/endpoints';
import { chartsGallery, emptyChartsGallery, emptyOrganisation, organisation } from '../data/charts';
import { demoRoute, scenarioSet, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the charts API. */
export const chartsEndpoints = {
  gallery: { method: 'GET', path: chartsPaths.gallery },
  organisation: { method: 'GET', path: chartsPaths.organisation },
} as const satisfies Record<string, DemoEndpoint>;

const answers = (gallery: object, people: object): HttpHandler[] => [
  demoRoute(chartsEndpoints.gallery, () => HttpResponse.json(gallery)),
  demoRoute(chartsEndpoints.organisation, () => HttpResponse.json(people)),
];

/** Handlers of the charts API. */
export const chartsHandlers: HttpHandler[] = answers(chartsGallery, organisation);

/**
 * Scenarios of the charts API, each replacing both endpoints: `empty` (no month, no person),
 * `error` (500 'Internal server error'), `networkError`, `loading` (never answers).
 */
export const chartsScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(chartsEndpoints, {
    empty: () => answers(emptyChartsGallery, emptyOrganisation),
  });
