import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { agentServicePlugin } from './scripts/vite-agent-service.ts';
import { cspPlugin } from './scripts/csp.ts';
import { pwaPlugin } from './scripts/pwa.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), cspPlugin(), agentServicePlugin(), pwaPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: true },
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
