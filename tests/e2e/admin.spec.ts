import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '#src/client/theme.ts';
import { loadConfig } from '#src/server/config.ts';
import type { AdminInboxPage } from '#src/client/answers.ts';
import type { SearchAnswer } from '#src/client/answers.ts';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { listingInput } from '#tests/support/listing-input.ts';
import { mailsTo, readMailbox } from '#tests/support/mail.ts';
import { claimAccount, E2E_MAILBOX } from './support/accounts.ts';
import { postListing } from './support/listings.ts';
import { enterSignInCode } from './support/second-factor.ts';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, signIn, test } from './support/fixtures.ts';
import type { AnswerOf, api } from '#src/client/api.ts';

const ADMIN_PATH = `/${loadConfig(process.env).adminPath}`;
const DIST = `${process.env.E2E_DIR || '.data/e2e'}/dist`;
const SHOTS = '/tmp/shots';
/** Words a refusal screen must not show: the dashboard's title and its sections. */
const DASHBOARD_WORDS = /dashboard|overview|moderation|inbox|audit|site builds|users/i;
const TABS = ['Overview', 'Moderation', 'Listings', 'Inbox', 'Users', 'Audit log', 'Site builds'];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Signs in through the login form, as an admin would. */
async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(DEMO_ACCOUNTS.admin.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // The demo admin has two-step sign-in, as every admin must (README, Demo accounts).
  await enterSignInCode(page, DEMO_ACCOUNTS.admin.totpSecret);
}

/** A signed-in owner of their own browser, with two listings waiting for review. */
async function ownerWithPendingListings(browser: Browser, baseURL: string) {
  const account = await claimAccount();
  const context = await browser.newContext({ baseURL });
  await signIn(context, account.username, baseURL);
  const names = [`Quayside Approve ${Date.now()}`, `Quayside Decline ${Date.now()}`] as const;
  const ids: string[] = [];
  for (const name of names) ids.push((await postListing(context.request, baseURL, name)).id);
  return { account, page: await context.newPage(), names, ids };
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('the admin path', () => {
  test('appears in no page or file served to visitors', async ({ request }) => {
    // The console's own page, in each language, is the one file that names it.
    const own = ['', 'fr'].map((language) => `${path.join(DIST, language, ADMIN_PATH.slice(1))}.html`);
    const naming: string[] = [];
    for (const file of await filesUnder(DIST)) {
      if (own.includes(file) || /\.(webp|png|jpe?g|ico|woff2?)$/.test(file)) continue;
      if ((await readFile(file, 'utf8')).includes(ADMIN_PATH.slice(1))) naming.push(file);
    }
    expect(naming).toEqual([]);
    for (const url of ['/', '/search', '/faq', '/contact', '/login', '/sitemap.xml', '/robots.txt', '/no-such-page']) {
      expect(await (await request.get(url)).text(), url).not.toContain(ADMIN_PATH.slice(1));
    }
  });

  test('shows a visitor a sign-in prompt and nothing of the dashboard', async ({ page }) => {
    await page.goto(ADMIN_PATH);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent(ADMIN_PATH)}`,
    );
    await expect(page).toHaveTitle('Warehouse Finder');
    expect(await main.innerText()).not.toMatch(DASHBOARD_WORDS);
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('tells a signed-in user who is not an admin only that the page is not available', async ({ page, login }) => {
    await login();
    await page.goto(ADMIN_PATH);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'This page is not available.' })).toBeVisible();
    expect(await main.innerText()).not.toMatch(DASHBOARD_WORDS);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });
  test(
    "an admin's phone menu has Admin, leading to the dashboard, and no Search",
    { tag: '@full' },
    async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await signInAsAdmin(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'Search', exact: true })).toBeHidden();
      await menu.getByRole('link', { name: 'Admin' }).click();
      await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    },
  );
});

test.describe('admin dashboard', () => {
  test("an admin approves one listing and declines another, exports the contact inquiries and sees each quote's lead status", async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await login(DEMO_ACCOUNTS.admin);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Search', exact: true })).toBeHidden();
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(ADMIN_PATH);
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();

    const owner = await ownerWithPendingListings(browser, baseURL!);
    const [approved, declined] = owner.names;
    const [approvedId, declinedId] = owner.ids;

    await page.getByRole('tab', { name: 'Moderation' }).click();
    await expect(page).toHaveURL(`${ADMIN_PATH}#moderation`);
    await card(page, approved).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(`${approved} approved`)).toBeVisible();
    await expect(card(page, approved)).toHaveCount(0);

    // The owner hears of it, and the listing is found in search.
    await expect
      .poll(async () =>
        mailsTo(await readMailbox(E2E_MAILBOX), owner.account.email, 'listing_approved').some((m) =>
          m.text.includes(approved),
        ),
      )
      .toBe(true);
    const search = (await (
      await page.request.get(`/api/search?query=${encodeURIComponent(approved)}`)
    ).json()) as SearchAnswer;
    expect(search.warehouses.map((w) => w.id)).toContain(approvedId);

    // Another admin changes the second listing while this page shows the old version.
    const { listing: shown } = (await (await page.request.get(`/api/admin/listings/${declinedId}`)).json()) as AnswerOf<
      (typeof api.admin.listings)[':id']['$get']
    >;
    const moved = await page.request.put(`/api/admin/listings/${declinedId}/coordinates`, {
      data: { expectedUpdatedAt: shown.updatedAt, latitude: 45.5, longitude: -73.55 },
      headers: { origin: baseURL! },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const second = card(page, declined);
    await second.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Decline ${declined}` });
    await dialog.getByRole('button', { name: 'Decline listing' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    const reason = 'The photos show a different building than the address.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Decline listing' }).click();
    await expect(second.getByRole('alert')).toContainText('This listing was changed by someone else');
    await second.getByRole('button', { name: 'Reload' }).click();
    await expect(second.getByText(/45\.5000°\sN,\s73\.5500°\sW/)).toBeVisible();
    await second.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Decline listing' }).click();
    await expect(page.getByText(`${declined} declined`)).toBeVisible();

    await owner.page.goto('/my-warehouses');
    await expect(owner.page.getByText(reason)).toBeVisible();
    await owner.page.context().close();

    // The contact inquiries as a spreadsheet: the header row and a known message.
    await page.getByRole('tab', { name: 'Inbox' }).click();
    const inbox = (await (await page.request.get('/api/admin/inbox?kind=contact')).json()) as AdminInboxPage;
    const known = inbox.items[0]!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Received,First name,Last name,Email,Phone,Company,Inquiry type,Storage requirements,Message,Delivery,Handled at,Handled by',
    );
    expect(csv).toContain(known.email);

    // Each quote request shows where its listing's owner has got with the lead.
    await page.getByRole('button', { name: 'Quote requests' }).click();
    await expect(page.getByText(/^Lead: (New|Contacted|Won|Lost)$/).first()).toBeVisible();
  });

  test(
    'an admin lists a warehouse without an owner, copies its claim link, edits it and sets its subscription',
    { tag: '@full' },
    async ({ page, login, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await login(DEMO_ACCOUNTS.admin);
      await page.goto(`${ADMIN_PATH}#listings`);
      await page.getByRole('button', { name: 'New listing' }).click();
      const form = page.getByRole('dialog', { name: 'New unowned listing' });
      const name = `Harbourfront Unowned ${Date.now()}`;
      const body = listingInput(name);
      // The owners' own form: the same fields, suggestions and messages.
      await form.getByLabel('Warehouse name').fill(name);
      await form.getByLabel('Description').fill(body.description);
      await form.getByLabel('Province').selectOption('QC');
      await form.getByRole('combobox', { name: 'City' }).fill('Montr');
      await form.getByRole('option', { name: body.city, exact: true }).click();
      await form.getByLabel('Street address').fill(body.address);
      await form.getByRole('checkbox', { name: 'Dry Storage', exact: true }).check();
      await form.getByRole('checkbox', { name: 'Fulfillment', exact: true }).check();
      await form.getByRole('textbox', { name: 'Contact e-mails: e-mail 1' }).fill(body.contactEmails[0]!);
      await form.getByRole('textbox', { name: 'Contact phones: phone 1' }).fill(body.contactPhones[0]!);
      await form.getByRole('button', { name: 'Submit Listing' }).click();

      const link = form.getByLabel('Claim link');
      await expect(link).toHaveValue(/\/claim\/[0-9a-f-]+\/\S+$/);
      await form.getByRole('button', { name: 'Copy' }).click();
      await expect(page.getByText('Claim link copied')).toBeVisible();
      const claimUrl = await link.inputValue();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(claimUrl);
      await form.getByRole('button', { name: 'Done' }).click();

      await page.getByLabel('Search by name, city or owner').fill(name);
      await page.getByRole('button', { name: `Manage ${name}` }).click();
      const manage = page.getByRole('dialog', { name: 'Manage listing' });
      await expect(manage.getByLabel('Claim link')).toHaveValue(claimUrl);
      await manage.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await edit.getByLabel('Square feet (optional)').fill('31000');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Listing saved')).toBeVisible();
      await expect(manage.getByText('31,000')).toBeVisible();

      await manage.getByRole('button', { name: 'Subscription' }).click();
      const subscription = page.getByRole('dialog', { name: 'Subscription' });
      await subscription.getByLabel('Paid listing (shown first in search)').check();
      await subscription.getByRole('button', { name: 'Save subscription' }).click();
      await expect(subscription.getByText('A paid listing needs a plan.')).toBeVisible();
      await subscription.getByLabel('Plan').selectOption({ label: 'Monthly' });
      await subscription.getByLabel('Payment date').fill('2026-11-01');
      await subscription.getByLabel('Expiry date').fill('2026-10-01');
      await subscription.getByRole('button', { name: 'Save subscription' }).click();
      await expect(subscription.getByText('The expiry date must be after the payment date.')).toBeVisible();
      await subscription.getByLabel('Expiry date').fill('2026-12-01');
      await subscription.getByRole('button', { name: 'Save subscription' }).click();
      await expect(page.getByText('Subscription saved')).toBeVisible();
      await expect(
        manage.getByText('Monthly · Paid until December 1, 2026 · last paid November 1, 2026'),
      ).toBeVisible();
    },
  );

  test(
    'an admin pauses with a reason the owner reads, deletes and restores, confirms admin rights, and narrows the audit log',
    { tag: '@full' },
    async ({ page, login, browser, baseURL }) => {
      test.setTimeout(150_000);
      await login(DEMO_ACCOUNTS.admin);
      const owner = await ownerWithPendingListings(browser, baseURL!);
      const [paused, deleted] = owner.names;
      const { listing } = (await (await page.request.get(`/api/admin/listings/${owner.ids[0]}`)).json()) as AnswerOf<
        (typeof api.admin.listings)[':id']['$get']
      >;
      const approve = await page.request.post(`/api/admin/listings/${listing.id}/approve`, {
        data: { expectedUpdatedAt: listing.updatedAt },
        headers: { origin: baseURL! },
      });
      expect(approve.status(), await approve.text()).toBe(200);

      const manage = async (name: string) => {
        await page.getByLabel('Search by name, city or owner').fill(name);
        await page.getByRole('button', { name: `Manage ${name}` }).click();
        return page.getByRole('dialog', { name: 'Manage listing' });
      };
      await page.goto(`${ADMIN_PATH}#listings`);
      await (await manage(paused)).getByRole('button', { name: 'Pause', exact: true }).click();
      const pause = page.getByRole('dialog', { name: `Pause ${paused}` });
      await pause.getByRole('button', { name: 'Pause listing' }).click();
      await expect(pause.getByText('Please say why the listing is paused')).toBeVisible();
      const reason = 'The phone number reaches another business.';
      await pause.getByLabel('Reason').fill(reason);
      await pause.getByRole('button', { name: 'Pause listing' }).click();
      await expect(page.getByText('Listing paused')).toBeVisible();
      await page.keyboard.press('Escape');

      await owner.page.goto('/my-warehouses');
      await expect(owner.page.getByRole('article', { name: paused, exact: true })).toContainText(reason);
      await expect
        .poll(async () => mailsTo(await readMailbox(E2E_MAILBOX), owner.account.email, 'listing_paused').length)
        .toBe(1);

      // Deleted, the listing waits under its own filter, where one click brings it back.
      const second = await manage(deleted);
      await second.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirmDelete = page.getByRole('dialog', { name: `Delete ${deleted}?` });
      await expect(confirmDelete).toContainText('It can be restored from the Deleted listings for 30 days');
      await confirmDelete.getByRole('button', { name: 'Delete listing' }).click();
      await expect(page.getByText(`${deleted} deleted`)).toBeVisible();
      await page.getByLabel('Status').selectOption({ label: 'Deleted' });
      const restoring = await manage(deleted);
      await expect(restoring.getByText(/restorable for 30 days/)).toBeVisible();
      await restoring.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText(`${deleted} restored`)).toBeVisible();
      await page.keyboard.press('Escape');

      // Admin rights change only after a confirmation, and the account's owner is told.
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByLabel('Search by username or e-mail').fill(owner.account.username);
      const row = page.getByRole('listitem').filter({ hasText: owner.account.email });
      await row.getByRole('button', { name: 'Make admin' }).click();
      const grant = page.getByRole('dialog', { name: `Make ${owner.account.username} an admin?` });
      await expect(grant).toContainText('They are told by e-mail.');
      await grant.getByRole('button', { name: 'Cancel' }).click();
      await expect(row.getByRole('button', { name: 'Make admin' })).toBeVisible();
      await row.getByRole('button', { name: 'Make admin' }).click();
      await grant.getByRole('button', { name: 'Make admin' }).click();
      await expect(page.getByText(`${owner.account.username} is now an admin`)).toBeVisible();
      await expect
        .poll(async () => mailsTo(await readMailbox(E2E_MAILBOX), owner.account.email, 'admin_granted').length)
        .toBe(1);
      await owner.page.context().close();

      // The log names the listing and the person; a name narrows it to them.
      await page.getByRole('tab', { name: 'Audit log' }).click();
      await page
        .getByRole('button', { name: `Show only ${deleted}` })
        .first()
        .click();
      await expect(page.getByText(`Listing: ${deleted}`)).toBeVisible();
      const entries = page.getByRole('tabpanel', { name: 'Audit log' }).getByRole('listitem');
      await expect(entries).toHaveCount(3);
      await expect(entries.nth(0)).toContainText('listing.restore');
      await expect(entries.nth(1)).toContainText('listing.delete');
      await expect(entries.nth(2)).toContainText('listing.submit');
      await page.getByRole('button', { name: 'Show every listing' }).click();
      await page
        .getByRole('button', { name: `Show only ${owner.account.username}` })
        .first()
        .click();
      await expect(page.getByText(`Person: ${owner.account.username}`)).toBeVisible();
      await expect(entries.first()).toContainText('user.make_admin');
    },
  );

  // A test per theme, so the two run side by side. Full lane: about a minute each
  // (tests/support/lane.ts); the tabs' behaviour is tested in every lane above.
  for (const theme of ['light', 'dark'] as const) {
    test(
      `every tab passes axe and looks finished on a phone and a desktop (${theme})`,
      { tag: '@full' },
      async ({ page, login }) => {
        // Twelve tab visits, six axe passes and twelve screenshots: about a minute on an idle machine,
        // over two at a load average of 17 (docs/testing.md).
        test.setTimeout(240_000);
        await mkdir(SHOTS, { recursive: true });
        await login(DEMO_ACCOUNTS.admin);
        await page.goto('/');
        await page.evaluate(([key, t]) => localStorage.setItem(key, t), [THEME_STORAGE_KEY, theme] as const);
        for (const [width, viewport] of [
          ['390', PHONE_VIEWPORT],
          ['1280', { width: 1280, height: 900 }],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.goto(ADMIN_PATH);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          for (const tab of TABS) {
            await page.getByRole('tab', { name: tab }).click();
            await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
            if (width === '1280') await expectNoAxeViolations(page);
            const slug = tab.toLowerCase().replace(/\s+/g, '-');
            await page.screenshot({
              path: `${SHOTS}/admin-${slug}-${width}-${theme}.png`,
              fullPage: tab !== 'Moderation',
            });
          }
        }
      },
    );
  }
});
