import { randomBytes, randomUUID } from 'node:crypto';

/**
 * `npm run smoke -- <base URL>`: checks a running deployment (Netlify after a deploy, or the local
 * server) from outside, with GET requests only: pages, the API, the rewrites, the 404, the
 * security headers, sitemap and robots. Changes no data (a search is recorded by the page that
 * shows it, never by the API). One line per check; exits 1 if any check fails.
 */

/**
 * How long one answer may take. Under `--emulated` (tests/bundle/smoke.test.ts) each function call
 * runs in Netlify's emulation on the test machine, beside the other test lanes: on a loaded 2-core
 * machine two API answers in a row took over 15 s (fresh-clone run, 2026-11-30).
 */
const REQUEST_TIMEOUT_MS = process.argv.includes('--emulated') ? 90_000 : 15_000;

class CheckFailed extends Error {}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(base: URL, path: string): Promise<Answer> {
  const res = await fetch(new URL(path, base), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

function expectStatus(answer: Answer, status: number, path: string) {
  expect(answer.status === status, `${path} answered ${answer.status}, expected ${status}`);
}

function expectType(answer: Answer, type: string, path: string) {
  const actual = answer.headers.get('content-type') ?? '(none)';
  expect(actual.startsWith(type), `${path} is ${actual}, expected ${type}`);
}

async function getPage(base: URL, path: string, status = 200): Promise<Answer> {
  const answer = await get(base, path);
  expectStatus(answer, status, path);
  expectType(answer, 'text/html', path);
  return answer;
}

async function getJson<T>(base: URL, path: string, status = 200): Promise<T> {
  const answer = await get(base, path);
  expectStatus(answer, status, path);
  expectType(answer, 'application/json', path);
  return JSON.parse(answer.body) as T;
}

/** What the page shows, whichever way its renderer escaped it. */
function pageText(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function expectSecurityHeaders(answer: Answer, path: string, https: boolean) {
  const header = (name: string) => answer.headers.get(name) ?? '';
  expect(/frame-ancestors 'none'/.test(header('content-security-policy')), `${path}: no CSP with frame-ancestors`);
  expect(header('x-content-type-options') === 'nosniff', `${path}: X-Content-Type-Options is not nosniff`);
  expect(header('referrer-policy') !== '', `${path}: no Referrer-Policy`);
  expect(/camera=\(\)/.test(header('permissions-policy')), `${path}: no Permissions-Policy denying the camera`);
  if (https) expect(/max-age=\d+/.test(header('strict-transport-security')), `${path}: no Strict-Transport-Security`);
}

/** A failed check's reason; for a request that got no answer, why (refused, timed out, TLS …). */
function describe(err: unknown): string {
  if (err instanceof CheckFailed || !(err instanceof Error)) return String(err instanceof Error ? err.message : err);
  const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return `${err.message}${cause}`;
}

interface ListedWarehouse {
  id: string;
  name: string;
}

/**
 * What Netlify does that its local emulation (@netlify/dev 5) does not: it runs the listing pages'
 * function, which the build writes to .netlify/v1/functions (the emulation runs netlify/functions
 * only; tests/bundle/smoke.test.ts calls that function as the runtime does), and it redirects a
 * page's path with a trailing slash to its one URL. `--emulated` skips these checks, saying so; a
 * deploy and the local server are checked for them.
 */
const FUNCTION_PAGES = 'the emulation runs no function the build writes to .netlify/v1/functions';
const CDN_ONLY_CHECKS: Record<string, string> = {
  'listing page': FUNCTION_PAGES,
  'unknown listing': FUNCTION_PAGES,
  'one URL per page': "the emulation does not redirect a path's trailing slash",
};

async function main() {
  const args = process.argv.slice(2);
  const emulated = args.includes('--emulated');
  const arg = args.find((a) => !a.startsWith('--'));
  if (!arg) {
    console.error(
      "Usage: npm run smoke -- <base URL> [--emulated], e.g. npm run smoke -- https://example.netlify.app (--emulated: Netlify's local emulation)",
    );
    process.exit(2);
  }
  const base = new URL(arg);
  const https = base.protocol === 'https:';
  let failures = 0;
  let listed: ListedWarehouse | undefined;
  // Listings the last build knew: the sitemap is written by the same build.
  const inSitemap = new Set<string>();

  const check = async (name: string, run: () => Promise<string>) => {
    if (emulated && CDN_ONLY_CHECKS[name]) {
      console.log(`SKIP ${name}: ${CDN_ONLY_CHECKS[name]}`);
      return;
    }
    try {
      console.log(`PASS ${name}: ${await run()}`);
    } catch (err) {
      failures++;
      console.log(`FAIL ${name}: ${describe(err)}`);
    }
  };

  await check('home page', async () => {
    const home = await getPage(base, '/');
    expect(/<html/i.test(home.body), '/ holds no <html>');
    return '200 text/html';
  });

  await check('security headers', async () => {
    expectSecurityHeaders(await get(base, '/'), '/', https);
    expectSecurityHeaders(await get(base, '/api/health'), '/api/health', https);
    return `page and API answers carry CSP, nosniff, Referrer-Policy, Permissions-Policy${https ? ', HSTS' : ' (HSTS not expected over http)'}`;
  });

  await check('static assets', async () => {
    const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec((await get(base, '/')).body)?.[1];
    expect(asset, '/ links no /_astro/ script or stylesheet');
    const answer = await get(base, asset);
    expectStatus(answer, 200, asset);
    expect(/immutable/.test(answer.headers.get('cache-control') ?? ''), `${asset} is not cached as immutable`);
    return `${asset} 200, immutable`;
  });

  await check('search API', async () => {
    const answer = await getJson<{ warehouses?: unknown; total?: unknown; page?: unknown; interpretedAs?: unknown }>(
      base,
      '/api/search?query=Toronto',
    );
    expect(Array.isArray(answer.warehouses), 'no warehouses list in the answer');
    expect(typeof answer.total === 'number' && typeof answer.page === 'number', 'no total and page in the answer');
    return `${answer.warehouses.length} results of ${answer.total as number}, read as ${String(answer.interpretedAs)}`;
  });

  // docs/decisions/search.md, "Answers the CDN keeps". Netlify strips its own two headers before
  // the answer leaves the CDN, so a deployment shows what browsers get and how the CDN answered
  // (Cache-Status); the local server shows the headers the CDN reads.
  await check('search API caching', async () => {
    const path = '/api/search?query=Toronto&distance=30';
    const answer = await get(base, path);
    expectStatus(answer, 200, path);
    const header = (name: string) => answer.headers.get(name);
    expect(
      header('cache-control') === 'public, max-age=0, must-revalidate',
      `${path}: Cache-Control is ${header('cache-control') ?? '(none)'}, expected public, max-age=0, must-revalidate`,
    );
    expect(header('set-cookie') === null, `${path}: an anonymous search answer sets a cookie`);
    const cdn = header('netlify-cdn-cache-control');
    if (cdn !== null) {
      expect(
        /(^|,\s*)public(,|$)/.test(cdn) && /s-maxage=60/.test(cdn),
        `${path}: Netlify-CDN-Cache-Control is ${cdn}`,
      );
      expect(
        header('netlify-cache-tag') === 'search',
        `${path}: Netlify-Cache-Tag is ${header('netlify-cache-tag') ?? '(none)'}`,
      );
    }
    const status = header('cache-status');
    return status ? `Cache-Status: ${status}` : `Netlify-CDN-Cache-Control: ${cdn ?? '(stripped)'}`;
  });

  await check('sitemap.xml', async () => {
    const answer = await get(base, '/sitemap.xml');
    expectStatus(answer, 200, '/sitemap.xml');
    const type = answer.headers.get('content-type') ?? '(none)';
    expect(/xml/.test(type), `/sitemap.xml is ${type}, expected XML`);
    // An index of the sitemap files (docs/decisions/place-pages.md), each read for its listings.
    expect(/<sitemapindex[\s>]/.test(answer.body), 'no sitemap index');
    const files = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    let urls = 0;
    let search = false;
    for (const file of files) {
      const sitemap = await get(base, file);
      expectStatus(sitemap, 200, file);
      urls += sitemap.body.match(/<loc>/g)?.length ?? 0;
      search ||= /<loc>[^<]+\/search<\/loc>/.test(sitemap.body);
      for (const [, id] of sitemap.body.matchAll(/<loc>[^<]+\/warehouse\/([^/<]+)<\/loc>/g)) inSitemap.add(id!);
    }
    expect(search, 'no sitemap file lists /search');
    return `${files.length} files, ${urls} URLs, ${inSitemap.size} warehouses`;
  });

  await check('listing API', async () => {
    const answer = await getJson<{ warehouses?: ListedWarehouse[]; total?: number }>(base, '/api/warehouses?limit=50');
    expect(Array.isArray(answer.warehouses), 'no warehouses list in the answer');
    listed = answer.warehouses.find((w) => inSitemap.has(w.id)) ?? answer.warehouses[0];
    return listed ? `${answer.total ?? '?'} active; checking ${listed.id}` : `${answer.total ?? '?'} active`;
  });

  // Rendered on demand by the listing pages' function and kept by the CDN
  // (docs/decisions/on-demand-listing-pages.md).
  await check('listing page', async () => {
    if (!listed) return 'no listing is listed: nothing to check';
    const { id, name } = listed;
    const path = `/warehouse/${id}`;
    const page = await getPage(base, path);
    expect(pageText(page.body).includes(name), `${path} does not name "${name}"`);
    expectSecurityHeaders(page, path, https);
    const cdn = page.headers.get('netlify-cdn-cache-control');
    if (cdn !== null) expect(/durable/.test(cdn), `${path}: Netlify-CDN-Cache-Control is ${cdn}`);
    const status = page.headers.get('cache-status');
    return `${path} names "${name}"${status ? `; Cache-Status: ${status}` : ''}`;
  });

  await check('unknown listing', async () => {
    const id = randomUUID();
    const page = await getPage(base, `/warehouse/${id}`, 404);
    expect(/404/.test(/<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? ''), `/warehouse/${id} is not the 404 page`);
    const missing = await getJson<{ message?: unknown }>(base, `/api/warehouses/${id}`, 404);
    expect(typeof missing.message === 'string', `/api/warehouses/${id}: 404 without a message`);
    return `/warehouse/${id} 404 with the 404 page; /api/warehouses/${id} 404 JSON`;
  });

  await check('one URL per page', async () => {
    const answer = await fetch(new URL('/search/?query=Toronto', base), {
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const location = answer.headers.get('location') ?? '(none)';
    expect(answer.status === 301, `/search/ answered ${answer.status}, expected 301`);
    expect(new URL(location, base).pathname === '/search', `/search/ redirects to ${location}, expected /search`);
    return `/search/ 301 to ${location}`;
  });

  await check('claim route', async () => {
    const path = `/claim/${randomUUID()}/${randomBytes(16).toString('hex')}`;
    const shell = await getPage(base, '/claim');
    const page = await getPage(base, path);
    expect(page.body === shell.body, `${path} is not the claim page`);
    return `${path} serves the claim page`;
  });

  await check('unknown path', async () => {
    const path = `/no-such-page-${randomBytes(6).toString('hex')}`;
    const page = await getPage(base, path, 404);
    expect(/404/.test(page.body), `${path}: the 404 page does not say 404`);
    return `${path} 404 with the 404 page`;
  });

  await check('robots.txt', async () => {
    const answer = await get(base, '/robots.txt');
    expectStatus(answer, 200, '/robots.txt');
    expectType(answer, 'text/plain', '/robots.txt');
    expect(/^Disallow: \/api\/$/m.test(answer.body), 'does not disallow /api/');
    expect(/^Sitemap: \S+\/sitemap\.xml$/m.test(answer.body), 'names no sitemap');
    return 'disallows /api/, names the sitemap';
  });

  console.log(
    failures ? `\n${failures} check(s) failed against ${base.origin}` : `\nAll checks passed against ${base.origin}`,
  );
  process.exit(failures ? 1 : 0);
}

await main();
