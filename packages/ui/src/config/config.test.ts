import { describe, expect, it } from 'vitest';

import { defaultConfig, sanitizeConfig } from './config';

describe('sanitizeConfig', () => {
  it('gives the spec defaults for nothing stored or garbage', () => {
    expect(defaultConfig).toEqual({
      fontFamily: 'Roboto',
      borderRadius: 8,
      outlinedFilled: true,
      navType: 'light',
      presetColor: 'default',
      locale: 'en',
      rtlLayout: false,
      container: false,
    });
    for (const garbage of [undefined, null, 42, 'dark', [], [1, 2]]) {
      expect(sanitizeConfig(garbage)).toEqual(defaultConfig);
    }
  });

  it('keeps valid fields of a partial value and defaults the rest', () => {
    expect(sanitizeConfig({ navType: 'dark', presetColor: 'theme3' })).toEqual({
      ...defaultConfig,
      navType: 'dark',
      presetColor: 'theme3',
    });
  });

  it('drops invalid fields one by one', () => {
    expect(
      sanitizeConfig({
        fontFamily: 'Comic Sans',
        borderRadius: 99,
        outlinedFilled: 'yes',
        navType: 'blue',
        presetColor: 'theme9',
        locale: 'de',
        rtlLayout: 1,
        container: null,
      }),
    ).toEqual(defaultConfig);
    expect(sanitizeConfig({ borderRadius: Number.NaN }).borderRadius).toBe(8);
    expect(sanitizeConfig({ borderRadius: 3 }).borderRadius).toBe(8);
    expect(sanitizeConfig({ borderRadius: 24, locale: 'th', rtlLayout: true })).toMatchObject({
      borderRadius: 24,
      locale: 'th',
      rtlLayout: true,
    });
  });
});
