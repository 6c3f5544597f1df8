import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema.ts';
import { createUser, TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';
import { request, TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';
import { logIn, requestFrom, sessionFor } from '#tests/support/accounts.ts';
import { lastMailTo, mailsTo, tokenFrom } from '#tests/support/mail.ts';

const FORGOT_ANSWER = { message: 'If an account with that email exists, a password reset link has been sent.' };

describe('forgotten password', () => {
  const ctx = useTestApp();
  let user: Awaited<ReturnType<typeof createUser>>;

  it('answers the same for a known and an unknown address, and e-mails only the account', async () => {
    user = await createUser(ctx.db, { password: await testPasswordHash() });
    const known = await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: user.email.toUpperCase() } });
    const unknown = await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(FORGOT_ANSWER);
    expect(await unknown.json()).toEqual(FORGOT_ANSWER);
    expect(mailsTo(ctx.mailer.sent, 'ghost@example.com')).toEqual([]);
    expect(lastMailTo(ctx.mailer.sent, user.email, 'reset_password').text).toContain(
      `${TEST_SITE_URL}/reset-password?token=`,
    );
  });

  it('resets the password once, signs out every session and sends a notice', async () => {
    const laptop = await sessionFor(ctx.db, user);
    const phone = await sessionFor(ctx.db, user);
    await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: user.email } });
    const token = tokenFrom(lastMailTo(ctx.mailer.sent, user.email, 'reset_password'), '/reset-password');

    const res = await requestFrom(ctx, '/api/auth/reset-password', { body: { token, newPassword: 'Brand-new1!' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Your password has been reset. You can now log in.' });
    expect((await request(ctx, '/api/user', { cookie: laptop })).status).toBe(401);
    expect((await request(ctx, '/api/user', { cookie: phone })).status).toBe(401);
    expect(lastMailTo(ctx.mailer.sent, user.email, 'password_changed').subject).toMatch(/password was changed/);

    const reused = await requestFrom(ctx, '/api/auth/reset-password', {
      body: { token, newPassword: 'Another-one1!' },
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );

    expect((await logIn(ctx, user.username, TEST_PASSWORD)).status).toBe(401);
    expect((await logIn(ctx, user.username, 'Brand-new1!')).status).toBe(200);
  });

  it('refuses an expired link, a missing token and a weak password', async () => {
    await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: user.email } });
    const token = tokenFrom(lastMailTo(ctx.mailer.sent, user.email, 'reset_password'), '/reset-password');

    const weak = await requestFrom(ctx, '/api/auth/reset-password', { body: { token, newPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors.newPassword).toBe('Password must be at least 8 characters long');

    const missing = await requestFrom(ctx, '/api/auth/reset-password', { body: { newPassword: 'Brand-new2!' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('The reset link is invalid or missing.');

    await ctx.db
      .update(users)
      .set({ resetPasswordTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const expired = await requestFrom(ctx, '/api/auth/reset-password', { body: { token, newPassword: 'Brand-new2!' } });
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('lets an address ask for 3 links per 15 minutes, then answers 429', async () => {
    const other = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) {
      expect((await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: other.email } })).status).toBe(200);
    }
    const blocked = await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: other.email } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(mailsTo(ctx.mailer.sent, other.email, 'reset_password')).toHaveLength(3);
  });

  it('limits reset attempts from one address', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 10; i++) {
      const res = await requestFrom(ctx, '/api/auth/reset-password', {
        body: { token: `guess-${i}`, newPassword: 'Brand-new3!' },
        ip,
      });
      expect(res.status).toBe(400);
    }
    const blocked = await requestFrom(ctx, '/api/auth/reset-password', {
      body: { token: 'guess-x', newPassword: 'Brand-new3!' },
      ip,
    });
    expect(blocked.status).toBe(429);
  });
});
