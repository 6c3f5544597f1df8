/** Facts about the site that pages, e-mails and structured data share. */
export const SITE_NAME = 'Warehouse Finder';
export const DEFAULT_OG_IMAGE = '/og-default.png';
export const SUPPORT_EMAIL = 'hello@warehousefinder.example';
export const LEGAL_LAST_UPDATED = 'September 21st, 2025';
export const GOVERNING_LAW = 'Ontario, Canada';

/** The port the local servers (astro dev, npm run serve) listen on unless PORT says otherwise. */
export const DEFAULT_PORT = 4321;

/**
 * The site's public origin, without a trailing slash: SITE_URL, else the URL Netlify sets, else
 * this machine on PORT (README.md, Configuration). Canonical URLs, the sitemap and e-mail links
 * are built from it, never from a request's Host header. Takes the environment as an argument
 * so astro.config.mjs, the server config and the build read the same rule.
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  return (env.SITE_URL || env.URL || `http://localhost:${env.PORT || DEFAULT_PORT}`).replace(/\/$/, '');
}

/**
 * A page's one URL path: `/search`, never `/search/` or `/search.html`. The build writes
 * `search.html` (astro.config.mjs) and Astro names that file in Astro.url while it builds; the
 * sitemap, canonical links and the servers' redirects all use this form.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}
