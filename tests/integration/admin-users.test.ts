import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users, warehouses } from '#db/schema.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { SECOND_FACTOR_REQUIRED } from '#src/shared/api/second-factor.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { createUser, createWarehouse, TEST_TOTP_SECRET } from '#tests/support/factories.ts';
import { apiClient, request, useTestApp } from '#tests/support/app.ts';
import { adminCall, auditOf, signedInAdmin } from '#tests/support/admin.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { lastMailTo, linkFrom } from '#tests/support/mail.ts';

describe('admin users', () => {
  const ctx = useTestApp();

  const userCall = (cookie: string, id: string, action: string, body?: unknown) =>
    adminCall(ctx, cookie, `/users/${id}${action}`, body === undefined ? { method: 'POST' } : { body });

  it('finds accounts by part of the username or e-mail, whatever the case', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const tag = `qx${Date.now().toString(36).slice(-6)}`;
    // A minute apart: newest first is the order, and two accounts made in the same millisecond would tie.
    const byName = await createUser(ctx.db, {
      username: `Mira_${tag}`,
      email: `mira-${Date.now()}@one.example`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const byMail = await createUser(ctx.db, {
      username: `olek${Date.now().toString(36)}`,
      email: `olek.${tag}@Two.example`,
    });
    await createWarehouse(ctx.db, { userId: byName.id });

    const { users: usersApi } = apiClient(ctx, { cookie }).admin;
    const page = await (await usersApi.$get({ query: { query: tag.toUpperCase() } })).json();
    expect(page.total).toBe(2);
    expect(page.users.map((u) => u.id)).toEqual([byMail.id, byName.id]);
    expect(page.users[1]).toMatchObject({ listingCount: 1, isAdmin: false, emailVerified: true });
    expect(JSON.stringify(page)).not.toContain('not-a-hash');

    const none = await (await usersApi.$get({ query: { query: '_%' } })).json();
    expect(none.users.every((u) => u.username.includes('_') || u.email.includes('_'))).toBe(true);
  });

  it('verifies an e-mail address by hand, so the person can log in', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const person = await createUser(ctx.db, {
      emailVerified: false,
      verificationToken: 'hash-of-a-link',
      verificationTokenExpiry: new Date(Date.now() + 3_600_000),
    });
    const res = await apiClient(ctx, { cookie }).admin.users[':id']['verify-email'].$post({ param: { id: person.id } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.emailVerified).toBe(true);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ emailVerified: true, verificationToken: null });
    const entries = await auditOf(ctx, cookie, 'user', person.id);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['user.verify_email', { emailVerified: { before: false, after: true } }],
    ]);
    expect(JSON.stringify(entries)).not.toContain('hash-of-a-link');
  });

  it('makes and removes admins, but never the acting admin’s own flag', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const { user: member, cookie: memberCookie } = await signedInUser(ctx.db);

    const bad = await userCall(cookie, member.id, '/admin', { isAdmin: 'yes' });
    expect(bad.status).toBe(400);

    const adminFlag = apiClient(ctx, { cookie }).admin.users[':id'].admin;
    const promoted = await adminFlag.$post({ param: { id: member.id }, json: { isAdmin: true } });
    expect((await promoted.json()).user.isAdmin).toBe(true);
    // A new admin is sent to set up two-step sign-in before the admin API answers them.
    const beforeFactor = await adminCall(ctx, memberCookie, '/overview');
    expect(beforeFactor.status).toBe(403);
    expect(await beforeFactor.json()).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
    await ctx.db.update(users).set({ totpSecret: TEST_TOTP_SECRET }).where(eq(users.id, member.id));
    expect((await adminCall(ctx, memberCookie, '/overview')).status).toBe(200);

    const demoted = await adminFlag.$post({ param: { id: member.id }, json: { isAdmin: false } });
    expect((await demoted.json()).user.isAdmin).toBe(false);
    expect((await adminCall(ctx, memberCookie, '/overview')).status).toBe(403);
    expect((await auditOf(ctx, cookie, 'user', member.id)).map((e) => [e.action, e.entityName])).toEqual([
      ['user.remove_admin', member.username],
      ['user.make_admin', member.username],
    ]);
    // The account's owner hears of each change, with who made it.
    const granted = lastMailTo(ctx.mailer.sent, member.email, 'admin_granted');
    expect(granted.text).toContain(admin.username);
    expect(lastMailTo(ctx.mailer.sent, member.email, 'admin_removed').subject).toContain('removed');

    const self = await userCall(cookie, admin.id, '/admin', { isAdmin: false });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: ADMIN_MESSAGES.ownAdminFlag });
    expect((await adminCall(ctx, cookie, '/overview')).status).toBe(200);
  });

  it('tells a French account of its admin rights in French, though the admin works in English', async () => {
    const fr = { locale: 'fr' } as const;
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const member = await createUser(ctx.db, { locale: 'fr' });
    for (const isAdmin of [true, false]) {
      const res = await userCall(cookie, member.id, '/admin', { isAdmin });
      expect(res.status).toBe(200);
    }
    const granted = lastMailTo(ctx.mailer.sent, member.email, 'admin_granted');
    expect(granted.subject).toBe(m.mail_admin_granted_subject({ site: SITE_NAME }, fr));
    expect(granted.text).toContain(m.mail_admin_granted_body({ by: admin.username }, fr));
    const removed = lastMailTo(ctx.mailer.sent, member.email, 'admin_removed');
    expect(removed.subject).toBe(m.mail_admin_removed_subject({ site: SITE_NAME }, fr));
    expect(removed.text).toContain(m.mail_admin_removed_body({ by: admin.username }, fr));
    for (const mail of [granted, removed]) expect(linkFrom(mail, '/fr/contact').origin).toBe(ctx.config.siteUrl);
  });

  it('deletes a user: sessions end, listings stay unowned; never the acting admin', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const { user: owner, cookie: ownerCookie } = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: owner.id });

    const self = await adminCall(ctx, cookie, `/users/${admin.id}`, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: ADMIN_MESSAGES.deleteSelf });

    const res = await adminCall(ctx, cookie, `/users/${owner.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    expect((await request(ctx, '/api/user', { cookie: ownerCookie })).status).toBe(401);
    const [kept] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id));
    expect(kept).toMatchObject({ userId: null, status: 'active' });

    const [entry] = await auditOf(ctx, cookie, 'user', owner.id);
    expect(entry).toMatchObject({
      action: 'user.delete',
      changes: { username: { before: owner.username, after: null }, email: { before: owner.email, after: null } },
    });
    expect((await adminCall(ctx, cookie, `/users/${owner.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
