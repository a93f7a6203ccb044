/**
 * Story steps the promotions and credit-code stories share (not shipped): a notice seen and closed,
 * the page at rest (no dialog fading, no tooltip) before its screenshot.
 */
import { noSidewaysScroll, PHONE, reachesTouchSquare, storyFontsLoaded } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

export const LONG = { timeout: 5000 };

/** The whole page: dialogs and notices live outside the story's canvas. */
export const page = within(document.body);

/** Waits for the page at rest: no dialog, no tooltip (a tooltip in its enter delay is waited for too). */
export async function settle(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), LONG);
  await userEvent.hover(document.body);
  (document.activeElement as HTMLElement | null)?.blur();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await waitFor(() => expect(document.querySelector('[role="tooltip"]')).toBeNull(), LONG);
}

/** The notice says `text`; then it is closed (its × button) and the page settles. */
export async function seeNotice(text: string): Promise<void> {
  const message = await page.findByText(text, {}, LONG);
  await waitFor(() => expect(message).toBeVisible(), LONG);
  const snackbar = message.closest('.MuiSnackbar-root') as HTMLElement;
  await userEvent.click(within(snackbar).getByRole('button', { hidden: true, name: /^(Close|ปิด)$/ }));
  await waitFor(() => expect(document.querySelector('.MuiSnackbar-root')).toBeNull(), LONG);
  await settle();
}

/** The body rows of a table (its header row left out). */
export const bodyRowsOf = (table: HTMLElement): HTMLElement[] => within(table).getAllByRole('row').slice(1);

/** The row of `table` holding `text`, to look inside. */
export function rowWith(table: HTMLElement, text: string) {
  const row = bodyRowsOf(table).find((candidate) => within(candidate).queryByText(text));
  if (!row) throw new Error(`No row holds ${text}`);
  return within(row);
}

/** A dialog, found by its name once it is open and shown. */
export async function dialogNamed(name: string) {
  const dialog = await page.findByRole('dialog', { name }, LONG);
  // Faded in, so what is in it counts as visible.
  await waitFor(() => expect(dialog).toBeVisible(), LONG);
  return within(dialog);
}

/** Types into a form's text fields, by label (each emptied first; '' leaves it empty), then leaves the last. */
export async function fillFields(
  form: ReturnType<typeof within>,
  values: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByRole('textbox', { name: label });
    await userEvent.clear(field);
    if (value !== '') await userEvent.type(field, value);
  }
  // Leaving the last field commits what it holds (a typed day).
  await userEvent.tab();
}

/**
 * A list screen on a 375 px phone: the table is a list of `count` cards named `listName`, nothing
 * runs off the side, and each of `buttons` has its whole 44 px tap area.
 */
export async function checkPhoneList(
  canvasElement: HTMLElement,
  { listName, count, buttons }: { listName: string; count: number; buttons: readonly string[] },
): Promise<void> {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: listName }, LONG);
  await expect(canvas.queryByRole('table')).toBeNull();
  await expect(within(list).getAllByRole('listitem')).toHaveLength(count);
  await noSidewaysScroll(canvas.getByTestId('phone-frame'), { within: PHONE.width });
  await storyFontsLoaded();
  for (const name of buttons) {
    const reached = reachesTouchSquare(canvas.getByRole('button', { name }));
    await expect({ name, reached }).toEqual({ name, reached: true });
  }
}
