import type { APIRoute, GetStaticPaths } from 'astro';
import { sitemaps } from '#src/server/site-data.ts';
import { SITEMAP_INDEX_PATH } from '#src/shared/sitemap.ts';

/** One sitemap file of the index (/sitemaps/en-1.xml…), at most 50,000 URLs and 50 MB. */
export const getStaticPaths: GetStaticPaths = async () =>
  [...(await sitemaps()).files.keys()]
    .filter((path) => path !== SITEMAP_INDEX_PATH)
    .map((path) => ({ params: { file: path.slice('/sitemaps/'.length) } }));

export const GET: APIRoute = async ({ params }) =>
  new Response((await sitemaps()).files.get(`/sitemaps/${params.file}`), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
