import { describe, expect, it } from 'vitest';

import { HEX_COLOUR, isCssSafePath, isInAppPath, safeLink } from './links';

const base = 'https://portal.example/dashboard/play';
const strict = { allowHttp: false };
const mock = { allowHttp: true };

describe('safeLink', () => {
  it('opens https addresses and paths of this site', () => {
    expect(safeLink('https://game.example/play?s=1', strict, base)).toBe('https://game.example/play?s=1');
    expect(safeLink('/demo-game.html?game=7', strict, base)).toBe(
      'https://portal.example/demo-game.html?game=7',
    );
  });

  it('refuses scripts, data, files, other schemes and credentials in the address', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://game.example/',
      'https://user:secret@game.example/',
      'http://game.example/',
    ]) {
      expect(safeLink(url, strict, base), url).toBeNull();
    }
  });

  it('opens plain http only in mock mode', () => {
    expect(safeLink('http://127.0.0.1:5173/demo-game.html', mock, base)).toBe(
      'http://127.0.0.1:5173/demo-game.html',
    );
    expect(safeLink('javascript:alert(1)', mock, base)).toBeNull();
  });
});

describe('values from data that go into CSS or a link', () => {
  it('accepts image paths, refuses anything that could leave url("...") or the API host', () => {
    expect(isCssSafePath('/images/banner-1.jpg')).toBe(true);
    for (const url of [
      '/x") , url(https://evil.example/t.gif',
      "/a'.png",
      '/a b.png',
      'javascript:x',
      '//evil.example/a.png',
      'https://cdn.example/b.png',
      '/a\\',
    ])
      expect(isCssSafePath(url), url).toBe(false);
  });

  it('keeps in-app links inside the app', () => {
    expect(isInAppPath('/player/deposit')).toBe(true);
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(isInAppPath(path), path).toBe(false);
  });

  it('reads colours as hex only', () => {
    expect(HEX_COLOUR.test('#7c3aed')).toBe(true);
    expect(HEX_COLOUR.test('#FFF')).toBe(true);
    for (const colour of [
      'red;background:url(https://evil.example)',
      'rgb(0,0,0)',
      '#12345',
      'expression(alert(1))',
    ])
      expect(HEX_COLOUR.test(colour), colour).toBe(false);
  });
});
