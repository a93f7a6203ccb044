/**
 * Helpers of the widget stories (not shipped, no mock imports): the patience for data on a busy
 * machine, and a check that a page does not scroll sideways.
 */
import { expect } from 'storybook/test';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 8000 } as const;

/** The element is no wider than its box: nothing of it scrolls sideways. */
export async function fitsItsWidth(element: Element): Promise<void> {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}
