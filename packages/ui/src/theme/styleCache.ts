import createCache, { type EmotionCache, type Options } from '@emotion/cache';

/**
 * How many rules one `<style>` element of the production build holds before emotion opens the next.
 * Measured (decision 0027): 40 keeps a late `@media` rule's restyle to the few elements of the
 * newest screen; the whole app's styles then fill some twenty elements.
 */
export const RULES_PER_STYLE_ELEMENT = 40;

/**
 * An emotion cache whose production sheet is cut into small `<style>` elements.
 *
 * In production emotion writes every rule into one `<style>` element (`insertRule`, 65,000 rules per
 * element). When a rule inside `@media` or a `@keyframes` rule is added to a sheet, Chromium restyles
 * every element that any rule of that sheet may match: MUI's responsive styles (`sx={{ p: { xs: 2,
 * md: 3 } }}`) and its ripple's keyframes are such rules, so the first render of a new component
 * (a menu group opening, a dialog, a page) restyled nearly the whole page. Added to a small sheet,
 * the same rule restyles only what that sheet's rules match. Development builds (Storybook, the dev
 * server) already write one element per rule, so they are unchanged.
 *
 * emotion opens a new element whenever its rule counter (`sheet.ctr`) is a multiple of 65,000; the
 * counter is set back to zero every `rulesPerElement` rules, and rules keep their order (each new
 * element goes right after the previous one).
 */
export function createStyleCache(options: Options, rulesPerElement = RULES_PER_STYLE_ELEMENT): EmotionCache {
  const cache = createCache(options);
  const { sheet } = cache;
  if (!sheet.isSpeedy) return cache;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    if (sheet.ctr >= rulesPerElement) sheet.ctr = 0;
    insert(rule);
  };
  return cache;
}
