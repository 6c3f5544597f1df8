import { describe, expect, it } from 'vitest';
import { buildSitemaps, SITEMAP_INDEX_PATH, SITEMAP_LIMITS, sitemapPages } from '#src/shared/sitemap.ts';

/** The sitemap index and its files (docs/decisions/place-pages.md, "Sitemap"). */
const ORIGIN = 'https://warehouses.example';
const urlsIn = (xml: string) => xml.split('<url>').length - 1;
const locsOfIndex = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('the sitemaps', () => {
  it('split more than 50,000 pages into files of at most 50,000 URLs and 50 MB, all named by the index', () => {
    const warehouses = Array.from({ length: 60_000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      updatedAt: `2026-${String((i % 12) + 1).padStart(2, '0')}-15T10:00:00.000Z`,
    }));
    const places = [{ path: '/warehouses/on/toronto', listingIds: [warehouses[0]!.id, warehouses[5]!.id] }];
    const pages = sitemapPages(warehouses, places);
    const { files } = buildSitemaps(pages, ORIGIN);

    const sitemapFiles = [...files].filter(([path]) => path !== SITEMAP_INDEX_PATH);
    expect(sitemapFiles.map(([path]) => path).sort()).toEqual([
      '/sitemaps/en-1.xml',
      '/sitemaps/en-2.xml',
      '/sitemaps/fr-1.xml',
      '/sitemaps/fr-2.xml',
    ]);
    for (const [path, xml] of sitemapFiles) {
      expect(urlsIn(xml), path).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      expect(new TextEncoder().encode(xml).length, path).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
    }
    const total = sitemapFiles.reduce((sum, [, xml]) => sum + urlsIn(xml), 0);
    expect(total).toBe(2 * pages.length);
    expect(locsOfIndex(files.get(SITEMAP_INDEX_PATH)!)).toEqual(
      ['/sitemaps/en-1.xml', '/sitemaps/en-2.xml', '/sitemaps/fr-1.xml', '/sitemaps/fr-2.xml'].map(
        (path) => `${ORIGIN}${path}`,
      ),
    );
    expect(files.get(SITEMAP_INDEX_PATH)).toContain('<lastmod>2026-12-15</lastmod>');
  });

  it('closes a file before it would pass the size limit', () => {
    const pages = Array.from({ length: 30 }, (_, i) => ({ path: `/warehouse/w${i}`, lastmod: '2026-11-01' }));
    const { files } = buildSitemaps(pages, ORIGIN, { urls: 50_000, bytes: 4_000 });
    const english = [...files].filter(([path]) => path.startsWith('/sitemaps/en-'));
    expect(english.length).toBeGreaterThan(1);
    for (const [, xml] of english) expect(new TextEncoder().encode(xml).length).toBeLessThanOrEqual(4_000);
    expect(english.reduce((sum, [, xml]) => sum + urlsIn(xml), 0)).toBe(30);
  });

  it('gives a place page the date of its newest listing, and its French URL by French slugs', () => {
    const pages = sitemapPages(
      [
        { id: 'a', updatedAt: '2026-10-01T00:00:00Z' },
        { id: 'b', updatedAt: '2026-11-20T00:00:00Z' },
      ],
      [{ path: '/warehouses/on/toronto/cold-storage', listingIds: ['a', 'b'] }],
    );
    expect(pages.at(-1)).toEqual({ path: '/warehouses/on/toronto/cold-storage', lastmod: '2026-11-20' });
    const french = buildSitemaps(pages, ORIGIN).files.get('/sitemaps/fr-1.xml')!;
    expect(french).toContain(
      `<loc>${ORIGIN}/fr/entrepots/on/toronto/entreposage-frigorifique</loc><lastmod>2026-11-20</lastmod>`,
    );
    expect(french).toContain(`hreflang="en" href="${ORIGIN}/warehouses/on/toronto/cold-storage"`);
  });
});
