import { expect, test, type Page } from '@playwright/test';
import { holdChunk, PHONE_VIEWPORT } from './support/fixtures.ts';

const cards = (page: Page) => page.locator('[data-warehouse-card]');

/**
 * The first result's photo in /search's placeholder card, shown by the page's inline script
 * before React has loaded (src/client/search-prefetch.ts).
 */
test.describe('the search preview photo', () => {
  test('the first result photo shows in the placeholder before the cards, and a photo that never comes holds nothing back', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const releaseResults = await holdChunk(page, 'SearchResults');
    // A city where no other test adds listings: theirs have no photos, and a fresh one would come first.
    await page.goto('/search?query=Edmonton');
    const preview = page.locator('#search-preview-image img');
    // The answer can take well over 10 s while another test's site rebuild holds both cores.
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(cards(page)).toHaveCount(0);
    releaseResults();
    await expect(cards(page).first()).toBeVisible();
    await expect(preview).toHaveCount(0);

    // The island waits for that photo only so long: one that never arrives does not keep the results away.
    await page.unrouteAll();
    await page.route(/\/media\/.+\.webp$/, () => {});
    await page.goto('/search?query=Edmonton', { waitUntil: 'domcontentloaded' });
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /within/ })).toBeVisible();
  });

  test('the first result photo shows in the placeholder when the answer comes before the cards are parsed', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const releaseResults = await holdChunk(page, 'SearchResults');
    // A script the parser waits for, at the top of the body, keeps the cards unparsed until the
    // answer is in and read.
    await page.route(/\/parser-wait\.js$/, async (route) => {
      await page.waitForFunction(
        () => (window as { __searchPrefetch?: { data?: unknown } }).__searchPrefetch?.data !== undefined,
      );
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route(
      (url) => url.pathname === '/search',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<body[^>]*>/,
          (body) => `${body}<script src="/parser-wait.js"></script>`,
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto('/search?query=Edmonton');
    const preview = page.locator('#search-preview-image img');
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(cards(page)).toHaveCount(0);
    releaseResults();
    await expect(cards(page).first()).toBeVisible();
  });
});
