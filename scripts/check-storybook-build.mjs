// Builds the static Storybook designers open (`storybook-static`, served by the app at /storybook/)
// and checks it: every story file is in its index, the introduction and the token pages are there.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve('storybook-static');
const started = Date.now();
execFileSync('npx', ['storybook', 'build', '-o', out, '--quiet'], { stdio: 'inherit' });
const seconds = ((Date.now() - started) / 1000).toFixed(0);

const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');
const docs = entries.filter((entry) => entry.type === 'docs');

/** Every story file of the packages, as the index names them (`./packages/...`). */
function storyFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) storyFiles(file, found);
    else if (/\.stories\.tsx?$/.test(name)) found.push(`./${path.relative(process.cwd(), file)}`);
  }
  return found;
}
const indexed = new Set(stories.map((entry) => entry.importPath));
const missing = storyFiles('packages').filter((file) => !indexed.has(file));
const required = ['introduction--docs', 'design-system-tokens--colors', 'design-system-tokens--typography'];
const absent = required.filter((id) => !(id in index.entries));

console.log(
  `Static Storybook: ${stories.length} stories, ${docs.length} docs pages, from ${indexed.size} files, built in ${seconds} s`,
);
if (missing.length > 0) console.error(`Story files missing from the index:\n  ${missing.join('\n  ')}`);
if (absent.length > 0) console.error(`Pages missing from the index: ${absent.join(', ')}`);
if (missing.length > 0 || absent.length > 0) process.exit(1);
