/**
 * Links that come from data (a game's login link, a banner's image) are opened or drawn only when
 * they are what they claim to be: a web address. A `javascript:` or `data:` link from the API would
 * otherwise run on the app's origin, where it could read the session token.
 */

/** Which links may open: `https:` always; `http:` only in mock mode (the dev server is plain http). */
export interface LinkPolicy {
  allowHttp: boolean;
}

/**
 * `url` (absolute, or relative to this page) as an absolute address when it may be opened, else
 * null. No credentials in it either (`https://user:pass@host` reads as another site).
 */
export function safeLink(url: string, { allowHttp }: LinkPolicy, base = window.location.href): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), base);
  } catch {
    return null;
  }
  const protocolOk = parsed.protocol === 'https:' || (allowHttp && parsed.protocol === 'http:');
  if (!protocolOk || parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}

/** A path on this site (`/player/deposit`), never another origin (`//evil.example`) or a scheme. */
export function isInAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * A path (on the API host) that can go inside CSS `url("...")` as it is: no quote, bracket,
 * backslash, space or control character that could end the value and start another.
 */
export function isCssSafePath(path: string): boolean {
  return isInAppPath(path) && !/["'()\\\s]/.test(path) && ![...path].some(isControl);
}

const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** A CSS colour as hex (`#fff`, `#ffffff`, `#ffffff80`): the only colour syntax data may carry. */
export const HEX_COLOUR = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
