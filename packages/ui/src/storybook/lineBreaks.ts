/**
 * Thai has no spaces between words: a browser breaks a Thai line between the words of its
 * dictionary (`word-break: normal`), unless a style lets it break anywhere (`overflow-wrap:
 * anywhere`, `word-break: break-all`), which cuts words in two. These helpers find such cuts.
 */
import { storyFontsLoaded } from './fonts';

/** Where the character at `index` of `node` is drawn. */
function charBox(node: Text, index: number): DOMRect {
  const range = document.createRange();
  range.setStart(node, index);
  range.setEnd(node, index + 1);
  return range.getBoundingClientRect();
}

/**
 * Whether the text between `start` and `end` of `node` is drawn on more than one line: its first
 * and last characters on different lines. (A Range over Thai cut by a line break may report the
 * first line's box only, so the whole range is not measured.)
 */
function spansLines(node: Text, start: number, end: number): boolean {
  const first = charBox(node, start);
  const last = charBox(node, end - 1);
  return Math.abs(last.top - first.top) > Math.max(first.height, last.height) / 2;
}

function textNodes(root: Element): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * The words of `root`'s text that a line break cuts in two, once the fonts are in: every word of the Thai word segmenter
 * (a break the dictionary allows is not a cut), and each of `wholes` (names such as "กสิกรไทย"
 * that must not break even where the dictionary sees two words). Empty when nothing is cut.
 */
export async function brokenWords(root: Element, wholes: readonly string[] = []): Promise<string[]> {
  await storyFontsLoaded();
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  const broken: string[] = [];
  for (const node of textNodes(root)) {
    const text = node.data;
    for (const { segment, index, isWordLike } of segmenter.segment(text)) {
      if (isWordLike && segment.length > 1 && spansLines(node, index, index + segment.length)) {
        broken.push(segment);
      }
    }
    for (const whole of wholes) {
      for (let at = text.indexOf(whole); at !== -1; at = text.indexOf(whole, at + whole.length)) {
        if (spansLines(node, at, at + whole.length)) broken.push(whole);
      }
    }
  }
  return broken;
}
