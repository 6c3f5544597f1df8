import { LANGUAGE_TAG, LOCALES, type Locale } from './i18n/locale.ts';
import { pageInLanguage } from './place-paths.ts';

/** Public pages worth a search result; account, auth and admin pages are left out (see robots.txt). */
const PUBLIC_PATHS = ['/', '/search', '/faq', '/contact', '/list-warehouse', '/terms', '/privacy'];

/** The sitemaps protocol's limits on one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

/** The index robots.txt names; it lists the sitemap files. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** The n-th sitemap file (from 1) of a language's pages. */
const sitemapFilePath = (locale: Locale, n: number) => `/sitemaps/${locale}-${n}.xml`;

/** A page in the sitemap: its English path (each language's URL is worked out from it) and when its data last changed. */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
}

/** Size in bytes as written (UTF-8). */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/**
 * The site's public pages for the sitemap: the fixed pages, every live listing and every place
 * page, each with the date its data last changed (a listing's update; a place page's newest
 * listing's), none for the fixed pages.
 */
export function sitemapPages(
  warehouses: readonly { id: string; updatedAt: string }[],
  places: readonly { path: string; listingIds: readonly string[] }[],
): SitemapPage[] {
  const updated = new Map(warehouses.map((w) => [w.id, w.updatedAt.slice(0, 10)]));
  const newest = (ids: readonly string[]) =>
    ids.reduce<string | null>((max, id) => {
      const day = updated.get(id) ?? null;
      return day !== null && (max === null || day > max) ? day : max;
    }, null);
  return [
    ...PUBLIC_PATHS.map((path) => ({ path, lastmod: null })),
    ...warehouses.map((w) => ({ path: `/warehouse/${w.id}`, lastmod: updated.get(w.id)! })),
    ...places.map((p) => ({ path: p.path, lastmod: newest(p.listingIds) })),
  ];
}

/**
 * One entry, naming the page's URL in every language, and English as the default, as hreflang
 * alternates (docs/decisions/i18n.md).
 */
function urlEntry(page: SitemapPage, locale: Locale, origin: string | URL): string {
  const urlIn = (language: Locale) => escapeXml(new URL(pageInLanguage(page.path, language), origin).href);
  const alternates = [
    ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[l]}" href="${urlIn(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${urlIn('en')}"/>`,
  ].join('');
  return `  <url><loc>${urlIn(locale)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}${alternates}</url>\n`;
}

/** The sitemaps of every language and the index naming them (docs/decisions/place-pages.md, "Sitemap"). */
export interface Sitemaps {
  /** Path → XML, the index at SITEMAP_INDEX_PATH. */
  files: Map<string, string>;
}

/**
 * The sitemap files of each language's pages, each within SITEMAP_LIMITS (a file is closed when
 * the next entry would take it past either), and the index listing them with the newest lastmod
 * of its entries.
 */
export function buildSitemaps(pages: readonly SitemapPage[], origin: string | URL, limits = SITEMAP_LIMITS): Sitemaps {
  const files = new Map<string, string>();
  const index: { path: string; lastmod: string | null }[] = [];
  const closing = utf8Bytes(URLSET_CLOSE);
  for (const locale of LOCALES) {
    let entries: string[] = [];
    let bytes = utf8Bytes(URLSET_OPEN) + closing;
    let lastmod: string | null = null;
    const flush = () => {
      if (!entries.length) return;
      const path = sitemapFilePath(locale, index.filter((f) => f.path.includes(`/${locale}-`)).length + 1);
      files.set(path, URLSET_OPEN + entries.join('') + URLSET_CLOSE);
      index.push({ path, lastmod });
      entries = [];
      bytes = utf8Bytes(URLSET_OPEN) + closing;
      lastmod = null;
    };
    for (const page of pages) {
      const entry = urlEntry(page, locale, origin);
      const size = utf8Bytes(entry);
      if (entries.length >= limits.urls || bytes + size > limits.bytes) flush();
      entries.push(entry);
      bytes += size;
      if (page.lastmod && (lastmod === null || page.lastmod > lastmod)) lastmod = page.lastmod;
    }
    flush();
  }
  files.set(
    SITEMAP_INDEX_PATH,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...index.map(
        (f) =>
          `  <sitemap><loc>${escapeXml(new URL(f.path, origin).href)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n'),
  );
  return { files };
}
