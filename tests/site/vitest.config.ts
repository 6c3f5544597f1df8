import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Checks over the built site that need no browser (docs/testing.md): the sitemaps and robots.txt,
 * the JavaScript each page loads from the build's chunk graph, the French pages' text and links,
 * and (full lane) HTML validity. Listing pages are asked of the site's server, which
 * global-setup.ts starts. A step of `npm test`, after the browser tests' site is built and
 * before they start.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/site/**/*.test.ts'],
    globalSetup: ['tests/site/global-setup.ts'],
    testTimeout: 60_000,
  },
});
