import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountEvents } from '#db/schema.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import { logIn, requestFrom, sessionFor } from '#tests/support/accounts.ts';
import { apiClient, sessionCookie, useTestApp } from '#tests/support/app.ts';
import { createUser, TEST_PASSWORD } from '#tests/support/factories.ts';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** What Netlify's edge sends: base64 JSON of the visitor's place. */
const TORONTO = Buffer.from(JSON.stringify({ city: 'Toronto', country: { code: 'CA', name: 'Canada' } })).toString(
  'base64',
);

describe('sessions you can see', () => {
  const ctx = useTestApp();

  async function signedInTwice(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ctx.db, { password: await hashPassword(TEST_PASSWORD), ...overrides });
    const here = sessionCookie(await logIn(ctx, user.username, TEST_PASSWORD, undefined));
    const phone = await requestFrom(ctx, '/api/auth/login', {
      body: { usernameOrEmail: user.username, password: TEST_PASSWORD },
      headers: { 'user-agent': SAFARI_IPHONE, 'x-nf-geo': TORONTO },
    });
    return { user, here, phone: sessionCookie(phone) };
  }

  const listOf = async (cookie: string) => (await (await apiClient(ctx, { cookie }).sessions.$get()).json()).sessions;

  it("lists the account's sessions with device, place and this one marked, and ends another", async () => {
    const { here, phone } = await signedInTwice();
    const sessions = await listOf(here);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => !s.current)).toMatchObject({
      device: 'Safari on iOS',
      place: 'Toronto, Canada',
      method: 'password',
    });
    const phoneSession = sessions.find((s) => !s.current)!;

    const ended = await requestFrom(ctx, `/api/sessions/${phoneSession.id}`, { method: 'DELETE', cookie: here });
    expect(ended.status).toBe(200);
    expect((await requestFrom(ctx, '/api/user', { cookie: phone })).status).toBe(401);
    expect((await requestFrom(ctx, '/api/user', { cookie: here })).status).toBe(200);
    expect(await listOf(here)).toHaveLength(1);
  });

  it('ends all the others at once, and never another account’s session', async () => {
    const { user, here, phone } = await signedInTwice();
    const stranger = await signedInTwice();
    const strangerSession = (await listOf(stranger.here))[0]!;
    expect(
      (await requestFrom(ctx, `/api/sessions/${strangerSession.id}`, { method: 'DELETE', cookie: here })).status,
    ).toBe(404);

    const third = await sessionFor(ctx.db, user);
    const res = await requestFrom(ctx, '/api/sessions/end-others', { method: 'POST', cookie: here });
    expect(await res.json()).toEqual({ ended: 2 });
    for (const cookie of [phone, third]) expect((await requestFrom(ctx, '/api/user', { cookie })).status).toBe(401);
    expect((await requestFrom(ctx, '/api/user', { cookie: stranger.here })).status).toBe(200);
    const actions = (await ctx.db.select().from(accountEvents).where(eq(accountEvents.userId, user.id))).map(
      (e) => e.action,
    );
    expect(actions.filter((a) => a === 'sign_in')).toHaveLength(2);
    expect(actions).toContain('session.end');
  });

  it("an admin's sign-ins and ended sessions appear in the audit log", async () => {
    const { user, here } = await signedInTwice({ isAdmin: true, totpSecret: null });
    await requestFrom(ctx, '/api/sessions/end-others', { method: 'POST', cookie: here });
    // Another admin reads the log.
    const reader = await createUser(ctx.db, { isAdmin: true });
    const cookie = await sessionFor(ctx.db, reader);
    const { entries } = await (
      await apiClient(ctx, { cookie }).admin.audit.$get({ query: { userId: user.id } })
    ).json();
    expect(entries.map((e) => e.action)).toEqual(['account.session.end', 'account.sign_in', 'account.sign_in']);
    expect(entries[0]).toMatchObject({ actorName: user.username, entityType: 'user', entityId: user.id });
  });
});
