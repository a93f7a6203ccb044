/**
 * Where a piece of text is drawn: the box of its first occurrence inside `container` (a text node
 * may hold more than the piece; a Range measures just the piece).
 */
function boxOf(container: HTMLElement, piece: string): DOMRect {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(piece) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + piece.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${piece}" is not in the element`);
}

/**
 * Whether `first` is drawn to the left of `second` on the same line: Thai read left to right, also
 * inside a right-to-left layout (where a number next to Thai would otherwise jump to its other side).
 */
export function readsLeftToRight(container: HTMLElement, first: string, second: string): boolean {
  const a = boxOf(container, first);
  const b = boxOf(container, second);
  const sameLine = Math.abs(a.top - b.top) < Math.max(a.height, b.height) / 2;
  return sameLine && a.right <= b.left + 1;
}
