import { readFile } from 'node:fs/promises';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { scriptHashSources } from '#src/server/security/headers.ts';
import { OWNER_FIXTURES } from '#tests/e2e/support/owner-listings.ts';
import { SITE_URL, listingPage } from './support.ts';

function parse(html: string) {
  const window = new Window({ url: 'http://localhost/' });
  window.document.write(html);
  return window.document;
}

/**
 * Listing pages are rendered when asked for, by the listing pages' function, and the CDN keeps
 * them until a change purges them (docs/decisions/on-demand-listing-pages.md).
 */
describe('listing pages rendered on demand', () => {
  const live = OWNER_FIXTURES.leads.id;
  const notLive = [OWNER_FIXTURES.statuses.adminPausedId, OWNER_FIXTURES.statuses.declinedId, crypto.randomUUID()];

  it("answer a listed listing with its whole page and structured data in the path's language", async () => {
    for (const [locale, lang] of [
      ['en', 'en'],
      ['fr', 'fr-CA'],
    ] as const) {
      const { status, html } = await listingPage(live, locale);
      expect(status).toBe(200);
      const page = parse(html);
      expect(page.documentElement.getAttribute('lang')).toBe(lang);
      const data = [...page.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent);
      expect(data.some((json) => json.includes('"BreadcrumbList"'))).toBe(true);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${SITE_URL}${locale === 'fr' ? '/fr' : ''}/warehouse/${live}`,
      );
      expect(page.querySelector('meta[name="robots"]')).toBeNull();
    }
  });

  it('answer a paused, declined or unknown listing with 404 and the not-found page, kept from search engines', async () => {
    for (const id of notLive) {
      for (const locale of ['en', 'fr'] as const) {
        const { status, html } = await listingPage(id, locale);
        expect(status, id).toBe(404);
        const page = parse(html);
        expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
        expect(page.querySelector('h1')?.textContent).toBe(
          locale === 'en' ? '404 Page Not Found' : '404 Page introuvable',
        );
      }
    }
  });

  it('carry their own security headers, allowing exactly their inline scripts, and the CDN cache tags of what they show', async () => {
    const res = await fetch(`${SITE_URL}/warehouse/${live}`);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const hash of scriptHashSources(html)) expect(csp).toContain(`'${hash}'`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('netlify-cdn-cache-control')).toBe(
      'public, durable, s-maxage=86400, stale-while-revalidate=3600',
    );
    const tags = res.headers.get('netlify-cache-tag')!.split(', ');
    expect(tags.slice(0, 2)).toEqual(['listing-page', `listing-page-${live}`]);
    // Its nearby listings' tags: a change to one of them purges this page too.
    const nearby = [...parse(html).querySelectorAll('a[href^="/warehouse/"]')].map(
      (a) => a.getAttribute('href')!.split(/[/?#]/)[2]!,
    );
    for (const id of nearby.filter((id) => id !== live)) expect(tags).toContain(`listing-page-${id}`);
  });

  it('carry the "no longer listed" screen their script shows if the listing leaves while the page is open', async () => {
    const { html } = await listingPage(live, 'en');
    expect(html).toMatch(/<template data-listing-gone[^>]*>[\s\S]*This warehouse is no longer listed/);
    expect(html).toContain('Search warehouses near Fredericton, NB');
    expect((await listingPage(live, 'fr')).html).toContain('Cet entrepôt n’est plus en ligne');
  });

  it("are Netlify's function's at the listing paths only, and no rule of netlify.toml's takes them", async () => {
    const entry = await readFile('.netlify/v1/functions/listing-pages/listing-pages.mjs', 'utf8');
    const config = JSON.parse(/export const config = (\{.*\});/.exec(entry)![1]!) as { path: string[] };
    expect(config.path).toEqual(['/warehouse/*', '/fr/warehouse/*']);
    expect(await readFile('netlify.toml', 'utf8')).not.toMatch(/from = "(\/fr)?\/warehouse\//);
  });
});
