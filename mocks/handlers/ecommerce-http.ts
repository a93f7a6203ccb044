/**
 * Plumbing shared by the shop, cart and customer handlers of the demo API: URL patterns, JSON
 * body reading, error answers and the failure scenarios (DESIGN.md convention 5).
 */
import { apiUrl, DEMO_API_BASE } from '@pp/features/endpoints';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import type { MessageBody } from '@pp/features/ecommerce-rules';

/** One endpoint of the demo API: method and path under DEMO_API_BASE. */
export interface DemoEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /** True for a POST whose body is ignored (may be empty). */
  ignoresBody?: boolean;
}

/** The MSW pattern of a demo API path: any origin, then `/api` and the path. */
export function demoUrl(path: string): string {
  return apiUrl('*' + DEMO_API_BASE, path);
}

/** A JSON error answer `{ message }`. */
export function messageResponse(status: number, message: string): Response {
  return HttpResponse.json<MessageBody>({ message }, { status });
}

/** 400 with the reason the request was refused. */
export const badRequest = (message: string): Response => messageResponse(400, message);

/** 404 for an id that names nothing. */
export const notFound = (message: string): Response => messageResponse(404, message);

/** 500 'Internal server error' of the demo handlers (docs/demo-api.md, "Conventions"). */
export const serverError = (): Response => messageResponse(500, 'Internal server error');

/** The JSON object of a request body, or null when it is absent, not JSON or not an object. */
export async function readObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await request.text());
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** What a route gets: the request and, for POST, its JSON object body. */
export type RouteResolver = (body: Record<string, unknown>, request: Request) => Response | Promise<Response>;

/**
 * An MSW handler for an endpoint. POST bodies must be JSON objects (else 400 'Malformed JSON
 * body'); GET and body-less resolvers get `{}`. Any exception becomes 500 'Internal server error'.
 */
export function demoRoute(endpoint: DemoEndpoint, resolve: RouteResolver): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(demoUrl(endpoint.path), async ({ request }) => {
    try {
      if (endpoint.method === 'GET' || endpoint.ignoresBody) return await resolve({}, request);
      const body = await readObject(request);
      if (!body) return badRequest('Malformed JSON body: expected a JSON object');
      return await resolve(body, request);
    } catch {
      return serverError();
    }
  });
}

/** The same answer on every endpoint of a table. */
export function onEvery(
  endpoints: Record<string, DemoEndpoint>,
  answer: () => Response | Promise<Response>,
): HttpHandler[] {
  return Object.values(endpoints).map((endpoint) =>
    (endpoint.method === 'GET' ? http.get : http.post)(demoUrl(endpoint.path), answer),
  );
}

type FailureScenario = 'error' | 'networkError' | 'loading';

/** The failure scenarios every domain offers: 500, network failure, and a call that never ends. */
function failureScenarios(
  endpoints: Record<string, DemoEndpoint>,
): Record<FailureScenario, () => HttpHandler[]> {
  return {
    error: () => onEvery(endpoints, serverError),
    networkError: () => onEvery(endpoints, () => HttpResponse.error()),
    loading: () =>
      onEvery(endpoints, async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
  };
}

/**
 * A domain's scenarios for its stories (`mailScenarios.error`, ...), each replacing every endpoint
 * of the domain: `error` (500 'Internal server error'), `networkError`, `loading` (never answers),
 * and the domain's own (`empty`, ...) from `builders`. Each is built at its first read and kept:
 * built when the mock loaded, the scenarios of every domain (hundreds of handlers, each capturing
 * a stack for MSW's logs) made the app's first call to the demo API a long task.
 */
export function scenarioSet<K extends string = never>(
  endpoints: Record<string, DemoEndpoint>,
  builders?: Record<K, () => HttpHandler[]>,
): Record<K | FailureScenario, HttpHandler[]> {
  const all: Record<string, () => HttpHandler[]> = { ...failureScenarios(endpoints), ...builders };
  const built = new Map<string, HttpHandler[]>();
  const set: Record<string, HttpHandler[]> = {};
  for (const [key, build] of Object.entries(all)) {
    Object.defineProperty(set, key, {
      enumerable: true,
      get: () => {
        let handlers = built.get(key);
        if (!handlers) {
          handlers = build();
          built.set(key, handlers);
        }
        return handlers;
      },
    });
  }
  return set as Record<K | FailureScenario, HttpHandler[]>;
}
