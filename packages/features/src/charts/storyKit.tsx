/**
 * Helpers of the chart pages' stories (not shipped, no mock imports): patience for data on a busy
 * machine, and the card of a chart.
 */
import { within } from 'storybook/test';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 8000 } as const;

/** The card headed `name` (a chart, the organisation), once the page has loaded. */
export async function cardOf(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', { name }, LONG);
  const root = heading.closest<HTMLElement>('.MuiCard-root');
  if (!root) throw new Error(`No card headed ${name}`);
  return within(root);
}
