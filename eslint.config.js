import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restricted = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': restricted([{ group: ['**/server/**', 'node:*'], message: 'The browser app never imports the server or Node APIs.' }]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      // Untyped table access lives in one adapter (src/server/db/dynamic.ts), which says so itself.
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': restricted([{ group: ['**/client/**', 'react', 'react-dom'], message: 'The server never imports the browser app.' }]),
    },
  },
  {
    // Kysely's migrations are written against Kysely<any>: each runs on the schema of its own day, not today's.
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': restricted([
        { group: ['**/client/**', '**/server/**', 'react', 'react-dom', 'node:*'], message: 'The domain is pure: no browser, server or Node imports.' },
      ]),
    },
  },
);
