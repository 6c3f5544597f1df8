import type { Page } from '@playwright/test';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import { FACT_MESSAGES } from '#src/shared/validation/listing-facts.ts';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, test } from './support/fixtures.ts';
import { HARBOUR_DEPOT, postListing } from './support/listings.ts';
import { prerenderedWarehouses } from './support/pages.ts';

/** Where the screenshots of these pages go, to be looked at (docs/decisions/listing-facts.md). */
const SHOTS = process.env.FACTS_SHOTS_DIR;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? PHONE_VIEWPORT.height : 900 });
      await page.evaluate((t) => localStorage.setItem('warehouse-ui-theme', t), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const panel = page.locator('[data-need-filters]');
      if (await panel.count()) await panel.locator('summary').click();
      await page.locator('[data-facts-table], [data-need-filters]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
    }
  }
}

test.describe("a listing's facts", () => {
  // Screenshots at two widths in two themes reload the page eight times.
  test.describe.configure({ timeout: 150_000 });
  test(
    'the owner edits them with messages under each field, in the currency of the country',
    { tag: '@full' },
    async ({ page, login, baseURL }) => {
      await login();
      const name = `Facts Test Depot ${Date.now()}`;
      const listing = await postListing(page.context().request, baseURL!, name, {
        ...HARBOUR_DEPOT,
        contactEmails: ['facts-test@depot.example'],
        spaceAvailablePallets: 300,
        pricePerPalletMonth: 11.5,
      });

      await open(page, `/list-warehouse?edit=${listing.id}`);
      await expect(page.getByLabel('Pallet positions available now')).toHaveValue('300');
      const palletPrice = page.getByLabel('Price per pallet per month (CAD)');
      await expect(palletPrice).toHaveValue('11.5');

      await page.getByLabel('Space available now (sq ft)').fill('-40');
      await page.getByLabel('Available from').fill('2027-01-15');
      await palletPrice.fill('900');
      await page.getByLabel('Lowest temperature (°C)').fill('5');
      await page.getByLabel('Highest temperature (°C)').fill('-2');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(FACT_MESSAGES.spaceNegative)).toBeVisible();
      await expect(page.getByText(FACT_MESSAGES.pricePerPallet)).toBeVisible();
      await expect(page.getByText(FACT_MESSAGES.temperatureOrder)).toBeVisible();
      await expect(page.getByLabel('Space available now (sq ft)')).toBeFocused();

      await page.getByLabel('Space available now (sq ft)').fill('8,000');
      await palletPrice.fill('12.50');
      await page.getByLabel('Lowest temperature (°C)').fill('');
      await page.getByLabel('Highest temperature (°C)').fill('');
      await page.getByLabel('Dock doors').fill('4');
      await page.getByLabel('Clear height (ft)').fill('28');
      await page.getByLabel('Sprinklers').selectOption('yes');
      await page.getByRole('checkbox', { name: 'C-TPAT' }).check();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL(/\/my-warehouses$/);
      await expect(page.locator('[data-toast]')).toContainText(LISTING_FORM_MESSAGES.saved(name));

      await open(page, `/list-warehouse?edit=${listing.id}`);
      await expect(page.getByLabel('Space available now (sq ft)')).toHaveValue('8000');
      await expect(page.getByLabel('Available from')).toHaveValue('2027-01-15');
      await expect(palletPrice).toHaveValue('12.5');
      await expect(page.getByLabel('Sprinklers')).toHaveValue('yes');
      await expect(page.getByRole('checkbox', { name: 'C-TPAT' })).toBeChecked();
      // A US listing's prices are in US dollars.
      await page.getByLabel('Country').selectOption('United States');
      await expect(page.getByLabel('Price per pallet per month (USD)')).toBeVisible();
    },
  );

  test(
    'the detail page shows them in a table, and the estimate for the search it came from',
    { tag: '@full' },
    async ({ page, request }) => {
      const listings = await prerenderedWarehouses(request);
      const w = listings.find((l) => l.pricePerPalletMonth !== null && l.spaceAvailablePallets !== null)!;
      expect(w).toBeTruthy();
      await page.goto(`/warehouse/${w.id}?returnQuery=&returnSpace=200&returnTermMonths=6&returnDistance=30`);
      const table = page.locator('[data-facts-table]');
      await expect(table.getByRole('row', { name: /Space available/ })).toContainText('pallet positions');
      const currency = w.country === 'Canada' ? 'CAD' : 'USD';
      await expect(table.locator('[data-fact-row="Price per pallet"]')).toContainText(`${currency} / month`);
      const estimate = page.locator('[data-detail-estimate]');
      await expect(estimate).toBeVisible();
      await expect(estimate).toContainText(`Estimate: $${(200 * w.pricePerPalletMonth!).toLocaleString('en-US')}`);
      await expect(estimate).toContainText('200 pallets ×');
      await expect(estimate).toContainText("(the owner's price)");
      await expectNoAxeViolations(page);
      await shoot(page, 'detail-facts');

      // Without a stated space, no estimate.
      await page.goto(`/warehouse/${w.id}`);
      await expect(table).toBeVisible();
      await expect(estimate).toBeHidden();
    },
  );

  test(
    'search by need: cards show space, price and the estimate; the filters count and apply',
    { tag: '@full' },
    async ({ page }) => {
      await open(page, '/search?query=&distance=30&space=100&termMonths=12&sort=price_asc');
      const panel = page.locator('[data-need-filters]');
      await expect(panel.locator('summary')).toHaveText('Space, price and specs (applied)');
      await panel.locator('summary').click();
      await expect(panel.getByLabel('Space needed')).toHaveValue('100');
      const first = page.locator('[data-warehouse-card]').first();
      await expect(first.locator('[data-card-facts]')).toContainText('/ pallet / month');
      await expect(first.locator('[data-cost-estimate]')).toContainText('Estimate:');
      await expect(first.locator('[data-cost-estimate]')).toContainText('for 12 months');
      await expectNoAxeViolations(page);
      await shoot(page, 'search-need');

      await page.setViewportSize({ width: 1280, height: 900 });
      if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
      await panel.getByLabel('Dock doors').selectOption('4');
      await panel.getByRole('checkbox', { name: 'Food Grade / FDA-Registered' }).check();
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/minDockDoors=4&certifications=Food\+Grade/);
      await expect(page.locator('[data-warehouse-card]').first()).toBeVisible();
    },
  );
});
