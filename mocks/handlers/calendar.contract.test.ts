/**
 * docs/demo-api.md, "Calendar", is the human contract of the calendar API and `calendarWire` the
 * contract in code: every call answers exactly its response schema, and the page names every path
 * and every field of the schemas.
 */
import { readFileSync } from 'node:fs';

import { calendarPaths } from '@pp/features/endpoints';
import { calendarWire, shopWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { memoryStore, setMockStorage } from '../lib/persist';
import { resetCalendar, setCalendarClock } from '../stores/calendar';
import { calendarHandlers } from './calendar';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...calendarHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => setCalendarClock(() => new Date('2026-11-18T03:00:00.000Z')));
afterEach(() => resetCalendar());
afterAll(() => server.close());

const call = callDemo;

const newEvent = {
  title: 'Board meeting',
  description: 'Room 4',
  allDay: false,
  start: '2026-11-20T02:00:00.000Z',
  end: '2026-11-20T03:00:00.000Z',
  color: '#1565c0',
  textColor: '#ffffff',
};

const calls: { name: string; path: string; body?: unknown }[] = [
  { name: 'events', path: calendarPaths.events },
  { name: 'new', path: calendarPaths.add, body: newEvent },
  { name: 'update', path: calendarPaths.update, body: { eventId: 'event-1', update: { title: 'Moved' } } },
  { name: 'remove', path: calendarPaths.remove, body: { eventId: 'event-2' } },
];

describe('docs/demo-api.md, Calendar', () => {
  it.each(calls)('$name: the mock answers exactly the events schema', async ({ path, body }) => {
    const answer = await call(path, body);
    expect(answer.status).toBe(200);
    expect(mismatch(calendarWire.strictEventsSchema, answer.body)).toBeNull();
  });

  it('errors answer { message }: 400 for a bad body, 404 for an unknown event', async () => {
    const refused = await call(calendarPaths.add, { ...newEvent, end: newEvent.start });
    expect(refused.status).toBe(400);
    expect(mismatch(shopWire.messageBodySchema, refused.body)).toBeNull();
    const missing = await call(calendarPaths.remove, { eventId: 'event-999' });
    expect(missing.status).toBe(404);
    expect(mismatch(shopWire.messageBodySchema, missing.body)).toBeNull();
  });

  it('the request examples are what the request schemas accept', () => {
    expect(mismatch(calendarWire.calendarRequests.add, newEvent)).toBeNull();
    expect(mismatch(calendarWire.calendarRequests.remove, { eventId: 'event-1' })).toBeNull();
  });

  it('names every path of the calendar API', () => {
    const paths = Object.values(calendarPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const schemas: AnySchema[] = [
      ...Object.values(calendarWire.calendarResponses),
      ...Object.values(calendarWire.calendarRequests),
    ];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
