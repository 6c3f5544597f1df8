import type { Page } from '@playwright/test';
import { OWNER_FIXTURES } from './support/owner-listings.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const toast = (page: Page) => page.locator('[data-toast]');
const listingCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The island has hydrated: its buttons answer clicks. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.describe('/my-warehouses', () => {
  test('shows each listing with its status, and pauses and resumes the active one', async ({ page, login }) => {
    const f = OWNER_FIXTURES.statuses;
    await login(f.account);
    await open(page, '/my-warehouses');

    await expect(page.getByText('4 listings')).toBeVisible();
    const active = listingCard(page, f.active);
    await expect(active.locator('[data-status]')).toHaveText('Active');
    await expect(active).toContainText(`Pending name: ${f.renamedTo} (awaiting approval)`);
    // Billing is on here: the trial's end is billing's, as the admin's Subscription dialog shows it.
    await expect(active).toContainText(/Plan: Free trial until [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(active.getByRole('link', { name: `View ${f.active}` })).toHaveAttribute('href', /^\/warehouse\//);
    await expect(active.getByRole('link', { name: `Edit ${f.active}` })).toHaveAttribute(
      'href',
      /^\/list-warehouse\?edit=[0-9a-f-]{36}$/,
    );
    await expect(active.getByRole('region', { name: `Numbers for ${f.active}` })).toContainText('Detail views');

    const pending = listingCard(page, f.pending);
    await expect(pending.locator('[data-status]')).toHaveText('Pending review');
    await expect(pending.getByRole('button', { name: /^(Pause|Resume) / })).toHaveCount(0);
    await expect(pending.getByRole('link', { name: /^View / })).toHaveCount(0);

    const declined = listingCard(page, f.declined);
    await expect(declined.locator('[data-status]')).toHaveText('Declined');
    await expect(declined).toContainText(`Reason: ${f.declineReason}`);

    const adminPaused = listingCard(page, f.adminPaused);
    await expect(adminPaused.locator('[data-status]')).toHaveText('Paused');
    const blockedResume = adminPaused.getByRole('button', { name: `Resume ${f.adminPaused}` });
    await expect(blockedResume).toBeDisabled();
    await expect(blockedResume).toHaveAccessibleDescription(/Our team paused this listing, so only we can resume it/);
    await expect(adminPaused).toContainText(f.adminPauseReason);

    await expectNoAxeViolations(page);

    await active.getByRole('button', { name: `Pause ${f.active}` }).click();
    await expect(toast(page)).toContainText(`${f.active} is paused and hidden from search.`);
    await expect(active.locator('[data-status]')).toHaveText('Paused');
    await expect(active.getByRole('link', { name: /^View / })).toHaveCount(0);

    // The change is the server's, not only the page's.
    await page.reload();
    await expect(listingCard(page, f.active).locator('[data-status]')).toHaveText('Paused');
    await listingCard(page, f.active)
      .getByRole('button', { name: `Resume ${f.active}` })
      .click();
    await expect(toast(page)).toContainText(`${f.active} is live again.`);
    await expect(listingCard(page, f.active).locator('[data-status]')).toHaveText('Active');
  });

  test('deletes a listing after the confirmation dialog', { tag: '@full' }, async ({ page, login }) => {
    const f = OWNER_FIXTURES.deleting;
    await login(f.account);
    await open(page, '/my-warehouses');

    const card = listingCard(page, f.listing);
    await card.getByRole('button', { name: `Delete ${f.listing}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${f.listing}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Contact us within 30 days and we can restore it');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${f.listing}` }).click();
    await dialog.getByRole('button', { name: 'Delete Listing' }).click();
    await expect(toast(page)).toContainText(`${f.listing} was deleted.`);
    await expect(page.getByRole('heading', { name: 'No warehouses yet' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'No warehouses yet' })).toBeVisible();
  });

  test('invites an owner without listings to list a first warehouse', async ({ page, login }) => {
    await login();
    await open(page, '/my-warehouses');
    await expect(page.getByRole('heading', { name: 'No warehouses yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'List Your First Warehouse' })).toHaveAttribute(
      'href',
      '/list-warehouse',
    );
  });

  test('asks a visitor to log in and come back', async ({ page }) => {
    await open(page, '/my-warehouses');
    await expect(page.getByRole('heading', { name: 'Log in to manage your warehouses' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fmy-warehouses',
    );
  });
});

test.describe('claim links', () => {
  const c = OWNER_FIXTURES.claim;
  const claimPath = `/claim/${c.id}/${c.token}`;

  test(
    'a visitor logs in from the claim page, comes back, claims the listing and lands on /my-warehouses',
    { tag: '@full' },
    async ({ page, account }) => {
      await open(page, claimPath);
      await expect(page.getByRole('heading', { name: c.name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Log in to claim ${c.name}` })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
      await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(claimPath)}`);
      await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
      await page.getByLabel('Username or email').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();

      await expect(page).toHaveURL(claimPath);
      await page.getByRole('button', { name: 'Claim this warehouse' }).click();
      await expect(page).toHaveURL('/my-warehouses');
      await expect(toast(page)).toContainText(`You now manage ${c.name}.`);
      await expect(listingCard(page, c.name)).toBeVisible();

      // The link worked once: it now says the listing is taken, and that it is this user's.
      await open(page, claimPath);
      await expect(page.getByRole('heading', { name: 'This listing is yours' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to My Warehouses' })).toBeVisible();
    },
  );

  test('a wrong token and an unknown listing each get their own screen', { tag: '@full' }, async ({ page }) => {
    await open(page, `/claim/${OWNER_FIXTURES.neverClaimed.id}/not-the-right-token`);
    await expect(page.getByRole('heading', { name: 'This claim link does not work' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);

    await open(page, `/claim/0f0e0d0c-0b0a-4908-8706-050403020100/${c.token}`);
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  });
});
