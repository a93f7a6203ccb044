/**
 * Calls of the calendar (docs/demo-api.md, "Calendar"). Each takes the demo API client and an
 * AbortSignal where it reads, reads the answer through its schema (schemas.ts) and answers the
 * whole list of events; it rejects with an ApiError.
 */
import type { ApiClient } from '../../shared/api/http';
import { calendarPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import type { CalendarEvent, CalendarEventInput, CalendarEventUpdate } from '../types';
import { calendarResponses } from './schemas';

const eventsOf = (data: unknown): CalendarEvent[] => readBody(calendarResponses.events, data).events;

/** `GET /api/calendar/events`. */
export async function fetchEvents(client: ApiClient, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const { data } = await client.get<unknown>(calendarPaths.events, { signal });
  return eventsOf(data);
}

/** `POST /api/calendar/events/new`: the event gets its id on the server. */
export async function addEvent(client: ApiClient, input: CalendarEventInput): Promise<CalendarEvent[]> {
  const { data } = await client.post<unknown>(calendarPaths.add, input);
  return eventsOf(data);
}

/** `POST /api/calendar/events/update`: only the fields in `update` change. */
export async function updateEvent(client: ApiClient, request: CalendarEventUpdate): Promise<CalendarEvent[]> {
  const { data } = await client.post<unknown>(calendarPaths.update, request);
  return eventsOf(data);
}

/** `POST /api/calendar/events/remove`. */
export async function removeEvent(client: ApiClient, eventId: string): Promise<CalendarEvent[]> {
  const { data } = await client.post<unknown>(calendarPaths.remove, { eventId });
  return eventsOf(data);
}
