import { LANGUAGE_TAG, LOCALES, localizedPath, type Locale } from './i18n/locale.ts';

/** Public pages worth a search result; account, auth and admin pages are left out (see robots.txt). */
const PUBLIC_PATHS = ['/', '/search', '/faq', '/contact', '/list-warehouse', '/terms', '/privacy'];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap of one language's pages (/sitemap.xml English, /fr/sitemap.xml French), each page
 * naming its URL in every language, and English as the default, as hreflang alternates
 * (docs/decisions/i18n.md).
 */
export function sitemapXml(
  locale: Locale,
  origin: string | URL,
  warehouses: readonly { id: string; updatedAt: string }[],
): string {
  const pages = [
    ...PUBLIC_PATHS.map((path) => ({ path, lastmod: null as string | null })),
    ...warehouses.map((w) => ({ path: `/warehouse/${w.id}`, lastmod: w.updatedAt.slice(0, 10) })),
  ];
  const urlIn = (path: string, language: Locale) => escapeXml(new URL(localizedPath(path, language), origin).href);
  const alternates = (path: string) =>
    [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[l]}" href="${urlIn(path, l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(path, 'en')}"/>`,
    ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map(
      (p) =>
        `  <url><loc>${urlIn(p.path, locale)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}${alternates(p.path)}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
