import { describe, expect, it } from 'vitest';

import { resources } from './index';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

describe('template locales', () => {
  it('every locale has every key, none empty', () => {
    const english = keys(resources.en.translation).sort();
    for (const [locale, { translation }] of Object.entries(resources)) {
      expect(keys(translation).sort(), locale).toEqual(english);
      for (const key of english) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], translation);
        expect(typeof value === 'string' && value.trim() !== '', `${locale}:${key}`).toBe(true);
      }
    }
  });
});
