import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '#src/shared/i18n/locale.ts';
import { pageInLanguage } from '#src/shared/place-paths.ts';
import { SITEMAP_LIMITS } from '#src/shared/sitemap.ts';
import { DIST, listedIds, readDist, SITE_URL } from './support.ts';

/** The sitemap index, its files and robots.txt as the build wrote them (docs/decisions/place-pages.md). */
const absolute = (pathname: string) => new URL(pathname, SITE_URL).href;
const PUBLIC_PAGES = ['/', '/faq', '/contact', '/terms', '/privacy', '/search'];
const PRIVATE_PAGE = /\/(favorites|profile|my-warehouses|login|signup)/;

/** The sitemap files the index names, as paths in dist. */
async function sitemapFiles(): Promise<string[]> {
  const index = await readDist('sitemap.xml');
  expect(index).toContain('<sitemapindex');
  return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname.slice(1));
}

async function sitemapEntries(locale: 'en' | 'fr') {
  const files = (await sitemapFiles()).filter((file) => file.startsWith(`sitemaps/${locale}-`));
  expect(files.length).toBeGreaterThan(0);
  const entries = [];
  for (const file of files) {
    const xml = await readDist(file);
    expect(xml.split('<url>').length - 1).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
    for (const entry of xml.split('<url>').slice(1)) {
      entries.push({
        loc: /<loc>([^<]+)<\/loc>/.exec(entry)![1]!,
        alternates: Object.fromEntries(
          [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!]),
        ),
      });
    }
  }
  return entries;
}

/** Every place page the build wrote, by its URL path. */
const placePages = (folder: string) =>
  readdirSync(path.join(DIST, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${folder}/${file.replace(/\.html$/, '')}`)
    .sort();

describe.each([
  ['en', 'warehouses'],
  ['fr', 'fr/entrepots'],
] as const)('the %s sitemap files', (locale, placeFolder) => {
  it('list the public pages, every listed listing and every place page, with absolute URLs, and no private page', async () => {
    const locs = (await sitemapEntries(locale)).map((entry) => entry.loc);
    for (const page of PUBLIC_PAGES) expect(locs).toContain(absolute(localizedPath(page, locale)));
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
      expect(loc).not.toMatch(PRIVATE_PAGE);
    }
    const listings = locs.filter((loc) => loc.includes('/warehouse/'));
    const listed = (await listedIds()).map((id) => absolute(localizedPath(`/warehouse/${id}`, locale)));
    expect(listings.sort()).toEqual(listed.sort());
    const places = locs.filter((loc) => loc.startsWith(absolute(`/${placeFolder}/`))).sort();
    expect(places).toEqual(placePages(placeFolder).map(absolute));
  });

  it('name both languages and the default for every entry', async () => {
    for (const { loc, alternates } of await sitemapEntries(locale)) {
      const english = alternates.en!;
      expect(alternates, loc).toEqual({
        en: english,
        'fr-CA': absolute(pageInLanguage(new URL(english).pathname, 'fr')),
        'x-default': english,
      });
      expect([alternates.en, alternates['fr-CA']]).toContain(loc);
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps out the API and the private pages in both languages, and names the sitemap index', async () => {
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
  });
});
