import { describe, expect, it } from 'vitest';
import { pageScripts } from '#tests/support/chunk-graph.ts';
import { budgetKb, NO_ISLAND_PAGES } from '#tests/support/js-budgets.ts';
import { VISITOR_PAGES } from '#tests/e2e/support/pages.ts';
import { DIST, pageOf } from './support.ts';

/**
 * What each page loads before a visitor does anything, gzipped, within its budget
 * (tests/support/js-budgets.ts), in both languages; React only where an island runs.
 */
const PAGES = ['warehouse', ...VISITOR_PAGES, '/no-such-page'];
/** The pages above that are the 404 screen on purpose. */
const NOT_FOUND_PAGES = ['/no-such-page', '/warehouse/00000000-0000-4000-8000-000000000000'];

describe.each(['en', 'fr'] as const)('the JavaScript of the %s pages', (locale) => {
  it.each(PAGES)(`%s stays within its budget`, async (visitorPath) => {
    const page = await pageOf(visitorPath, locale);
    // A page that is not there would measure the 404 page in its place.
    expect(page.status, `${page.name} answers`).toBe(NOT_FOUND_PAGES.includes(visitorPath) ? 404 : 200);
    const scripts = await pageScripts(DIST, page.html);
    expect(scripts.gzipKb, `${page.name}: ${scripts.gzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(budgetKb(visitorPath));
    expect(scripts.react, `${page.name}: React loads only where an island runs`).toBe(
      !NO_ISLAND_PAGES.includes(visitorPath),
    );
  });
});
