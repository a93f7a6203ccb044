/** The event dialog's validation and conversions (local time: the test's zone, whatever it is). */
import { describe, expect, it } from 'vitest';

import { calendarEventSchema } from './api/schemas';
import {
  dayOf,
  endsAfterStart,
  eventSchemaWith,
  eventToForm,
  formToInput,
  rangeToForm,
  spanToUpdate,
  type EventFormValues,
} from './eventForm';
import { en } from './locales/en';

/** Validation of the event dialog, in English. */
const eventSchema = eventSchemaWith(en.errors);

const valid: EventFormValues = {
  title: 'Sprint planning',
  description: '',
  allDay: false,
  startDay: '2026-11-18',
  startTime: '09:00',
  endDay: '2026-11-18',
  endTime: '10:30',
  colour: 'blue',
};

const errorsOf = (values: EventFormValues): string[] => {
  try {
    eventSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('event validation', () => {
  it('accepts a timed event that ends after it starts', () => {
    expect(errorsOf(valid)).toEqual([]);
  });

  it('refuses an end at or before the start', () => {
    expect(errorsOf({ ...valid, endTime: '09:00' })).toEqual(['The end must come after the start']);
    expect(errorsOf({ ...valid, endDay: '2026-11-17', endTime: '23:00' })).toEqual([
      'The end must come after the start',
    ]);
  });

  it('lets an all-day event end on its first day, not before', () => {
    const allDay = { ...valid, allDay: true, startTime: '', endTime: '' };
    expect(errorsOf(allDay)).toEqual([]);
    expect(errorsOf({ ...allDay, endDay: '2026-11-17' })).toEqual(['The end must come after the start']);
  });

  it('asks for a title, days that exist, times when not all day, and an offered colour', () => {
    expect(errorsOf({ ...valid, title: '   ' })).toEqual(['Enter a title']);
    expect(errorsOf({ ...valid, title: 'x'.repeat(121) })).toEqual(['Keep the title under 120 characters']);
    expect(errorsOf({ ...valid, description: 'x'.repeat(1001) })).toEqual([
      'Keep the description under 1,000 characters',
    ]);
    expect(errorsOf({ ...valid, startDay: '2026-02-30' })).toEqual(['Enter the start date']);
    expect(errorsOf({ ...valid, endDay: '' })).toContain('Enter the end date');
    expect(errorsOf({ ...valid, startTime: '25:00' })).toEqual(['Enter the start time']);
    expect(errorsOf({ ...valid, colour: 'pink' })).toEqual(['Pick a colour']);
  });

  it('endsAfterStart leaves malformed days and times to their own messages', () => {
    expect(endsAfterStart({ ...valid, startDay: 'nope' })).toBe(true);
    expect(endsAfterStart({ ...valid, startTime: '' })).toBe(true);
  });
});

describe('form and API', () => {
  it('a timed form becomes UTC date-times the API accepts', () => {
    const input = formToInput(valid);
    expect(input).toMatchObject({ allDay: false, color: '#1565c0', textColor: '#ffffff' });
    expect(new Date(input.start).getHours()).toBe(9);
    expect(new Date(input.end).getTime() - new Date(input.start).getTime()).toBe(90 * 60_000);
    expect(calendarEventSchema.isValidSync({ ...input, id: 'x' }, { strict: true })).toBe(true);
  });

  it('an all-day form ends the day after its last day (exclusive end), and reads back the same', () => {
    const form = { ...valid, allDay: true, endDay: '2026-11-19' };
    const input = formToInput(form);
    expect(input).toMatchObject({ allDay: true, start: '2026-11-18', end: '2026-11-20' });
    const back = eventToForm({ ...input, id: 'event-1' });
    expect(back).toMatchObject({ allDay: true, startDay: '2026-11-18', endDay: '2026-11-19' });
  });

  it('a timed event reads back as the form it came from', () => {
    expect(eventToForm({ ...formToInput(valid), id: 'event-1' })).toEqual(valid);
  });

  it('a selected range opens the dialog on its days and hours', () => {
    const start = new Date(2026, 10, 18);
    const end = new Date(2026, 10, 20);
    expect(rangeToForm({ start, end, allDay: true })).toMatchObject({
      allDay: true,
      startDay: '2026-11-18',
      endDay: '2026-11-19',
    });
    expect(
      rangeToForm({ start: new Date(2026, 10, 18, 14), end: new Date(2026, 10, 18, 15, 30), allDay: false }),
    ).toMatchObject({ startTime: '14:00', endTime: '15:30', endDay: '2026-11-18' });
  });

  it('a drag or resize becomes the update call, an end left out lasting a day or an hour', () => {
    const start = new Date(2026, 10, 21, 10);
    expect(spanToUpdate({ start, end: null, allDay: false })).toEqual({
      allDay: false,
      start: start.toISOString(),
      end: new Date(2026, 10, 21, 11).toISOString(),
    });
    expect(spanToUpdate({ start: new Date(2026, 10, 21), end: null, allDay: true })).toEqual({
      allDay: true,
      start: '2026-11-21',
      end: '2026-11-22',
    });
    expect(dayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
