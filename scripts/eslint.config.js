// Lint for the whole repository: `npm run lint` (eslint --config scripts/eslint.config.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
// The maintained fork of eslint-plugin-jsx-a11y: same rules, and it runs on ESLint 10 (the original's peer range
// stops at 9).
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import prettierConfig from 'eslint-config-prettier';
import globals from 'globals';
import path from 'node:path';

// The layer rule of docs/architecture.md and import cycles are checked on resolved paths by
// scripts/check-layers.ts, the second half of `npm run lint`.

function throughLib(zodNames, others = []) {
  const message = "Import * as z from '@/lib/zod' (it sets jitless first).";
  return { 'no-restricted-imports': ['error', { paths: [...zodNames.map((name) => ({ name, message })), ...others] }] };
}

// The app computes with decimal.js-light (a third of the size); the full library is the simulator's, for the
// functions it models prices with.
const DECIMAL_THROUGH_LIB = {
  name: 'decimal.js',
  message: "Import { Decimal } from '@/lib/decimal' (decimal.js is the simulator's).",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/app/route-tree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'tests/artifacts/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: path.resolve(import.meta.dirname, '..') },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    files: ['**/*.tsx'],
    // A choice's label wraps its input and the text one level further down (label > span > span > text).
    rules: { 'jsx-a11y-x/label-has-associated-control': ['error', { depth: 4 }] },
  },
  {
    // Fast Refresh in `npm run dev` swaps a module in place only when it exports components alone. A route file
    // exports its Route: the router plugin's automatic code splitting moves the route's component into a module of
    // its own, so createFileRoute counts as a wrapper of components here.
    files: ['src/**/*.tsx'],
    ...reactRefresh.configs.vite({ extraHOCs: ['createFileRoute', 'createRootRouteWithContext'] }),
  },
  {
    // zod goes through src/lib/zod.ts, which sets jitless (strict CSP) before any schema is built. The
    // simulator's saved-world schema and the edition schema (read by the build) use classic zod.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: throughLib(['zod/mini', 'zod/v4', 'zod/v4/core']),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/sim/**', 'src/edition/edition-schema.ts'],
    rules: throughLib(['zod', 'zod/mini', 'zod/v4', 'zod/v4/core'], [DECIMAL_THROUGH_LIB]),
  },
  {
    files: ['scripts/**', 'tests/**', 'vite.config.ts'],
    rules: { 'no-console': 'off' },
  },
  // Layout is Prettier's (`npm run lint` checks it): no lint rule may ask for another.
  prettierConfig,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
  {
    // Stand-ins for external browser scripts, copied into demo builds as they are.
    files: ['src/sim/static/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
