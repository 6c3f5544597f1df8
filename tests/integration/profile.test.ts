import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, users, warehouses } from '#db/schema.ts';
import { createUser, createWarehouse, TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';
import { request, sessionCookie, useTestApp } from '#tests/support/app.ts';
import { requestFrom, sessionFor, signedInUser } from '#tests/support/accounts.ts';
import { lastMailTo, mailsTo, tokenFrom } from '#tests/support/mail.ts';

describe('profile', () => {
  const ctx = useTestApp();

  /** A signed-in user whose password is TEST_PASSWORD. */
  const account = async () => signedInUser(ctx.db, { password: await testPasswordHash() });

  it('is only for signed-in users', async () => {
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile/username'],
      ['POST', '/api/profile/email'],
      ['POST', '/api/profile/password'],
      ['DELETE', '/api/profile'],
    ] as const) {
      const res = await request(ctx, path, { method, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('shows the account', async () => {
    const { user, cookie } = await account();
    const res = await request(ctx, '/api/profile', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: {
        id: user.id,
        username: user.username,
        email: user.email,
        isAdmin: false,
        emailVerified: true,
        pendingEmail: null,
        createdAt: user.createdAt.toISOString(),
      },
    });
  });

  describe('username', () => {
    it('changes it, and the header (GET /api/user) shows the new one', async () => {
      const { cookie } = await account();
      const res = await request(ctx, '/api/profile/username', {
        method: 'PATCH',
        body: { username: 'Renamed_1' },
        cookie,
      });
      expect(res.status).toBe(200);
      expect((await res.json()).user.username).toBe('Renamed_1');
      expect((await (await request(ctx, '/api/user', { cookie })).json()).username).toBe('Renamed_1');
      // Changing only the case of one's own name is fine.
      const recased = await request(ctx, '/api/profile/username', {
        method: 'PATCH',
        body: { username: 'renamed_1' },
        cookie,
      });
      expect(recased.status).toBe(200);
    });

    it('refuses a name someone else has, in any case, and the invalid names', async () => {
      const other = await createUser(ctx.db, { username: 'TakenName' });
      const { cookie } = await account();
      const taken = await request(ctx, '/api/profile/username', {
        method: 'PATCH',
        body: { username: 'takenname' },
        cookie,
      });
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({
        message: 'This username is already taken',
        errors: { username: 'This username is already taken' },
      });
      const bad = await request(ctx, '/api/profile/username', {
        method: 'PATCH',
        body: { username: 'me@home' },
        cookie,
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors.username).toMatch(/cannot contain spaces or @ symbols/);
      const [unchanged] = await ctx.db.select().from(users).where(eq(users.id, other.id));
      expect(unchanged!.username).toBe('TakenName');
    });

    it('refuses a body that is not JSON, and a cross-site request', async () => {
      const { cookie } = await account();
      const form = await request(ctx, '/api/profile/username', {
        method: 'PATCH',
        body: 'username=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookie,
      });
      expect(form.status).toBe(415);
      const crossSite = await request(ctx, '/api/profile/username', {
        method: 'PATCH',
        body: { username: 'hijacked' },
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        cookie,
      });
      expect(crossSite.status).toBe(403);
    });
  });

  describe('e-mail change', () => {
    it('keeps the old address until the link sent to the new one is opened', async () => {
      const { user, cookie } = await account();
      const res = await request(ctx, '/api/profile/email', {
        body: { newEmail: 'New.Address@Example.com', currentPassword: TEST_PASSWORD },
        cookie,
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.message).toBe(
        'We sent a confirmation link to new.address@example.com. Your email address changes once you open it.',
      );
      expect(body.user).toMatchObject({ email: user.email, pendingEmail: 'new.address@example.com' });

      const notice = lastMailTo(ctx.mailer.sent, user.email, 'email_change_notice');
      expect(notice.text).toContain('new.address@example.com');
      const token = tokenFrom(
        lastMailTo(ctx.mailer.sent, 'new.address@example.com', 'email_change_confirm'),
        '/verify-email',
      );

      const verified = await request(ctx, `/api/auth/verify-email?token=${token}`);
      expect(verified.status).toBe(200);
      expect(await verified.json()).toEqual({
        message: 'Your new email address is confirmed. Use it to log in from now on.',
      });
      const profile = await (await request(ctx, '/api/profile', { cookie })).json();
      expect(profile.user).toMatchObject({ email: 'new.address@example.com', pendingEmail: null });
      expect((await request(ctx, `/api/auth/verify-email?token=${token}`)).status).toBe(400);
    });

    it('needs the current password', async () => {
      const { user, cookie } = await account();
      const res = await request(ctx, '/api/profile/email', {
        body: { newEmail: 'x1@example.com', currentPassword: 'Wrong-pass1!' },
        cookie,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Your current password is incorrect',
        errors: { currentPassword: 'Your current password is incorrect' },
      });
      expect(mailsTo(ctx.mailer.sent, 'x1@example.com')).toEqual([]);
      expect(mailsTo(ctx.mailer.sent, user.email)).toEqual([]);
    });

    it('refuses an address another account uses, or the one it already has', async () => {
      const other = await createUser(ctx.db);
      const { user, cookie } = await account();
      const taken = await request(ctx, '/api/profile/email', {
        body: { newEmail: other.email.toUpperCase(), currentPassword: TEST_PASSWORD },
        cookie,
      });
      expect(taken.status).toBe(409);
      expect((await taken.json()).errors).toEqual({ newEmail: 'An account with this email already exists' });
      const same = await request(ctx, '/api/profile/email', {
        body: { newEmail: user.email, currentPassword: TEST_PASSWORD },
        cookie,
      });
      expect(same.status).toBe(400);
      expect((await same.json()).message).toBe('This is already your email address');
    });

    it('cancels the change when the address was taken before the link was opened', async () => {
      const { cookie } = await account();
      await request(ctx, '/api/profile/email', {
        body: { newEmail: 'contested@example.com', currentPassword: TEST_PASSWORD },
        cookie,
      });
      const token = tokenFrom(
        lastMailTo(ctx.mailer.sent, 'contested@example.com', 'email_change_confirm'),
        '/verify-email',
      );
      await createUser(ctx.db, { email: 'contested@example.com' });

      const res = await request(ctx, `/api/auth/verify-email?token=${token}`);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(
        'This email address now belongs to another account, so the change was cancelled.',
      );
      expect((await (await request(ctx, '/api/profile', { cookie })).json()).user.pendingEmail).toBeNull();
    });

    it('can be cancelled, after which the link no longer works', async () => {
      const { user, cookie } = await account();
      await request(ctx, '/api/profile/email', {
        body: { newEmail: 'changed-mind@example.com', currentPassword: TEST_PASSWORD },
        cookie,
      });
      const token = tokenFrom(
        lastMailTo(ctx.mailer.sent, 'changed-mind@example.com', 'email_change_confirm'),
        '/verify-email',
      );
      const res = await request(ctx, '/api/profile/email', { method: 'DELETE', cookie });
      expect(res.status).toBe(200);
      expect((await res.json()).user).toMatchObject({ email: user.email, pendingEmail: null });
      expect((await request(ctx, `/api/auth/verify-email?token=${token}`)).status).toBe(400);
    });
  });

  describe('password change', () => {
    it('signs out the other devices, keeps this browser signed in and sends a notice', async () => {
      const { user, cookie } = await account();
      const otherDevice = await sessionFor(ctx.db, user);
      const res = await request(ctx, '/api/profile/password', {
        body: { currentPassword: TEST_PASSWORD, newPassword: 'Changed-pass1!' },
        cookie,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        message: 'Your password has been changed. You were signed out on your other devices.',
      });
      const fresh = sessionCookie(res);
      expect((await request(ctx, '/api/user', { cookie: fresh })).status).toBe(200);
      expect((await request(ctx, '/api/user', { cookie: otherDevice })).status).toBe(401);
      expect((await request(ctx, '/api/user', { cookie })).status).toBe(401);
      expect(lastMailTo(ctx.mailer.sent, user.email, 'password_changed').text).toContain('was just changed');

      const login = await requestFrom(ctx, '/api/auth/login', {
        body: { usernameOrEmail: user.username, password: 'Changed-pass1!' },
      });
      expect(login.status).toBe(200);
    });

    it('needs the right current password and a new one that follows the rules', async () => {
      const { cookie } = await account();
      const wrong = await request(ctx, '/api/profile/password', {
        body: { currentPassword: 'Nope-nope1!', newPassword: 'Changed-pass1!' },
        cookie,
      });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).errors).toEqual({ currentPassword: 'Your current password is incorrect' });
      const weak = await request(ctx, '/api/profile/password', {
        body: { currentPassword: TEST_PASSWORD, newPassword: 'weakpass' },
        cookie,
      });
      expect(weak.status).toBe(400);
      expect((await weak.json()).errors.newPassword).toMatch(/^Password must contain at least one lowercase letter/);
      expect((await request(ctx, '/api/user', { cookie })).status).toBe(200);
    });

    it('stops guessing the current password after 10 tries', async () => {
      const { cookie } = await account();
      for (let i = 0; i < 10; i++) {
        const res = await request(ctx, '/api/profile/password', {
          body: { currentPassword: `Guess-${i}!A`, newPassword: 'Changed-pass1!' },
          cookie,
        });
        expect(res.status).toBe(400);
      }
      const blocked = await request(ctx, '/api/profile/password', {
        body: { currentPassword: TEST_PASSWORD, newPassword: 'Changed-pass1!' },
        cookie,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('account deletion', () => {
    it('needs the password', async () => {
      const { cookie } = await account();
      const res = await request(ctx, '/api/profile', { method: 'DELETE', body: { password: 'Wrong-pass1!' }, cookie });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ password: 'Your current password is incorrect' });
      expect((await request(ctx, '/api/user', { cookie })).status).toBe(200);
    });

    it('deletes the account and its favorites, signs out, and leaves its listings unowned', async () => {
      const { user, cookie } = await account();
      const listing = await createWarehouse(ctx.db, { userId: user.id });
      const favorite = await createWarehouse(ctx.db);
      await request(ctx, '/api/favorites', { body: { warehouseId: favorite.id }, cookie });

      const res = await request(ctx, '/api/profile', { method: 'DELETE', body: { password: TEST_PASSWORD }, cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
      expect(res.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
      expect((await request(ctx, '/api/user', { cookie })).status).toBe(401);

      const [kept] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id));
      expect(kept!.userId).toBeNull();
      expect(await ctx.db.select().from(favorites).where(eq(favorites.userId, user.id))).toEqual([]);
      const login = await requestFrom(ctx, '/api/auth/login', {
        body: { usernameOrEmail: user.username, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(401);
    });

    it('refuses a cross-site request', async () => {
      const { cookie } = await account();
      const res = await request(ctx, '/api/profile', {
        method: 'DELETE',
        body: { password: TEST_PASSWORD },
        headers: { origin: 'https://evil.example' },
        cookie,
      });
      expect(res.status).toBe(403);
      expect((await request(ctx, '/api/user', { cookie })).status).toBe(200);
    });
  });
});
