import { loadConfig } from '#src/server/config.ts';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { OWNER_FIXTURES } from './support/owner-listings.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const ADMIN_PATH = `/${loadConfig({}).adminPath}`;
const shots = process.env.E2E_DIR ?? '.data/e2e';

/** The day `days` from now, as /my-warehouses names days. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test.describe('self-serve billing (Stripe stand-in)', () => {
  // The admin reads the payment the owner's test made.
  test.describe.configure({ mode: 'serial' });

  test(
    'an owner sees the trial end, pays through Checkout, opens the portal and cancels',
    { tag: '@full' },
    async ({ page, login }) => {
      // Four full page loads, two of them on the stand-in.
      test.setTimeout(120_000);
      const f = OWNER_FIXTURES.billing;
      await login(f.account);
      await page.goto('/my-warehouses');
      const card = page.getByRole('article', { name: f.listing, exact: true });
      const billing = card.getByRole('region', { name: `Billing for ${f.listing}` });
      // Its trial started when the listing first went live, as the e2e server set it up: the day
      // before this test's when the run has crossed midnight (UTC) since, so it ends a day earlier.
      await expect(billing).toContainText(new RegExp(`Free trial until (${dayFromNow(30)}|${dayFromNow(29)})\\.`));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${shots}/billing-trial.png`, fullPage: false });

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
      await page.screenshot({ path: `${shots}/billing-cancelled.png`, fullPage: false });
    },
  );

  test(
    "an admin sees the listing's billing and payments, and grants an extra trial",
    { tag: '@full' },
    async ({ page, login }) => {
      const f = OWNER_FIXTURES.billing;
      await login(DEMO_ACCOUNTS.admin);
      await page.goto(`${ADMIN_PATH}#listings`);
      await page.getByLabel('Search by name, city or owner').fill(f.listing);
      await page.getByRole('button', { name: `Manage ${f.listing}` }).click();
      await page.getByRole('dialog', { name: 'Manage listing' }).getByRole('button', { name: 'Subscription' }).click();
      const billing = page.getByRole('dialog', { name: 'Subscription' }).getByRole('region', { name: 'Billing' });
      await expect(billing).toContainText('Cancelled at period end');
      await expect(billing).toContainText('$49.00 paid');
      await billing.getByLabel('Extra trial days').fill('10');
      await billing.getByRole('button', { name: 'Grant' }).first().click();
      await expect(page.getByText('10 trial days added')).toBeVisible();
      await expect(billing).toContainText('(10 extra days granted)');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${shots}/billing-admin.png`, fullPage: false });
    },
  );
});
