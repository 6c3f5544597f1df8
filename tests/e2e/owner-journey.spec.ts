import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { siteBuildsSettled } from './support/builds.ts';
import { expect, signIn, test } from './support/fixtures.ts';
import type { AnswerOf, api } from '#src/client/api.ts';

/** The island has hydrated: its buttons answer clicks. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Two noisy photos, large enough (about 1 MB each) that their upload takes a visible moment. */
async function photos(): Promise<string[]> {
  const dir = '/tmp/owner-journey-e2e';
  await mkdir(dir, { recursive: true });
  const paths = [`${dir}/front.jpg`, `${dir}/docks.jpg`];
  for (const [i, path] of paths.entries()) {
    const noise = { type: 'gaussian', mean: 100 + i * 40, sigma: 60 } as const;
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise } })
      .jpeg({ quality: 95 })
      .toFile(path);
  }
  return paths;
}

// Full lane: its last step waits for the site's background rebuild (tests/support/lane.ts).
test(
  'an owner lists a warehouse, sees it pending, and once approved sees its page at once, its city page after the rebuild, and its first numbers',
  { tag: '@full' },
  async ({ page, login, browser, baseURL }) => {
    // The last step waits for the site's background rebuild, a whole build on this 2-core machine.
    test.setTimeout(360_000);
    const name = `Journey Depot ${Date.now().toString(36)}`;
    await login();

    await open(page, '/list-warehouse');
    await page.getByLabel('Warehouse name').fill(name);
    await page.getByLabel('Description').fill('Heated dry storage with four dock doors, close to the highway.');
    await page.getByLabel('Province').selectOption('NB');
    await page.getByRole('combobox', { name: 'City' }).fill('Monct');
    await page.getByRole('option', { name: 'Moncton' }).click();
    await page.getByLabel('Street address').fill('75 Journey Lane');
    await page.getByRole('checkbox', { name: 'Dry Storage' }).check();
    await page.getByRole('checkbox', { name: 'Cross-Docking / Transloading' }).check();
    await page.getByRole('textbox', { name: 'Contact e-mails: e-mail 1' }).fill('leasing@journey-depot.example');
    await page.getByRole('textbox', { name: 'Contact phones: phone 1' }).fill('506-555-0142');

    // A slow uplink, so each photo's progress bar is on screen long enough to be seen.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.locator('[data-photo-uploader] input[type="file"]').setInputFiles(await photos());
    await expect(page.locator('[data-photo-uploader] [role="progressbar"]').first()).toBeVisible();
    await expect(page.locator('[data-photo-uploader] [data-photo]')).toHaveCount(2, { timeout: 60_000 });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page).toHaveURL(/\/warehouse-submitted$/);
    await page.getByRole('link', { name: 'Go to My Warehouses' }).click();
    const card = page.getByRole('article', { name, exact: true });
    // The first load of the owner's listings: over 10 s once, with the server sharing two cores with
    // a rebuild and both browsers at a load average of 18.
    await expect(card.locator('[data-status]')).toHaveText('Pending review', { timeout: 30_000 });
    await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/photos\/.+-960\.webp$/);

    // The admin's approval, through the admin API as the dashboard sends it.
    const { listings } = (await (await page.request.get('/api/listings')).json()) as AnswerOf<typeof api.listings.$get>;
    const listing = listings.find((l) => l.name === name)!;
    const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await signIn(admin, DEMO_ACCOUNTS.admin.username, baseURL!);
    const approved = await admin.request.post(`/api/admin/listings/${listing.id}/approve`, {
      data: { expectedUpdatedAt: listing.updatedAt },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await admin.close();
    // Its page as the server sends it, before any script runs: rendered on demand, it is there at once.
    const served = await page.request.get(`/warehouse/${listing.id}`);
    expect(served.status()).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(await served.text())?.[1]).toContain(name);
    // Its city's page is pre-rendered: it lists the listing from the rebuild the approval asked for.
    const monctonPage = async () => (await page.request.get('/warehouses/nb/moncton')).text();
    expect(await monctonPage()).not.toContain(name);

    await open(page, '/my-warehouses');
    await expect(card.locator('[data-status]')).toHaveText('Active');

    const viewCounted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/listing-stats/${listing.id}/views`,
    );
    await card.getByRole('link', { name: `View ${name}` }).click();
    await expect(page).toHaveURL(`/warehouse/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect((await viewCounted).status()).toBe(204);

    await open(page, `/search?query=${encodeURIComponent(name)}`);
    await page.locator(`[data-warehouse-card="${listing.id}"]`).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/warehouse/${listing.id}`));

    await open(page, '/my-warehouses');
    const numbers = card.getByRole('region', { name: `Numbers for ${name}` });
    await expect(numbers).toContainText('1 detail view in the last 30 days');
    await expect(numbers).toContainText('1 card click in the last 30 days');

    // The rebuild the approval asked for puts the listing on its city's page.
    await siteBuildsSettled(page.request, 240_000);
    expect(await monctonPage()).toContain(name);
  },
);
