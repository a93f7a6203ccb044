import { expect, userEvent } from 'storybook/test';

/** The outline an element shows, as the browser computes it. */
export function focusRingOf(element: Element) {
  const style = getComputedStyle(element);
  return {
    width: style.outlineWidth,
    style: style.outlineStyle,
    color: style.outlineColor,
    offset: style.outlineOffset,
  };
}

/** Presses Tab, as a keyboard user does, until `target` has the focus (fails after `max` presses). */
export async function tabTo(target: Element, max = 40): Promise<void> {
  for (let press = 0; press < max && document.activeElement !== target; press += 1) {
    await userEvent.tab();
  }
  await expect(document.activeElement).toBe(target);
}
