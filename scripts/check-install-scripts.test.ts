import { describe, expect, it } from 'vitest';

import { findUnlisted, type Lock, packageName, report } from './check-install-scripts.mjs';

const lock: Lock = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'player-portal' },
    'node_modules/esbuild': { version: '0.28.2', hasInstallScript: true },
    'node_modules/left-pad': { version: '1.3.0' },
    'node_modules/@scope/native': { version: '2.0.0', hasInstallScript: true },
    'node_modules/a/node_modules/@b/c': { version: '3.1.0', hasInstallScript: true },
  },
};
const allowAll = { esbuild: 'binary', '@scope/native': 'binding', '@b/c': 'binding' };

describe('packageName', () => {
  it.each([
    ['node_modules/esbuild', 'esbuild'],
    ['node_modules/@scope/native', '@scope/native'],
    ['node_modules/a/node_modules/@b/c', '@b/c'],
    ['node_modules/@x/y/node_modules/z', 'z'],
  ])('names %s after what follows its last node_modules/: %s', (lockPath, name) => {
    expect(packageName(lockPath)).toBe(name);
  });

  it('prefers the real name of an aliased package, and names a workspace by its path', () => {
    expect(packageName('node_modules/esbuild', { name: 'not-esbuild' })).toBe('not-esbuild');
    expect(packageName('packages/app')).toBe('packages/app');
  });
});

describe('findUnlisted', () => {
  it('passes when every package with an install script is listed', () => {
    const findings = findUnlisted(lock, allowAll);
    expect(findings.unlisted).toEqual([]);
    expect(findings.stale).toEqual([]);
    expect(report(findings)).toEqual({
      ok: true,
      text: 'Install scripts: 3 packages, all on the allow-list (@b/c, @scope/native, esbuild)',
    });
  });

  it('fails on an unlisted package, with its lock path and version', () => {
    const findings = findUnlisted(lock, { esbuild: 'binary', '@scope/native': 'binding' });
    expect(findings.unlisted).toEqual([
      { name: '@b/c', path: 'node_modules/a/node_modules/@b/c', version: '3.1.0' },
    ]);
    const { ok, text } = report(findings);
    expect(ok).toBe(false);
    expect(text).toContain('@b/c@3.1.0  (node_modules/a/node_modules/@b/c)');
  });

  it('fails on an aliased package that borrows a listed name', () => {
    const aliased: Lock = {
      packages: { 'node_modules/esbuild': { name: 'evil', version: '1.0.0', hasInstallScript: true } },
    };
    const findings = findUnlisted(aliased, { esbuild: 'binary' });
    expect(findings.unlisted.map((entry) => entry.name)).toEqual(['evil']);
    expect(report(findings).ok).toBe(false);
  });

  it('fails on a stale entry: gone from the lock, or installed without a script', () => {
    const findings = findUnlisted(lock, { ...allowAll, gone: 'old', 'left-pad': 'old' });
    expect(findings.unlisted).toEqual([]);
    expect(findings.stale).toEqual([
      { name: 'gone', inLock: false },
      { name: 'left-pad', inLock: true },
    ]);
    const { ok, text } = report(findings);
    expect(ok).toBe(false);
    expect(text).toContain('gone  (not in the lock)');
    expect(text).toContain('left-pad  (still installed, without an install script)');
  });

  it('fails on an entry without a reason', () => {
    const findings = findUnlisted(lock, { ...allowAll, esbuild: ' ' });
    expect(findings.blank).toEqual(['esbuild']);
    expect(report(findings).ok).toBe(false);
  });

  it('ignores workspace links and throws on a lock without a packages map', () => {
    const linked: Lock = { packages: { 'node_modules/@pp/app': { link: true, hasInstallScript: true } } };
    expect(findUnlisted(linked, {}).scripts).toEqual([]);
    expect(() => findUnlisted({ lockfileVersion: 1 } as unknown as Lock, {})).toThrow(/packages/);
  });
});
