// Fails when package-lock.json holds a package with an install script (preinstall, install,
// postinstall, or a binding.gyp) that install-scripts.allow.json does not list, or when the list
// names a package that no longer has one. Plain Node, no dependencies: CI runs it before `npm ci`,
// so an unlisted script never runs there. See docs/decisions/0022-install-script-allow-list.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const LOCK_FILE = 'package-lock.json';
const ALLOW_FILE = 'install-scripts.allow.json';

/**
 * The package name of a lock entry: its `name` when the lock records one (an npm alias installs
 * `foo@npm:bar` under `node_modules/foo` with `name: "bar"`, and the real package is what runs),
 * else what follows the last `node_modules/` of its path (`node_modules/a/node_modules/@b/c` is
 * `@b/c`); a workspace folder without either is named by its path.
 */
export function packageName(lockPath, entry = {}) {
  if (typeof entry.name === 'string' && entry.name) return entry.name;
  const marker = 'node_modules/';
  const at = lockPath.lastIndexOf(marker);
  return at === -1 ? lockPath : lockPath.slice(at + marker.length);
}

/** Every entry of the lock's `packages` map that npm marks `hasInstallScript`, sorted by path. */
export function installScripts(lock) {
  if (!lock || typeof lock !== 'object' || !lock.packages || typeof lock.packages !== 'object') {
    throw new Error(`${LOCK_FILE} has no "packages" map (lockfileVersion 2 or 3 is needed).`);
  }
  return Object.entries(lock.packages)
    .filter(([lockPath, entry]) => lockPath !== '' && entry && entry.hasInstallScript === true && !entry.link)
    .map(([lockPath, entry]) => ({
      name: packageName(lockPath, entry),
      path: lockPath,
      version: entry.version ?? '(no version)',
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Compares the lock with the allow-list (package name -> why it needs its script).
 * - `scripts`: every lock entry with an install script;
 * - `unlisted`: those whose package the list does not name;
 * - `stale`: names on the list that no entry with an install script carries (`inLock` says whether
 *   the package is still installed, its script gone, or gone altogether);
 * - `blank`: names on the list without a reason.
 */
export function findUnlisted(lock, allow) {
  if (!allow || typeof allow !== 'object' || Array.isArray(allow)) {
    throw new Error(`${ALLOW_FILE} must be an object: package name -> why it needs its install script.`);
  }
  const scripts = installScripts(lock);
  const withScripts = new Set(scripts.map((entry) => entry.name));
  const installed = new Set(Object.entries(lock.packages).map(([path, entry]) => packageName(path, entry)));
  const listed = Object.keys(allow).sort();
  return {
    scripts,
    unlisted: scripts.filter((entry) => !Object.hasOwn(allow, entry.name)),
    stale: listed
      .filter((name) => !withScripts.has(name))
      .map((name) => ({ name, inLock: installed.has(name) })),
    blank: listed.filter((name) => typeof allow[name] !== 'string' || !allow[name].trim()),
  };
}

/** The verdict as one success line or a list of what to fix. */
export function report({ scripts, unlisted, stale, blank }) {
  const names = [...new Set(scripts.map((entry) => entry.name))].sort();
  if (!unlisted.length && !stale.length && !blank.length) {
    const list = names.length ? ` (${names.join(', ')})` : '';
    return {
      ok: true,
      text: `Install scripts: ${names.length} packages, all on the allow-list${list}`,
    };
  }
  const lines = [''];
  if (unlisted.length) {
    lines.push(`Packages with an install script that ${ALLOW_FILE} does not list:`);
    for (const entry of unlisted) lines.push(`  ${entry.name}@${entry.version}  (${entry.path})`);
    lines.push(
      '',
      "  An install script runs arbitrary code on every `npm ci`. Read the package's",
      '  preinstall/install/postinstall script (or its binding.gyp) first; if it has to run, add',
      `  "name": "what the script does and why it is needed" to ${ALLOW_FILE}. Otherwise drop or`,
      '  replace the dependency that brought it in (`npm explain <name>` shows which).',
    );
  }
  if (stale.length) {
    if (lines.length > 1) lines.push('');
    lines.push(`Entries of ${ALLOW_FILE} that no package with an install script needs any more:`);
    for (const { name, inLock } of stale) {
      lines.push(`  ${name}  (${inLock ? 'still installed, without an install script' : 'not in the lock'})`);
    }
    lines.push('', '  Remove them, so that the list stays short.');
  }
  if (blank.length) {
    if (lines.length > 1) lines.push('');
    lines.push(`Entries of ${ALLOW_FILE} without a reason (a one-line string): ${blank.join(', ')}`);
  }
  lines.push('');
  return { ok: false, text: lines.join('\n') };
}

function readJson(file) {
  const url = new URL(`../${file}`, import.meta.url);
  try {
    return JSON.parse(readFileSync(url, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${fileURLToPath(url)}: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { ok, text } = report(findUnlisted(readJson(LOCK_FILE), readJson(ALLOW_FILE)));
    if (ok) {
      console.log(text);
    } else {
      console.error(text);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
