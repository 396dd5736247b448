import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { agentServicePlugin } from './scripts/vite-agent-service.ts';
import { cspPlugin } from './scripts/csp.ts';
import { paintFirstPlugin } from './scripts/vite-paint-first.ts';
import { pwaPlugin } from './scripts/pwa.ts';
import { precompressPlugin } from './scripts/vite-first-visit.ts';
import { pureReactRouterPlugin } from './scripts/vite-react-router-pure.ts';
import { propertyFallbackPlugin } from './scripts/vite-property-fallback.ts';
import { sourceMapOption } from './scripts/source-maps.ts';

// Which unit test files of src/ run with a DOM, and which alone. A file runs in jsdom if it is a
// component test (.tsx) or its first line asks for it (`// @vitest-environment jsdom`); every
// other one runs in Node. It runs alone (Vitest's per-file isolation recipe) if it replaces a
// module (vi.mock, vi.doMock), which in a worker shared with other files may be loaded already or
// outlive the file, or checks linear time, whose ratios another file's heap skews.
// Read only when Vitest loads this file: `vite` and `vite build` never need the lists.
const UNIT_TESTS = process.env.VITEST
  ? readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `src/${file.replaceAll('\\', '/')}`)
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
  : [];
const unitTests = (dom: boolean, alone: boolean) =>
  UNIT_TESTS.filter(
    ({ file, text }) =>
      (file.endsWith('.tsx') || text.startsWith('// @vitest-environment jsdom')) === dom &&
      /\bvi\.(do)?[mM]ock\(|testing\/linear-time|from '\.\/linear-time'/.test(text) === alone,
  ).map(({ file }) => file);

export default defineConfig({
  // precompressPlugin last: it compresses what the others wrote (the service worker too).
  plugins: [
    pureReactRouterPlugin(),
    react(),
    tailwindcss(),
    propertyFallbackPlugin(),
    cspPlugin(),
    agentServicePlugin(),
    paintFirstPlugin(),
    pwaPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The Markdown parser's entity decoder, usable in the search's worker too (the module says why).
      'decode-named-character-reference': fileURLToPath(
        new URL('./src/lib/markdown/named-character-reference.ts', import.meta.url),
      ),
    },
  },
  // Workers are modules (both are started with `type: 'module'`), so one can fetch a part of
  // itself when it needs it: the search's Markdown reader comes only with the first Markdown text.
  worker: { format: 'es' },
  // The search's engine is imported only by its worker, which the dev server's first scan does not
  // follow: found at the first search, it was bundled then and the page reloaded under the palette.
  // Its Markdown reader's entity table (search/model/markdown-snippet.ts) likewise.
  optimizeDeps: {
    include: ['minisearch', 'minisearch/SearchableMap', 'character-entities'],
  },
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
          // shared pieces of screens (buttons, alerts, headers, key names) are one more file, not
          // ten of a few hundred bytes each: on a phone every request costs a round trip, and small
          // files compress worst. The text fields are a file of their own: only the forms of Chats,
          // Workflows and Settings have them, and the board and a chat, the screens with budgets,
          // would pay for them in that file.
          groups: [
            // The last screen's painter and what it imports (the stored settings read without their
            // store, the account key; no React): 7.7 KB gz of its own that the painter runs from as
            // soon as it is in, before the app's entry is compiled (scripts/vite-paint-first.ts).
            // The entry shares it: no byte is fetched twice.
            { name: 'paint-first', test: /[\\/]src[\\/]app[\\/]last-seen[\\/]paint-first\./, priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              // useMutation and its observer: the screens with a form that sends (Chats, Settings,
              // the workflow editor) fetch them in one file; the board and a chat never do.
              name: 'mutations',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/].*[\\/]useMutation|query-core[\\/].*[\\/]mutationObserver)\./,
              priority: 2,
            },
            {
              // What the board and a job share (the state badge, "Dispatch again", the answer
              // panel's loader) with the dispatching code: one file, not two. Only these modules:
              // their dependencies stay where the other screens already fetch them.
              name: 'job-parts',
              test: /[\\/]src[\\/](components[\\/]jobs[\\/](state-badge|dispatch-again-button)|domain[\\/]jobs[\\/](dispatch-store|writes[\\/]dispatch-job)|features[\\/]answering[\\/]components[\\/]lazy-answer-panel)\./,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              name: 'fields',
              test: /[\\/]src[\\/]components[\\/]ui[\\/](text-field|use-uuid-field)\./,
              minShareCount: 2,
              priority: 2,
            },
            {
              // The modal dialog: the Inbox's dialogs and the image viewer's full size. In `ui` it
              // would reach every first visit; no screen with a budget opens one at first.
              name: 'modal-dialog',
              test: /[\\/]src[\\/]components[\\/]ui[\\/]modal-dialog\./,
              minShareCount: 2,
              priority: 2,
            },
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
    // A worker keeps its environment and modules from one file to the next (isolate: false) unless
    // a file runs alone: setting up jsdom and importing React again for every file was most of the
    // run's CPU time. The DOM and the Node files are projects of their own, since a worker is kept
    // only for a next file of the same project and environment. A file whose state leaks into
    // another shows up with `vitest run --project app --sequence.shuffle` (a shuffle of every
    // project's files together seldom puts two of one project in a row).
    //
    // One worker per core: Vitest's default leaves a core to its own process, which mostly waits;
    // with one worker on two cores, the run used less than one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: unitTests(true, false),
          setupFiles: ['src/testing/setup.ts'],
          isolate: false,
          // Property tests over thousands of jobs take a few seconds on a busy 2-core machine; the
          // limit catches a hang, not slowness (speed lives in the bench, as ratios).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'node',
          include: unitTests(false, false),
          setupFiles: ['src/testing/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-alone',
          environment: 'jsdom',
          include: unitTests(true, true),
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          environment: 'node',
          include: unitTests(false, true),
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 20_000,
          // The linear-time checks collect garbage before each timed run (src/testing/linear-time.ts),
          // and run last, one file at a time: a file in another worker skewed a ratio once.
          execArgv: ['--expose-gc'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'simulator',
          environment: 'node',
          include: ['simulator/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
