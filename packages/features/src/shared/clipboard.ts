/** Copies text to the clipboard; resolves when done. Screens take one as a prop (stories record it). */
export type CopyText = (text: string) => Promise<void>;

/** The browser clipboard (rejects where it is unavailable). */
export const copyWithClipboard: CopyText = async (text) => {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
};
