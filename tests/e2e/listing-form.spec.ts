import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import { LISTING_MESSAGES } from '#src/shared/validation/listing-wording.ts';
import { OWNER_FIXTURES } from './support/owner-listings.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { HARBOUR_DEPOT, postListing } from './support/listings.ts';

/** The island has hydrated: its buttons answer clicks. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Two photos as a phone would take them, made in the system's temporary folder. */
async function photoFiles(): Promise<string[]> {
  const dir = '/tmp/listing-form-e2e';
  await mkdir(dir, { recursive: true });
  const files = [
    { path: `${dir}/dock.jpg`, colour: '#3366cc', write: (s: Sharp) => s.jpeg() },
    { path: `${dir}/aisle.png`, colour: '#22aa66', write: (s: Sharp) => s.png() },
  ];
  for (const f of files) {
    await f.write(sharp({ create: { width: 1200, height: 800, channels: 3, background: f.colour } })).toFile(f.path);
  }
  return files.map((f) => f.path);
}

const form = (page: Page) => page.locator('form[data-listing-form]');
const messageUnder = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, { exact: typeof label === 'string' });

test.describe('/list-warehouse', () => {
  test('asks a visitor to log in and brings them back to the form', async ({ page, account }) => {
    await open(page, '/list-warehouse');
    await expect(page.getByRole('heading', { name: 'Log in to list your warehouse' })).toBeVisible();
    await page.locator('#main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Flist-warehouse$/);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/list-warehouse$/);
    await expect(form(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Listing' })).toBeVisible();
  });

  test('shows each message under its field, keeps what was typed, and submits a listing with two photos', async ({
    page,
    login,
  }) => {
    // Two photos re-encoded by the server and a listing saved: 31 s of the default 45 on a machine at load 20.
    test.setTimeout(120_000);
    await login();
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await open(page, '/list-warehouse');
    await expect(form(page)).toBeVisible();
    expect(consoleErrors, 'no hydration or other errors while the form loads').toEqual([]);

    await page.getByRole('button', { name: 'Submit Listing' }).click();
    for (const message of [
      LISTING_MESSAGES.name,
      LISTING_MESSAGES.descriptionShort,
      LISTING_MESSAGES.stateProvince,
      LISTING_MESSAGES.city,
      LISTING_MESSAGES.address,
      LISTING_MESSAGES.storageType,
      LISTING_MESSAGES.servicesOffered,
      LISTING_MESSAGES.contactEmails,
      LISTING_MESSAGES.contactPhones,
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(messageUnder(page, 'Warehouse name')).toBeFocused();
    await expect(messageUnder(page, 'Warehouse name')).toHaveAccessibleDescription(LISTING_MESSAGES.name);
    await expectNoAxeViolations(page);

    await page.getByLabel('Warehouse name').fill('Browser Test Depot');
    await page.getByLabel('Description').fill('Racked dry storage with two dock doors.');
    await expect(page.locator('[data-description-counter]')).toHaveText('39 / 1000');

    // The province list follows the country.
    await page.getByLabel('Country').selectOption('United States');
    await expect(page.getByLabel('State')).toContainText('Nevada');
    await page.getByLabel('Country').selectOption('Canada');
    await page.getByLabel('Province').selectOption('ON');

    const city = page.getByRole('combobox', { name: 'City' });
    await city.fill('Atlantis');
    await city.blur();
    await expect(form(page).getByText(LISTING_MESSAGES.cityUnknown)).toBeVisible();
    await city.fill('Missis');
    await page.getByRole('option', { name: 'Mississauga', exact: true }).click();
    await expect(city).toHaveValue('Mississauga');
    await expect(form(page).getByText(LISTING_MESSAGES.cityUnknown)).toHaveCount(0);

    await page.getByLabel('Street address').fill('250 Dock Road');
    await page.getByLabel(/Total size in square feet/).fill('12,500');
    await page.getByRole('checkbox', { name: 'Dry Storage', exact: true }).check();
    await page.getByRole('radio', { name: 'Long-term', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Cross-Docking / Transloading' }).check();
    await page.getByRole('textbox', { name: 'Contact e-mails: e-mail 1' }).fill('leasing@browser-depot.example');
    await page.getByRole('button', { name: '+ Add another e-mail' }).click();
    await page.getByRole('textbox', { name: 'Contact e-mails: e-mail 2' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Contact phones: phone 1' }).fill('905-555-0101');
    await page.getByRole('switch', { name: 'Show contact information' }).click();
    await expect(page.getByRole('switch', { name: 'Show contact information' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.locator('[data-photo-uploader] input[type="file"]').setInputFiles(await photoFiles());
    await expect(page.locator('[data-photo-uploader] [data-photo]')).toHaveCount(2, { timeout: 30_000 });

    // A refused submit keeps everything and points at the one wrong row.
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    const secondEmail = page.getByRole('textbox', { name: 'Contact e-mails: e-mail 2' });
    await expect(secondEmail).toBeFocused();
    await expect(secondEmail).toHaveAccessibleDescription(LISTING_MESSAGES.contactEmail);
    await expect(page.getByLabel('Warehouse name')).toHaveValue('Browser Test Depot');

    // A reload keeps the draft too.
    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByLabel('Warehouse name')).toHaveValue('Browser Test Depot');
    await expect(page.locator('[data-photo-uploader] [data-photo]')).toHaveCount(2);

    await page.getByRole('button', { name: 'Remove e-mail 2' }).click();

    // A failed connection keeps everything and says nothing was saved.
    await page.route('**/api/listings', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(form(page).getByText(LISTING_FORM_MESSAGES.network)).toBeVisible();
    await expect(page.getByLabel('Warehouse name')).toHaveValue('Browser Test Depot');
    await page.unroute('**/api/listings');

    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page).toHaveURL(/\/warehouse-submitted$/);
    await expect(page.getByRole('heading', { name: 'Warehouse Submitted' })).toBeVisible();
    await expect(page.getByText('confirmation e-mail to the contact e-mail')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Warehouses' })).toHaveAttribute('href', '/my-warehouses');

    // The draft went with the submit: the form is empty again.
    await open(page, '/list-warehouse');
    await expect(page.getByLabel('Warehouse name')).toHaveValue('');
  });

  test(
    "a live listing's edit page says what saving does to it, without the create page's waitlist parts",
    { tag: '@full' },
    async ({ page, login }) => {
      const f = OWNER_FIXTURES.statuses;
      await login(f.account);
      await open(page, '/my-warehouses');
      await page.getByRole('link', { name: `Edit ${f.active}` }).click();
      await expect(page).toHaveURL(/\/list-warehouse\?edit=/);
      await expect(page.getByRole('heading', { level: 1, name: `Edit ${f.active}` })).toBeVisible();
      await expect(
        page.getByText('This listing is live. Changes apply at once, except a new name, which waits for our approval.'),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Edit ${f.active} \\|`));
      await expect(page.getByRole('heading', { name: 'List Your Warehouse' })).toBeHidden();
      await expect(page.getByText(/joins our waitlist/)).toBeHidden();
      await expect(page.getByRole('heading', { name: 'How listing works' })).toBeHidden();

      await open(page, '/list-warehouse');
      await expect(page.getByRole('heading', { level: 1, name: 'List Your Warehouse' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How listing works' })).toBeVisible();
    },
  );

  test("edits the owner's own listing and refuses anyone else's", async ({ page, login, baseURL }) => {
    await login();
    const name = `Edit Test Depot ${Date.now()}`;
    const listing = await postListing(page.context().request, baseURL!, name, {
      ...HARBOUR_DEPOT,
      contactEmails: ['edit-test@depot.example'],
    });

    await open(page, `/list-warehouse?edit=${listing.id}`);
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByLabel('Warehouse name')).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Halifax');
    await page.getByLabel('Description').fill('Dry storage by the harbour, now with three dock doors.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/my-warehouses$/);
    await expect(page.locator('[data-toast]')).toContainText(LISTING_FORM_MESSAGES.saved(name));

    await login();
    await open(page, `/list-warehouse?edit=${listing.id}`);
    await expect(page.getByText(LISTING_FORM_MESSAGES.forbidden)).toBeVisible();
    await expect(page.locator('form[data-listing-form]')).toHaveCount(0);
  });
});
