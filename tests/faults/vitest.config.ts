import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Fault tests: real processes killed, databases stopped and frozen. One file at a time (they
 * are heavy, and the outage test stops the shared PostgreSQL server), as their own `npm test` step.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 150_000,
    // A server start may take up to 90 s on a loaded machine (support/processes.ts).
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
