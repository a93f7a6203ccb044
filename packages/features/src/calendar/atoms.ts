/**
 * State of the calendar (DESIGN.md "Data flow"): the events from the demo API, the writes that
 * change them (each answers the whole list, which replaces the cached one), the clock the calendar
 * takes "today" from (stories pin it) and the view on show.
 */
import { atom, type Getter } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
import { addEvent, fetchEvents, removeEvent, updateEvent } from './api/endpoints';
import type { CalendarEvent, CalendarEventInput, CalendarEventUpdate } from './types';

const demo = (get: Getter) => get(clientsAtom).demo;

/** The views the calendar offers (FullCalendar's names). */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The view the user picked; null until then: the month, or the week's list on a phone. */
export const calendarViewAtom = atom<CalendarView | null>(null);

/** Where "today" comes from: the device's clock; stories and screenshots pin it. */
export const calendarClockAtom = atom<{ now: () => Date }>({ now: () => new Date() });

/** `GET /api/calendar/events`. */
export const eventsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.calendarEvents,
  queryFn: ({ signal }) => fetchEvents(demo(get), signal),
}));

/** Every write answers the whole list: it takes the cached list's place. */
const keepList = (get: Getter) => {
  const client = get(queryClientAtom);
  return (events: CalendarEvent[]) => client.setQueryData(queryKeys.demo.calendarEvents, events);
};

/** `POST /api/calendar/events/new`. */
export const addEventAtom = atomWithApiWrite((get) => ({
  write: (input: CalendarEventInput) => addEvent(demo(get), input),
  onSuccess: keepList(get),
}));

/** `POST /api/calendar/events/update` (the dialog's save, a drag, a resize). */
export const updateEventAtom = atomWithApiWrite((get) => ({
  write: (request: CalendarEventUpdate) => updateEvent(demo(get), request),
  onSuccess: keepList(get),
}));

/** `POST /api/calendar/events/remove`. */
export const removeEventAtom = atomWithApiWrite((get) => ({
  write: (eventId: string) => removeEvent(demo(get), eventId),
  onSuccess: keepList(get),
}));
