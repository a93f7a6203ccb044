/**
 * What a finger reaches: the square of `size` CSS px centred on `target`, tested point by point
 * with the browser's own hit testing (`elementFromPoint`), so a hit area grown by padding or by an
 * invisible pseudo-element (`touchTarget`) counts, and a neighbour lying over it does not. Where
 * text sets a control's size, measure once the fonts are in (`await storyFontsLoaded()`).
 */
export function reachesTouchSquare(target: Element, size = 44): boolean {
  // Scrolled into view to be hit-tested, then every scroll put back: the screenshot sees the story.
  const scrolled: [Element, number, number][] = [];
  for (let node = target.parentElement; node; node = node.parentElement) {
    scrolled.push([node, node.scrollLeft, node.scrollTop]);
  }
  try {
    target.scrollIntoView({ block: 'center', inline: 'center' });
    return hitsAround(target, size);
  } finally {
    for (const [node, left, top] of scrolled) node.scrollTo(left, top);
  }
}

function hitsAround(target: Element, size: number): boolean {
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // A pixel inside the square's edge (hit testing works in whole pixels): the edge may be shared
  // with the next control's square.
  const half = size / 2 - 1;
  const points = [
    [x, y],
    [x - half, y - half],
    [x + half, y - half],
    [x - half, y + half],
    [x + half, y + half],
    [x - half, y],
    [x + half, y],
    [x, y - half],
    [x, y + half],
  ] as const;
  return points.every(([px, py]) => {
    const hit = document.elementFromPoint(px, py);
    return hit !== null && target.contains(hit);
  });
}
