import type { Page } from '@playwright/test';
import { requestQuotesPath } from '#src/shared/request-quotes.ts';
import { linkFrom, mailsTo, readMailbox, waitForMailTo } from '#tests/support/mail.ts';
import { submitLogin } from './support/account-forms.ts';
import { E2E_MAILBOX } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { firstWarehousePath } from './support/pages.ts';
import { OWNER_FIXTURES } from './support/owner-listings.ts';

const toast = (page: Page) => page.locator('[data-toast]');
const { leads, neverClaimed } = OWNER_FIXTURES;

function inDays(days: number) {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return d.toISOString().slice(0, 10);
}

test.describe('quotes from several warehouses', () => {
  test('one form on /request-quotes asks each listing, and one confirmation names who answers', async ({ page }) => {
    await page.goto(requestQuotesPath([leads.id, neverClaimed.id]));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const chosen = page.locator('[data-chosen-listings]');
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Your request goes to 2 warehouses' })).toBeVisible();
    const form = page.getByRole('form', { name: `Request a quote from ${leads.listing} and ${neverClaimed.name}` });
    await expect(form.locator('[data-quote-consent]')).toContainText(
      'your request and contact details go to the warehouses you ask, so they can reply to you',
    );
    await expectNoAxeViolations(page);

    await form.getByLabel('Name').fill('Morgan Multi');
    await form.getByLabel('Email').fill('morgan.multi@example.com');
    await form.getByLabel('Phone').fill('416-555-0142');
    await form.getByLabel('Space needed').fill('800');
    await form.getByLabel('Start date').fill(inDays(10));
    await form.getByLabel('Storage term').selectOption('short-term');
    await form.getByLabel('Loading Docks', { exact: true }).check();
    await form.getByLabel('Message').fill('Two trailers of seasonal stock, floor-loaded.');
    await form.getByRole('button', { name: 'Send to 2 warehouses' }).click();

    const sent = page.locator('[data-quote-sent]');
    await expect(sent).toContainText(`Your request for ${leads.listing} and ${neverClaimed.name} is on its way`);
    const answers = sent.getByRole('list', { name: 'Who will answer' });
    await expect(answers).toContainText(`${leads.listing} has your request and contact details now and will reply`);
    await expect(answers).toContainText(`${neverClaimed.name} does not take requests on our site yet`);

    const ack = await waitForMailTo(E2E_MAILBOX, 'morgan.multi@example.com', 'quote_request_ack');
    expect(ack.subject).toBe('We received your quote request for 2 warehouses');
  });

  test('a URL naming no live listing offers the search instead', { tag: '@full' }, async ({ page }) => {
    await page.goto('/request-quotes?ids=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'These warehouses are no longer listed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search warehouses', exact: true })).toHaveAttribute('href', '/search');
  });
});

test.describe('the lead inbox', () => {
  test(
    'the owner opens a lead from its e-mail, replies, and sets its status',
    { tag: '@full' },
    async ({ page, login }) => {
      const buyer = 'lena.lead@example.com';
      const res = await page.request.post('/api/quotes', {
        data: {
          warehouseIds: [leads.id],
          name: 'Lena Lead',
          email: buyer,
          phone: '416-555-0177',
          company: 'Lead Foods',
          spaceNeeded: 40,
          spaceUnit: 'pallet_positions',
          startDate: inDays(20),
          storageTerm: 'long-term',
          servicesNeeded: ['Storage'],
          message: 'Forty pallets of canned goods from next month.',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const leadId: string = (await res.json()).requests[0].id;

      // The multi-quote test may mail this owner a lead of its own meanwhile: this one is Lena's.
      const subject = `New lead for ${leads.listing}: Lena Lead (Lead Foods)`;
      const leadMail = async () =>
        mailsTo(await readMailbox(E2E_MAILBOX), leads.account.email, 'lead_new').find((m) => m.subject === subject);
      await expect.poll(leadMail).toBeTruthy();
      const mail = (await leadMail())!;
      const link = linkFrom(mail, '/my-warehouses/leads');
      expect(link.searchParams.get('lead')).toBe(leadId);

      await login(leads.account);
      await page.goto(link.pathname + link.search);
      const lead = page.locator(`[data-lead="${leadId}"]`);
      await expect(lead).toContainText('40 pallet positions');
      await expect(lead).toContainText('Long-term');
      await expect(lead.getByRole('link', { name: buyer })).toHaveAttribute('href', `mailto:${buyer}`);
      await expect(lead.locator('[data-lead-status]')).toHaveText('New');
      await expect(page.getByRole('button', { name: /^New \d+ leads?$/ })).toBeVisible();
      await expectNoAxeViolations(page);

      // Opened from the e-mail, the reply form is ready.
      const reply = lead.getByRole('form', { name: 'Reply to Lena Lead' });
      await reply.getByLabel('Your reply to Lena Lead').fill('We can take 40 pallets from the 1st. Call me?');
      await reply.getByRole('button', { name: 'Send reply' }).click();
      await expect(toast(page)).toContainText('Your reply is on its way to Lena Lead. The lead is marked contacted.');
      await expect(lead.locator('[data-lead-status]')).toHaveText('Contacted');
      const answer = await waitForMailTo(E2E_MAILBOX, buyer, 'lead_reply');
      expect(answer.subject).toBe(`Re: your quote request for ${leads.listing}`);
      expect(answer.text).toMatch(new RegExp(`^Reply-To: .*${leads.account.email}`, 'im'));
      expect(answer.text).toContain('We can take 40 pallets from the 1st. Call me?');

      await lead.getByLabel('Status').selectOption('won');
      await expect(lead.locator('[data-lead-status]')).toHaveText('Won');
      await page.reload();
      await expect(page.locator(`[data-lead="${leadId}"] [data-lead-status]`)).toHaveText('Won');

      // The status filter shows only the leads with that status.
      await page.getByRole('button', { name: /^Lost \d+ leads?$/ }).click();
      await expect(page.locator(`[data-lead="${leadId}"]`)).toHaveCount(0);
      await page.getByRole('button', { name: /^Won \d+ leads?$/ }).click();
      await expect(page.locator(`[data-lead="${leadId}"]`)).toBeVisible();
      await expect(page).toHaveURL(/status=won/);

      // The listing's numbers count its leads by status and lead back here.
      await page.getByRole('navigation', { name: 'My warehouses' }).getByRole('link', { name: 'Listings' }).click();
      const line = page.locator('[data-lead-counts-line]');
      await expect(line).toContainText('1 won');
      await line.getByRole('link', { name: 'Open leads' }).click();
      await expect(page).toHaveURL(new RegExp(`/my-warehouses/leads\\?listing=${leads.id}$`));
    },
  );
});

test.describe('favorites', () => {
  test(
    'a heart tapped while logged out is saved after logging in from the prompt',
    { tag: '@full' },
    async ({ page, account }) => {
      const path = await firstWarehousePath(page);
      await page.goto(path);
      const heart = page.locator('[data-favorite-button][data-hydrated]').first();
      await heart.click();
      const prompt = page.getByRole('dialog', { name: 'Save Your Favorites' });
      await prompt.getByRole('link', { name: 'Log In' }).click();

      await expect(page).toHaveURL(/\/login\?returnUrl=/);
      await submitLogin(page, account.username, account.password);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(toast(page)).toContainText('has been added to your favorites.');
      await expect(page.locator('[data-favorite-button]').first()).toHaveAttribute(
        'aria-label',
        /^Remove .+ from favorites$/,
      );

      const saved = await (await page.request.get('/api/favorites/ids')).json();
      expect(saved.warehouseIds).toContain(path.split('/').pop());
    },
  );
});
