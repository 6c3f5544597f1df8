import { AUTH_STORAGE_KEY } from '#src/client/session.ts';
import { loadConfig } from '#src/server/config.ts';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures.ts';
import { pageScripts } from '#tests/support/chunk-graph.ts';
import { budgetKb, NO_ISLAND_PAGES } from '#tests/support/js-budgets.ts';
import { DIST as E2E_DIST, pageOf } from '#tests/site/support.ts';
import { firstWarehousePath, VISITOR_PAGES } from './support/pages.ts';
import { wordsRunTogether } from './support/text.ts';
import { scriptsOf } from './support/scripts.ts';
import { sweep } from './support/sweep.ts';

/**
 * A first render that read the live session instead of the pre-rendered one would show in the
 * layout: the sign-in card laid into the spinner's markup, squeezed into one row.
 */
test.describe('members-only pages signed out show their sign-in card as designed', () => {
  const membersOnly = ['/favorites', '/profile', '/my-warehouses', '/my-warehouses/leads', '/list-warehouse'];
  for (const [path, details] of sweep(membersOnly, ['/favorites', '/list-warehouse'])) {
    test(path, details, async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { name: /^Log in to / });
      await expect(heading.locator('..')).toHaveClass(/\bcard\b/);
      const headingBox = (await heading.boundingBox())!;
      const logInBox = (await main.getByRole('link', { name: 'Log In', exact: true }).boundingBox())!;
      expect(logInBox.y, 'Log In sits below the heading').toBeGreaterThan(headingBox.y + headingBox.height);
      expect(headingBox.width, 'the heading spans the card').toBeGreaterThan(PHONE_VIEWPORT.width / 2);
    });
  }
});

// Every component is checked in French by the crawl (french.spec.ts); these are the English
// pages whose prose is their own, and the forms with links in their sentences.
test('no words run into the links beside them on the English pages', { tag: '@full' }, async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [
    '/',
    '/faq',
    '/terms',
    '/privacy',
    '/contact',
    '/login',
    '/signup',
    '/forgot-password',
    await firstWarehousePath(page),
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect.soft(await wordsRunTogether(page), path).toEqual([]);
  }
});

test.describe('the session check', () => {
  test('is skipped for a visitor who never signed in or whose session ended, and made once signed in', async ({
    page,
    login,
  }) => {
    const userChecks: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user') userChecks.push(page.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(userChecks).toEqual([]);

    await login();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-session', 'user');
    expect(userChecks).toHaveLength(1);

    // Signed out behind the page's back: the server clears the session cookie and its hint, and
    // the cached user stays behind. The next page paints signed out and forgets it without asking.
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
    const cachedUser = () => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
    expect(await cachedUser()).not.toBeNull();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-session', 'anonymous');
    await expect.poll(cachedUser).toBeNull();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(userChecks).toHaveLength(1);
  });
});

// The budgets are checked over the build's chunk graph for every page in both languages
// (tests/site/js-budgets.test.ts); this holds that graph to what Chromium loads: every script it
// names is loaded, and no script reaches the page that the build's files do not lead to.
test.describe("the build's chunk graph is what a phone loads as the page opens", () => {
  for (const [path, details] of sweep(
    ['warehouse', '/', '/search?query=Toronto', '/list-warehouse', '/faq'],
    ['warehouse', '/'],
  )) {
    test(path, details, async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      const pagePath = path === 'warehouse' ? await firstWarehousePath(page) : path;
      const loaded = await scriptsOf(page, pagePath);
      const { html } = await pageOf(pagePath, 'en');
      const graph = await pageScripts(E2E_DIST, html);
      expect([...graph.files].filter((script) => !loaded.paths.has(script))).toEqual([]);
      // Beyond it, only what an island imports as it mounts (the search page's form).
      const everyScript = await pageScripts(E2E_DIST, html, { withDynamicImports: true });
      expect([...loaded.paths].filter((script) => !everyScript.files.has(script))).toEqual([]);
    });
  }
});

// Full lane: the same budgets, measured in the browser (tests/support/lane.ts).
test.describe('JavaScript budget', { tag: '@full' }, () => {
  for (const path of ['warehouse', ...VISITOR_PAGES, '/no-such-page']) {
    test(`${path} loads at most ${budgetKb(path)} KB of gzipped JavaScript`, async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      const { kb, react } = await scriptsOf(page, path);
      expect(kb, `${path}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(budgetKb(path));
      expect(react, 'React loads only where an island runs').toBe(!NO_ISLAND_PAGES.includes(path));
    });
  }
});

test(
  "the admin dashboard's first screen loads at most 150 KB of gzipped JavaScript",
  { tag: '@full' },
  async ({ page, login }) => {
    await login(DEMO_ACCOUNTS.admin);
    const { kb } = await scriptsOf(page, `/${loadConfig(process.env).adminPath}`);
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    expect(kb, `admin dashboard: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(150);
  },
);

// Not the warehouse page: its own script (the way back, the estimate) imports the URL rules from
// the cards' chunk, which brings React with the page (docs/decisions/react-runtime.md).
test.describe("the first paint waits on no island's code", () => {
  for (const [path, details] of sweep(['/', '/contact', '/fr/contact'], ['/', '/contact'])) {
    test(
      `${path}: React and the islands are fetched once the page is on screen, and the islands then hydrate`,
      details,
      async ({ page }) => {
        await page.setViewportSize(PHONE_VIEWPORT);
        await page.goto(path);
        const painted = page.locator('astro-island[client="painted"]');
        await expect(painted.first()).toBeAttached();
        await expect(page.locator('astro-island[ssr][client="painted"]')).toHaveCount(0);
        const islandCode = await painted.evaluateAll((islands) =>
          islands.flatMap((island) => [island.getAttribute('component-url')!, island.getAttribute('renderer-url')!]),
        );
        const { paintedAt, scripts } = await page.evaluate(() => ({
          paintedAt: performance.getEntriesByName('first-paint')[0]!.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
        }));
        const waited = scripts.filter((s) => islandCode.includes(s.path) || /\/react\.[\w-]+\.js$/.test(s.path));
        expect(waited.length, "the islands' code and React were fetched").toBeGreaterThanOrEqual(3);
        expect(
          waited.filter((s) => s.startTime < paintedAt),
          'fetched before the first paint',
        ).toEqual([]);
      },
    );
  }
});
