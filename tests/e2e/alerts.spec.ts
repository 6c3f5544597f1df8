import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { linkFrom, waitForMailTo } from '#tests/support/mail.ts';
import { claimAccount, E2E_MAILBOX } from './support/accounts.ts';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, signIn, test } from './support/fixtures.ts';
import { postListing } from './support/listings.ts';
import type { AnswerOf, api } from '#src/client/api.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test(
  'a visitor saves a search, reads the alert once a matching listing is approved, and unsubscribes after a confirm',
  { tag: '@full' },
  async ({ page, login, browser, baseURL }) => {
    test.setTimeout(120_000);
    const visitor = await login();
    await page.goto('/search?query=Sherbrooke%2C%20QC&storageTypesOffered=Hazmat%20Storage');
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Sherbrooke, QC (30 km) · Hazmat Storage');
    await dialog.getByLabel('Name').fill('Sherbrooke hazmat');
    await dialog.getByLabel('E-mail me new listings').selectOption('instant');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();

    // An owner lists a matching warehouse; an admin approves it.
    const headers = { origin: baseURL! };
    const owner = await browser.newContext({ baseURL });
    const ownerAccount = await claimAccount();
    await signIn(owner, ownerAccount.username, baseURL!);
    const name = `Sherbrooke Hazmat Depot ${Date.now()}`;
    const { id } = await postListing(owner.request, baseURL!, name, {
      city: 'Sherbrooke',
      storageType: ['Hazmat Storage'],
    });
    const admin = await browser.newContext({ baseURL });
    await signIn(admin, DEMO_ACCOUNTS.admin.username, baseURL!);
    const { listing } = (await (await admin.request.get(`/api/admin/listings/${id}`)).json()) as AnswerOf<
      (typeof api.admin.listings)[':id']['$get']
    >;
    const approved = await admin.request.post(`/api/admin/listings/${id}/approve`, {
      data: { expectedUpdatedAt: listing.updatedAt },
      headers,
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await Promise.all([owner.close(), admin.close()]);

    const alert = await waitForMailTo(E2E_MAILBOX, visitor.email, 'search_alert', 30_000);
    expect(alert.text).toContain('New listings match your saved search "Sherbrooke hazmat"');
    expect(alert.text).toContain(name);
    expect(alert.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Opening the link changes nothing: the page asks first.
    const unsubscribe = linkFrom(alert, '/unsubscribe');
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page.getByRole('heading', { name: 'Stop the e-mails for this saved search?' })).toBeVisible();
    await expectNoAxeViolations(page);
    const before = (await (await page.request.get('/api/saved-searches')).json()) as {
      savedSearches: { frequency: string }[];
    };
    expect(before.savedSearches.map((s) => s.frequency)).toEqual(['instant']);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

    // Managed on the account page: off now; renamed, then deleted.
    await page.goto('/saved-searches');
    const card = page.getByRole('article', { name: 'Sherbrooke hazmat' });
    await expect(card.getByLabel('E-mail me new listings')).toHaveValue('off');
    await expectNoAxeViolations(page);
    if (SHOTS) {
      for (const [scheme, viewport] of [
        ['light', PHONE_VIEWPORT],
        ['dark', { width: 1280, height: 900 }],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `${SHOTS}/saved-searches-${viewport.width}-${scheme}.png`, fullPage: true });
      }
    }
    await card.getByLabel('E-mail me new listings').selectOption('weekly');
    await expect(page.getByText('Alert frequency changed')).toBeVisible();
    await card.getByLabel('Name').fill('Sherbrooke hazmat, weekly');
    await card.getByRole('button', { name: 'Rename' }).click();
    const renamed = page.getByRole('article', { name: 'Sherbrooke hazmat, weekly' });
    await expect(renamed.getByLabel('E-mail me new listings')).toHaveValue('weekly');
    await renamed.getByRole('button', { name: 'Delete Sherbrooke hazmat, weekly' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this saved search?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  },
);
