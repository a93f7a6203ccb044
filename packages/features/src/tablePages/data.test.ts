import { describe, expect, it } from 'vitest';

import { MANY_ROWS, membersOf, ordersOf, seededRandom } from './data';

describe('the table pages’ sample data', () => {
  it('draws the same numbers from the same seed', () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 5 }, () => b()));
    for (const value of drawn) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of drawn) expect(value).toBeLessThan(1);
  });

  it('generates each size once, a shorter list being the start of a longer one', () => {
    const few = membersOf(25);
    expect(membersOf(25)).toBe(few);
    const many = membersOf(MANY_ROWS);
    expect(many).toHaveLength(MANY_ROWS);
    expect(many.slice(0, 25)).toEqual(few);
    expect(new Set(many.map((member) => member.id)).size).toBe(MANY_ROWS);
  });

  it('gives members plausible fields', () => {
    for (const member of membersOf(200)) {
      expect(member.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.com$/);
      expect(member.progress).toBeGreaterThanOrEqual(0);
      expect(member.progress).toBeLessThanOrEqual(100);
      expect(member.joined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(member.spentSatang % 100).toBe(0);
    }
  });

  it('gives a member one to four orders, newest first, the same each time', () => {
    const member = membersOf(10)[3];
    if (!member) throw new Error('no member');
    const orders = ordersOf(member);
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(orders.length).toBeLessThanOrEqual(4);
    expect(ordersOf(member)).toEqual(orders);
    const days = orders.map((order) => order.day);
    expect([...days].sort().reverse()).toEqual(days);
  });
});
