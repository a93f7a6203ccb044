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
        {
          patterns: [
            ...boundaries.features,
            ...boundaries.internals,
            {
              group: ['@pp/mocks', '@pp/mocks/*'],
              message: 'Production code never imports the mock backend.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
