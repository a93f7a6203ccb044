/** Labels of the customer screens built from the customer namespace (see locales/en.ts). */
import type { CustomerKey, CustomerT } from './i18n';

/**
 * A section of messages (`invoiceErrors`) in the template locale, keyed like its English original:
 * what a yup schema of the module takes.
 */
export function translatedSection<K extends string>(
  t: CustomerT,
  section: string,
  english: Readonly<Record<K, string>>,
): Record<K, string> {
  const keys = Object.keys(english) as K[];
  return Object.fromEntries(keys.map((key) => [key, t(`${section}.${key}` as CustomerKey)])) as Record<
    K,
    string
  >;
}
