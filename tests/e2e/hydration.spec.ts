import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { siteApp } from '#src/server/serve.ts';
import { loadStaticSite } from '#src/server/static-site.ts';
import { pageInLanguage } from '#src/shared/place-paths.ts';
import { expect, test } from './support/fixtures.ts';
import { VISITOR_PAGES } from './support/pages.ts';

/**
 * Every page in both languages, signed out and signed in, on the copy of the site built with
 * React's development build (tests/e2e/serve.ts), which names hydration mismatches and
 * recoverable errors in full where the production build only logs an error code. The API is the
 * test server's own. That build holds one listing's page (tests/e2e/serve.ts), the one visited.
 * Full lane only: the default lane builds no development copy (tests/support/lane.ts).
 */
const DEV_DIST = path.resolve(process.env.E2E_DIR || '.data/e2e', 'dist-dev');

/** What React's development build logs when hydration goes wrong, or an error it recovered from. */
const REACT_TROUBLE = /hydrat|did not match|recoverable|server rendered|Minified React error/i;

/**
 * The development build, answered by the local server's own routing (src/server/serve.ts: the
 * listing fallback, the claim page, the 404 page, each in the path's language). The API calls go
 * on to the test server.
 */
let developmentSite: Promise<ReturnType<typeof siteApp>> | undefined;
const noApi = { fetch: () => new Response(null, { status: 404 }) };

async function serveDevelopmentBuild(page: Page) {
  developmentSite ??= loadStaticSite(DEV_DIST).then((files) =>
    siteApp({ current: () => ({ files, pageHeaders: [], stale: new Set(), redirects: [] }) }, noApi),
  );
  const site = await developmentSite;
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      const answer = await site.fetch(new Request(route.request().url()));
      await route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(await answer.arrayBuffer()),
      });
    },
  );
}

async function reactTrouble(page: Page, paths: string[]) {
  const troubles: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && REACT_TROUBLE.test(m.text()))
      troubles.push(`${page.url()}: ${m.text().slice(0, 500)}`);
  });
  page.on('pageerror', (e) => troubles.push(`${page.url()}: ${e.message}`));
  for (const pathname of paths) {
    await page.goto(pathname);
    await page.waitForLoadState('networkidle');
  }
  return troubles;
}

/** The listing page the development build holds. */
async function sampledWarehousePath() {
  const files = await readdir(path.join(DEV_DIST, 'warehouse'));
  const page = files.find((file) => file.endsWith('.html') && file !== 'fallback.html');
  return `/warehouse/${page!.replace(/\.html$/, '')}`;
}

test.describe("React's development build logs no hydration trouble", { tag: '@full' }, () => {
  test('is what the pages run on', async ({ page }) => {
    await serveDevelopmentBuild(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    // A warning only React's development build carries: its markup nesting check.
    expect((await Promise.all(scripts)).some((text) => text.includes('In HTML, %s cannot be a'))).toBe(true);
  });

  // In French too: numbers, dates and labels are formatted there in the server's and the
  // browser's own ways, which must agree.
  for (const locale of ['en', 'fr'] as const) {
    const everyPage = async () =>
      [...VISITOR_PAGES, await sampledWarehousePath()].map((path) => pageInLanguage(path, locale));

    test(`anonymous (${locale})`, async ({ page }) => {
      test.setTimeout(180_000);
      await serveDevelopmentBuild(page);
      expect(await reactTrouble(page, await everyPage())).toEqual([]);
    });

    test(`signed in (${locale})`, async ({ page, login }) => {
      test.setTimeout(180_000);
      await login();
      await serveDevelopmentBuild(page);
      expect(await reactTrouble(page, await everyPage())).toEqual([]);
    });
  }
});
