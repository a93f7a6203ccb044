import { describe, expect, it } from 'vitest';

import { REASON_MAX, rejectFormSchema } from './rejectForm';
import {
  dateRangeProblem,
  DEFAULT_QUERY,
  isDay,
  isDefaultFilter,
  transactionParams,
  waitTime,
  type TransactionQuery,
} from './query';

const NOW = new Date('2026-11-23T05:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('waitTime', () => {
  it('says under a minute for a fresh one, or one from a clock ahead of ours', () => {
    expect(waitTime(minutesAgo(0.5), NOW)).toEqual({ unit: 'underMinute' });
    expect(waitTime(minutesAgo(-3), NOW)).toEqual({ unit: 'underMinute' });
    expect(waitTime('not a date', NOW)).toEqual({ unit: 'underMinute' });
  });

  it('counts whole minutes under an hour', () => {
    expect(waitTime(minutesAgo(1), NOW)).toEqual({ unit: 'minutes', minutes: 1 });
    expect(waitTime(minutesAgo(35.9), NOW)).toEqual({ unit: 'minutes', minutes: 35 });
    expect(waitTime(minutesAgo(59), NOW)).toEqual({ unit: 'minutes', minutes: 59 });
  });

  it('counts hours and minutes under a day', () => {
    expect(waitTime(minutesAgo(60), NOW)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(waitTime(minutesAgo(125), NOW)).toEqual({ unit: 'hours', hours: 2, minutes: 5 });
    expect(waitTime(minutesAgo(24 * 60 - 1), NOW)).toEqual({ unit: 'hours', hours: 23, minutes: 59 });
  });

  it('counts days and hours from a day on', () => {
    expect(waitTime(minutesAgo(24 * 60), NOW)).toEqual({ unit: 'days', days: 1, hours: 0 });
    expect(waitTime(minutesAgo(3 * 24 * 60 + 5 * 60 + 59), NOW)).toEqual({ unit: 'days', days: 3, hours: 5 });
  });
});

describe('dates of the filter', () => {
  it('knows a real day', () => {
    expect(isDay('2026-11-20')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('20/11/2569')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('says what is wrong with a range', () => {
    expect(dateRangeProblem({ from: '', to: '' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-11-01', to: '' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-13-01', to: '' })).toBe('from');
    expect(dateRangeProblem({ from: '', to: '2026-11' })).toBe('to');
    expect(dateRangeProblem({ from: '2026-11-20', to: '2026-11-19' })).toBe('order');
  });
});

describe('transactionParams', () => {
  it('sends the default queue as pending, first page of 25 (pages from 1)', () => {
    expect(transactionParams(DEFAULT_QUERY)).toEqual({
      type: undefined,
      status: 'pending',
      player: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 25,
    });
  });

  it('sends every filter that is set, the player trimmed', () => {
    const query: TransactionQuery = {
      type: 'withdraw',
      status: 'all',
      player: '  สมชาย ',
      from: '2026-11-01',
      to: '2026-11-20',
      page: 3,
      pageSize: 100,
    };
    expect(transactionParams(query)).toEqual({
      type: 'withdraw',
      status: undefined,
      player: 'สมชาย',
      from: '2026-11-01',
      to: '2026-11-20',
      page: 4,
      pageSize: 100,
    });
  });

  it('leaves out a date range with a problem', () => {
    const reversed = { ...DEFAULT_QUERY, from: '2026-11-20', to: '2026-11-01' };
    expect(transactionParams(reversed)).toMatchObject({ from: undefined, to: undefined });
    const half = { ...DEFAULT_QUERY, from: '2026-11-2' };
    expect(transactionParams(half)).toMatchObject({ from: undefined, to: undefined });
  });

  it('knows the default filter (spaces in the search count as none)', () => {
    expect(isDefaultFilter(DEFAULT_QUERY)).toBe(true);
    expect(isDefaultFilter({ ...DEFAULT_QUERY, player: '   ' })).toBe(true);
    expect(isDefaultFilter({ ...DEFAULT_QUERY, status: 'all' })).toBe(false);
    expect(isDefaultFilter({ ...DEFAULT_QUERY, to: '2026-11-20' })).toBe(false);
  });
});

describe('rejectFormSchema', () => {
  const schema = rejectFormSchema({ required: 'required', tooLong: 'too long' });
  const problem = (reason: string) => {
    try {
      schema.validateSync({ reason });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('needs a reason, spaces are none', () => {
    expect(problem('')).toBe('required');
    expect(problem('   ')).toBe('required');
  });

  it('takes up to 200 characters after trimming', () => {
    expect(problem('ไม่พบยอดโอน')).toBeNull();
    expect(problem(` ${'ก'.repeat(REASON_MAX)} `)).toBeNull();
    expect(problem('ก'.repeat(REASON_MAX + 1))).toBe('too long');
  });
});
