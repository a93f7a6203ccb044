/**
 * Helpers of the component and UI element pages' stories (not shipped): the patience for the lazy labels, a
 * section card by its title, and a check that a page does not scroll sideways.
 */
import { noSidewaysScroll } from '@pp/ui/storybook';
import { within } from 'storybook/test';

/** Patience for the labels and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 8000 } as const;

/** The section card whose title is `name`, once the page has its labels. */
export async function section(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', { name }, LONG);
  const root = heading.closest<HTMLElement>('.MuiCard-root');
  if (!root) throw new Error(`No section ${name}`);
  return within(root);
}

/** Neither the page nor its regions scroll sideways (a 375 px phone). */
export async function noSidewaysScrollIn(canvasElement: HTMLElement): Promise<void> {
  await noSidewaysScroll([canvasElement, ...canvasElement.querySelectorAll('[role="region"]')]);
}
