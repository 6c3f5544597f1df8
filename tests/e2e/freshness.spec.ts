import type { Page } from '@playwright/test';
import { m } from '#src/shared/i18n/messages.ts';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { readMailbox, mailsTo } from '#tests/support/mail.ts';
import { E2E_MAILBOX } from './support/accounts.ts';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, test } from './support/fixtures.ts';

const DEMO_OWNER = DEMO_ACCOUNTS.owner;
const cards = (page: Page) => page.locator('[data-warehouse-card]');
const FRESHNESS =
  /^(Availability confirmed (today|yesterday|\d+ days ago|on [A-Z][a-z]{2} \d{1,2}, \d{4})|Not confirmed recently)$/;

/**
 * The links of the monthly availability e-mail the server sent the demo owner when it started
 * (the demo has listings not confirmed this month), that can still confirm.
 */
async function unusedConfirmationLinks(page: Page): Promise<URL[]> {
  await expect
    .poll(async () => mailsTo(await readMailbox(E2E_MAILBOX), DEMO_OWNER.email, 'availability_request').length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const [mail] = mailsTo(await readMailbox(E2E_MAILBOX), DEMO_OWNER.email, 'availability_request');
  const links = [...mail!.text.matchAll(/https?:\/\/\S+\/confirm-availability\?token=[\w-]+/g)].map(
    (m) => new URL(m[0]),
  );
  const usable: URL[] = [];
  for (const link of links) {
    const res = await page.request.get(`/api/availability/${link.searchParams.get('token')}`);
    if (res.status() === 200) usable.push(link);
  }
  return usable;
}

test.describe('freshness and verified owners', () => {
  test(
    'cards say how recently availability was confirmed, and the verified-owner filter keeps only those',
    { tag: '@full' },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/search?query=&distance=50');
      await expect(cards(page).first()).toBeVisible();
      const notes = cards(page).locator('[data-freshness]');
      await expect(notes.first()).toHaveText(FRESHNESS);
      expect(await notes.count()).toBe(await cards(page).count());

      const filter = page.getByRole('complementary', { name: 'Refine results' }).getByLabel('Owner verified only');
      const verified = (await (await page.request.get('/api/search?query=&distance=50&ownerVerified=1')).json()) as {
        total: number;
        facets: { ownerVerified: number };
      };
      // The count beside the filter is the facet: how many of the results a verified owner manages.
      await expect(filter.locator('xpath=..')).toContainText(String(verified.facets.ownerVerified));
      await filter.check();
      await expect(page).toHaveURL(/ownerVerified=1/);
      await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(String(verified.total));
      await expect(cards(page)).toHaveCount(Math.min(verified.total, 12));
      await expect(cards(page).filter({ hasNot: page.locator('[data-owner-verified]') })).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );

  test('the detail page says, once it runs, how long ago availability was confirmed', async ({ page }) => {
    await page.goto('/search?query=&distance=50&ownerVerified=1');
    await cards(page).first().getByRole('link').click();
    // The badge, then the rule it stands for (its tooltip, and read out after it).
    const badge = page.locator('[data-owner-verified]');
    await expect(badge).toHaveText(`Owner verified: ${m.owner_verified_rule()}`);
    await expect(badge).toHaveAttribute('title', m.owner_verified_rule());
    const note = page.locator('[data-freshness]');
    await expect(note).toHaveAttribute('data-freshness', /^(recent|dated|stale)$/);
    await expect(note).toHaveText(FRESHNESS);
  });

  test(
    'an owner confirms availability from the e-mailed link: looking changes nothing, the button confirms once',
    { tag: '@full' },
    async ({ page }) => {
      const [link] = await unusedConfirmationLinks(page);
      expect(link, 'an unused confirmation link in the demo owner’s mail').toBeDefined();
      await page.goto(`${link!.pathname}${link!.search}`);
      const confirm = page.getByRole('button', { name: 'Yes, it is still available' });
      await expect(confirm).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Is .+ still available\?$/ })).toBeVisible();
      // What the owner confirms: the space and from-date the listing states, with the way to change them.
      await expect(page.locator('[data-availability]')).toHaveText(
        /available (now|from [A-Z][a-z]{2} \d{1,2}, \d{4})$|^Space available and from-date not stated$/,
      );
      await expect(page.getByRole('link', { name: 'Edit the listing' })).toHaveAttribute(
        'href',
        /^\/list-warehouse\?edit=/,
      );
      await expectNoAxeViolations(page);

      // Opening it again, as a mail scanner would, still offers the button.
      await page.reload();
      await confirm.click();
      await expect(page.getByRole('heading', { name: 'Availability confirmed' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toContainText('Availability confirmed today');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
    },
  );
});

test.describe('/my-warehouses for an owner of many listings', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('opens as a compact table with search and a status filter', { tag: '@full' }, async ({ page, login }) => {
    await login(DEMO_OWNER);
    await page.goto('/my-warehouses');
    const table = page.locator('[data-listings-table]');
    await expect(table).toBeVisible();
    const rows = table.locator('[data-listing-row]');
    const all = await rows.count();
    expect(all).toBeGreaterThan(5);
    // A table, not fifteen cards: a phone page a few screens tall.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000);

    await page.getByLabel('Status').selectOption('pending');
    await expect(rows.locator('[data-status]:visible').first()).toHaveText('Pending review');
    const pending = await rows.count();
    expect(pending).toBeLessThan(all);
    await expect(rows.locator('[data-status="pending"]:visible')).toHaveCount(pending);

    await page.getByLabel('Status').selectOption('all');
    const firstName = (await rows.first().locator('th span').first().textContent())!;
    await page.getByLabel('Search your listings').fill(firstName.toUpperCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(firstName);
    await expect(page.getByText(`1 of ${all} listings`)).toBeVisible();
    await page.getByLabel('Search your listings').fill('no such warehouse anywhere');
    await expect(page.getByText('No listing matches this search.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all listings' }).click();
    await expect(rows).toHaveCount(all);

    await page.getByText('Cards', { exact: true }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'a chart reads out the day and its count on hover and on keyboard focus',
    { tag: '@full' },
    async ({ page, login }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await login(DEMO_OWNER);
      await page.goto('/my-warehouses');
      await page.getByText('Cards', { exact: true }).click();
      const chart = page.getByRole('slider', { name: 'Detail views per day' }).first();
      await expect(chart).toBeVisible();
      const reading = page.locator('[data-day-reading]');

      // A pointer that arrived while the page was still drawing the cards moves again, as a visitor's would.
      await expect(async () => {
        await page.mouse.move(0, 0);
        await chart.hover({ position: { x: 2, y: 16 } });
        await expect(reading).toHaveText(/^[A-Z][a-z]{2} \d{1,2}: \d+ detail views?$/, { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await page.mouse.move(0, 0);
      await expect(reading).toHaveCount(0);

      await chart.focus();
      const today = await reading.textContent();
      expect(today).toMatch(/: \d+ detail views?$/);
      await expect(chart).toHaveAttribute('aria-valuetext', new RegExp(`^${today}\\.`));
      await page.keyboard.press('ArrowLeft');
      await expect(reading).not.toHaveText(today!);
      await page.keyboard.press('End');
      await expect(reading).toHaveText(today!);
    },
  );
});
