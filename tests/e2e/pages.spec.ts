import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures.ts';

const PAGES = [
  '/',
  '/search?query=Toronto',
  '/faq',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=x',
  '/check-email',
  '/verify-email?token=x',
  '/favorites',
  '/profile',
  '/my-warehouses',
  '/list-warehouse',
  '/claim',
  '/warehouse-submitted',
  '/terms',
  '/privacy',
  '/warehouse/00000000-0000-4000-8000-000000000000',
];

async function firstWarehousePath(page: Page) {
  const { warehouses } = (await (await page.request.get('/api/warehouses?limit=1')).json()) as {
    warehouses: { id: string }[];
  };
  return `/warehouse/${warehouses[0]!.id}`;
}

/** React's hydration complaints, in development and production wording. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)/i;

async function hydrationErrors(page: Page, paths: string[]) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && HYDRATION.test(m.text())) errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (HYDRATION.test(e.message)) errors.push(`${page.url()}: ${e.message}`);
  });
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  return errors;
}

test.describe('no page throws a hydration error', () => {
  test('anonymous', async ({ page }) => {
    test.setTimeout(120_000);
    expect(await hydrationErrors(page, [...PAGES, await firstWarehousePath(page)])).toEqual([]);
  });

  test('signed in', async ({ page, login }) => {
    test.setTimeout(120_000);
    await login();
    expect(await hydrationErrors(page, [...PAGES, await firstWarehousePath(page)])).toEqual([]);
  });
});

/**
 * Preact keeps markup that differs from an island's first render as it is, without an error, so a
 * first render that read the live session instead of the pre-rendered one shows up only in the
 * layout: the sign-in card laid into the spinner's markup, squeezed into one row.
 */
test.describe('members-only pages signed out show their sign-in card as designed', () => {
  for (const path of ['/favorites', '/profile', '/my-warehouses', '/list-warehouse']) {
    test(path, async ({ page }) => {
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

test.describe('the session check', () => {
  test('is skipped for a visitor who never signed in, and made once signed in', async ({ page, login }) => {
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

    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
    // The next page still has the cached user to check; its 401 clears the cache and the hint.
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-session', 'anonymous');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(userChecks).toHaveLength(2);
  });
});

/** README "Lighthouse": the JavaScript budget per page, gzipped, as a phone loads the page. */
const JS_BUDGET_KB = 80;

test.describe('JavaScript budget', () => {
  // Every page: the budget holds for each, whatever it is for.
  for (const path of ['warehouse', ...PAGES]) {
    test(`${path} loads at most ${JS_BUDGET_KB} KB of gzipped JavaScript`, async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      const scripts: Promise<number>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b).length));
      });
      await page.goto(path === 'warehouse' ? await firstWarehousePath(page) : path);
      await page.waitForLoadState('networkidle');
      const kb = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
      expect(kb, `${path}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(JS_BUDGET_KB);
    });
  }
});
