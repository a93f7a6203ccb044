import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatDateTime,
  formatDay,
  formatRelative,
  formatTime,
  NUMERIC_DAY,
  parseDay,
} from './date';

describe('dates', () => {
  it('shows a day in the numbers a person types, Buddhist era in Thai', () => {
    expect(formatDay('2026-11-20', { parts: NUMERIC_DAY })).toBe('20/11/2569');
    expect(formatDay('2026-11-20', { locale: 'en-US', parts: NUMERIC_DAY })).toBe('11/20/2026');
  });

  it('reads a typed day in the order and era of the locale', () => {
    expect(parseDay('20/11/2569')).toBe('2026-11-20');
    expect(parseDay(' 1-2-2569 ')).toBe('2026-02-01');
    expect(parseDay('20112569')).toBe('2026-11-20');
    expect(parseDay('๒๐/๑๑/๒๕๖๙')).toBe('2026-11-20');
    // A Western year typed in Thai is read as one.
    expect(parseDay('20/11/2026')).toBe('2026-11-20');
    expect(parseDay('29/02/2567')).toBe('2024-02-29');
    expect(parseDay('11/20/2026', { locale: 'en-US' })).toBe('2026-11-20');
    expect(parseDay('2026/11/20', { locale: 'zh-CN' })).toBe('2026-11-20');
  });

  it('refuses what is not a real day', () => {
    for (const text of [
      '',
      '20/11',
      '20/11/69',
      '31/11/2569',
      '29/02/2569',
      '20/13/2569',
      'วันนี้',
      '2026-11-20x',
      '123/1/2569',
    ]) {
      expect(parseDay(text)).toBeNull();
    }
  });

  it('shows Bangkok time whatever the zone of the device', () => {
    expect(formatDateTime('2026-11-20T13:45:00.000Z')).toBe('20 พ.ย. 2569 20:45');
    expect(formatDateTime(Date.parse('2026-11-20T13:45:00.000Z'))).toBe('20 พ.ย. 2569 20:45');
    expect(formatDateTime(new Date('2026-11-20T13:45:00.000Z'))).toBe('20 พ.ย. 2569 20:45');
    expect(formatTime('2026-11-20T13:45:00.000Z')).toBe('20:45');
    // Late in the UTC evening it is already the next day in Bangkok.
    expect(formatDate('2026-11-20T20:00:00.000Z')).toBe('21 พ.ย. 2569');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatTime('')).toBe('');
    expect(formatDay('20/11/2026')).toBe('20/11/2026');
    expect(formatDate(new Date('nope'))).toBe('');
  });

  it('shows calendar days in Thai, the same day in every zone', () => {
    expect(formatDay('2026-11-20', { parts: { day: 'numeric', month: 'short' } })).toBe('20 พ.ย.');
    expect(formatDay('2026-11-20', { parts: { day: 'numeric', month: 'short', year: 'numeric' } })).toBe(
      '20 พ.ย. 2569',
    );
    expect(formatDay('2026-11-20')).toBe('20 พ.ย. 2569');
  });

  it('formats the demo modules in their locale', () => {
    // The customer module: two-digit days of the ISO date, in UTC.
    const customer = { locale: 'en-US', parts: { day: '2-digit', month: 'short', year: 'numeric' } } as const;
    expect(formatDay('2025-03-04', customer)).toBe('Mar 04, 2025');
    expect(formatDay('2025-03-14T23:30:00Z', customer)).toBe('Mar 14, 2025');
    // The shop: medium dates of an instant, in UTC.
    expect(formatDate('2025-04-02', { locale: 'en-US', timeZone: 'UTC' })).toBe('Apr 2, 2025');
    expect(formatDate('2025-04-02T23:30:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('Apr 2, 2025');
    expect(formatDateTime('2025-04-02T23:30:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe(
      'Apr 2, 2025, 11:30 PM',
    );
  });

  it('says how long ago', () => {
    const now = '2026-11-20T12:00:00Z';
    expect(formatRelative('2026-11-20T11:55:00Z', now, { locale: 'en-US' })).toBe('5 minutes ago');
    expect(formatRelative('2026-11-22T12:00:00Z', now, { locale: 'en-US' })).toBe('in 2 days');
    expect(formatRelative('2026-11-19T12:00:00Z', now, { locale: 'en-US' })).toBe('yesterday');
    expect(formatRelative(now, now, { locale: 'en-US' })).toBe('now');
    expect(formatRelative('2026-11-20T11:55:00Z', now)).toBe('5 นาทีที่ผ่านมา');
    expect(formatRelative('later', now)).toBe('later');
  });
});
