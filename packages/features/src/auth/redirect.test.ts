import { describe, expect, it } from 'vitest';

import { DEFAULT_AFTER_LOGIN, readLoginState, redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('goes back to the page the guard came from, with its query and hash', () => {
    expect(
      redirectTarget({ from: { pathname: '/player/history', search: '?tab=withdraw', hash: '#top' } }),
    ).toBe('/player/history?tab=withdraw#top');
    expect(redirectTarget({ from: '/player/deposit' })).toBe('/player/deposit');
  });

  it('falls back to the landing page', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: 42 },
      { from: 'https://evil.example/' },
      { from: '//evil.example/path' },
      { from: '/\\evil.example' },
      { from: { pathname: '/login' } },
      { from: '/register?x=1' },
      { from: '/forgot/' },
      { from: '/' },
    ]) {
      expect(redirectTarget(state)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });
});

describe('readLoginState', () => {
  it('reads the registration flag and username defensively', () => {
    expect(readLoginState({ registered: true, username: '0861112222' })).toEqual({
      registered: true,
      username: '0861112222',
    });
    expect(readLoginState({ registered: 'yes', username: 5 })).toEqual({ registered: false, username: '' });
    expect(readLoginState(null)).toEqual({ registered: false, username: '' });
  });
});
