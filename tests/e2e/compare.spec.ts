import type { Page } from '@playwright/test';
import { MAX_QUOTE_LISTINGS } from '#src/shared/request-quotes.ts';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, test } from './support/fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

const cards = (page: Page) => page.locator('[data-warehouse-card]');
const tray = (page: Page) => page.getByRole('region', { name: 'Listings to compare' });

test(
  'listings chosen from cards and a listing page stay in the tray across pages, up to 3, and open a shareable comparison',
  { tag: '@full' },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    await page.goto('/search?query=Toronto');
    await expect(cards(page).first()).toBeVisible();
    const names = await cards(page).locator('h3').allTextContents();
    for (const i of [0, 1])
      await cards(page)
        .nth(i)
        .getByRole('button', { name: `Compare ${names[i]}` })
        .click();
    await expect(tray(page)).toContainText('Compare (2 of 3)');
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Compare ${names[0]}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The third from its own page: the tray is still there after the navigation.
    await cards(page).nth(2).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: names[2] })).toBeVisible();
    await expect(tray(page)).toContainText('Compare (2 of 3)');
    await page.getByRole('button', { name: `Compare ${names[2]}` }).click();
    await expect(tray(page)).toContainText('Compare (3 of 3)');

    await page.goBack();
    const fourth = cards(page)
      .nth(3)
      .getByRole('button', { name: `Compare ${names[3]}` });
    await expect(fourth).toBeDisabled();
    await expect(cards(page).nth(3)).toContainText('You can compare up to 3 listings.');

    await tray(page).getByRole('link', { name: 'Compare 3 listings' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[^&]+,[^&]+,[^&]+&from=Toronto$/);
    const table = page.getByRole('table');
    await expect(table.locator('thead').getByRole('columnheader')).toContainText(names.slice(0, 3));
    await expect(table.getByRole('rowheader', { name: /^Distance from Toronto, ON/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^Country/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request quotes from these' })).toHaveAttribute(
      'href',
      `/request-quotes?ids=${new URL(page.url()).searchParams.get('ids')}`,
    );
    await expectNoAxeViolations(page);

    // Only the differences: every listing is in Canada, so Country goes; each row left says it differs.
    await page.getByLabel('Show only differences').check();
    await expect(table.getByRole('rowheader', { name: /^Country/ })).toHaveCount(0);
    const rows = table.locator('tbody tr:has(th[scope=row])');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const header of await table.getByRole('rowheader').allTextContents()) expect(header).toMatch(/Differs$/);

    if (SHOTS) {
      for (const [scheme, viewport] of [
        ['light', PHONE_VIEWPORT],
        ['dark', PHONE_VIEWPORT],
        ['light', { width: 1280, height: 900 }],
        ['dark', { width: 1280, height: 900 }],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `${SHOTS}/compare-${viewport.width}-${scheme}.png`, fullPage: true });
      }
    }

    // The link as shared: another browser, nothing chosen there, shows the same comparison.
    const other = await browser.newContext({ baseURL });
    const shared = await other.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('table').locator('thead').getByRole('columnheader')).toContainText(names.slice(0, 3));
    await expect(tray(shared)).toHaveCount(0);
    await expect(shared.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await other.close();
  },
);

test(`results chosen for a quote, at most ${MAX_QUOTE_LISTINGS}, lead to one request for all of them`, async ({
  page,
}) => {
  await page.goto('/search?query=Toronto');
  await expect(cards(page).nth(MAX_QUOTE_LISTINGS)).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /^Select for a quote/ });
  for (let i = 0; i < MAX_QUOTE_LISTINGS; i++) await boxes.nth(i).check();
  await expect(boxes.nth(MAX_QUOTE_LISTINGS)).toBeDisabled();
  await expect(cards(page).nth(MAX_QUOTE_LISTINGS).locator('..')).toContainText(
    `Up to ${MAX_QUOTE_LISTINGS} listings per request`,
  );
  const bar = page.getByRole('region', { name: 'Listings selected for a quote' });
  await expect(bar).toContainText(`${MAX_QUOTE_LISTINGS} of ${MAX_QUOTE_LISTINGS} selected`);
  const ids = await cards(page).evaluateAll(
    (all, n) => all.slice(0, n).map((c) => (c as HTMLElement).dataset.warehouseCard),
    MAX_QUOTE_LISTINGS,
  );
  await bar.getByRole('link', { name: 'Request quotes from these' }).click();
  await expect(page).toHaveURL(`/request-quotes?ids=${ids.join(',')}`);
});
