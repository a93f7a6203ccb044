import { describe, expect, it } from 'vitest';

import { DEFAULT_USER_QUERY, toggledStatus, userParams } from './query';

describe('userParams', () => {
  it('sends the first page of every player (pages from 1)', () => {
    expect(userParams(DEFAULT_USER_QUERY)).toEqual({
      search: undefined,
      status: undefined,
      page: 1,
      pageSize: 25,
    });
  });

  it('sends the search trimmed and the status', () => {
    expect(userParams({ search: '  สมชาย ', status: 'banned', page: 2, pageSize: 100 })).toEqual({
      search: 'สมชาย',
      status: 'banned',
      page: 3,
      pageSize: 100,
    });
  });

  it('leaves out a search of spaces', () => {
    expect(userParams({ ...DEFAULT_USER_QUERY, search: '   ' }).search).toBeUndefined();
  });
});

describe('toggledStatus', () => {
  it('bans an active player and unbans a banned one', () => {
    expect(toggledStatus('active')).toBe('banned');
    expect(toggledStatus('banned')).toBe('active');
  });
});
