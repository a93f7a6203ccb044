/** What the clipboard demo reads and writes: the browser's clipboard, or a story's stand-in. */
export interface ClipboardAccess {
  write: (text: string) => Promise<void>;
  read: () => Promise<string>;
}

/** The browser clipboard (each call rejects where it is unavailable or refused). */
export const browserClipboard: ClipboardAccess = {
  write: async (text) => {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
  },
  read: async () => {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    return navigator.clipboard.readText();
  },
};
