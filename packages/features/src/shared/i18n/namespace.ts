import type { Locale } from '@pp/ui';

/** A namespace's labels: nested objects of strings (`{ cart: { title: 'Cart' } }`). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The same keys as `M`, any text: what a translation of the English file must hold. */
export type Translation<M> = { [K in keyof M]: M[K] extends string ? string : Translation<M[K]> };

/** Every key of a namespace, dotted: `'cart.title'`. */
export type MessageKey<M> = {
  [K in keyof M & string]: M[K] extends string ? K : `${K}.${MessageKey<M[K]>}`;
}[keyof M & string];

/**
 * Where a namespace's locale files are: one lazy import per locale, so only the locale in use
 * (and English, the fallback) is ever downloaded. English is required; a locale left out shows
 * the English labels.
 */
export type NamespaceLoaders<M extends MessageTree> = { en: () => Promise<M> } & {
  [L in Exclude<Locale, 'en'>]?: () => Promise<Translation<M>>;
};

/** A feature's namespace: its name and its locale files. `M` is the English file's type. */
export interface Namespace<M extends MessageTree = MessageTree> {
  name: string;
  loaders: NamespaceLoaders<M>;
}

/**
 * Declares a namespace:
 * `export const shopNs = defineNamespace('ecommerce', { en: () => import('./locales/en').then((m) => m.en) })`.
 */
export function defineNamespace<M extends MessageTree>(
  name: string,
  loaders: NamespaceLoaders<M>,
): Namespace<M> {
  const namespace = { name, loaders };
  defined.set(name, namespace as unknown as Namespace);
  return namespace;
}

/** Every namespace defined so far: a lazily loaded screen's namespace is known once its module runs. */
const defined = new Map<string, Namespace>();

/** The namespace defined under `name`, if its module has run. */
export const definedNamespace = (name: string): Namespace | undefined => defined.get(name);
