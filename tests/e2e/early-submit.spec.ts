import type { Page } from '@playwright/test';
import { expect, holdChunk, test } from './support/fixtures.ts';
import { firstWarehousePath } from './support/pages.ts';
import { sweep } from './support/sweep.ts';

/**
 * No form that holds personal data puts it in a URL, whatever the moment it is submitted: before
 * React has hydrated its island, while it is hydrating (React hydrates inside a transition, so
 * Astro's `astro:hydrate` comes before the island is live), or after. Each submit must reach the
 * island's own code, seen here as its validation marking a field or its request to the API
 * (docs/decisions/react-runtime.md, "Before an island runs").
 */
interface PersonalForm {
  path: string | ((page: Page) => Promise<string>);
  form: string;
  /** Fills the form; the values must never show up in a URL. */
  fill: (page: Page) => Promise<string[]>;
  scroll?: boolean;
  /** False for a form the island draws only once it runs (it reads the URL first). */
  inPageHtml?: boolean;
}

const FORMS: Record<string, PersonalForm> = {
  contact: {
    path: '/contact',
    form: '[data-contact-form]',
    fill: async (page) => {
      await page.getByLabel('First name').fill('Priya');
      await page.getByLabel('Email').fill('priya.early@example.com');
      await page.getByLabel('Phone').fill('604-555-0142');
      return ['priya.early', '604-555-0142'];
    },
  },
  login: {
    path: '/login',
    form: 'form',
    fill: async (page) => {
      await page.getByLabel('Username or email').fill('early.login@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
      return ['early.login', 'Not-the-password-1'];
    },
  },
  signup: {
    path: '/signup',
    form: 'form',
    fill: async (page) => {
      await page.getByLabel('Username').fill('early_signup');
      await page.getByLabel('Email').fill('early.signup@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Shrt7q');
      return ['early_signup', 'early.signup', 'Shrt7q'];
    },
  },
  'forgot password': {
    path: '/forgot-password',
    form: 'form',
    fill: async (page) => {
      await page.getByLabel('Email').fill('early.forgot@');
      return ['early.forgot'];
    },
  },
  'reset password': {
    path: '/reset-password?token=x',
    form: 'form',
    inPageHtml: false,
    fill: async (page) => {
      await page.getByLabel('New password', { exact: true }).fill('Early-Reset-Pass-1');
      await page.getByLabel('Confirm new password').fill('Something-else-2');
      return ['Early-Reset-Pass-1', 'Something-else-2'];
    },
  },
  quote: {
    path: firstWarehousePath,
    form: '[data-quote-form]',
    scroll: true,
    fill: async (page) => {
      const form = page.locator('[data-quote-form]');
      await form.getByLabel('Name').fill('Dana Early');
      await form.getByLabel('Email').fill('dana.early@example.com');
      await form.getByLabel('Phone').fill('416-555-0177');
      return ['dana.early', 'Dana Early', '416-555-0177'];
    },
  },
};

type Moment = 'before' | 'during' | 'after';

/** Watches every request for the form's values and for a native submission of the page. */
function watchLeaks(page: Page, values: () => string[]) {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url().replace(/\+/g, ' '));
    if (request.isNavigationRequest() && request.method() === 'GET' && new URL(request.url()).search.length > 1)
      if (!/[?&]token=x$/.test(url)) leaks.push(`native submit: ${url}`);
    for (const value of values()) if (url.includes(value)) leaks.push(`${value} in ${url}`);
  });
  return leaks;
}

/** Resolves once the island handled the submit: its validation marked a field, or it called the API. */
function handledByIsland(page: Page, form: string) {
  return Promise.race([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/')),
    page.locator(`${form} [aria-invalid="true"]`).first().waitFor(),
  ]);
}

const CASES = Object.entries(FORMS).flatMap(([name, spec]) =>
  (spec.inPageHtml === false ? (['after'] as const) : (['before', 'during', 'after'] as const)).map(
    (moment: Moment) => ({ name, spec, moment }),
  ),
);
// The default lane's samples: the contact form before hydration (the moment most at risk), the quote
// form after it.
const SAMPLES = CASES.filter(
  (c) => (c.name === 'contact' && c.moment === 'before') || (c.name === 'quote' && c.moment === 'after'),
);

for (const [{ name, spec, moment }, details] of sweep(CASES, SAMPLES)) {
  test(
    `the ${name} form submitted ${moment} hydration goes through its island, never into a URL`,
    details,
    async ({ page }) => {
      let values: string[] = [];
      const leaks = watchLeaks(page, () => values);
      const path = typeof spec.path === 'string' ? spec.path : await spec.path(page);
      const release = moment === 'after' ? () => {} : await holdChunk(page, 'react');
      if (moment === 'during') {
        // Submitted the instant Astro hands the island to React, before React has hydrated it.
        await page.addInitScript((selector) => {
          const submitOnHydrate = (event: Event) => {
            const form = (event.target as Element).querySelector<HTMLFormElement>(selector);
            if (!form) return;
            document.removeEventListener('astro:hydrate', submitOnHydrate, { capture: true });
            form.requestSubmit();
          };
          document.addEventListener('astro:hydrate', submitOnHydrate, { capture: true });
        }, spec.form);
      }
      // A held chunk holds the page's events back too (a module script that imports it defers them).
      await page.goto(path, { waitUntil: 'commit' });
      const form = page.locator(spec.form).first();
      await form.waitFor();
      if (spec.scroll) await form.scrollIntoViewIfNeeded();
      if (moment === 'after')
        await expect(
          page.locator('astro-island', { has: page.locator(spec.form) }).locator('[data-hydrated]'),
        ).not.toHaveCount(0);
      values = await spec.fill(page);

      const handled = handledByIsland(page, spec.form);
      if (moment !== 'during') await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
      release();
      await handled;

      expect(leaks).toEqual([]);
      expect(new URL(page.url()).search).toBe(new URL(path, 'http://x').search);
    },
  );
}
