import type { APIRoute } from 'astro';
import { activeWarehouses, siteUrl } from '#src/server/site-data.ts';

/** Public pages worth a search result; account, auth and admin pages are left out (see robots.txt). */
const PUBLIC_PATHS = ['/', '/search', '/faq', '/contact', '/list-warehouse', '/terms', '/privacy'];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async () => {
  const origin = siteUrl();
  const warehouses = await activeWarehouses();
  const entries = [
    ...PUBLIC_PATHS.map((path) => ({ loc: new URL(path, origin).href, lastmod: null as string | null })),
    ...warehouses.map((w) => ({ loc: new URL(`/warehouse/${w.id}`, origin).href, lastmod: w.updatedAt.slice(0, 10) })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
