import path from 'node:path';
import { serve } from '@hono/node-server';
import type { BrowserContext } from '@playwright/test';
import { siteApp } from '#src/server/serve.ts';
import { renderListingPagesFrom } from '#src/server/listing-pages/listing-page.ts';
import { createServedSite } from '#src/server/rebuilds/served-site.ts';
import { pageInLanguage } from '#src/shared/place-paths.ts';
import { expect, test } from './support/fixtures.ts';
import { VISITOR_PAGES } from './support/pages.ts';

/**
 * Every page in both languages, signed out and signed in, on the copy of the site built with
 * React's development build (tests/e2e/serve.ts), which names hydration mismatches and
 * recoverable errors in full where the production build only logs an error code. The API is the
 * test server's own. Its listing page is rendered by that build's renderer, reading through the test server's API.
 * Full lane only: the default lane builds no development copy (tests/support/lane.ts).
 */
const DEV_DIST = path.resolve(process.env.E2E_DIR || '.data/e2e', 'dist-dev');

/** What React's development build logs when hydration goes wrong, or an error it recovered from. */
const REACT_TROUBLE = /hydrat|did not match|recoverable|server rendered|Minified React error/i;

/**
 * The development build, on a port of its own, answered by the local server's own routing
 * (src/server/serve.ts: the listing fallback, the claim page, the 404 page, each in the path's
 * language) as a real server, so the browser caches its bundles as it would; routing each request
 * through the test would turn that cache off. The API calls go on to the test server as if from its
 * own origin (the API takes state changes from the site's origin only, src/server/api/guards.ts).
 * The session cookie a test sets reaches both: a cookie does not tell ports apart.
 */
let developmentSite: Promise<string> | undefined;

function developmentOrigin(apiOrigin: string): Promise<string> {
  developmentSite ??= createServedSite(DEV_DIST, { production: false }).then((served) => {
    const api = { fetch: (request: Request) => forward(request, apiOrigin) };
    // Its listing pages are rendered here, by the development build's renderer, from the test server's API.
    renderListingPagesFrom({ apiUrl: apiOrigin });
    const build = served.current();
    const site = siteApp({ current: () => ({ ...build, pageHeaders: [] }) }, api);
    return new Promise((resolve) => {
      const server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, ({ port }) =>
        resolve(`http://localhost:${port}`),
      );
      // The worker's other tests and its exit need not wait for it.
      server.unref();
    });
  });
  return developmentSite;
}

/** An API request, sent on uncompressed (the development site's server compresses its answer). */
async function forward(request: Request, apiOrigin: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of ['host', 'connection', 'content-length']) headers.delete(name);
  headers.set('accept-encoding', 'identity');
  if (headers.has('origin')) headers.set('origin', apiOrigin);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return fetch(new URL(url.pathname + url.search, apiOrigin), { method: request.method, headers, body });
}

/** Opens every path, three tabs at a time, and returns what React reported. */
async function reactTrouble(context: BrowserContext, origin: string, paths: string[]) {
  const troubles: string[] = [];
  const waiting = [...paths];
  const tab = async () => {
    const page = await context.newPage();
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && REACT_TROUBLE.test(m.text()))
        troubles.push(`${page.url()}: ${m.text().slice(0, 500)}`);
    });
    page.on('pageerror', (e) => troubles.push(`${page.url()}: ${e.message}`));
    for (let pathname = waiting.shift(); pathname; pathname = waiting.shift()) {
      await page.goto(origin + pathname);
      await page.waitForLoadState('networkidle');
    }
    await page.close();
  };
  await Promise.all([tab(), tab(), tab()]);
  return troubles;
}

/** A listed listing's page. */
async function sampledWarehousePath(apiOrigin: string) {
  const res = await fetch(`${apiOrigin}/api/warehouses?limit=1`);
  const { warehouses } = (await res.json()) as { warehouses: { id: string }[] };
  return `/warehouse/${warehouses[0]!.id}`;
}

test.describe("React's development build logs no hydration trouble", { tag: '@full' }, () => {
  test('is what the pages run on', async ({ page, baseURL }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    });
    await page.goto(`${await developmentOrigin(baseURL!)}/contact`);
    await page.waitForLoadState('networkidle');
    // A warning only React's development build carries: its markup nesting check.
    expect((await Promise.all(scripts)).some((text) => text.includes('In HTML, %s cannot be a'))).toBe(true);
  });

  // In French too: numbers, dates and labels are formatted there in the server's and the
  // browser's own ways, which must agree.
  for (const locale of ['en', 'fr'] as const) {
    const everyPage = async (apiOrigin: string) =>
      [...VISITOR_PAGES, await sampledWarehousePath(apiOrigin)].map((path) => pageInLanguage(path, locale));

    test(`anonymous (${locale})`, async ({ context, baseURL }) => {
      test.setTimeout(180_000);
      expect(await reactTrouble(context, await developmentOrigin(baseURL!), await everyPage(baseURL!))).toEqual([]);
    });

    test(`signed in (${locale})`, async ({ context, baseURL, login }) => {
      test.setTimeout(180_000);
      await login();
      expect(await reactTrouble(context, await developmentOrigin(baseURL!), await everyPage(baseURL!))).toEqual([]);
    });
  }
});
