import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Package boundaries: app -> features -> ui, mocks only from stories/tests/app mock mode. */
const boundaries = {
  ui: [
    {
      group: ['@pp/features', '@pp/features/*', '@pp/app', '@pp/mocks', '@pp/mocks/*'],
      message: 'ui knows nothing of features, the app or the mocks.',
    },
  ],
  features: [{ group: ['@pp/app', '@pp/app/*'], message: 'features know nothing of the app.' }],
  noMocks: [
    { group: ['@pp/mocks', '@pp/mocks/*'], message: 'Production code never imports the mock backend.' },
  ],
  internals: [
    {
      group: [
        '@pp/ui/*',
        '!@pp/ui/fonts',
        '!@pp/ui/fonts/all',
        '!@pp/ui/testing',
        '!@pp/ui/testing/color',
        '!@pp/ui/storybook',
      ],
      message: 'Import the ui package from its public index (or @pp/ui/fonts, the font faces, once).',
    },
    {
      group: ['**/packages/*/src/**', '../../ui/**', '../../features/**'],
      message: 'Import another package through its public entry.',
    },
  ],
};

/** The feature folders of packages/features/src (everything but `shared` and the root entries). */
const features = readdirSync(join(import.meta.dirname, 'packages/features/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** Imports of another feature's folder, at any depth of relative path. */
function isolation(feature) {
  const others = features.filter((other) => other !== feature);
  return [
    {
      group: others.flatMap((other) => [
        `../${other}`,
        `../${other}/**`,
        `**/../${other}`,
        `**/../${other}/**`,
      ]),
      message: `Features never import each other: ${feature} imports shared, ui and itself only (move what both need to shared).`,
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'storybook-static',
      'mocks/public',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': ['error', { patterns: boundaries.internals }],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...boundaries.ui, ...boundaries.internals] }] },
  },
  {
    files: ['packages/features/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...boundaries.features, ...boundaries.internals, ...boundaries.noMocks] },
      ],
    },
  },
  // Lint zones per feature: a feature imports `shared`, `ui` and itself only (stories and tests too).
  ...features.map((feature) => ({
    files: [`packages/features/src/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...boundaries.features, ...boundaries.internals, ...(isolation(feature) ?? [])],
        },
      ],
    },
  })),
  ...features.map((feature) => ({
    files: [`packages/features/src/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.stories.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaries.features,
            ...boundaries.internals,
            ...boundaries.noMocks,
            ...(isolation(feature) ?? []),
          ],
        },
      ],
    },
  })),
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
