/**
 * Intl formatters are costly to build and cheap to use: one per locale and options, kept for the
 * page's life (a table of 10,000 dates builds one formatter, not 10,000).
 */
export function cachedFormatter<Options extends object, Formatter>(
  build: (locale: string, options: Options) => Formatter,
): (locale: string, options: Options) => Formatter {
  const cache = new Map<string, Formatter>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = cache.get(key);
    if (formatter === undefined) {
      formatter = build(locale, options);
      cache.set(key, formatter);
    }
    return formatter;
  };
}
