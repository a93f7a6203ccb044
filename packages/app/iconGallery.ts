/**
 * The icon galleries' data (`/icons/tabler-icons`, `/icons/material-icons`), made from the installed
 * icon packages at build time:
 *
 * - `virtual:icon-gallery/<set>`: the set's index, loaded when its page opens: the names (sorted),
 *   the styles, the Tabler categories, and one loader per chunk of icons. No icon code.
 * - `virtual:icon-gallery/<set>/<style>/<n>`: chunk `n` of a style, `ICONS_PER_CHUNK` icons of the
 *   sorted names (`names[n * ICONS_PER_CHUNK ...]`): one module with each icon's own code (read from
 *   the package's per-icon module, see `tablerIconCall` and `materialIconCall`). A
 *   gallery loads the chunks of the cells it shows, so a first visit loads a few dozen icons, never
 *   the whole set (a loader per icon would make a 200 to 330 KB gzip index of file names; measured).
 *
 * Vite and Storybook both use this plugin (`vite.config.ts`, `.storybook/main.ts`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

/** How many icons one chunk holds: a first screen of the gallery needs one to three chunks. */
export const ICONS_PER_CHUNK = 48;

const PREFIX = 'virtual:icon-gallery/';
const RESOLVED = '\0icon-gallery:';

/** A set of icons: where its modules are, its names and the styles each name comes in. */
export interface IconSetSource {
  dir: string;
  names: readonly string[];
  /** Style name -> the suffix of the module name (`HomeOutlined`); one style '' when there is one. */
  styles: readonly { name: string; suffix: string }[];
  /** Categories of the names (`groupOf[i]` indexes `groups`, -1 for none). */
  groups: readonly string[];
  groupOf: readonly number[];
  /** The text of a chunk module holding the icons of `files` (a default export: their components). */
  chunk: (files: readonly string[]) => string;
}

const require = createRequire(import.meta.url);
/** The folder of a package as Node finds it from `from` (its exports may hide `package.json`). */
function packageDir(name: string, from = require): string {
  const dir = (from.resolve.paths(name) ?? [])
    .map((modules) => path.join(modules, name))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`Package ${name} is not installed`);
  return dir;
}
const modulesIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.mjs') && file !== 'index.mjs')
    .map((file) => file.slice(0, -'.mjs'.length))
    .sort();

/** `IconArrowLeft` for Tabler's `arrow-left` (its own naming: each dash-separated part capitalised). */
const tablerComponent = (kebab: string) =>
  `Icon${kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

/** `@tabler/icons-react`: every component (outline and filled), with its category. */
export function tablerSource(): IconSetSource {
  const reactDir = packageDir('@tabler/icons-react');
  const dir = path.join(reactDir, 'dist', 'esm', 'icons');
  const names = modulesIn(dir);
  const iconsDir = packageDir('@tabler/icons', createRequire(path.join(reactDir, 'package.json')));
  const meta = JSON.parse(readFileSync(path.join(iconsDir, 'icons.json'), 'utf8')) as Record<
    string,
    { category?: string }
  >;
  const categoryOf = new Map<string, string>();
  for (const [kebab, { category }] of Object.entries(meta)) {
    if (!category) continue;
    categoryOf.set(tablerComponent(kebab), category);
    categoryOf.set(`${tablerComponent(kebab)}Filled`, category);
  }
  const groups = [...new Set(categoryOf.values())].sort();
  return {
    dir,
    names,
    styles: [{ name: '', suffix: '' }],
    groups,
    groupOf: names.map((name) => groups.indexOf(categoryOf.get(name) ?? '')),
    chunk: (files) => {
      const factory = JSON.stringify(path.join(dir, '..', 'createReactComponent.mjs'));
      return `import createReactComponent from ${factory};\nexport default [\n${files.map(tablerIconCall).join(',\n')}\n];`;
    },
  };
}

const MATERIAL_STYLES = [
  { name: 'Filled', suffix: '' },
  { name: 'Outlined', suffix: 'Outlined' },
  { name: 'Rounded', suffix: 'Rounded' },
  { name: 'TwoTone', suffix: 'TwoTone' },
  { name: 'Sharp', suffix: 'Sharp' },
] as const;

/** `@mui/icons-material`: the icons that come in all five styles, by their filled name. */
export function materialSource(): IconSetSource {
  const dir = packageDir('@mui/icons-material');
  const all = new Set(modulesIn(dir));
  const variants = MATERIAL_STYLES.filter((style) => style.suffix);
  const isVariant = (name: string) =>
    variants.some(({ suffix }) => name.endsWith(suffix) && all.has(name.slice(0, -suffix.length)));
  const names = [...all].filter(
    (name) => !isVariant(name) && variants.every(({ suffix }) => all.has(name + suffix)),
  );
  const header = [
    "import * as React from 'react';",
    "import { jsx as _jsx, jsxs as _jsxs } from 'react/jsx-runtime';",
    `import createSvgIcon from ${JSON.stringify(path.join(dir, 'utils', 'createSvgIcon.mjs'))};`,
  ].join('\n');
  return {
    dir,
    names,
    styles: MATERIAL_STYLES,
    groups: [],
    groupOf: names.map(() => -1),
    chunk: (files) => `${header}\nexport default [\n${files.map(materialIconCall).join(',\n')}\n];`,
  };
}

/** What a Material icon module may import, under the names the chunk's header gives them. */
const MATERIAL_IMPORTS = new Set([
  "import * as React from 'react';",
  'import createSvgIcon from "./utils/createSvgIcon.mjs";',
  'import { jsx as _jsx } from "react/jsx-runtime";',
  'import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";',
]);

/**
 * A Material icon as an expression: its module's `createSvgIcon(...)` call, without the imports
 * (the chunk's header has them). A chunk of 48 icons is then one module rather than 48: in
 * development (Storybook, the story tests) each module is a request of its own, and a search
 * through a few dozen chunks took over 15 s on a busy machine.
 */
export function materialIconCall(file: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const body = lines.filter(
    (line) => !MATERIAL_IMPORTS.has(line.trim()) && !/^['"]use client['"];$/.test(line.trim()),
  );
  const text = body.join('\n').trim();
  const call = /^export default (createSvgIcon\([\s\S]*\));$/.exec(text)?.[1];
  if (!call || /^\s*(import|export)\b/m.test(call))
    throw new Error(`Unexpected Material icon module ${file}`);
  return call;
}

const chunkCount = (source: IconSetSource) => Math.ceil(source.names.length / ICONS_PER_CHUNK);

/** The index module of a set: names, styles, categories and the chunk loaders (no icon code). */
export function indexModule(set: string, source: IconSetSource): string {
  const loaders = source.styles.map(
    (_, style) =>
      `[${Array.from({ length: chunkCount(source) }, (__, n) => `() => import(${JSON.stringify(`${PREFIX}${set}/${style}/${n}`)})`).join(',')}]`,
  );
  return [
    `export const names = ${JSON.stringify(source.names)};`,
    `export const styles = ${JSON.stringify(source.styles)};`,
    `export const groups = ${JSON.stringify(source.groups)};`,
    `export const groupOf = ${JSON.stringify(source.groupOf)};`,
    `export const chunkSize = ${ICONS_PER_CHUNK};`,
    `export const chunks = [${loaders.join(',')}];`,
  ].join('\n');
}

/**
 * A Tabler icon as data: the arguments of its module's `createReactComponent(...)` call. A chunk
 * calls it itself rather than importing the icon's module: the app's other pages import some of
 * those modules (the menu's icons), and a module shared with 130 chunks becomes a file of its own
 * for every page that uses it (measured: every first visit 1.5 KB gzip more).
 */
export function tablerIconCall(file: string): string {
  const text = readFileSync(file, 'utf8');
  const node = /^const __iconNode = (\[.*\]);$/m.exec(text)?.[1];
  const call = /= createReactComponent\(("[a-z]+", "[^"]+", "[^"]+"), __iconNode\);$/m.exec(text)?.[1];
  if (!node || !call) throw new Error(`Unexpected Tabler icon module ${file}`);
  JSON.parse(`[${call}, ${node}]`);
  return `createReactComponent(${call}, ${node})`;
}

/** Chunk `n` of a style: its icons, in the order of the names. */
export function chunkModule(source: IconSetSource, style: number, n: number): string {
  const suffix = source.styles[style]?.suffix ?? '';
  return source.chunk(
    source.names
      .slice(n * ICONS_PER_CHUNK, (n + 1) * ICONS_PER_CHUNK)
      .map((name) => path.join(source.dir, `${name}${suffix}.mjs`)),
  );
}

/** The Vite plugin that serves the two sets' index and chunk modules. */
export function iconGallery(): Plugin {
  const sources = new Map<string, () => IconSetSource>([
    ['tabler', tablerSource],
    ['material', materialSource],
  ]);
  const cache = new Map<string, IconSetSource>();
  const source = (set: string) => {
    const make = sources.get(set);
    if (!make) throw new Error(`No icon set ${set}`);
    if (!cache.has(set)) cache.set(set, make());
    return cache.get(set) as IconSetSource;
  };
  return {
    name: 'pp:icon-gallery',
    resolveId(id) {
      // A readable chunk name: `icons-tabler-0-12` (set, style, chunk), `icons-material` (index).
      if (id.startsWith(PREFIX)) return `${RESOLVED}icons-${id.slice(PREFIX.length).replaceAll('/', '-')}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(`${RESOLVED}icons-`)) return undefined;
      const [set = '', style, n] = id.slice(`${RESOLVED}icons-`.length).split('-');
      if (style === undefined || n === undefined) return indexModule(set, source(set));
      return chunkModule(source(set), Number(style), Number(n));
    },
  };
}
