/**
 * Input masks of digits: a pattern where `#` is a digit slot and every other character is written
 * as is between the digits (`###-###-####`, a Thai phone number). What is typed or pasted keeps its
 * digits only; the separators appear once a digit follows them, so deleting one deletes it.
 */

/** A mask pattern: `#` a digit, anything else a separator. */
export type MaskPattern = string;

const SLOT = '#';

/** How many digits the pattern holds. */
export function maskSlots(pattern: MaskPattern): number {
  return [...pattern].filter((char) => char === SLOT).length;
}

/** The digits of `text` (others dropped), at most as many as the pattern holds. */
export function unmask(pattern: MaskPattern, text: string): string {
  return text.replace(/\D/g, '').slice(0, maskSlots(pattern));
}

/** `text` written in the pattern: `applyMask('###-###-####', '0812345678')` is `081-234-5678`. */
export function applyMask(pattern: MaskPattern, text: string): string {
  const digits = unmask(pattern, text);
  let out = '';
  let used = 0;
  for (const char of pattern) {
    if (used === digits.length) break;
    if (char === SLOT) {
      out += digits.charAt(used);
      used += 1;
    } else out += char;
  }
  return out;
}

/** Every slot of the pattern is filled. */
export function maskComplete(pattern: MaskPattern, text: string): boolean {
  return applyMask(pattern, text) === text && unmask(pattern, text).length === maskSlots(pattern);
}

/** Where the caret goes in `masked` to stand after its first `digits` digits (0: at the start). */
export function caretAfterDigits(masked: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return masked.length;
}
