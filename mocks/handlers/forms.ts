/**
 * Mock forms API (docs/demo-api.md, "Forms"): the bank search of the autocomplete and the username
 * check of the validation form, over fixed data (`mocks/data/forms.ts`). Each answers after a short
 * fixed pause, so the pages' loading states show as they would against a server.
 */
import { delay, HttpResponse, type HttpHandler } from 'msw';

import { formsPaths } from '@pp/features/endpoints';
import { formsWire } from '@pp/features/wire';
import { formBanks, takenUsernames } from '../data/forms';
import { badRequest, demoRoute, scenarioSet, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the forms API. */
export const formsEndpoints = {
  banks: { method: 'GET', path: formsPaths.banks },
  username: { method: 'GET', path: formsPaths.username },
} as const satisfies Record<string, DemoEndpoint>;

/** How long each answer takes (ms). */
export const FORMS_LATENCY_MS = 250;

/** The query parameter `name` of a request, trimmed; null when it is longer than the API takes. */
function param(request: Request, name: string): string | null {
  const value = (new URL(request.url).searchParams.get(name) ?? '').trim();
  return value.length > formsWire.SEARCH_MAX ? null : value;
}

/** Handlers of the forms API. */
export const formsHandlers: HttpHandler[] = [
  demoRoute(formsEndpoints.banks, async (_, request) => {
    const search = param(request, 'search');
    if (search === null) return badRequest(`search: at most ${formsWire.SEARCH_MAX} characters`);
    await delay(FORMS_LATENCY_MS);
    const key = search.toLowerCase();
    const banks = formBanks.filter((bank) =>
      [bank.code, bank.name, bank.nameTh].some((text) => text.toLowerCase().includes(key)),
    );
    return HttpResponse.json({ banks });
  }),
  demoRoute(formsEndpoints.username, async (_, request) => {
    const username = param(request, 'username');
    if (!username) return badRequest(`username: 1 to ${formsWire.SEARCH_MAX} characters`);
    await delay(FORMS_LATENCY_MS);
    const available = !takenUsernames.includes(username.toLowerCase());
    return HttpResponse.json({ username, available });
  }),
];

/** Scenarios of the forms API, each replacing both endpoints: `error`, `networkError`, `loading`. */
export const formsScenarios = scenarioSet(formsEndpoints);
