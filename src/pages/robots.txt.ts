import type { APIRoute } from 'astro';
import { siteUrl } from '#src/server/site-data.ts';

/** Signed-in and account pages have nothing for a search engine; the admin path is not named here on purpose. */
const PRIVATE_PATHS = [
  '/api/',
  '/favorites',
  '/my-warehouses',
  '/profile',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/check-email',
  '/warehouse-submitted',
  '/claim/',
  '/confirm-availability',
  '/warehouse/fallback',
];

/** Both languages' private pages are kept out (docs/decisions/i18n.md). */
const DISALLOWED = [...PRIVATE_PATHS, ...PRIVATE_PATHS.filter((p) => p !== '/api/').map((p) => `/fr${p}`)];

export const GET: APIRoute = () => {
  const sitemaps = ['/sitemap.xml', '/fr/sitemap.xml'].map((path) => new URL(path, siteUrl()).href);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    ...sitemaps.map((sitemap) => `Sitemap: ${sitemap}`),
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
