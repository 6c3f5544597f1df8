import type { Locator, Page } from '@playwright/test';
import { backToResultsUrl } from '#src/shared/search-url.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, test } from './support/fixtures.ts';
import { prerenderedWarehouses } from './support/pages.ts';

const detail = (page: Page) => page.locator('[data-warehouse-detail]');

function tomorrow() {
  const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Fills every required field of the quote form as a visitor would. */
async function fillQuoteForm(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Dana Whitfield');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('416-555-0199');
  await form.getByLabel('Space needed').fill('2500');
  await form.getByLabel('Start date').fill(tomorrow());
  await form.getByLabel('Storage term').selectOption('long-term');
  await form.getByLabel('Message').fill('We need racked space for 120 pallets of dry goods.');
}

async function expectWarehouseShown(page: Page, w: PublicWarehouse) {
  await expect(page.getByRole('heading', { level: 1, name: w.name })).toBeVisible();
  await expect(detail(page).locator('[data-available-badge]')).toHaveText('Available');
  const size = w.squareFeet === null ? 'Please Contact' : `${w.squareFeet.toLocaleString('en-US')} sq ft`;
  await expect(detail(page).locator('[data-fact="Space"]')).toHaveText(size);
  for (const type of w.storageType) await expect(detail(page).locator('[data-storage-types]')).toContainText(type);
  for (const service of w.servicesOffered) await expect(detail(page).locator('[data-services]')).toContainText(service);
  await expect(detail(page).locator('[data-description]')).toHaveText(w.description);
  if (w.latitude !== null) {
    await expect(page.locator('[data-locator-map]:visible')).toHaveCount(1);
    const openStreetMap = page.getByRole('link', { name: /Open in OpenStreetMap/ });
    // A listing that hides its street number shows an area, and no way to the building.
    if (w.approximateLocation) await expect(openStreetMap).toHaveCount(0);
    else await expect(openStreetMap).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=.*#map=16\//);
  }
}

test.describe('warehouse detail', () => {
  test('shows a warehouse from its URL with parseable LocalBusiness JSON-LD', async ({ page, request }) => {
    const [w] = await prerenderedWarehouses(request);
    await page.goto(`/warehouse/${w!.id}`);
    await expectWarehouseShown(page, w!);
    await expect(page).toHaveTitle(new RegExp(w!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = jsonLd.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({ name: w!.name, identifier: w!.id, address: { addressLocality: w!.city } });
  });

  test('hides contact details of a warehouse that does not show them', async ({ page, request }) => {
    const hidden = (await prerenderedWarehouses(request)).find((w) => !w.showContactInfo);
    test.skip(!hidden, 'every demo warehouse shows its contact details');
    await page.goto(`/warehouse/${hidden!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hidden!.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toHaveCount(0);
    await expect(detail(page).locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
  });

  test('shows contact details when the owner chose to', { tag: '@full' }, async ({ page, request }) => {
    const shown = (await prerenderedWarehouses(request)).find((w) => w.showContactInfo && w.contactEmails.length > 0);
    test.skip(!shown, 'no demo warehouse shows its contact details');
    await page.goto(`/warehouse/${shown!.id}`);
    await expect(detail(page).locator('[data-contact-info]')).toContainText(shown!.contactEmails[0]!);
  });

  test(
    "'Back to results' goes to the search built from the return parameters",
    { tag: '@full' },
    async ({ page, request }) => {
      const [w] = await prerenderedWarehouses(request);
      await page.goto(`/warehouse/${w!.id}`);
      await expect(page.getByRole('link', { name: 'Back to results' })).toHaveAttribute(
        'href',
        '/search?query=&distance=10',
      );

      const returnParams = new URLSearchParams([
        ['returnQuery', 'Toronto, ON'],
        ['returnStorageType', 'Cold Storage'],
        ['returnStorageType', 'Dry Storage'],
        ['returnServicesOffered', 'Fulfillment'],
        ['returnDistance', '40'],
        ['returnStorageTermType', 'short-term'],
        ['returnViewMode', 'list'],
      ]);
      await page.goto(`/warehouse/${w!.id}?${returnParams}`);
      const expected = backToResultsUrl(returnParams);
      await expect(page.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', expected);
      await page.getByRole('link', { name: 'Back to results' }).click();
      await expect(page).toHaveURL(expected);
    },
  );

  test('the gallery moves between photos with buttons and arrow keys', { tag: '@full' }, async ({ page, request }) => {
    const w = (await prerenderedWarehouses(request)).find((x) => x.images.length > 1);
    test.skip(!w, 'no demo warehouse has several photos');
    await page.goto(`/warehouse/${w!.id}`);
    const gallery = page.getByRole('region', { name: `Photos of ${w!.name}` });
    await expect(gallery.getByRole('img', { name: new RegExp(`photo 1 of ${w!.images.length}`) })).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByRole('img', { name: new RegExp(`photo 2 of`) })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByRole('img', { name: new RegExp(`photo 1 of`) })).toBeVisible();
  });

  test('the quote form shows validation messages, then sends', async ({ page, request }) => {
    const [w] = await prerenderedWarehouses(request);
    await page.goto(`/warehouse/${w!.id}`);
    const form = page.locator('[data-quote-form]');
    await form.getByRole('button', { name: 'Send Quote Request' }).click();
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Space needed is required',
      'Start date is required',
      'Please select a storage term',
      'Message must be at least 10 characters',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByText('Space needed must be greater than 0')).toHaveCount(0);

    await fillQuoteForm(form, 'dana.quote@example.com');
    await form.getByLabel('Company (optional)').fill('Northwind Goods');
    await form.getByLabel('Unit').selectOption('square_feet');
    if (w!.servicesOffered[0]) await form.getByLabel(w!.servicesOffered[0], { exact: true }).check();
    await form.getByRole('button', { name: 'Send Quote Request' }).click();

    const sent = page.locator('[data-quote-sent]');
    await expect(sent).toContainText('Quote request sent');
    await expect(sent).toContainText('dana.quote@example.com');
  });

  test(
    "the server's refusal shows under its field and in a toast, keeping what was typed",
    { tag: '@full' },
    async ({ page, request }) => {
      const [w] = await prerenderedWarehouses(request);
      await page.route('**/api/quotes', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Please check the highlighted fields',
            errors: { email: 'This address cannot receive mail' },
          }),
        }),
      );
      await page.goto(`/warehouse/${w!.id}`);
      const form = page.locator('[data-quote-form]');
      await fillQuoteForm(form, 'dana@bounces.example');
      await form.getByRole('button', { name: 'Send Quote Request' }).click();

      await expect(form.getByText('This address cannot receive mail', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Email')).toBeFocused();
      await expect(page.locator('[data-toast]')).toContainText('Please check the highlighted fields');
      await expect(form.getByLabel('Name')).toHaveValue('Dana Whitfield');
    },
  );

  test("an unknown id under /warehouse/ answers 404 and shows '404 Page Not Found'", async ({ page }) => {
    const answer = await page.goto('/warehouse/5b0c7a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test(
    'has no axe violations on desktop in light, and on a phone in dark',
    { tag: '@full' },
    async ({ page, request }) => {
      const [w] = await prerenderedWarehouses(request);
      await page.goto(`/warehouse/${w!.id}`);
      await expect(page.locator('[data-quote-form]')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.setViewportSize(PHONE_VIEWPORT);
      await page.evaluate(() => localStorage.setItem('warehouse-ui-theme', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.locator('[data-quote-form]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-locator-map]:visible')).toHaveCount(1);
      await expectNoAxeViolations(page);
      // Nothing is wider than the phone screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    },
  );
});
