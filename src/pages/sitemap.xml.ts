import type { APIRoute } from 'astro';
import { sitemaps } from '#src/server/site-data.ts';
import { SITEMAP_INDEX_PATH } from '#src/shared/sitemap.ts';

/** The sitemap index: it names each language's sitemap files (docs/decisions/place-pages.md). */
export const GET: APIRoute = async () =>
  new Response((await sitemaps()).files.get(SITEMAP_INDEX_PATH), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
