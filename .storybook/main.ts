import type { StorybookConfig } from '@storybook/react-vite';

import { iconGallery } from '../packages/app/iconGallery.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The icon galleries' generated index and chunks (as in the app's build).
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), iconGallery()] }),
};

export default config;
