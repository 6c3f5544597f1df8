import { OWNER_FIXTURES } from './support/owner-listings.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/** The day `days` from now, as /my-warehouses names days. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test.describe('self-serve billing on /my-warehouses (Stripe stand-in)', () => {
  test('an owner sees the trial end, pays through Checkout, opens the portal and cancels', async ({ page, login }) => {
    const f = OWNER_FIXTURES.billing;
    await login(f.account);
    await page.goto('/my-warehouses');
    const card = page.getByRole('article', { name: f.listing, exact: true });
    const billing = card.getByRole('region', { name: `Billing for ${f.listing}` });
    // Its trial started when the listing first went live, as the e2e server set it up.
    await expect(billing).toContainText(`Free trial until ${dayFromNow(30)}`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${process.env.E2E_DIR ?? '.data/e2e'}/billing-trial.png`, fullPage: false });

    // The stand-in's Checkout page pays, tells the site through its webhook and sends the owner back.
    await billing.getByRole('button', { name: `Start subscription for ${f.listing}` }).click();
    await page.waitForURL(/\/my-warehouses\?billing=started/);
    await expect(billing).toContainText(`Subscribed: paid through ${dayFromNow(30)}, renewing monthly.`);
    await expect(billing.getByRole('status')).toHaveText('Thank you: your payment went through.');
    await expect(card).toContainText('Plan: Monthly');
    await expect(billing.getByRole('button', { name: /^Start subscription/ })).toHaveCount(0);

    await billing.getByRole('button', { name: `Manage billing for ${f.listing}` }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL(/\/my-warehouses$/);

    await billing.getByRole('button', { name: `Cancel subscription for ${f.listing}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.locator('[data-toast]')).toContainText('Subscription cancelled');
    await expect(billing).toContainText(`Subscription cancelled: the listing stays paid through ${dayFromNow(30)}`);
    await page.screenshot({ path: `${process.env.E2E_DIR ?? '.data/e2e'}/billing-cancelled.png`, fullPage: false });
  });
});
