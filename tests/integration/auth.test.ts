import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema.ts';
import { createApp } from '#src/server/api/app.ts';
import { accountDetails, createUser, TEST_PASSWORD } from '#tests/support/factories.ts';
import { request, sessionCookie, TEST_SITE_URL, useTestApp, type TestContext } from '#tests/support/app.ts';
import { logIn, requestFrom } from '#tests/support/accounts.ts';
import { lastMailTo, mailsTo, tokenFrom } from '#tests/support/mail.ts';

const INVALID_CREDENTIALS = { message: 'Invalid username or password' };

async function signUp(ctx: TestContext, account = accountDetails()) {
  const res = await requestFrom(ctx, '/api/auth/signup', { body: account });
  expect(res.status).toBe(201);
  return account;
}

async function verify(ctx: TestContext, email: string) {
  const token = tokenFrom(lastMailTo(ctx.mailer.sent, email, 'verify_email'), '/verify-email');
  return request(ctx, `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
}

describe('signup and e-mail verification', () => {
  const ctx = useTestApp();

  it('creates an unverified account and e-mails a verification link under the site URL', async () => {
    const account = accountDetails();
    const res = await requestFrom(ctx, '/api/auth/signup', {
      body: { ...account, email: account.email.toUpperCase() },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      requiresVerification: true,
      email: account.email,
      user: {
        id: expect.any(String),
        username: account.username,
        email: account.email,
        isAdmin: false,
        emailVerified: false,
      },
    });
    expect(res.headers.getSetCookie()).toEqual([]);

    const mail = lastMailTo(ctx.mailer.sent, account.email, 'verify_email');
    expect(mail.text).toContain(`${TEST_SITE_URL}/verify-email?token=`);
    expect(mail.html).toContain(`${TEST_SITE_URL}/verify-email?token=`);
    const token = tokenFrom(mail, '/verify-email');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.verificationToken).not.toContain(token);
    expect(row!.verificationTokenExpiry!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
  });

  it('builds the link from the configured site URL even when the request names another host', async () => {
    const account = accountDetails();
    const res = await ctx.app.request('http://attacker.example/api/auth/signup', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: TEST_SITE_URL,
        'x-nf-client-connection-ip': '203.0.113.77',
      },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(201);
    await ctx.outbox.drain();
    const mail = lastMailTo(ctx.mailer.sent, account.email, 'verify_email');
    expect(mail.text).not.toContain('attacker.example');
    expect(mail.html).not.toContain('attacker.example');
  });

  it('escapes user data in the HTML of the message', async () => {
    await createUser(ctx.db, { username: '<b>x</b>', email: 'esc@example.com', emailVerified: false });
    await requestFrom(ctx, '/api/auth/resend-verification', { body: { email: 'esc@example.com' } });
    const mail = lastMailTo(ctx.mailer.sent, 'esc@example.com', 'verify_email');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>x</b>');
  });

  it('refuses a username or e-mail that is taken, whatever its case', async () => {
    const taken = await signUp(ctx);
    const res = await requestFrom(ctx, '/api/auth/signup', {
      body: { username: taken.username.toUpperCase(), email: taken.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'This username and email are already in use',
      errors: { username: 'This username is already taken', email: 'An account with this email already exists' },
    });
    const emailOnly = await requestFrom(ctx, '/api/auth/signup', { body: { ...accountDetails(), email: taken.email } });
    expect(emailOnly.status).toBe(409);
    expect((await emailOnly.json()).message).toBe('An account with this email already exists');
  });

  it('answers the agreed messages for invalid fields', async () => {
    const res = await requestFrom(ctx, '/api/auth/signup', {
      body: { username: 'has space', email: 'not-an-email', password: 'alllowercase1!' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      username:
        'Username cannot contain spaces or @ symbols. Only letters, numbers, underscores, and hyphens are allowed',
      email: 'Please enter a valid email address',
      password:
        'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character (@$!%*?&)',
    });
  });

  it('refuses to log in before verification, with the code the page uses to offer a new link', async () => {
    const account = await signUp(ctx);
    const res = await logIn(ctx, account.username);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: 'Please verify your email address before logging in. We can send the link again.',
      code: 'EMAIL_NOT_VERIFIED',
      email: account.email,
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    // A wrong password does not reveal that the account exists and is unverified.
    const wrong = await logIn(ctx, account.username, 'Wrong-pass1!');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('verifies with the link once; a second use, a missing or a made-up token is refused', async () => {
    const account = await signUp(ctx);
    const token = tokenFrom(lastMailTo(ctx.mailer.sent, account.email, 'verify_email'), '/verify-email');
    const first = await request(ctx, `/api/auth/verify-email?token=${token}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Email verified successfully. You can now log in.' });

    const again = await request(ctx, `/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'This verification link is invalid or has expired.' });

    const missing = await request(ctx, '/api/auth/verify-email');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Verification token is missing.' });

    expect((await request(ctx, '/api/auth/verify-email?token=made-up')).status).toBe(400);
    expect((await logIn(ctx, account.username)).status).toBe(200);
  });

  it('refuses an expired verification link', async () => {
    const account = await signUp(ctx);
    await ctx.db
      .update(users)
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, account.email));
    const res = await verify(ctx, account.email);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'This verification link is invalid or has expired.' });
  });

  it('resends a new link that replaces the old one, and answers the same for any address', async () => {
    const account = await signUp(ctx);
    const oldToken = tokenFrom(lastMailTo(ctx.mailer.sent, account.email, 'verify_email'), '/verify-email');
    const verified = await createUser(ctx.db, { emailVerified: true });

    const answers = [];
    for (const email of [account.email, verified.email, 'nobody-here@example.com']) {
      const res = await requestFrom(ctx, '/api/auth/resend-verification', { body: { email } });
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'If an account with that email still needs verifying, a new verification link has been sent.',
      },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(mailsTo(ctx.mailer.sent, verified.email)).toEqual([]);
    expect(mailsTo(ctx.mailer.sent, 'nobody-here@example.com')).toEqual([]);

    expect((await request(ctx, `/api/auth/verify-email?token=${oldToken}`)).status).toBe(400);
    expect((await verify(ctx, account.email)).status).toBe(200);
  });
});

describe('login and logout', () => {
  const ctx = useTestApp();
  let account: { username: string; email: string; password: string };

  it('logs in by username or e-mail in any case, with a session cookie the browser cannot read', async () => {
    account = await signUp(ctx);
    await verify(ctx, account.email);

    const res = await logIn(ctx, account.email.toUpperCase());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      user: { id: expect.any(String), username: account.username, email: account.email, isAdmin: false },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const me = await request(ctx, '/api/user', { cookie: sessionCookie(res) });
    expect(await me.json()).toEqual(body.user);
    expect((await logIn(ctx, account.username.toUpperCase())).status).toBe(200);
  });

  it('marks the cookie Secure in production', async () => {
    const production = createApp({
      ...ctx.deps,
      config: { ...ctx.config, production: true },
    });
    const res = await production.request(`${TEST_SITE_URL}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: TEST_SITE_URL,
        'x-nf-client-connection-ip': '203.0.113.9',
      },
      body: JSON.stringify({ usernameOrEmail: account.username, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Secure/);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const wrongPassword = await logIn(ctx, account.username, 'Not-the-pass1!');
    const unknown = await logIn(ctx, 'no_such_user', TEST_PASSWORD);
    const unknownEmail = await logIn(ctx, 'no-such@example.com', TEST_PASSWORD);
    for (const res of [wrongPassword, unknown, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(INVALID_CREDENTIALS);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('shows the agreed messages when fields are empty', async () => {
    const res = await requestFrom(ctx, '/api/auth/login', { body: { usernameOrEmail: '  ', password: '' } });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      usernameOrEmail: 'Username or email is required',
      password: 'Password is required',
    });
  });

  it('logout ends the session on the server, so the old cookie no longer works', async () => {
    const cookie = sessionCookie(await logIn(ctx, account.username));
    const res = await request(ctx, '/api/auth/logout', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
    expect((await request(ctx, '/api/user', { cookie })).status).toBe(401);

    const anonymous = await request(ctx, '/api/auth/logout', { method: 'POST' });
    expect(anonymous.status).toBe(200);
  });

  it('gives a new session at login instead of keeping one the browser already had', async () => {
    const first = sessionCookie(await logIn(ctx, account.username));
    const res = await requestFrom(ctx, '/api/auth/login', {
      body: { usernameOrEmail: account.username, password: TEST_PASSWORD },
      cookie: first,
    });
    expect(sessionCookie(res)).not.toBe(first);
    expect((await request(ctx, '/api/user', { cookie: first })).status).toBe(401);
  });

  it('refuses cross-site and non-JSON login requests', async () => {
    const crossSite = await request(ctx, '/api/auth/login', {
      body: { usernameOrEmail: account.username, password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    const form = await request(ctx, '/api/auth/login', {
      body: `usernameOrEmail=${account.username}&password=${TEST_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('stops password guessing after 10 tries per account from one address, by username or e-mail, with Retry-After', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 10; i++) expect((await logIn(ctx, account.username, `Guess${i}-pass!`, ip)).status).toBe(401);
    const blocked = await logIn(ctx, account.username, TEST_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await logIn(ctx, account.email, TEST_PASSWORD, ip)).status).toBe(429);
    // The owner on another connection is not locked out.
    expect((await logIn(ctx, account.username, TEST_PASSWORD, '203.0.113.11')).status).toBe(200);
  });
});
