import { describe, expect, it } from 'vitest';

import { matchIcons, searchKey } from './search';

const set = {
  names: ['IconArrowLeft', 'IconBuilding', 'IconHome', 'IconHomeFilled', 'IconSmartHome'],
  groups: ['Arrows', 'Buildings'],
  groupOf: [0, 1, 1, -1, -1],
};

describe('icon search', () => {
  it('compares names without case, spaces, dashes or underscores', () => {
    expect(searchKey('Arrow-left_ X')).toBe('arrowleftx');
  });

  it('finds every icon for an empty query', () => {
    expect(matchIcons(set, '  ', 'Icon')).toEqual([0, 1, 2, 3, 4]);
  });

  it('finds names that contain the query, without the prefix', () => {
    expect(matchIcons(set, 'home', 'Icon')).toEqual([2, 3, 4]);
    expect(matchIcons(set, 'arrow left', 'Icon')).toEqual([0]);
    expect(matchIcons(set, 'icon', 'Icon')).toEqual([]);
  });

  it('finds the icons of a category that starts with the query', () => {
    expect(matchIcons(set, 'build', 'Icon')).toEqual([1, 2]);
    expect(matchIcons(set, 'rows', 'Icon')).toEqual([]);
  });
});
