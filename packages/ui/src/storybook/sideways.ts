/**
 * The phone check every screen makes: nothing scrolls sideways. One check for every story, which
 * waits for the page to settle (a ripple, a transition or a late font may widen a box for a frame)
 * and, when something does stick out, names it.
 */
import { waitFor } from 'storybook/test';

export interface SidewaysOptions {
  /** The widest the content may be (default: the element's own visible width, `clientWidth`). */
  within?: number;
  /**
   * Pixels of rounding allowed past the limit (default 0). `scrollWidth` is a whole number: content
   * laid out at a fraction of a pixel (a box centred in an odd width) can round one over.
   */
  slack?: number;
  /** How long the page may take to settle, in ms (default 2000). */
  timeout?: number;
}

const CLIPS = new Set(['hidden', 'clip', 'auto', 'scroll']);

/** `tag#id.first-class "text"`: enough to find the element in the story. */
function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const firstClass = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
  const text = (element.textContent ?? '').trim().slice(0, 40);
  return `${element.tagName.toLowerCase()}${id}${firstClass ? `.${firstClass}` : ''}${text ? ` "${text}"` : ''}`;
}

/**
 * The outermost descendants of `root` drawn past its visible width (on its end side: the right in a
 * left-to-right page, the left in a right-to-left one); what a clipping box holds is not followed.
 */
export function sidewaysCulprits(root: Element, within = root.clientWidth): string[] {
  const box = root.getBoundingClientRect();
  const rtl = getComputedStyle(root).direction === 'rtl';
  const limit = rtl ? box.right - within : box.left + within;
  const culprits: string[] = [];
  const visit = (element: Element) => {
    for (const child of element.children) {
      const rect = child.getBoundingClientRect();
      const past = rtl ? limit - rect.left : rect.right - limit;
      if (past > 0.5) {
        culprits.push(`${describe(child)} (${past.toFixed(1)} px past)`);
        continue;
      }
      if (!CLIPS.has(getComputedStyle(child).overflowX)) visit(child);
    }
  };
  visit(root);
  return culprits.slice(0, 5);
}

/**
 * Waits until none of `elements` scrolls sideways: each one's content no wider than `within`
 * (default its `clientWidth`). Fails with what sticks out when the page settles wider.
 * `await noSidewaysScroll(document.documentElement)` checks the page.
 */
export async function noSidewaysScroll(
  elements: Element | readonly (Element | null | undefined)[],
  { within, slack = 0, timeout = 2000 }: SidewaysOptions = {},
): Promise<void> {
  const list = elements instanceof Element ? [elements] : elements;
  for (const element of list) {
    if (!element) continue;
    await waitFor(
      () => {
        const limit = within ?? element.clientWidth;
        if (element.scrollWidth > limit + slack) {
          const culprits = sidewaysCulprits(element, limit);
          throw new Error(
            `${describe(element).slice(0, 60)} scrolls sideways: ${element.scrollWidth} px of content in ${limit} px` +
              (culprits.length > 0 ? `; past its edge: ${culprits.join(', ')}` : ''),
          );
        }
      },
      { timeout },
    );
  }
}
