/** What the charts' axes share: as many tick labels as fit the drawing's width. */

/** Every `step`-th of `values` so that ticks at least `room` px apart fit in `width`. */
export function spacedTicks<T>(values: readonly T[], width: number, room: number): T[] {
  const fit = Math.max(2, Math.floor(width / room));
  const step = Math.max(1, Math.ceil(values.length / fit));
  return values.filter((_, index) => index % step === 0);
}
