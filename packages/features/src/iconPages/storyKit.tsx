/**
 * Helpers of the icon galleries' stories (not shipped): a clipboard stand-in, the gallery once its
 * icons are drawn, and the search.
 */
import { noSidewaysScroll } from '@pp/ui/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { CopyText } from '../shared/clipboard';

/** Patience for the lazy gallery, its labels and its chunks on a busy machine. */
export const LONG = { timeout: 15000 } as const;

/** A clipboard stand-in: remembers what was copied. */
export const clipboard = {
  copied: [] as string[],
  reset() {
    this.copied = [];
  },
};
export const recordingCopy: CopyText = async (text) => {
  clipboard.copied.push(text);
};

/** The grid named `name` once every cell it shows has its icon (no placeholder left). */
export async function loadedGrid(canvasElement: HTMLElement, name: string) {
  const grid = await within(canvasElement).findByRole('grid', { name }, LONG);
  await waitFor(() => {
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.querySelector('svg')).not.toBeNull();
  }, LONG);
  return within(grid);
}

/** Types `query` into the search field labelled `label`. */
export async function search(canvasElement: HTMLElement, label: string, query: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: label }, LONG);
  await userEvent.clear(field);
  await userEvent.type(field, query);
}

/** Neither the page nor the gallery scrolls sideways (a 375 px phone). */
export async function noSidewaysScrollIn(canvasElement: HTMLElement): Promise<void> {
  await noSidewaysScroll([canvasElement, ...canvasElement.querySelectorAll('[role="grid"]')]);
}

/** Shows `count` matches for `query` (English labels). */
export async function showsMatches(canvasElement: HTMLElement, query: string, count: string) {
  await waitFor(
    () =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(`Matches for “${query}”: ${count}`),
    LONG,
  );
}

/**
 * The dialog of the icon `name` (opened) shows `details` and copies `line`: the clipboard has it,
 * a notification says so and the dialog closes.
 */
export async function copiesImportLine(
  canvasElement: HTMLElement,
  name: string,
  line: string,
  details: readonly string[] = [],
) {
  const dialog = within(await screen.findByRole('dialog', { name }, LONG));
  for (const text of [...details, line])
    await waitFor(() => expect(dialog.getByText(text)).toBeVisible(), LONG);
  await userEvent.click(dialog.getByRole('button', { name: 'Copy the import line' }));
  await expect(clipboard.copied).toEqual([line]);
  await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
    `Import line of ${name} copied`,
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
}
