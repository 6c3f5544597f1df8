import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The Netlify functions as Netlify's bundler builds them, called as its runtime calls them,
 * against PostgreSQL through the pooler (`npm run test:bundle`, a step of `npm test`). The
 * global setup bundles them once (`npm run bundle:functions`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/bundle/**/*.test.ts'],
    globalSetup: ['tests/bundle/bundle-once.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
