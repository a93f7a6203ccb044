/**
 * Helpers of the form pages' stories (not shipped): patience for the lazy labels and the mock's
 * latency, a card by its title, a page that keeps to its width, and a clipboard stand-in.
 */
import { noSidewaysScroll } from '@pp/ui/storybook';
import { within } from 'storybook/test';

import type { ClipboardAccess } from '../shared/clipboard';

/** Patience for the labels, the editor's chunk and the mock's answers on a busy machine. */
export const LONG = { timeout: 8000 } as const;

/** The card titled `title`, once the page has its labels. */
export async function card(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: title }, LONG);
  const root = heading.closest<HTMLElement>('.MuiCard-root');
  if (!root) throw new Error(`No card ${title}`);
  return within(root);
}

/** The page's region is as wide as its frame: nothing scrolls sideways (a 375 px phone). */
export async function keepsItsWidth(canvasElement: HTMLElement): Promise<void> {
  await noSidewaysScroll([canvasElement, ...canvasElement.querySelectorAll('[role="region"]')]);
}

/** A clipboard that holds what was last written (the story browser's clipboard asks permission). */
export function memoryClipboard(initial = ''): ClipboardAccess {
  let held = initial;
  return {
    write: async (text) => {
      held = text;
    },
    read: async () => held,
  };
}

/** A 1 x 1 PNG picture, and a text file the drop zone refuses. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
export const pictureFile = () => new File([PNG], 'avatar.png', { type: 'image/png' });
export const textFile = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

/** Drops `file` on the element (its drop zone gets the event as a user's drop). */
export function dropFile(target: Element, file: File): void {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
}
