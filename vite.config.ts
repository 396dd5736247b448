import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { agentServicePlugin } from './scripts/vite-agent-service.ts';
import { cspPlugin } from './scripts/csp.ts';
import { pwaPlugin } from './scripts/pwa.ts';
import { precompressPlugin } from './scripts/vite-first-visit.ts';

export default defineConfig({
  // precompressPlugin last: it compresses what the others wrote (the service worker too).
  plugins: [react(), tailwindcss(), cspPlugin(), agentServicePlugin(), pwaPlugin(), precompressPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Source maps are opt-in for production builds: `SOURCEMAP=1 npm run build` (or `=hidden` for
  // maps that are written but not linked from the files).
  build: {
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === 'hidden' ? 'hidden' : Boolean(process.env.SOURCEMAP),
    rolldownOptions: {
      // @lezer/common declares no "sideEffects": false, so importing @codemirror/commands (for its
      // undo history) would keep the whole Lezer tree library (6.3 KB gz) although nothing uses it.
      // Everything else keeps its package's own declaration.
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/]@lezer[\\/]common[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file: it is all fetched on every first
          // visit anyway, and one gzip stream compresses better than a dozen small ones.
          groups: [{ name: 'app', tags: ['$initial'] }],
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
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
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
