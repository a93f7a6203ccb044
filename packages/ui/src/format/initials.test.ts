import { describe, expect, it } from 'vitest';

import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Alene Marsh', 'AM'],
    ['zoe', 'Z'],
    ['เอกชัย ใจดี', 'อจ'],
    ['  Maria de la Cruz ', 'MD'],
    ['', ''],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('gives one letter when asked (a small avatar)', () => {
    expect(initials('Alene Marsh', 1)).toBe('A');
    expect(initials('ไพลิน ดี', 1)).toBe('พ');
  });
});
