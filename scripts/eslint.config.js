// Lint for the whole repository: `npm run lint` (eslint --config scripts/eslint.config.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** The layer rule of docs/architecture.md: imports point downwards only. */
const SHARED = ['api', 'realtime', 'edition', 'i18n', 'platform', 'ui', 'lib'];
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});
const escapeUp = { group: ['../../*'], message: 'Import across folders with @/… so the layer rule can see it.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'src/app/route-tree.gen.ts', 'test-results/**', 'playwright-report/**', 'tests/artifacts/**', '.tmp/**'] },
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
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*'], message: 'src/lib is the bottom layer: it imports nothing from src.' }, escapeUp] }],
    },
  },
  {
    files: SHARED.filter((d) => d !== 'lib').map((d) => `src/${d}/**`),
    rules: forbid(['@/app/*', '@/features/*', '@/sim/*', '../../*'], 'Shared code must not import app, features or the simulator.'),
  },
  {
    files: ['src/features/**'],
    rules: forbid(['@/app/*', '@/features/*', '@/sim/*', '../../../*'], 'A feature imports shared code only: never app, another feature, or the simulator.'),
  },
  {
    files: ['src/sim/**'],
    rules: forbid(['@/app/*', '@/features/*', '@/realtime/*', '@/ui/*', '@/i18n/*'], 'The simulator stands in for the back end: it may use src/lib and the API schemas only.'),
  },
  {
    files: ['src/app/**'],
    ignores: ['src/app/main.tsx'],
    rules: forbid(['@/sim/*'], 'Only src/app/main.tsx loads the simulator, and only in demo builds.'),
  },
  {
    files: ['scripts/**', 'tests/**', 'vite.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
