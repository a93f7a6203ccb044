/** The wheel's geometry: where a spin stops, how a label is laid out. Pure, unit-tested. */

/** Whole turns before the wheel settles on its segment. */
export const TURNS = 6;

/**
 * The rotation (degrees, growing) that brings the middle of segment `index` under the pointer at
 * the top, after `TURNS` whole turns from `current`.
 */
export function rotationFor(index: number, count: number, current: number): number {
  const step = 360 / count;
  const centre = (index + 0.5) * step;
  const target = (((-centre - current) % 360) + 360) % 360;
  return current + TURNS * 360 + target;
}

/** A label in one or two lines (split at the space nearest the middle when it is long). */
export function labelLines(label: string): string[] {
  const length = [...label].length;
  if (length <= 11 || !label.includes(' ')) return [label];
  const middle = label.length / 2;
  let split = -1;
  for (let i = label.indexOf(' '); i !== -1; i = label.indexOf(' ', i + 1)) {
    if (split === -1 || Math.abs(i - middle) < Math.abs(split - middle)) split = i;
  }
  return [label.slice(0, split), label.slice(split + 1)];
}
