import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { firstWarehousePath } from './support/pages.ts';
import { sweep } from './support/sweep.ts';

/**
 * Every main page runs under the Content-Security-Policy the local server sends (the same
 * definition Netlify's _headers carries, docs/decisions/security-headers.md) without a single violation:
 * the inline scripts are allowed by their build-time hashes, everything else is same-origin.
 */
declare global {
  interface Window {
    cspViolations?: string[];
  }
}

function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

async function open(page: Page, path: string, status = 200) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.cspViolations ??= []).push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  // Islands hydrate and fetch after load; give them the chance to trip the policy.
  await page.waitForLoadState('networkidle');
  return response!;
}

async function expectPageHeaders(response: Response) {
  const headers = await response.allHeaders();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The local server runs over http outside production: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

async function expectNoViolations(page: Page, consoleViolations: string[]) {
  const events = await page.evaluate(() => window.cspViolations ?? []);
  expect([...consoleViolations, ...events]).toEqual([]);
}

test.describe('Content-Security-Policy', () => {
  const anonymousPages = ['/', '/search?query=Toronto', '/faq', '/contact', '/login', '/signup'];

  for (const [path, details] of sweep(anonymousPages, ['/', '/search?query=Toronto'])) {
    test(`${path} runs without a violation`, details, async ({ page }) => {
      const violations = watchViolations(page);
      await expectPageHeaders(await open(page, path));
      await expectNoViolations(page, violations);
    });
  }

  test("a listing's page and an unknown listing's 404, rendered on demand, run without a violation", async ({
    page,
  }) => {
    const violations = watchViolations(page);
    await expectPageHeaders(await open(page, await firstWarehousePath(page)));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPageHeaders(await open(page, '/warehouse/00000000-0000-4000-8000-000000000000', 404));
    await expectNoViolations(page, violations);
  });

  test('the signed-in profile and favorites pages run without a violation', async ({ page, login }) => {
    await login();
    const violations = watchViolations(page);
    for (const path of ['/profile', '/favorites']) {
      await expectPageHeaders(await open(page, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expectNoViolations(page, violations);
  });

  test('the 404 page runs without a violation', async ({ page }) => {
    const violations = watchViolations(page);
    await expectPageHeaders(await open(page, '/no-such-page', 404));
    await expectNoViolations(page, violations);
  });

  test('API answers carry the JSON policy', async ({ request }) => {
    const res = await request.get('/api/search?query=Toronto');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });
});
