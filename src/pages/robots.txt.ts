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

export const GET: APIRoute = () => {
  const sitemap = new URL('/sitemap.xml', siteUrl()).href;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
