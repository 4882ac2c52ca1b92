import { defineConfig } from 'vitest/config';

/*
 * npm run test:reliability: the reliability checklist (docs/reliability.md), run against
 * real PostgreSQL and Redis (DATABASE_URL, REDIS_URL; defaults are the local
 * servers) with SOE started as real child processes. Kept out of `npm test`
 * because the checks kill connections, stop services and hold load for a
 * while; CI runs them in their own step.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    root: 'apps/server',
    include: ['reliability/**/*.test.ts'],
    pool: 'forks',
    // The checks start servers, proxies and load; one file at a time keeps their figures honest.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
