/**
 * Helpers of the widget stories (not shipped, no mock imports): the patience for data on a busy
 * machine, and a check that a page does not scroll sideways.
 */
import { noSidewaysScroll } from '@pp/ui/storybook';
import { expect, within } from 'storybook/test';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 8000 } as const;

/** The widget card whose heading is `name`, once the page has loaded. */
export async function card(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', { name }, LONG);
  const root = heading.closest<HTMLElement>('.MuiCard-root');
  if (!root) throw new Error(`No card for ${name}`);
  return within(root);
}

/** The element is no wider than its box: nothing of it scrolls sideways. */
export async function fitsItsWidth(element: Element): Promise<void> {
  await noSidewaysScroll(element);
}

/** The page's failure as a user sees it: the server's 500 message and a retry button. */
export async function showsServerError(canvasElement: HTMLElement): Promise<void> {
  const alert = await within(canvasElement).findByRole('alert', {}, LONG);
  await expect(within(alert).getByText(/The server answered: Internal server error/)).toBeVisible();
  await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
}
