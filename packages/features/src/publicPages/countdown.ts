/** What is left until a moment, in whole days, hours, minutes and seconds (never negative). */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has come. */
  done: boolean;
}

/** Splits the time from `now` to `target` into days, hours, minutes and seconds (rounded down). */
export function remainingUntil(target: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** A configured launch moment: an ISO date-time, or undefined when it is not a date. */
export function parseLaunch(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
