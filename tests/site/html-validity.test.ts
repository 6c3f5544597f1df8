import { expect, it } from 'vitest';
import { htmlErrors, htmlFiles } from '#tests/support/html-validator.ts';
import { fullLane } from '#tests/support/lane.ts';
import { DIST } from './support.ts';

/**
 * Every built page is HTML the Nu HTML Checker finds no error in. Full lane (it starts a JVM;
 * tests/support/lane.ts); the DOM the islands write is checked in the browser
 * (tests/e2e/html-validity.spec.ts).
 */
it.runIf(fullLane)('every built page is valid HTML', { timeout: 180_000 }, () => {
  const files = htmlFiles(DIST);
  expect(files.length, `pages built into ${DIST}`).toBeGreaterThan(20);
  expect(htmlErrors(files, DIST)).toEqual([]);
});
