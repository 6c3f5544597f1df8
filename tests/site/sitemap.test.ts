import { describe, expect, it } from 'vitest';
import { localizedPath } from '#src/shared/i18n/locale.ts';
import { prerenderedListingIds, readDist, SITE_URL } from './support.ts';

/** The sitemaps and robots.txt as the build wrote them (docs/decisions/site-pages.md). */
const absolute = (pathname: string) => new URL(pathname, SITE_URL).href;
const PUBLIC_PAGES = ['/', '/faq', '/contact', '/terms', '/privacy', '/search'];
const PRIVATE_PAGE = /\/(favorites|profile|my-warehouses|login|signup)/;

async function sitemapEntries(file: string) {
  const xml = await readDist(file);
  return xml
    .split('<url>')
    .slice(1)
    .map((entry) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)![1]!,
      alternates: Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!]),
      ),
    }));
}

describe.each([
  ['en', 'sitemap.xml'],
  ['fr', 'fr/sitemap.xml'],
] as const)('the %s sitemap', (locale, file) => {
  it('lists the public pages and every pre-rendered listing, with absolute URLs, and no private page', async () => {
    const locs = (await sitemapEntries(file)).map((entry) => entry.loc);
    for (const page of PUBLIC_PAGES) expect(locs).toContain(absolute(localizedPath(page, locale)));
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
      expect(loc).not.toMatch(PRIVATE_PAGE);
    }
    const listings = locs.filter((loc) => loc.includes('/warehouse/'));
    const prerendered = (await prerenderedListingIds(locale)).map((id) =>
      absolute(localizedPath(`/warehouse/${id}`, locale)),
    );
    expect(listings.sort()).toEqual(prerendered);
  });

  it('names both languages and the default for every entry', async () => {
    for (const { loc, alternates } of await sitemapEntries(file)) {
      const english = alternates.en!;
      expect(alternates, loc).toEqual({
        en: english,
        'fr-CA': absolute(localizedPath(new URL(english).pathname, 'fr')),
        'x-default': english,
      });
      expect([alternates.en, alternates['fr-CA']]).toContain(loc);
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps out the API and the private pages in both languages, and names both sitemaps', async () => {
    const text = await readDist('robots.txt');
    expect(text).toContain('User-agent: *');
    for (const pathname of [
      '/api/',
      '/favorites',
      '/profile',
      '/my-warehouses',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
    ]) {
      expect(text).toContain(`Disallow: ${pathname}`);
      if (pathname !== '/api/') expect(text).toContain(`Disallow: /fr${pathname}`);
    }
    expect(text).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
    expect(text).toContain(`Sitemap: ${absolute('/fr/sitemap.xml')}`);
  });
});
