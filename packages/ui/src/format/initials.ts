/** Thai vowels written before the consonant they follow in speech: dictionaries and initials skip them. */
export const LEADING_THAI_VOWELS = /^[\u0E40-\u0E44]/u;

/**
 * The initials of a name for an avatar without a picture: the first letters of its first `count`
 * words, in upper case, Thai leading vowels skipped (`Ada Lovelace` -> `AL`, `เอกชัย ใจดี` -> `อจ`).
 */
export function initials(name: string, count = 2): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, count)
    .map((word) => [...word.replace(LEADING_THAI_VOWELS, '')][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
