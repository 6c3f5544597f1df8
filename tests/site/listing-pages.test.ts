import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OWNER_FIXTURES } from '#tests/e2e/support/owner-listings.ts';
import { fileOf, prerenderedListingIds, readDist } from './support.ts';

/**
 * A listing that is not live when the site is built gets no page of its own: from the deploy on,
 * its path is Netlify's fallback rule's, a 404 (docs/decisions/rebuilds.md, "What visitors see").
 */
describe('listing pages of the build', () => {
  const notLive = [OWNER_FIXTURES.statuses.adminPausedId, OWNER_FIXTURES.statuses.declinedId];

  it('leaves out the pages of paused and declined listings, in both languages, and keeps the live ones', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const ids = await prerenderedListingIds(locale);
      expect(ids).toContain(OWNER_FIXTURES.leads.id);
      for (const id of notLive) {
        expect(ids).not.toContain(id);
        expect(await fileOf(`/warehouse/${id}`, locale)).toBe(`${locale === 'fr' ? 'fr/' : ''}warehouse/fallback.html`);
      }
    }
  });

  it("answers a path without a page with the fallback under a 404, as Netlify's rules say", async () => {
    const rules = await readFile('netlify.toml', 'utf8');
    for (const prefix of ['', '/fr']) {
      expect(rules).toContain(
        `from = "${prefix}/warehouse/*"\n  to = "${prefix}/warehouse/fallback.html"\n  status = 404`,
      );
    }
  });

  it('carries in each listing page the "no longer listed" screen its script shows once the listing is gone', async () => {
    const page = await readDist(`warehouse/${OWNER_FIXTURES.leads.id}.html`);
    expect(page).toMatch(/<template data-listing-gone[^>]*>[\s\S]*This warehouse is no longer listed/);
    expect(page).toContain('Search warehouses near Fredericton, NB');
    const french = await readDist(`fr/warehouse/${OWNER_FIXTURES.leads.id}.html`);
    expect(french).toContain('Cet entrepôt n’est plus en ligne');
  });
});
