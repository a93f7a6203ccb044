import { describe, expect, it } from 'vitest';

import { readWebsiteSetting } from '../wire/player';

describe('readWebsiteSetting', () => {
  it('reads the first entry of the data list', () => {
    expect(
      readWebsiteSetting({
        data: [
          { id: '1', logoUrl: '/images/logo.svg', siteName: 'Lucky Star', lineId: '@luckystar' },
          { logoUrl: 'x' },
        ],
      }),
    ).toEqual({
      logoUrl: '/images/logo.svg',
      siteName: 'Lucky Star',
      lineId: '@luckystar',
      contactPhone: null,
    });
  });
  it('falls back to nothing for empty or odd bodies', () => {
    expect(readWebsiteSetting({ data: [] })).toEqual({
      logoUrl: null,
      siteName: null,
      lineId: null,
      contactPhone: null,
    });
    expect(readWebsiteSetting(null)).toEqual({
      logoUrl: null,
      siteName: null,
      lineId: null,
      contactPhone: null,
    });
    expect(readWebsiteSetting({ data: [{ logoUrl: 42 }] })).toEqual({
      logoUrl: null,
      siteName: null,
      lineId: null,
      contactPhone: null,
    });
    expect(readWebsiteSetting({ data: [{ id: '1', siteName: 'Lucky Star', logoUrl: null }] })).toEqual({
      logoUrl: null,
      siteName: 'Lucky Star',
      lineId: null,
      contactPhone: null,
    });
  });
});
