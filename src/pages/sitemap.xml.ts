import type { APIRoute } from 'astro';
import { activeWarehouses, siteUrl } from '#src/server/site-data.ts';
import { sitemapXml } from '#src/shared/sitemap.ts';

/** The English pages; the French ones are in /fr/sitemap.xml, and each names the other as its alternate. */
export const GET: APIRoute = async () =>
  new Response(sitemapXml('en', siteUrl(), await activeWarehouses()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
