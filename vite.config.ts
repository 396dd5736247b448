import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { agentServicePlugin } from './scripts/vite-agent-service.ts';
import { cspPlugin } from './scripts/csp.ts';
import { pwaPlugin } from './scripts/pwa.ts';
import { precompressPlugin } from './scripts/vite-first-visit.ts';
import { pureReactRouterPlugin } from './scripts/vite-react-router-pure.ts';
import { propertyFallbackPlugin } from './scripts/vite-property-fallback.ts';
import { sourceMapOption } from './scripts/source-maps.ts';

// Unit test files of plain modules that run alone (Vitest's per-file isolation recipe): those that
// replace a module (vi.mock, vi.doMock), which in a worker shared with other files may be loaded
// already or outlive the file, and the linear-time checks, whose ratios another file's heap skews.
// Read only when Vitest loads this file: `vite` and `vite build` never need the list.
const ALONE_TESTS = process.env.VITEST
  ? readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.ts$/.test(file))
      .map((file) => `src/${file.replaceAll('\\', '/')}`)
      .filter((file) =>
        /\bvi\.(do)?[mM]ock\(|testing\/linear-time|from '\.\/linear-time'/.test(readFileSync(file, 'utf8')),
      )
  : [];

export default defineConfig({
  // precompressPlugin last: it compresses what the others wrote (the service worker too).
  plugins: [
    pureReactRouterPlugin(),
    react(),
    tailwindcss(),
    propertyFallbackPlugin(),
    cspPlugin(),
    agentServicePlugin(),
    pwaPlugin(),
    precompressPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Source maps are opt-in for production builds: `SOURCEMAP=1 npm run build` (or `=hidden` for
  // maps that are written but not linked from the files); `0` and `false` mean none.
  build: {
    // The browsers Tailwind 4's styles need (cascade layers, @property, color-mix): in an older one
    // the screens would not show as designed anyway. A lower target (es2022 meant Chrome 94) made
    // the CSS minifier add a hex copy and an @supports lab() copy of every colour: 1 KB gz of the
    // sheet on every first visit.
    target: ['chrome111', 'edge111', 'firefox128', 'safari16.4', 'ios16.4'],
    sourcemap: sourceMapOption(process.env.SOURCEMAP),
    // Browsers preload modules themselves (Chromium since 66, Firefox 115, Safari 17); in an older
    // one a route's imports load as it runs, a little later. The polyfill would put its code and a
    // MutationObserver on every first visit instead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @lezer/common declares no "sideEffects": false, so importing @codemirror/commands (for its
      // undo history) would keep the whole Lezer tree library although nothing uses it.
      // Everything else keeps its package's own declaration.
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/]@lezer[\\/]common[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file: it is all fetched on every first
          // visit anyway, and one gzip stream compresses better than a dozen small ones. The small
          // shared pieces of screens (buttons, alerts, headers, fields, key names) are one more
          // file, not ten of a few hundred bytes each: on a phone every request costs a round trip,
          // and small files compress worst.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'ui',
              test: /[\\/]src[\\/](components[\\/](ui|layout)[\\/]|lib[\\/](use-last-error|shortcut-keys)\.)/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup.ts'],
          // Property tests over thousands of jobs take a few seconds on a busy 2-core machine; the
          // limit catches a hang, not slowness (speed lives in the bench, as ratios).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Tests of plain modules run without a DOM; a .ts test that needs one says so in its
          // first line (`// @vitest-environment jsdom`). A worker keeps its environment and modules
          // from one file to the next (isolate: false), since setting them up again for every file
          // was most of these files' CPU time. A file whose state leaks into another shows up with
          // `vitest run --project model --sequence.shuffle.files`. Component tests (.tsx) stay
          // isolated: one of them failed now and then when it shared a worker, cause not found.
          name: 'model',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ALONE_TESTS,
          setupFiles: ['src/testing/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          environment: 'node',
          include: ALONE_TESTS,
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 20_000,
          // The linear-time checks collect garbage before each timed run (src/testing/linear-time.ts).
          execArgv: ['--expose-gc'],
        },
      },
      {
        extends: true,
        test: {
          name: 'simulator',
          environment: 'node',
          include: ['simulator/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
