/** Copies text to the clipboard; resolves when done. Screens take one as a prop (stories record it). */
export type CopyText = (text: string) => Promise<void>;

/** The browser clipboard (rejects where it is unavailable). */
export const copyWithClipboard: CopyText = async (text) => {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
};

/** Reads the clipboard's text (rejects where it is unavailable or the user refuses). */
export const readClipboard = async (): Promise<string> => {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  return navigator.clipboard.readText();
};

/** A clipboard that is written and read (a paste demo); stories give a stand-in. */
export interface ClipboardAccess {
  write: CopyText;
  read: () => Promise<string>;
}

/** The browser's clipboard, both ways. */
export const browserClipboard: ClipboardAccess = { write: copyWithClipboard, read: readClipboard };
