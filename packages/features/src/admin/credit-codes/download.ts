/** Saves a text as a file in the browser: a Blob, an object URL for a moment, a link clicked. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
