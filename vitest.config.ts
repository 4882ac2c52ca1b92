import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest run, five projects; tests sit next to the code they test.
export default defineConfig({
  test: {
    // PGlite instances are heavy: two forked workers fit this machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] },
      },
      {
        // Component tests (Testing Library) in a simulated DOM.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web-components',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/testing/setup.ts'],
          // user-event types key by key: a dialog test takes 1-2 s alone and several times that on a busy machine.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'fakes', root: 'fakes', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'] } },
    ],
  },
});
