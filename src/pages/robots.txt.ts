import type { APIRoute } from 'astro';
import { siteUrl } from '#src/server/site-data.ts';
import { SITEMAP_INDEX_PATH } from '#src/shared/sitemap.ts';

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
];

/** Both languages' private pages are kept out (docs/decisions/i18n.md). */
const DISALLOWED = [...PRIVATE_PATHS, ...PRIVATE_PATHS.filter((p) => p !== '/api/').map((p) => `/fr${p}`)];

export const GET: APIRoute = () => {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    // The index names both languages' sitemap files (docs/decisions/place-pages.md).
    `Sitemap: ${new URL(SITEMAP_INDEX_PATH, siteUrl()).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
