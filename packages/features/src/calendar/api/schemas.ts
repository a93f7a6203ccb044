/**
 * The calendar's bodies as yup schemas (docs/demo-api.md, "Calendar"). The types of types.ts come
 * from here; the mock's fixtures and handlers use the same schemas (`@pp/features/wire`).
 *
 * `start` and `end` are ISO 8601: a day (`2026-11-24`) for an all-day event, a date-time with its
 * zone (`2026-11-24T02:00:00.000Z`) otherwise. `end` is exclusive and always after `start`.
 */
import * as yup from 'yup';

import { HEX_COLOUR } from '../../shared/api/links';
import { arrayOf, listOf, record } from '../../shared/wire/read';

/** A day, `YYYY-MM-DD`. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time with its zone: `Z` or an offset. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The longest title and description the calendar keeps. */
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;

/** The instant a wire date stands for (a day: its midnight UTC), for ordering; NaN when it is none. */
export function wireTime(value: string): number {
  return DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : MOMENT.test(value) ? Date.parse(value) : NaN;
}

const dateText = () =>
  yup
    .string()
    .required()
    .test(
      'date',
      'an ISO 8601 day or date-time',
      (value) => value === undefined || !Number.isNaN(wireTime(value)),
    );

const colour = () => yup.string().required().matches(HEX_COLOUR, 'a hex colour');

/** What an event is, without its id: the body of `/calendar/events/new`. */
const eventFields = {
  title: yup.string().required().trim().min(1).max(TITLE_MAX),
  description: yup.string().defined().max(DESCRIPTION_MAX),
  allDay: yup.boolean().required(),
  start: dateText(),
  end: dateText(),
  /** Background of the event, hex. */
  color: colour(),
  /** Text on that background, hex. */
  textColor: colour(),
};

/** Whether `start` and `end` are both days (all day) or both date-times, and `end` comes later. */
function spansForward(value: { allDay: boolean; start: string; end: string }): boolean {
  const days = DAY.test(value.start) && DAY.test(value.end);
  const moments = MOMENT.test(value.start) && MOMENT.test(value.end);
  if (value.allDay ? !days : !moments) return false;
  return wireTime(value.end) > wireTime(value.start);
}

const END_AFTER_START = 'end must come after start (days for an all-day event, date-times otherwise)';

/** A new event (the request of `/calendar/events/new`). */
export const eventInputSchema = record(eventFields).test('span', END_AFTER_START, spansForward);

/** An event of the calendar. */
export const calendarEventSchema = record({ id: yup.string().required(), ...eventFields }).test(
  'span',
  END_AFTER_START,
  spansForward,
);

/** `/calendar/events/update`: the event's id and the fields that change. */
export const eventUpdateRequestSchema = record({
  eventId: yup.string().required(),
  update: yup
    .object({
      title: eventFields.title.optional().default(undefined),
      description: yup.string().max(DESCRIPTION_MAX).optional().default(undefined),
      allDay: yup.boolean().optional().default(undefined),
      start: dateText().optional().default(undefined),
      end: dateText().optional().default(undefined),
      color: colour().optional().default(undefined),
      textColor: colour().optional().default(undefined),
    })
    .noUnknown()
    .default(undefined)
    .required(),
});

/** `/calendar/events/remove`. */
export const eventRemoveRequestSchema = record({ eventId: yup.string().required() });

export const calendarRequests = {
  add: eventInputSchema,
  update: eventUpdateRequestSchema,
  remove: eventRemoveRequestSchema,
} as const;

/** Every answer of the calendar API: the whole list of events. */
export const calendarResponses = {
  /** `GET /api/calendar/events` and every write. A malformed event is left out. */
  events: record({ events: listOf(calendarEventSchema) }),
} as const;

/** The strict form of the list, for the contract test (every row must be an event). */
export const strictEventsSchema = record({ events: arrayOf(calendarEventSchema) });

/**
 * The colours the calendar offers (background and text, each pair at least 4.5:1). The API takes
 * any hex pair; the screen picks from these.
 */
export const EVENT_COLOURS = [
  { id: 'blue', color: '#1565c0', textColor: '#ffffff' },
  { id: 'green', color: '#2e7d32', textColor: '#ffffff' },
  { id: 'red', color: '#c62828', textColor: '#ffffff' },
  { id: 'purple', color: '#6a1b9a', textColor: '#ffffff' },
  { id: 'teal', color: '#00695c', textColor: '#ffffff' },
  { id: 'yellow', color: '#fff59d', textColor: '#3e2723' },
] as const;

export type EventColourId = (typeof EVENT_COLOURS)[number]['id'];
