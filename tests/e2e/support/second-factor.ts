import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
const STEPS_TRIED = 8;

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

export const currentCode = (secret: string) => codeAt(secret, Date.now());

const untilNextStep = () => new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 200));

/**
 * Enters the account's current code, as a person reading the app does. One code is accepted once
 * per account, and several tests sign the demo admin in: a code used a moment ago (by this test's
 * enrolment, or another test) is refused. The server takes a code one step early, as it does from
 * a phone whose clock runs ahead, so the next step's code is tried before waiting for it.
 */
async function untilAccepted(tryCode: (code: string) => Promise<'accepted' | 'used'>, secret: string) {
  // The other worker may sign the demo admin in at several steps running.
  for (let attempt = 0; attempt < STEPS_TRIED; attempt++) {
    if ((await tryCode(currentCode(secret))) === 'accepted') return;
    if ((await tryCode(codeAt(secret, Date.now() + PERIOD_MS))) === 'accepted') return;
    // The wait is the code's rule, not the page being slow: the test gets that time on top.
    test.info().setTimeout(test.info().timeout + PERIOD_MS);
    await untilNextStep();
  }
  throw new Error(`No sign-in code was accepted in ${STEPS_TRIED} steps`);
}

/** The /sign-in-code page's form. */
export async function enterSignInCode(page: Page, secret: string) {
  await page.waitForURL((url) => url.pathname === '/sign-in-code');
  await untilAccepted(async (code) => {
    await page.getByLabel('Sign-in code').fill(code);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/second-factor/verify'));
    await page.getByRole('button', { name: 'Verify' }).click();
    const res = await answer;
    if (res.ok()) return 'accepted';
    expect(await res.text()).toContain('already used');
    return 'used';
  }, secret);
  await page.waitForURL((url) => url.pathname !== '/sign-in-code');
}
