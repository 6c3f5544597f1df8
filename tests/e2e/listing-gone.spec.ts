import type { Page } from '@playwright/test';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import { OWNER_FIXTURES } from './support/owner-listings.ts';
import { expect, test } from './support/fixtures.ts';

const toast = (page: Page) => page.locator('[data-toast]');

/** The island has hydrated: its buttons answer clicks. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The ids of the listings a search for `name` finds, as the results page reads them. */
async function foundInSearch(page: Page, name: string): Promise<string[]> {
  const res = await page.request.get(`/api/search?query=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { warehouses: { id: string }[] }).warehouses.map((w) => w.id);
}

// docs/decisions/rebuilds.md: "How long an edit takes to show" and "What visitors see".
test('an owner is told when an edit shows, and a listing they pause leaves its page and search at once', async ({
  page,
  login,
}) => {
  const f = OWNER_FIXTURES.gone;
  const listingPath = `/warehouse/${f.id}`;
  await login(f.account);

  const live = await page.goto(listingPath);
  expect(live!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: f.listing })).toBeVisible();
  // What Netlify's CDN keeps serving at this path until the next deploy.
  const prerendered = await live!.text();
  expect(await foundInSearch(page, f.listing)).toContain(f.id);

  await open(page, `/list-warehouse?edit=${f.id}`);
  await page.getByLabel('Description').fill('Dry storage with dock doors, now with a heated bay.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/my-warehouses$/);
  await expect(toast(page)).toContainText(LISTING_FORM_MESSAGES.savedLive(f.listing));
  await expect(toast(page)).toContainText("Search and the listing's own page show them now");

  await open(page, '/my-warehouses');
  await page
    .getByRole('article', { name: f.listing, exact: true })
    .getByRole('button', { name: `Pause ${f.listing}` })
    .click();
  await expect(toast(page)).toContainText(`${f.listing} is paused and hidden from search.`);

  // Its page, rendered on demand, answers 404 at once (on Netlify the pause purges the CDN's copy).
  const reloaded = await page.goto(listingPath);
  expect(reloaded!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  expect(await foundInSearch(page, f.listing)).not.toContain(f.id);

  // A tab opened before the pause, or a copy the CDN still had: the page itself asks the API.
  await page.route(`**${listingPath}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: prerendered }),
  );
  await page.goto(listingPath);
  await expect(page.getByRole('heading', { level: 1, name: 'This warehouse is no longer listed' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: f.listing })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search warehouses near Fredericton, NB' })).toHaveAttribute(
    'href',
    /^\/search\?/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(/^This warehouse is no longer listed/);
});
