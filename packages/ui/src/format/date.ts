/**
 * Dates for display. An instant (an ISO date-time, a timestamp, a Date) is shown in a time zone,
 * Bangkok by default whatever the device's zone; a calendar day (`2026-11-20`) is shown as that day
 * everywhere. Thai (`th-TH`, Buddhist era years) by default; every function takes another locale.
 * What cannot be read is shown as it came, never as "Invalid Date".
 */
import { cachedFormatter } from './cache';
import { DEFAULT_LOCALE } from './number';

/**
 * The zone of the product's players: times show in Bangkok time, and a day is a Bangkok day
 * (docs/player-api.md, 1.5 Time).
 */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';

/** An instant: ISO text, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

/** Which parts of a date to show, when a `dateStyle` is not what you want. */
export type DateParts = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'day' | 'month' | 'year'>;

export interface DateFormatOptions {
  locale?: string;
  /** IANA zone the instant is shown in (default Asia/Bangkok). */
  timeZone?: string;
  /** Intl `dateStyle` (default 'medium': `20 พ.ย. 2569`, `Apr 2, 2025`). */
  style?: 'full' | 'long' | 'medium' | 'short';
  /** Explicit parts (`{ day: '2-digit', month: 'short', year: 'numeric' }`); wins over `style`. */
  parts?: DateParts;
}

export interface DateTimeFormatOptions {
  locale?: string;
  timeZone?: string;
  /** Default 'medium'. */
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  /** Default 'short' (`20:45`). */
  timeStyle?: 'full' | 'long' | 'medium' | 'short';
}

const dateTimeFormat = cachedFormatter(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

function toTime(value: DateInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/** What an unreadable input shows: the text as it came, nothing for an invalid Date or number. */
function asText(value: DateInput): string {
  return typeof value === 'string' ? value : '';
}

function dateOptions({ style = 'medium', parts }: DateFormatOptions): Intl.DateTimeFormatOptions {
  return parts ? { ...parts } : { dateStyle: style };
}

/** The date of an instant in a zone: `20 พ.ย. 2569` (th-TH), `Apr 2, 2025` (en-US). */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return asText(value);
  const { locale = DEFAULT_LOCALE, timeZone = BANGKOK_TIME_ZONE } = options;
  return dateTimeFormat(locale, { ...dateOptions(options), timeZone }).format(time);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * A calendar day (`2026-11-20`, or the day part of an ISO date-time) as that same day in every
 * zone: `20 พ.ย. 2569`; with `parts: { day: 'numeric', month: 'short' }`, `20 พ.ย.`.
 * `timeZone` is ignored: a day has none.
 */
export function formatDay(day: string, options: Omit<DateFormatOptions, 'timeZone'> = {}): string {
  const time = CALENDAR_DAY.test(day) ? Date.parse(`${day.slice(0, 10)}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return day;
  const { locale = DEFAULT_LOCALE } = options;
  return dateTimeFormat(locale, { ...dateOptions(options), timeZone: 'UTC' }).format(time);
}

/** A day as a person types it in the locale: `20/11/2569` (th-TH, Buddhist era), `11/20/2026` (en-US). */
export const NUMERIC_DAY: DateParts = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** The order of day, month and year in the locale's numeric day, and how far its years run ahead (543 in Thai). */
function numericDayOf(locale: string): { order: string[]; yearOffset: number } {
  const parts = dateTimeFormat(locale, { ...NUMERIC_DAY, timeZone: 'UTC' }).formatToParts(
    Date.UTC(2000, 0, 2),
  );
  const order = parts.map((part) => part.type).filter((type) => /^(day|month|year)$/.test(type));
  return { order, yearOffset: Number(parts.find((part) => part.type === 'year')?.value) - 2000 };
}

/**
 * A day typed in the locale's numeric order (`formatDay` with `NUMERIC_DAY` shows it so) as
 * `YYYY-MM-DD`, or null when it is not a real day: `20/11/2569`, `20-11-2569`, `20112569` and
 * Thai digits in Thai. A Thai year before 2400 is read as a Western one (`20/11/2026`), the way
 * people also write it. Needs a four-digit year.
 */
export function parseDay(text: string, { locale = DEFAULT_LOCALE }: { locale?: string } = {}): string | null {
  const { order, yearOffset } = numericDayOf(locale);
  const digits = text.trim().replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50));
  let numbers = digits.split(/\D+/).filter(Boolean);
  if (numbers.length === 1 && /^\d{8}$/.test(digits)) {
    let at = 0;
    numbers = order.map((type) => digits.slice(at, (at += type === 'year' ? 4 : 2)));
  }
  if (numbers.length !== 3 || order.length !== 3) return null;
  const value = (type: string) => numbers[order.indexOf(type)] ?? '';
  if (!/^\d{4}$/.test(value('year')) || value('day').length > 2 || value('month').length > 2) return null;
  const typedYear = Number(value('year'));
  const year = yearOffset > 0 && typedYear >= 2400 ? typedYear - yearOffset : typedYear;
  const month = Number(value('month'));
  const day = Number(value('day'));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** `20 พ.ย. 2569 20:45`: date and time of an instant in a zone (Bangkok by default). */
export function formatDateTime(value: DateInput, options: DateTimeFormatOptions = {}): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return asText(value);
  const {
    locale = DEFAULT_LOCALE,
    timeZone = BANGKOK_TIME_ZONE,
    dateStyle = 'medium',
    timeStyle = 'short',
  } = options;
  return dateTimeFormat(locale, { dateStyle, timeStyle, timeZone }).format(time);
}

/** `20:45`: the time of an instant in a zone (Bangkok by default). */
export function formatTime(
  value: DateInput,
  {
    locale = DEFAULT_LOCALE,
    timeZone = BANGKOK_TIME_ZONE,
    timeStyle = 'short',
  }: Omit<DateTimeFormatOptions, 'dateStyle'> = {},
): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return asText(value);
  return dateTimeFormat(locale, { timeStyle, timeZone }).format(time);
}

const relativeFormat = cachedFormatter(
  (locale: string, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
];

/**
 * `5 นาทีที่แล้ว`, `in 2 days`: how far an instant is from `now`, in the largest whole unit.
 * Pass `now` (the screen's clock) so the text is stable in tests and stories.
 */
export function formatRelative(
  value: DateInput,
  now: DateInput,
  { locale = DEFAULT_LOCALE }: { locale?: string } = {},
): string {
  const time = toTime(value);
  const reference = toTime(now);
  if (Number.isNaN(time) || Number.isNaN(reference)) return asText(value);
  const difference = time - reference;
  const [unit, size] = UNITS.find(([, length]) => Math.abs(difference) >= length) ?? ['second', 1000];
  return relativeFormat(locale, { numeric: 'auto' }).format(Math.round(difference / size), unit);
}
