import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pagePath } from '#src/shared/site.ts';

/**
 * The built site held in memory for the local server. A build's folder never changes while it is
 * served (a rebuild writes a new folder, and the server swaps the whole map: rebuilds/served-site.ts),
 * and a few megabytes in memory answer a page in one step, where reading the file would wait on the
 * event loop several times, behind every database query in flight (docs/performance.md, "Under load").
 * Each file keeps the .br/.gz variants the build wrote next to it; a page, for which the build
 * writes none (one per listing would lengthen every build), is gzipped on its first request and
 * kept, so nothing is compressed twice.
 */
interface StaticFile {
  type: string;
  lastModified: string;
  identity: Bytes;
  br?: Bytes;
  gzip?: Bytes;
}

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = async (file: string): Promise<Bytes> => new Uint8Array(await readFile(file));

const HTML = 'text/html; charset=utf-8';

const TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const VARIANTS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Every file under distDir by URL path; a page also answers at its one URL (`/search` for search.html, `/` for index.html). */
export async function loadStaticSite(distDir: string): Promise<Map<string, StaticFile>> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  const site = new Map<string, StaticFile>();
  for (const file of files) {
    if (VARIANTS.some(([, suffix]) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)))) continue;
    const variant = (suffix: string) => (files.has(file + suffix) ? bytes(file + suffix) : undefined);
    const entry: StaticFile = {
      type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      lastModified: (await stat(file)).mtime.toUTCString(),
      identity: await bytes(file),
      br: await variant('.br'),
      gzip: await variant('.gz'),
    };
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    site.set(urlPath, entry);
    if (urlPath.endsWith('.html')) site.set(pagePath(urlPath), entry);
  }
  return site;
}

/**
 * What Netlify's CDN answers for a file its `_headers` gives no caching rule (every one but the
 * hashed bundles): the browser may keep it but asks again before each use, so a paused listing's
 * page is not shown from its cache (docs/decisions/rebuilds.md, "What visitors see").
 */
const REVALIDATED = 'public, max-age=0, must-revalidate';

/** The file in the best encoding the request accepts. */
export function staticResponse(request: Request, file: StaticFile, status = 200): Response {
  const accepted = new Set(
    request.headers
      .get('accept-encoding')
      ?.split(',')
      .map((e) => e.trim().split(';')[0]),
  );
  if (file.type === HTML && !file.gzip && accepted.has('gzip')) file.gzip = new Uint8Array(gzipSync(file.identity));
  const encoding = VARIANTS.map(([name]) => name).find((name) => file[name] && accepted.has(name));
  const body = encoding ? file[encoding]! : file.identity;
  const headers = new Headers({
    'Content-Type': file.type,
    'Content-Length': String(body.length),
    'Last-Modified': file.lastModified,
    'Cache-Control': REVALIDATED,
  });
  if (file.br || file.gzip || file.type === HTML) headers.set('Vary', 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(request.method === 'HEAD' ? null : body, { status, headers });
}

/** One rule of a build's `_redirects` (Netlify's file; the build writes the place pages' there). */
interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/**
 * The rules of `_redirects` in a build's folder, in file order; none when it has no such file.
 * Only the form the build writes is read: `from to status`, `from` ending in `/*` for every path
 * under it.
 */
export async function loadRedirects(distDir: string): Promise<RedirectRule[]> {
  const text = await readFile(path.join(distDir, '_redirects'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from?.startsWith('/') && to && status)
    .map(([from, to, status]) => ({ from: from!, to: to!, status: Number(status) }));
}

/** The first rule matching a path, as Netlify picks it (it applies one only where no file answers). */
export function redirectFor(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  return rules.find((rule) =>
    rule.from.endsWith('/*') ? pathname.startsWith(rule.from.slice(0, -1)) : pathname === rule.from,
  );
}
