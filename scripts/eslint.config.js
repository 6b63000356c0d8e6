// Lint for the whole repository: `npm run lint` (eslint --config scripts/eslint.config.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED = ['api', 'realtime', 'edition', 'i18n', 'platform', 'ui'];
const FEATURES = fs.readdirSync(path.join(ROOT, 'src/features'));

/**
 * The layer rule of docs/architecture.md, on resolved paths (an alias and a relative path to the same file
 * are the same import): app > features (never each other) > products > shared > lib; the simulator stands
 * apart. Each zone says what `target` may not import.
 */
const zone = (target, from, message, except) => ({ target: `./src/${target}`, from: `./src/${from}`, message, ...(except ? { except } : {}) });
const LAYER_ZONES = [
  ...['app', 'features', 'products', 'sim', ...SHARED].map((from) => zone('lib', from, 'src/lib is the bottom layer: it imports nothing from src.')),
  ...SHARED.flatMap((target) => ['app', 'features', 'products', 'sim'].map((from) => zone(target, from, 'Shared code must not import app, features, products or the simulator.'))),
  ...['app', 'features', 'sim'].map((from) => zone('products', from, 'src/products (the family registry, order flow) sits below features: it never imports app, features or the simulator.')),
  ...FEATURES.flatMap((feature) => [
    zone(`features/${feature}`, 'app', 'A feature never imports src/app.'),
    zone(`features/${feature}`, 'sim', 'A feature never imports the simulator.'),
    zone(`features/${feature}`, 'features', 'A feature never imports another feature: move what both need to src/products or a shared folder.', [`./${feature}`]),
  ]),
  ...['app', 'features', 'products', 'realtime', 'ui', 'i18n'].map((from) => zone('sim', from, 'The simulator stands in for the back end: it may use src/lib and the API schemas only.')),
];

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') })],
    },
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
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYER_ZONES }],
      // Type-only imports are erased and may point anywhere in the graph; value imports may not loop.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/app/**'],
    ignores: ['src/app/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...LAYER_ZONES, zone('app', 'sim', 'Only src/app/main.tsx loads the simulator, and only in demo builds.')] }],
    },
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
