import { afterEach, describe, expect, it } from 'vitest';

import { createStyleCache } from './styleCache';

/** The rules of a cache's `<style>` elements, in document order. */
const rulesOf = (key: string) =>
  [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"]`)].map((element) =>
    [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );

afterEach(() => {
  for (const element of document.querySelectorAll('style[data-emotion^="test-"]')) element.remove();
});

describe('createStyleCache', () => {
  it('cuts the production sheet into elements of at most the given count, rules in their order', () => {
    const cache = createStyleCache({ key: 'test-speedy', speedy: true }, 3);
    const rules = Array.from({ length: 7 }, (_, index) => `.rule-${index} { order: ${index}; }`);
    for (const rule of rules) cache.sheet.insert(rule);

    const elements = rulesOf('test-speedy');
    expect(elements.map((element) => element.length)).toEqual([3, 3, 1]);
    expect(elements.flat()).toEqual(rules);
  });

  it('keeps a later rule winning over an earlier one across elements', () => {
    const cache = createStyleCache({ key: 'test-order', speedy: true }, 1);
    cache.sheet.insert('.probe { z-index: 1; }');
    cache.sheet.insert('.probe { z-index: 2; }');
    const probe = document.createElement('div');
    probe.className = 'probe';
    probe.style.position = 'relative';
    document.body.append(probe);
    expect(getComputedStyle(probe).zIndex).toBe('2');
    probe.remove();
  });

  it('puts a media rule in a small sheet of its own once the current one is full', () => {
    const cache = createStyleCache({ key: 'test-media', speedy: true }, 2);
    cache.sheet.insert('.a { color: red; }');
    cache.sheet.insert('.b { color: blue; }');
    cache.sheet.insert('@media (min-width: 600px) { .a { color: green; } }');
    expect(rulesOf('test-media').map((element) => element.length)).toEqual([2, 1]);
  });

  it('leaves a development sheet (one element per rule) as emotion makes it', () => {
    const cache = createStyleCache({ key: 'test-dev', speedy: false }, 3);
    for (let index = 0; index < 4; index += 1) cache.sheet.insert(`.dev-${index} { order: ${index}; }`);
    expect(rulesOf('test-dev')).toHaveLength(4);
  });
});
