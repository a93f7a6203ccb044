import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';

import { i18nOptions, namespaceBackend } from './backend';
import { defineNamespace } from './namespace';

const english = { cart: { title: 'Cart', items: '{{count}} items' }, empty: 'Nothing here' };

function setUp() {
  const loaders = {
    en: vi.fn(async () => english),
    fr: vi.fn(async () => ({ cart: { title: 'Panier', items: '{{count}} articles' }, empty: 'Rien ici' })),
    // A partial translation: the missing label falls back to English.
    zh: vi.fn(async () => ({ cart: { title: '购物车', items: '' }, empty: '' })),
  };
  const shop = defineNamespace('shop', loaders);
  const other = defineNamespace('other', { en: vi.fn(async () => ({ hello: 'Hello' })) });
  const i18n = i18next.createInstance().use(namespaceBackend([shop, other]));
  return { i18n, loaders, other };
}

describe('namespace backend', () => {
  it('loads only the locale in use and the English fallback, each once', async () => {
    const { i18n, loaders, other } = setUp();
    await i18n.init(i18nOptions('fr', ['shop']));
    expect(i18n.t('cart.title', { ns: 'shop' })).toBe('Panier');
    expect(i18n.t('cart.items', { ns: 'shop', count: 3 })).toBe('3 articles');
    expect(loaders.fr).toHaveBeenCalledTimes(1);
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(loaders.zh).not.toHaveBeenCalled();
    // A namespace nobody asked for is not loaded.
    expect(other.loaders.en).not.toHaveBeenCalled();
  });

  it('loads a namespace on demand, in the current locale', async () => {
    const { i18n, other } = setUp();
    await i18n.init(i18nOptions('en', ['shop']));
    await i18n.loadNamespaces('other');
    expect(other.loaders.en).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello', { ns: 'other' })).toBe('Hello');
  });

  it('switches locale after the new locale has loaded', async () => {
    const { i18n, loaders } = setUp();
    await i18n.init(i18nOptions('en', ['shop']));
    expect(i18n.t('empty', { ns: 'shop' })).toBe('Nothing here');
    await i18n.changeLanguage('fr');
    expect(i18n.t('empty', { ns: 'shop' })).toBe('Rien ici');
    expect(loaders.fr).toHaveBeenCalledTimes(1);
  });

  it('shows English for a locale without a file or with an empty label', async () => {
    const { i18n } = setUp();
    await i18n.init(i18nOptions('th', ['shop']));
    expect(i18n.t('cart.title', { ns: 'shop' })).toBe('Cart');
    await i18n.changeLanguage('zh');
    expect(i18n.t('cart.title', { ns: 'shop' })).toBe('购物车');
  });

  it('answers an unknown namespace with an error, not with empty labels', async () => {
    const backend = namespaceBackend([defineNamespace('shop', { en: async () => english })]);
    const answer = await new Promise<unknown>((resolve) =>
      backend.read('en', 'missing', (error) => resolve(error)),
    );
    expect(answer).toBeInstanceOf(Error);
  });

  it('finds a namespace defined after the backend was made (a lazily loaded screen’s)', async () => {
    const i18n = i18next.createInstance().use(namespaceBackend([]));
    await i18n.init(i18nOptions('en', []));
    defineNamespace('late', { en: async () => ({ title: 'Later' }) });
    await i18n.loadNamespaces('late');
    expect(i18n.t('title', { ns: 'late' })).toBe('Later');
  });
});
