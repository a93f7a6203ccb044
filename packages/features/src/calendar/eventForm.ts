/**
 * The event dialog's form: what is typed, its validation (title, description, days and times, end
 * after start, an offered colour) and the conversions between the form, the API's events and what
 * the calendar hands over when a range is selected or an event is dragged. Dates are the device's
 * local time; the API carries days for all-day events and UTC date-times otherwise
 * (docs/demo-api.md, "Calendar").
 */
import { boolean, object, string, type ObjectSchema } from 'yup';

import { DAY, DESCRIPTION_MAX, EVENT_COLOURS, TITLE_MAX, type EventColourId } from './api/schemas';
import type { en } from './locales/en';
import type { CalendarEvent, CalendarEventInput } from './types';

/** Fields of the dialog, as typed. Days `YYYY-MM-DD`, times `HH:MM`; the end day is the last day (inclusive). */
export interface EventFormValues {
  title: string;
  description: string;
  allDay: boolean;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  colour: string;
}

/** Messages shown at the fields (the calendar namespace's `errors`). */
export type EventMessages = Readonly<Record<keyof (typeof en)['errors'], string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const pad = (value: number) => String(value).padStart(2, '0');

const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
};

/** The local day of a date, `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local time of a date, `HH:MM`. */
export function timeOf(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Local midnight of a day, moved by `days`. */
export function dayDate(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days);
}

/** A local day and time as a Date. */
function at(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const date = dayDate(day);
  date.setHours(hours, minutes);
  return date;
}

/** Whether the form's end comes after its start (the last day on or after the first, for all day). */
export function endsAfterStart(
  values: Pick<EventFormValues, 'allDay' | 'startDay' | 'startTime' | 'endDay' | 'endTime'>,
): boolean {
  if (!isDay(values.startDay) || !isDay(values.endDay)) return true; // the days' own messages first
  if (values.allDay) return values.endDay >= values.startDay;
  if (!TIME.test(values.startTime) || !TIME.test(values.endTime)) return true;
  return at(values.endDay, values.endTime).getTime() > at(values.startDay, values.startTime).getTime();
}

/** The colour pair of an offered colour id (blue when unknown). */
export function colourOf(id: string): (typeof EVENT_COLOURS)[number] {
  return EVENT_COLOURS.find((colour) => colour.id === id) ?? EVENT_COLOURS[0];
}

/** The offered colour closest to an event's (its exact background, else blue). */
export function colourIdOf(color: string): EventColourId {
  return EVENT_COLOURS.find((colour) => colour.color.toLowerCase() === color.toLowerCase())?.id ?? 'blue';
}

/** Validation of the event dialog in the language of `messages`. */
export function eventSchemaWith(messages: EventMessages): ObjectSchema<EventFormValues> {
  const time = (message: string) =>
    string()
      .defined()
      .when('allDay', {
        is: true,
        then: (schema) => schema,
        otherwise: (schema) => schema.required(message).matches(TIME, message),
      });
  return object({
    title: string().defined().trim().required(messages.title).max(TITLE_MAX, messages.titleLength),
    description: string().defined().max(DESCRIPTION_MAX, messages.descriptionLength),
    allDay: boolean().defined(),
    startDay: string().defined().required(messages.startDay).test('day', messages.startDay, isDay),
    startTime: time(messages.startTime),
    endDay: string()
      .defined()
      .required(messages.endDay)
      .test('day', messages.endDay, isDay)
      .test('after', messages.endAfterStart, function endAfter() {
        return endsAfterStart(this.parent as EventFormValues);
      }),
    endTime: time(messages.endTime),
    colour: string()
      .defined()
      .test('colour', messages.colour, (value) => EVENT_COLOURS.some((colour) => colour.id === value)),
  });
}

/** The (validated) form as the API's event fields. */
export function formToInput(values: EventFormValues): CalendarEventInput {
  const { color, textColor } = colourOf(values.colour);
  const base = { title: values.title.trim(), description: values.description.trim(), color, textColor };
  return values.allDay
    ? { ...base, allDay: true, start: values.startDay, end: dayOf(dayDate(values.endDay, 1)) }
    : {
        ...base,
        allDay: false,
        start: at(values.startDay, values.startTime).toISOString(),
        end: at(values.endDay, values.endTime).toISOString(),
      };
}

/** A wire date as a local Date (a day: its local midnight). */
export function wireDate(value: string): Date {
  return DAY.test(value) ? dayDate(value) : new Date(value);
}

/** The dialog's values for an event of the API. */
export function eventToForm(event: CalendarEvent): EventFormValues {
  const start = wireDate(event.start);
  const end = wireDate(event.end);
  return {
    title: event.title,
    description: event.description,
    allDay: event.allDay,
    startDay: dayOf(start),
    startTime: event.allDay ? '09:00' : timeOf(start),
    // The API's end is exclusive: an all-day event's last day is the day before it.
    endDay: event.allDay ? dayOf(dayDate(dayOf(end), -1)) : dayOf(end),
    endTime: event.allDay ? '10:00' : timeOf(end),
    colour: colourIdOf(event.color),
  };
}

/** A range the user selected on the calendar (FullCalendar's exclusive end). */
export interface SelectedRange {
  start: Date;
  end: Date;
  allDay: boolean;
}

/** The dialog's values for a new event over a selected range. */
export function rangeToForm(range: SelectedRange): EventFormValues {
  const lastDay = range.allDay ? dayDate(dayOf(range.end), -1) : range.end;
  return {
    title: '',
    description: '',
    allDay: range.allDay,
    startDay: dayOf(range.start),
    startTime: range.allDay ? '09:00' : timeOf(range.start),
    endDay: dayOf(lastDay < range.start ? range.start : lastDay),
    endTime: range.allDay ? '10:00' : timeOf(range.end),
    colour: EVENT_COLOURS[0].id,
  };
}

/** Where an event was dragged or resized to: its new start and end (end may be left out by the calendar). */
export interface MovedSpan {
  start: Date;
  end: Date | null;
  allDay: boolean;
}

const HOUR = 3_600_000;

/** The update call's fields for a moved or resized event (an end the calendar leaves out: one day, one hour). */
export function spanToUpdate(span: MovedSpan): Pick<CalendarEventInput, 'allDay' | 'start' | 'end'> {
  if (span.allDay) {
    const startDay = dayOf(span.start);
    return { allDay: true, start: startDay, end: dayOf(span.end ?? dayDate(startDay, 1)) };
  }
  const end = span.end ?? new Date(span.start.getTime() + HOUR);
  return { allDay: false, start: span.start.toISOString(), end: end.toISOString() };
}
