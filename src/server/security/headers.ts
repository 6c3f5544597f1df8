import { createHash } from 'node:crypto';

/**
 * The security headers of every answer, defined once (docs/decisions/security-headers.md): the build
 * writes them into dist/_headers for Netlify's CDN, the local server applies the same set to
 * dist/, and the API app to its JSON answers (on Netlify too, as `_headers` never reaches a
 * function's response).
 */
export interface SecurityHeaderOptions {
  /** Whether the site is served over https for good: only then does it ask browsers to insist on it. */
  production: boolean;
}

export interface PageHeaderOptions extends SecurityHeaderOptions {
  /** `sha256-…` sources of every inline script in the built pages (scriptHashSources). */
  scriptHashes: readonly string[];
  /** The map style (MAP_STYLE_URL): its origin may be fetched from, for the style, tiles, fonts and sprites. */
  mapStyleUrl?: string;
}

/** The origin of an absolute map style URL; a relative one is the site's own ('self'). */
function mapOrigin(styleUrl: string | undefined): string[] {
  if (!styleUrl || !URL.canParse(styleUrl)) return [];
  return [new URL(styleUrl).origin];
}

/** Where the build leaves the inline-script hashes for the local server, inside the built site. */
export const SCRIPT_HASHES_FILE = '_script-hashes.json';

/** Astro's hashed bundles never change content under the same name. */
export const IMMUTABLE_ASSETS = { pattern: '/_astro/*', cacheControl: 'public, max-age=31536000, immutable' } as const;

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

function commonHeaders({ production }: SecurityHeaderOptions): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Over plain http (local runs) browsers ignore it anyway; a preview host must not be pinned.
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * Pages run only their own bundles and the inline scripts the build hashed (theme, island
 * bootstrap …); style attributes stay allowed because React and Astro's islands emit them.
 * Fonts, images and API calls are same-origin; the maps also fetch their style, vector tiles,
 * glyphs and sprites from the style's origin (docs/decisions/maps.md), and run their worker from
 * the site's own script.
 */
export function pageSecurityHeaders(options: PageHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src ${["'self'", ...options.scriptHashes.map((h) => `'${h}'`)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...mapOrigin(options.mapStyleUrl)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return { 'Content-Security-Policy': csp, ...commonHeaders(options) };
}

/** JSON answers load nothing and are never framed. */
export function apiSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'", ...commonHeaders(options) };
}

/** Script types a browser executes; data blocks (JSON-LD, JSON) are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The `sha256-…` source of every inline executable script in one HTML document. `encoding` is how
 * `html` was read from the file: 'latin1' reads each byte as one character, which keeps every
 * ASCII character of the tags as itself and lets the hash be of the script's bytes as written.
 * The build reads its pages so: decoding them as UTF-8 was most of the work of reading them back
 * (docs/performance.md, "At scale, with the place pages").
 */
export function scriptHashSources(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    sources.push(`sha256-${createHash('sha256').update(body, encoding).digest('base64')}`);
  }
  return sources;
}

/** Netlify's `_headers` file: the page set on every path, long caching for hashed bundles. */
export function netlifyHeadersFile(options: PageHeaderOptions): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${block('/*', pageSecurityHeaders(options))}\n${block(IMMUTABLE_ASSETS.pattern, { 'Cache-Control': IMMUTABLE_ASSETS.cacheControl })}\n`;
}
