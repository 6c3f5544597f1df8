import type { APIRoute } from 'astro';
import { activeWarehouses, siteUrl } from '#src/server/site-data.ts';
import { sitemapXml } from '#src/shared/sitemap.ts';

/** The French pages, each naming its English page as its alternate (docs/decisions/i18n.md). */
export const GET: APIRoute = async () =>
  new Response(sitemapXml('fr', siteUrl(), await activeWarehouses()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
