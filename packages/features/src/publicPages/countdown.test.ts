import { describe, expect, it } from 'vitest';

import { parseLaunch, remainingUntil } from './countdown';

describe('remainingUntil', () => {
  const now = new Date('2026-11-25T10:00:00+07:00');

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingUntil(new Date('2026-12-27T13:04:05+07:00'), now)).toEqual({
      days: 32,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it('rounds a part of a second down', () => {
    expect(remainingUntil(new Date(now.getTime() + 1_999), now)).toMatchObject({ seconds: 1, done: false });
  });

  it('is done, with every figure at zero, at the moment and after it', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(remainingUntil(now, now)).toEqual(zero);
    expect(remainingUntil(new Date('2026-01-01T00:00:00Z'), now)).toEqual(zero);
  });
});

describe('parseLaunch', () => {
  it('reads an ISO date-time and refuses what is not a date', () => {
    expect(parseLaunch('2027-01-01T00:00:00+07:00')?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(parseLaunch('soon')).toBeUndefined();
  });
});
