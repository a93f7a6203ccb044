import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';

import { storyI18n } from '../i18n';

/** Feature labels (`useT`) from Storybook's i18next instance, in the toolbar's locale (see the loader). */
export const withI18n: Decorator = (Story) => (
  <I18nextProvider i18n={storyI18n}>
    <Story />
  </I18nextProvider>
);
