import type { FontFamilyName } from '../config/config';

const loaders: Record<FontFamilyName, () => Promise<unknown>> = {
  Roboto: () => Promise.resolve(),
  Poppins: () => import('./poppins'),
  Inter: () => import('./inter'),
};

/**
 * Declares a font family's faces (its CSS chunk) when the settings choose it; ThemeCustomization
 * calls it. Roboto is always there (`@pp/ui/fonts`). Resolves once the declarations are in; the
 * faces themselves then download as text uses them (`font-display: swap`).
 */
export function loadFontFamily(name: FontFamilyName): Promise<unknown> {
  return loaders[name]();
}
