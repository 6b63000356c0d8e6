import path from 'node:path';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Edition } from './src/edition/edition-schema.ts';
import { loadEditions } from './scripts/lib/load-editions.ts';
import { editionPlugin } from './scripts/lib/edition-plugin.ts';
import { devSimulatorPlugin } from './scripts/lib/dev-simulator.ts';

export interface BuildTarget {
  /** The edition compiled in; null compiles in every edition (dev server, tests). */
  edition: Edition | null;
  /** Demo builds embed the simulated exchange. */
  demo: boolean;
  outDir?: string;
  /** Source maps next to the chunks, for profiling a production build (`npm run build -- --sourcemap`). */
  sourcemap?: boolean;
}

/** One config for the dev server, tests and each edition build of the matrix (scripts/build.ts). */
export function createViteConfig({ edition, demo, outDir, sourcemap = false }: BuildTarget): UserConfig {
  return {
    root: import.meta.dirname,
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/app/routes',
        generatedRouteTree: 'src/app/route-tree.gen.ts',
        quoteStyle: 'single',
      }),
      react(),
      vanillaExtractPlugin(),
      editionPlugin(loadEditions(), edition),
      demo ? devSimulatorPlugin() : null,
    ],
    resolve: {
      alias: {
        '@': path.resolve(import.meta.dirname, 'src'),
        '@editions': path.resolve(import.meta.dirname, 'editions'),
        // The package's "browser" field names its CommonJS build, which would bring the bundler's module
        // interop runtime into the entry (431 B gzip); its ES module build is the same code.
        'decimal.js-light': path.resolve(import.meta.dirname, 'node_modules/decimal.js-light/decimal.mjs'),
        // msw's cookie store asks tldts for registrable domains; the demo runs on 127.0.0.1, localhost or a
        // test host, where a slim stand-in answers the same and saves 110 KiB of the simulator chunk. Edition
        // builds only: tests compare the stand-in with the real list.
        ...(demo && edition ? { tldts: path.resolve(import.meta.dirname, 'src/sim/vendor/tldts-lite.ts') } : {}),
      },
    },
    define: { __DEMO__: JSON.stringify(demo) },
    publicDir: 'public',
    server: { host: '127.0.0.1', port: 5173 },
    build: {
      outDir: outDir ?? 'dist/dev',
      assetsDir: 'earn/assets',
      emptyOutDir: true,
      manifest: true,
      sourcemap,
      reportCompressedSize: false,
      target: 'es2022',
      rolldownOptions: {
        // Everything the entry loads statically goes into one chunk: one request and one gzip stream
        // instead of twenty small ones (about 8 KB less to download on first load).
        output: {
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'] },
              // zod leaves the entry (the first render validates nothing), with the schemas nearly every call
              // shares (the envelope, the earn enums): one chunk, not three small ones and a runtime chunk.
              {
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]|src[\\/](lib[\\/]zod|api[\\/]envelope|api[\\/]earn[\\/]earn-enum-schemas)\.ts$/,
              },
            ],
          },
        },
      },
    },
    logLevel: 'warn',
  };
}

export default defineConfig({
  ...createViteConfig({ edition: null, demo: true }),
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Most tests are logic (simulator, money, dates, translations): plain Node. A test that renders or reads the
    // page says `// @vitest-environment happy-dom` on its first line; setting up a DOM for every file cost about
    // a third of the unit step.
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Left to itself vitest ran one worker here (67 s against 51 s for the sim and wallet tests). Three on two
    // cores: the page tests wait on real timers (the 7-s rule, polling), which left the CPU 13 % idle with two;
    // with three the step took 198 s against 229 s, 4.5 % idle.
    maxWorkers: 3,
    // A file's first rendered page pays for its cold imports (3.5 s for the wallet on a quiet machine): over the
    // 5 s default when both cores are busy. Waits inside a test stay at 5 s (tests/unit/setup.ts).
    testTimeout: 15_000,
  },
});
