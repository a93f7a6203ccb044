/**
 * Exact money arithmetic for dollar amounts: every operation goes through whole cents, so
 * 0.1 + 0.2 is 0.3 and a line of 3 x 19.99 is 59.97.
 */

/** Dollars to whole cents (nearest cent). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole cents to dollars. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds a dollar amount to the nearest cent. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/** Sum of dollar amounts, exact to the cent. */
export function addMoney(...amounts: number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/** `amount - subtracted`, exact to the cent. */
export function subtractMoney(amount: number, subtracted: number): number {
  return fromCents(toCents(amount) - toCents(subtracted));
}

/** A unit price times a whole quantity, exact to the cent. */
export function multiplyMoney(unitPrice: number, quantity: number): number {
  return fromCents(toCents(unitPrice) * quantity);
}

/** The price after `percent` off, rounded to the nearest cent. */
export function applyDiscountPercent(price: number, percent: number): number {
  return fromCents((toCents(price) * (100 - percent)) / 100);
}
