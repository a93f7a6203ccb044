import { describe, expect, it } from 'vitest';

import { shellNs } from './shell';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

describe('shell locales', () => {
  it('every locale has every key, none empty', async () => {
    const english = keys(await shellNs.loaders.en()).sort();
    for (const [locale, load] of Object.entries(shellNs.loaders)) {
      const messages = (await load()) as Tree;
      expect(keys(messages).sort(), locale).toEqual(english);
      for (const key of english) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], messages);
        expect(typeof value === 'string' && value.trim() !== '', `${locale}:${key}`).toBe(true);
      }
    }
  });

  it('has a file for every template locale', () => {
    expect(Object.keys(shellNs.loaders).sort()).toEqual(['en', 'fr', 'ro', 'th', 'zh']);
  });
});
