import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

import { chunkModule, ICONS_PER_CHUNK, materialSource, tablerSource } from './iconGallery.ts';

/** The chunks of every style of a set, as the plugin serves them. */
function* chunksOf(source: ReturnType<typeof materialSource>) {
  for (let style = 0; style < source.styles.length; style++)
    for (let n = 0; n * ICONS_PER_CHUNK < source.names.length; n++)
      yield { n, code: chunkModule(source, style, n) };
}

/** How many components a chunk's default export lists: its top-level array's entries. */
const entries = (code: string, call: string) => code.split(`\n${call}(`).length - 1;

describe('icon gallery chunks', () => {
  it.each([
    ['material', materialSource, 'createSvgIcon'],
    ['tabler', tablerSource, 'createReactComponent'],
  ] as const)('every %s chunk is one valid module with its icons, none lost', (_, make, call) => {
    const source = make();
    expect(source.names.length).toBeGreaterThan(1000);
    let icons = 0;
    for (const { n, code } of chunksOf(source)) {
      expect(() => transformSync(code, { loader: 'js', format: 'esm' })).not.toThrow();
      expect(code).not.toMatch(/^import .*\.\/|"use client"/m);
      const expected = Math.min(ICONS_PER_CHUNK, source.names.length - n * ICONS_PER_CHUNK);
      expect(entries(code, call)).toBe(expected);
      icons += expected;
    }
    expect(icons).toBe(source.names.length * source.styles.length);
  });

  it('a Material chunk names the icon of each of its places', () => {
    const source = materialSource();
    const home = source.names.indexOf('Home');
    const outlined = source.styles.findIndex(({ name }) => name === 'Outlined');
    const code = chunkModule(source, outlined, Math.floor(home / ICONS_PER_CHUNK));
    const names = [...code.matchAll(/[\])], '([A-Za-z0-9]+)'\)/g)].map((match) => match[1]);
    const first = Math.floor(home / ICONS_PER_CHUNK) * ICONS_PER_CHUNK;
    expect(names).toEqual(
      source.names.slice(first, first + ICONS_PER_CHUNK).map((name) => `${name}Outlined`),
    );
    expect(names[home % ICONS_PER_CHUNK]).toBe('HomeOutlined');
  });
});
