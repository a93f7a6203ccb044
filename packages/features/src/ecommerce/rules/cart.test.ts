import { describe, expect, it } from 'vitest';

import {
  addToCart,
  cartItemCount,
  cartSubtotal,
  deterministicItemId,
  lineSubtotal,
  removeFromCart,
  updateCartQuantity,
  type ItemIdGenerator,
} from './cart';
import { makeLine, makeLineInput } from './testing';

const fixedId: ItemIdGenerator = () => 'new-line';

describe('line and cart subtotals', () => {
  it('multiplies offerPrice by quantity exactly', () => {
    expect(lineSubtotal({ offerPrice: 19.99, quantity: 3 })).toBe(59.97);
  });

  it('sums the lines exactly and counts the pieces', () => {
    const lines = [
      makeLine({ itemId: 'a', offerPrice: 0.1, quantity: 1 }),
      makeLine({ itemId: 'b', offerPrice: 0.2, quantity: 1 }),
      makeLine({ itemId: 'c', offerPrice: 10.05, quantity: 2 }),
    ];
    expect(cartSubtotal(lines)).toBe(20.4);
    expect(cartSubtotal([])).toBe(0);
    expect(cartItemCount(lines)).toBe(4);
  });
});

describe('addToCart', () => {
  it('appends a new line with an id from the injected generator', () => {
    const { products, subtotal } = addToCart([], makeLineInput({ quantity: 2, offerPrice: 12.5 }), fixedId);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ itemId: 'new-line', quantity: 2 });
    expect(subtotal).toBe(25);
  });

  it('gives the generator the line and the existing lines', () => {
    const existing = [makeLine({ itemId: 'x', id: 'other' })];
    const seen: unknown[] = [];
    addToCart(existing, makeLineInput(), (line, lines) => {
      seen.push(line.id, lines);
      return 'y';
    });
    expect(seen).toEqual(['1', existing]);
  });

  it('merges the same id, colour and size by adding quantities', () => {
    const lines = [makeLine({ itemId: 'a', quantity: 2, offerPrice: 20 })];
    const { products, subtotal } = addToCart(lines, makeLineInput({ quantity: 3, offerPrice: 20 }), fixedId);
    expect(products).toEqual([{ ...lines[0], quantity: 5 }]);
    expect(subtotal).toBe(60);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('adds a new line when the colour or the size differs', () => {
    const lines = [makeLine({ itemId: 'a' })];
    expect(addToCart(lines, makeLineInput({ color: 'blue' }), fixedId).products).toHaveLength(2);
    expect(addToCart(lines, makeLineInput({ size: 'L' }), fixedId).products).toHaveLength(2);
    expect(addToCart(lines, makeLineInput({ id: '2' }), fixedId).products).toHaveLength(2);
  });

  it('uses readable deterministic ids by default, unique within the cart', () => {
    const first = addToCart([], makeLineInput({ id: '7', color: 'red', size: 'XL' }));
    expect(first.products[0]?.itemId).toBe('7-red-xl');
    const clash = [makeLine({ itemId: '7-red-xl', id: 'z' }), makeLine({ itemId: '7-red-xl-2', id: 'z' })];
    expect(deterministicItemId(makeLineInput({ id: '7', color: 'red', size: 'XL' }), clash)).toBe(
      '7-red-xl-3',
    );
  });
});

describe('removeFromCart', () => {
  it("removes the line and answers with that line's subtotal", () => {
    const lines = [makeLine({ itemId: 'a', offerPrice: 9.99, quantity: 3 }), makeLine({ itemId: 'b' })];
    const change = removeFromCart(lines, 'a');
    expect(change?.products.map((line) => line.itemId)).toEqual(['b']);
    expect(change?.subtotal).toBe(29.97);
  });

  it('gives undefined for an unknown line', () => {
    expect(removeFromCart([makeLine()], 'nope')).toBeUndefined();
  });
});

describe('updateCartQuantity', () => {
  it('replaces the quantity and answers with old and new line subtotals', () => {
    const lines = [makeLine({ itemId: 'a', offerPrice: 4.5, quantity: 2 }), makeLine({ itemId: 'b' })];
    const update = updateCartQuantity(lines, 'a', 5);
    expect(update?.products[0]?.quantity).toBe(5);
    expect(update?.products[1]).toBe(lines[1]);
    expect(update?.oldSubTotal).toBe(9);
    expect(update?.subtotal).toBe(22.5);
  });

  it('gives undefined for an unknown line', () => {
    expect(updateCartQuantity([makeLine()], 'nope', 2)).toBeUndefined();
  });
});
