/** The mock calendar's behaviour (docs/demo-api.md, "Calendar"). */
import { calendarPaths } from '@pp/features/endpoints';
import type { CalendarEvent } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { calendarEventsAround } from '../data/calendar';
import { memoryStore, setMockStorage } from '../lib/persist';
import { resetCalendar, seedCalendar, setCalendarClock } from '../stores/calendar';
import { calendarHandlers, calendarScenarios } from './calendar';

const API = 'http://localhost/api';
const NOW = new Date('2026-11-18T03:00:00.000Z');
const server = setupServer(...calendarHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => setCalendarClock(() => NOW));
afterEach(() => {
  server.resetHandlers();
  resetCalendar();
});
afterAll(() => server.close());

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function list(): Promise<CalendarEvent[]> {
  const response = await fetch(`${API}${calendarPaths.events}`);
  return ((await response.json()) as { events: CalendarEvent[] }).events;
}

const lunch = {
  title: 'Lunch',
  description: '',
  allDay: false,
  start: '2026-11-20T05:00:00.000Z',
  end: '2026-11-20T06:00:00.000Z',
  color: '#2e7d32',
  textColor: '#ffffff',
};
const eventsOf = (body: unknown) => (body as { events: CalendarEvent[] }).events;
const messageOf = (body: unknown) => (body as { message: string }).message;

describe('calendar mock', () => {
  it('serves the fixtures placed around the clock, the same on every run', async () => {
    expect(await list()).toEqual(calendarEventsAround(NOW));
    expect(calendarEventsAround(NOW)).toEqual(calendarEventsAround(NOW));
  });

  it('adds an event with a generated id and keeps it', async () => {
    const before = await list();
    const { status, body } = await post(calendarPaths.add, lunch);
    expect(status).toBe(200);
    const added = eventsOf(body).at(-1);
    expect(added).toEqual({ ...lunch, id: `event-${before.length + 1}` });
    expect(await list()).toHaveLength(before.length + 1);
  });

  it('updates only the fields sent (a drag sends start and end)', async () => {
    const { body } = await post(calendarPaths.update, {
      eventId: 'event-1',
      update: { start: '2026-11-19T02:00:00.000Z', end: '2026-11-19T03:00:00.000Z' },
    });
    const moved = eventsOf(body).find((event) => event.id === 'event-1');
    expect(moved).toMatchObject({ title: 'Sprint planning', start: '2026-11-19T02:00:00.000Z' });
  });

  it('turns a timed event into an all-day one when days come with allDay', async () => {
    const { status, body } = await post(calendarPaths.update, {
      eventId: 'event-1',
      update: { allDay: true, start: '2026-11-19', end: '2026-11-20' },
    });
    expect(status).toBe(200);
    expect(eventsOf(body).find((event) => event.id === 'event-1')).toMatchObject({ allDay: true });
  });

  it('removes an event', async () => {
    const { body } = await post(calendarPaths.remove, { eventId: 'event-2' });
    expect(eventsOf(body).map((event) => event.id)).not.toContain('event-2');
  });

  it('refuses an end not after its start, a missing title, a bad colour, mixed day kinds (400)', async () => {
    for (const bad of [
      { ...lunch, end: lunch.start },
      { ...lunch, title: '  ' },
      { ...lunch, color: 'red' },
      { ...lunch, allDay: true },
    ]) {
      const answer = await post(calendarPaths.add, bad);
      expect(answer.status).toBe(400);
      expect(messageOf(answer.body)).not.toBe('');
    }
    const backwards = await post(calendarPaths.update, {
      eventId: 'event-1',
      update: { end: '2020-01-01T00:00:00.000Z' },
    });
    expect(backwards.status).toBe(400);
    expect((await post(calendarPaths.add, 'not json')).status).toBe(400);
    expect((await post(calendarPaths.update, { eventId: 'event-1' })).status).toBe(400);
  });

  it('answers 404 for an unknown eventId', async () => {
    expect((await post(calendarPaths.update, { eventId: 'nope', update: {} })).status).toBe(404);
    expect((await post(calendarPaths.remove, { eventId: 'nope' })).status).toBe(404);
  });

  it('starts from a story seed', async () => {
    seedCalendar([]);
    expect(await list()).toEqual([]);
  });

  it('forced failure answers 500 Internal server error', async () => {
    server.use(...calendarScenarios.error);
    const response = await fetch(`${API}${calendarPaths.events}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
  });
});
