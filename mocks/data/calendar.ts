/**
 * Calendar fixtures (docs/demo-api.md, "Calendar"): the same events on every run, placed around a
 * given moment (the mock's clock: now in the app, a pinned day in stories and tests) so the demo's
 * month always has events. English and Thai titles, every offered colour, all-day and timed,
 * one spanning several days.
 */
import { calendarWire, type CalendarEvent } from '@pp/features/wire';

const [blue, green, red, purple, teal, yellow] = calendarWire.EVENT_COLOURS;

type Colour = (typeof calendarWire.EVENT_COLOURS)[number];

interface Seed {
  title: string;
  description: string;
  colour: Colour | undefined;
  /** Days from the anchor's day. */
  day: number;
  /** All day: how many days; timed: start and end as hours of the day (local). */
  days?: number;
  hours?: readonly [number, number];
}

const seeds: readonly Seed[] = [
  {
    title: 'Sprint planning',
    description: 'Plan the next two weeks with the whole team.',
    colour: blue,
    day: 0,
    hours: [9, 10.5],
  },
  {
    title: 'ประชุมทีมการตลาด',
    description: 'สรุปแคมเปญปลายปีและงบประมาณไตรมาสหน้า',
    colour: green,
    day: 0,
    hours: [13, 14],
  },
  {
    title: 'Design review',
    description: 'Calendar and contacts screens.',
    colour: purple,
    day: 1,
    hours: [10, 11],
  },
  {
    title: 'Team offsite',
    description: 'Two days out of the office in Hua Hin.',
    colour: teal,
    day: 3,
    days: 2,
  },
  { title: 'วันหยุดชดเชย', description: 'สำนักงานปิดทำการ', colour: yellow, day: -5, days: 1 },
  { title: 'Release 2.4', description: 'Ship the apps to production.', colour: red, day: 7, hours: [16, 17] },
  {
    title: 'Lunch with Napat',
    description: 'Siam Paragon, ground floor.',
    colour: green,
    day: -2,
    hours: [12, 13],
  },
  {
    title: 'Quarterly report due',
    description: 'Send the figures to finance.',
    colour: red,
    day: 10,
    days: 1,
  },
  { title: 'อบรมความปลอดภัยข้อมูล', description: 'ห้องประชุมใหญ่ ชั้น 12', colour: blue, day: -9, hours: [9, 12] },
  { title: 'Yoga class', description: 'Bring your own mat.', colour: purple, day: 2, hours: [18, 19] },
  {
    title: 'Customer demo',
    description: 'Walk Lotus Digital through the new portal.',
    colour: teal,
    day: 14,
    hours: [14, 15.5],
  },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of a date, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The anchor's local day moved by `days`, at `hours` past its local midnight. */
function dayAt(anchor: Date, days: number, hours = 0): Date {
  const date = new Date(anchor.getFullYear(), anchor.getMonth(), anchor.getDate() + days);
  date.setMinutes(Math.round(hours * 60));
  return date;
}

/** The fixture events around `anchor`, ids `event-1` upwards. */
export function calendarEventsAround(anchor: Date): CalendarEvent[] {
  return seeds.map((seed, index) => {
    const colour = seed.colour ?? blue;
    const timed = seed.hours !== undefined;
    const [from, to] = seed.hours ?? [0, 0];
    return {
      id: `event-${index + 1}`,
      title: seed.title,
      description: seed.description,
      allDay: !timed,
      start: timed ? dayAt(anchor, seed.day, from).toISOString() : localDay(dayAt(anchor, seed.day)),
      end: timed
        ? dayAt(anchor, seed.day, to).toISOString()
        : localDay(dayAt(anchor, seed.day + (seed.days ?? 1))),
      color: colour.color,
      textColor: colour.textColor,
    };
  });
}

/** `count` deterministic timed events spread over the anchor's month (the 'many events' stories). */
export function manyCalendarEvents(anchor: Date, count: number): CalendarEvent[] {
  const colours = calendarWire.EVENT_COLOURS;
  return Array.from({ length: count }, (_, index) => {
    const colour = colours[index % colours.length] ?? blue;
    const day = (index * 7) % 28;
    const hour = 8 + (index % 10);
    const start = new Date(anchor.getFullYear(), anchor.getMonth(), 1 + day, hour);
    return {
      id: `many-${index + 1}`,
      title: `Event ${index + 1}`,
      description: '',
      allDay: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      color: colour.color,
      textColor: colour.textColor,
    };
  });
}
