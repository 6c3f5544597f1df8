import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdChunk } from './support/fixtures.ts';

const GENERIC = 'Please fill in all required fields above before submitting.';
const form = (page: Page) => page.locator('[data-contact-form]');

async function fillValid(page: Page) {
  const f = form(page);
  await f.getByLabel('First name').fill('Priya');
  await f.getByLabel('Last name').fill('Raman');
  await f.getByLabel('Email').fill('priya.contact@example.com');
  await f.getByLabel('Phone').fill('604-555-0142');
  await f.getByLabel('Company (optional)').fill('Coastline Imports');
  await f.getByLabel('Inquiry type').selectOption({ label: 'Request Quote' });
  await f.getByLabel('Cold Storage').check();
  await f.getByLabel('Message').fill('We are looking for 5,000 sq ft of cold storage near Vancouver.');
  await f.getByLabel(/I agree to the/).check();
}

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(form(page)).toBeVisible();
    // Hydrated (Astro drops `ssr` from an island once it has): typing earlier reaches the input
    // but not the form's state, so the live counter would wait for the next keystroke.
    await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  });

  test('shows every required-field message and the generic line', async ({ page }) => {
    await form(page).getByRole('button', { name: 'Send Inquiry' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Please select an inquiry type',
      'Message must be at least 10 characters',
      'You must agree to the terms and conditions',
      GENERIC,
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('trims fields, so spaces alone do not count', { tag: '@full' }, async ({ page }) => {
    await fillValid(page);
    await form(page).getByLabel('First name').fill('   ');
    await form(page).getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(form(page).getByText('First name is required')).toBeVisible();
    await expect(form(page).getByText(GENERIC)).toBeVisible();
  });

  test('counts the message live and refuses more than 1000 characters', { tag: '@full' }, async ({ page }) => {
    const counter = form(page).locator('[data-message-counter]');
    await expect(counter).toHaveText('0/1000');
    await form(page).getByLabel('Message').fill('Hello');
    await expect(counter).toHaveText('5/1000');
    await fillValid(page);
    await form(page).getByLabel('Message').fill('x'.repeat(1001));
    await expect(counter).toHaveText('1001/1000');
    await form(page).getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(form(page).getByText('Message cannot exceed 1000 characters')).toBeVisible();
    await expect(form(page).getByText(GENERIC)).toBeVisible();
  });

  test('a failed send shows the error toast and keeps what was typed', { tag: '@full' }, async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await fillValid(page);
    await form(page).getByRole('button', { name: 'Send Inquiry' }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to send your message. Please try again.');
    await expect(form(page).getByLabel('First name')).toHaveValue('Priya');
  });

  test('sends the inquiry, shows the success toast and resets the form', async ({ page }) => {
    await fillValid(page);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
      form(page).getByRole('button', { name: 'Send Inquiry' }).click(),
    ]);
    const body = request.postDataJSON();
    expect(body).toMatchObject({ firstName: 'Priya', inquiryType: 'quote', storageRequirements: ['cold_storage'] });
    expect(body).not.toHaveProperty('agreeToTerms');

    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Message Sent!');
    await expect(toast).toContainText("Thank you for your inquiry. We'll get back to you soon.");
    await expect(form(page).getByLabel('First name')).toHaveValue('');
    await expect(form(page).getByLabel('Inquiry type')).toHaveValue('');
    await expect(form(page).getByLabel('Cold Storage')).not.toBeChecked();
    await expect(form(page).getByLabel(/I agree to the/)).not.toBeChecked();
    await expect(form(page).locator('[data-message-counter]')).toHaveText('0/1000');
  });

  test('has no axe violations, with and without errors shown', { tag: '@full' }, async ({ page }) => {
    await expectNoAxeViolations(page);
    await form(page).getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(form(page).getByText(GENERIC)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('before the form’s code arrives, Send waits and says why; once it has, the inquiry is sent and nothing goes in the address', async ({
  page,
}) => {
  const release = await holdChunk(page, 'ContactForm');
  await page.goto('/contact');
  await fillValid(page);
  const send = form(page).getByRole('button', { name: 'Send Inquiry' });
  await expect(send).toBeDisabled();
  await expect(form(page).locator('[data-needs-javascript]')).toHaveText(
    'Sending this form needs JavaScript: the button works once the page has loaded it.',
  );
  await expect(page).toHaveURL('/contact');

  release();
  await expect(send).toBeEnabled();
  await expect(form(page).locator('[data-needs-javascript]')).toHaveCount(0);
  await expect(form(page).getByLabel('First name')).toHaveValue('Priya');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await send.click();
  expect((await sent).postDataJSON()).toMatchObject({ firstName: 'Priya', email: 'priya.contact@example.com' });
  await expect(page.locator('[data-toast]')).toContainText('Message Sent!');
  await expect(page).toHaveURL('/contact');
});
