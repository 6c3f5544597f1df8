import { describe, expect, it } from 'vitest';
import { accountDetails, createUser } from '#tests/support/factories.ts';
import { useTestApp, type TestContext } from '#tests/support/app.ts';
import { requestFrom } from '#tests/support/accounts.ts';
import { lastMailTo, linkFrom } from '#tests/support/mail.ts';

/**
 * Every e-mailed account link carries on the page the visitor was going to, so logging in after
 * verifying or resetting goes back there; the server keeps it only when it is a path on this site.
 */

const RETURN_URLS = [
  ['a path on this site', '/claim/0f0e/abc?x=1', '/claim/0f0e/abc?x=1'],
  ['another site', 'https://evil.example/claim', null],
  ['a protocol-relative URL', '//evil.example', null],
  ['a backslash host', '/\\evil.example', null],
  ['an account screen', '/login', null],
  ['the home page', '/', null],
] as const;

/** Asks for one kind of mail with `returnUrl` and returns the link in it. */
const MAILED_LINKS = {
  'the signup verification link': async (ctx: TestContext, returnUrl: string) => {
    const account = accountDetails();
    expect((await requestFrom(ctx, '/api/auth/signup', { body: { ...account, returnUrl } })).status).toBe(201);
    return linkFrom(lastMailTo(ctx.mailer.sent, account.email, 'verify_email'), '/verify-email');
  },
  'the verification link sent again': async (ctx: TestContext, returnUrl: string) => {
    const user = await createUser(ctx.db, { emailVerified: false });
    const res = await requestFrom(ctx, '/api/auth/resend-verification', { body: { email: user.email, returnUrl } });
    expect(res.status).toBe(200);
    return linkFrom(lastMailTo(ctx.mailer.sent, user.email, 'verify_email'), '/verify-email');
  },
  'the password reset link': async (ctx: TestContext, returnUrl: string) => {
    const user = await createUser(ctx.db);
    const res = await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: user.email, returnUrl } });
    expect(res.status).toBe(200);
    return linkFrom(lastMailTo(ctx.mailer.sent, user.email, 'reset_password'), '/reset-password');
  },
};

describe('the return address in e-mailed account links', () => {
  const ctx = useTestApp();

  for (const [mail, linkFor] of Object.entries(MAILED_LINKS)) {
    it.each(RETURN_URLS)(
      `${mail} carries the page the visitor came from (%s) only when it is on this site`,
      async (_, returnUrl, carried) => {
        const link = await linkFor(ctx, returnUrl);
        expect(link.searchParams.get('token')).toBeTruthy();
        expect(link.searchParams.get('returnUrl')).toBe(carried);
      },
    );
  }

  it('refuses a returnUrl that is not text, as every account request does', async () => {
    const res = await requestFrom(ctx, '/api/auth/resend-verification', {
      body: { email: 'someone@example.com', returnUrl: 42 },
    });
    expect(res.status).toBe(400);
  });
});
