/**
 * Mock calendar API (docs/demo-api.md, "Calendar"): the events, a new one with a generated id, an
 * update of some fields, a removal. Every answer is the whole list. Request bodies are checked
 * with the calendar's request schemas (`calendarWire`): a bad body answers 400 with the reason, an
 * unknown `eventId` 404, anything unexpected 500 'Internal server error'.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { calendarPaths } from '@pp/features/endpoints';
import {
  calendarWire,
  ValidationError,
  type CalendarEvent,
  type CalendarEventsResponse,
} from '@pp/features/wire';

import { addEvent, findEvent, listEvents, removeEvent, replaceEvent } from '../stores/calendar';
import { badRequest, demoRoute, scenarioSet, notFound, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the calendar API. */
export const calendarEndpoints = {
  events: { method: 'GET', path: calendarPaths.events },
  add: { method: 'POST', path: calendarPaths.add },
  update: { method: 'POST', path: calendarPaths.update },
  remove: { method: 'POST', path: calendarPaths.remove },
} as const satisfies Record<string, DemoEndpoint>;

const events = (list: CalendarEvent[]) => HttpResponse.json<CalendarEventsResponse>({ events: list });

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The body read by `schema` (unknown fields dropped), or a 400 naming what is wrong. */
function check<T>(
  schema: { validateSync: (value: unknown, options: object) => T },
  body: unknown,
): Checked<T> {
  try {
    return { ok: true, value: schema.validateSync(body, { abortEarly: true, stripUnknown: true }) };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, response: badRequest(error.message) };
    throw error;
  }
}

const unknownEvent = (id: string) => notFound(`No event with eventId ${id}`);

/** Happy-path handlers of the calendar API over the store (mocks/stores/calendar.ts). */
export const calendarHandlers: HttpHandler[] = [
  demoRoute(calendarEndpoints.events, () => events(listEvents())),
  demoRoute(calendarEndpoints.add, (body) => {
    const input = check(calendarWire.calendarRequests.add, body);
    return input.ok ? events(addEvent(input.value)) : input.response;
  }),
  demoRoute(calendarEndpoints.update, (body) => {
    const request = check(calendarWire.calendarRequests.update, body);
    if (!request.ok) return request.response;
    const { eventId, update } = request.value;
    const current = findEvent(eventId);
    if (!current) return unknownEvent(eventId);
    const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
    const next = check(calendarWire.calendarEventSchema, { ...current, ...changes });
    return next.ok ? events(replaceEvent(next.value)) : next.response;
  }),
  demoRoute(calendarEndpoints.remove, (body) => {
    const request = check(calendarWire.calendarRequests.remove, body);
    if (!request.ok) return request.response;
    const { eventId } = request.value;
    return findEvent(eventId) ? events(removeEvent(eventId)) : unknownEvent(eventId);
  }),
];

/**
 * Failure scenarios of the calendar API, each replacing every calendar endpoint: `error` (500),
 * `networkError`, `loading` (never answers). An empty calendar is the store's `seedCalendar([])`.
 */
export const calendarScenarios: Record<'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(calendarEndpoints);
