import { describe, expect, it } from 'vitest';

import { composerKey, conversationRows, dayOf, matchesContact, sendable } from './conversation';
import type { ChatMessage, ChatUser } from './types';

const message = (id: string, time: string): ChatMessage => ({ id, from: 'me', to: 'u-1', text: id, time });

describe('conversationRows', () => {
  it('puts a separator before the first message of each Bangkok day', () => {
    const rows = conversationRows(
      [
        message('a', '2026-11-18T02:15:00.000Z'),
        message('b', '2026-11-18T16:59:00.000Z'), // 23:59 in Bangkok: same day
        message('c', '2026-11-18T17:00:00.000Z'), // 00:00 on the 19th in Bangkok
        message('d', '2026-11-19T03:00:00.000Z'),
      ],
      { locale: 'en' },
    );
    expect(rows.map((row) => (row.kind === 'day' ? row.day : row.key))).toEqual([
      '2026-11-18',
      'a',
      'b',
      '2026-11-19',
      'c',
      'd',
    ]);
    expect(rows[0]).toMatchObject({ kind: 'day', label: 'Wednesday, November 18, 2026' });
  });

  it('labels days in the locale (Thai: Buddhist era)', () => {
    const [day] = conversationRows([message('a', '2026-11-18T02:15:00.000Z')], { locale: 'th' });
    expect(day?.kind === 'day' && day.label).toContain('2569');
  });

  it('gives no rows for no messages, and follows another zone', () => {
    expect(conversationRows([], { locale: 'en' })).toEqual([]);
    expect(dayOf('2026-11-18T17:00:00.000Z', 'UTC')).toBe('2026-11-18');
    expect(dayOf('2026-11-18T17:00:00.000Z')).toBe('2026-11-19');
  });
});

describe('matchesContact', () => {
  const user = {
    name: 'Alene Carter',
    company: 'ABC Pvt Ltd',
    role: 'Sr. Customer Manager',
    status: 'Technical Department',
  } as ChatUser;

  it('matches name, company, role and team, ignoring case and spaces around', () => {
    for (const query of ['alene', ' CARTER ', 'abc', 'customer', 'technical', '']) {
      expect(matchesContact(user, query)).toBe(true);
    }
    expect(matchesContact(user, 'bob')).toBe(false);
    expect(matchesContact({ ...user, name: 'สมชาย ใจดี' }, 'ใจดี')).toBe(true);
  });
});

describe('the composer', () => {
  it('refuses a blank or too long text and trims the rest', () => {
    expect(sendable('')).toBeNull();
    expect(sendable('  \n ')).toBeNull();
    expect(sendable('x'.repeat(2001))).toBeNull();
    expect(sendable('  Hello\nthere  ')).toBe('Hello\nthere');
  });

  it('sends on Enter, types on Shift+Enter, other keys and while an IME composes', () => {
    expect(composerKey({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKey({ key: 'Enter', shiftKey: true })).toBe('type');
    expect(composerKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(composerKey({ key: 'a', shiftKey: false })).toBe('type');
  });
});

describe('conversationRows in a zone that changes its clocks', () => {
  it('finds the day of every message across a change (Paris, spring and autumn)', () => {
    const times = [
      '2026-03-28T22:30:00.000Z', // 23:30 on the 28th
      '2026-03-28T23:10:00.000Z', // 00:10 on the 29th (clocks go forward at 02:00)
      '2026-03-29T21:50:00.000Z', // 23:50 on the 29th (UTC+2 now)
      '2026-03-29T22:05:00.000Z', // 00:05 on the 30th
      '2026-10-24T21:30:00.000Z', // 23:30 on the 24th
      '2026-10-25T22:30:00.000Z', // 23:30 on the 25th (UTC+1 again)
      '2026-10-25T23:05:00.000Z', // 00:05 on the 26th
    ];
    const rows = conversationRows(
      times.map((time, index) => message(`m${index}`, time)),
      { locale: 'en', timeZone: 'Europe/Paris' },
    );
    const days = rows.filter((row) => row.kind === 'day').map((row) => row.kind === 'day' && row.day);
    expect(days).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(times.map((time) => dayOf(time, 'Europe/Paris'))).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-29',
      '2026-03-30',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
  });
});
