import type { CartItem, CartItemInput } from '../types';
import { addMoney, multiplyMoney } from './money';

/** Makes the itemId of a new cart line; gets the line and the lines already in the cart. */
export type ItemIdGenerator = (line: CartItemInput, lines: readonly CartItem[]) => string;

/** Result of adding or removing a line: the new lines and the subtotal of the line concerned. */
export interface CartChange {
  products: CartItem[];
  /** Subtotal of the line added or removed, to add to or subtract from the checkout totals. */
  subtotal: number;
}

/** Result of changing a quantity: the old and new subtotal of that line. */
export interface CartUpdate {
  products: CartItem[];
  oldSubTotal: number;
  subtotal: number;
}

/** offerPrice times quantity, exact to the cent. */
export function lineSubtotal(line: Pick<CartItem, 'offerPrice' | 'quantity'>): number {
  return multiplyMoney(line.offerPrice, line.quantity);
}

/** Sum of the line subtotals. */
export function cartSubtotal(lines: readonly CartItem[]): number {
  return addMoney(...lines.map(lineSubtotal));
}

/** Number of pieces in the cart (what the cart badge shows). */
export function cartItemCount(lines: readonly CartItem[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** True when two lines hold the same product in the same colour and size. */
export function isSameLine(
  a: Pick<CartItem, 'id' | 'color' | 'size'>,
  b: Pick<CartItem, 'id' | 'color' | 'size'>,
): boolean {
  return a.id === b.id && a.color === b.color && a.size === b.size;
}

/**
 * A stable, readable itemId: `<product id>-<color>-<size>`, with `-2`, `-3`... appended if some
 * line already uses it. Deterministic, so stories and screenshots do not change between runs.
 */
export const deterministicItemId: ItemIdGenerator = (line, lines) => {
  const base = `${line.id}-${line.color}-${line.size}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const taken = new Set(lines.map((existing) => existing.itemId));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
};

/**
 * Adds a line: the same product, colour and size merges by adding quantities,
 * anything else is appended with an itemId from `newItemId`. `subtotal` is the added line's.
 */
export function addToCart(
  lines: readonly CartItem[],
  line: CartItemInput,
  newItemId: ItemIdGenerator = deterministicItemId,
): CartChange {
  const subtotal = lineSubtotal(line);
  const existing = lines.find((item) => isSameLine(item, line));
  if (existing) {
    const products = lines.map((item) =>
      item === existing ? { ...item, quantity: item.quantity + line.quantity } : item,
    );
    return { products, subtotal };
  }
  const added: CartItem = { ...line, itemId: newItemId(line, lines) };
  return { products: [...lines, added], subtotal };
}

/** Removes the line with this itemId; undefined when there is none. `subtotal` is the removed line's. */
export function removeFromCart(lines: readonly CartItem[], itemId: string): CartChange | undefined {
  const removed = lines.find((item) => item.itemId === itemId);
  if (!removed) return undefined;
  return { products: lines.filter((item) => item !== removed), subtotal: lineSubtotal(removed) };
}

/** Sets the quantity of the line with this itemId; undefined when there is none. */
export function updateCartQuantity(
  lines: readonly CartItem[],
  itemId: string,
  quantity: number,
): CartUpdate | undefined {
  const old = lines.find((item) => item.itemId === itemId);
  if (!old) return undefined;
  const updated = { ...old, quantity };
  return {
    products: lines.map((item) => (item === old ? updated : item)),
    oldSubTotal: lineSubtotal(old),
    subtotal: lineSubtotal(updated),
  };
}
