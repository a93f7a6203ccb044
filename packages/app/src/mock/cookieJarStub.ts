/**
 * Stands in for `tough-cookie` in the app's mock backend (aliased in vite.config.ts). MSW keeps
 * cookies that mocked responses set in a tough-cookie jar, which bundles the public suffix list
 * (about 60 KB gzip, more than the rest of the mock). Our API authenticates with a bearer token and
 * no handler sets or reads cookies, so the jar stays empty: MSW still sees the document's own
 * cookies. Storybook and the unit tests use the real package.
 */
export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;

  static fromJSON(): Cookie | null {
    return null;
  }

  toJSON(): Record<string, never> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
