/**
 * The calendar's events (docs/demo-api.md, "Calendar"), kept in `mockStorage()` under
 * 'mock:calendar:events' so the app's mock mode survives a reload. Until the first write the
 * fixtures are placed around the clock's day (`setCalendarClock` pins it in stories and tests);
 * `resetCalendar()` forgets every change and puts the real clock back.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import { calendarWire, type CalendarEvent, type CalendarEventInput } from '@pp/features/wire';

import { calendarEventsAround } from '../data/calendar';
import { mockStorage, readJson, writeJson } from '../lib/persist';

/** Storage key of the events. */
export const CALENDAR_KEY = `${BROWSER_BACKEND_PREFIX}calendar:events`;

const ID_PREFIX = 'event-';

let clock: () => Date = () => new Date();
let seed: () => CalendarEvent[] = () => calendarEventsAround(clock());

/** Replaces the clock the fixtures are placed around (before the first request). */
export function setCalendarClock(next: () => Date): void {
  clock = next;
}

/** Replaces the events the calendar starts with (a story's table); `resetCalendar` restores the fixtures. */
export function seedCalendar(events: readonly CalendarEvent[]): void {
  seed = () => events.map((event) => ({ ...event }));
  mockStorage().removeItem(CALENDAR_KEY);
}

const isEventList = (value: unknown): value is CalendarEvent[] =>
  Array.isArray(value) &&
  value.every((row) => calendarWire.calendarEventSchema.isValidSync(row, { strict: true }));

/** Every event, in the order they were added. */
export function listEvents(): CalendarEvent[] {
  return readJson(CALENDAR_KEY, seed, isEventList);
}

function save(events: CalendarEvent[]): CalendarEvent[] {
  writeJson(CALENDAR_KEY, events);
  return events;
}

/** The next free id: `event-<n>`, one above the highest in use (deterministic). */
function nextId(events: readonly CalendarEvent[]): string {
  const numbers = events
    .map((event) => Number(event.id.slice(ID_PREFIX.length)))
    .filter((value) => Number.isInteger(value) && value >= 0);
  return `${ID_PREFIX}${Math.max(0, ...numbers) + 1}`;
}

/** Adds an event with a new id; answers the whole list. */
export function addEvent(input: CalendarEventInput): CalendarEvent[] {
  const events = listEvents();
  return save([...events, { ...input, id: nextId(events) }]);
}

/** The event that `id` names, or undefined. */
export function findEvent(id: string): CalendarEvent | undefined {
  return listEvents().find((event) => event.id === id);
}

/** Replaces an event (already merged and checked by the handler); answers the whole list. */
export function replaceEvent(next: CalendarEvent): CalendarEvent[] {
  return save(listEvents().map((event) => (event.id === next.id ? next : event)));
}

/** Removes an event; answers the whole list. */
export function removeEvent(id: string): CalendarEvent[] {
  return save(listEvents().filter((event) => event.id !== id));
}

/** Forgets every change, the pinned clock and a story's seed. */
export function resetCalendar(): void {
  clock = () => new Date();
  seed = () => calendarEventsAround(clock());
  mockStorage().removeItem(CALENDAR_KEY);
}
