import { describe, expect, it } from 'vitest';
import { newToken } from '#src/server/security/tokens.ts';
import { sessionFor } from '#tests/support/accounts.ts';
import { createUser } from '#tests/support/factories.ts';
import { request, useTestApp } from '#tests/support/app.ts';

describe('GET /api/user', () => {
  const ctx = useTestApp();

  it('returns the signed-in user from the session cookie, and nothing secret', async () => {
    const user = await createUser(ctx.db, { username: 'sessionuser' });
    const cookie = await sessionFor(ctx.db, user, new Date(Date.now() + 60_000));

    const res = await request(ctx, '/api/user', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, username: 'sessionuser', email: user.email, isAdmin: false });
  });

  it("tells an admin, and only an admin, the dashboard's path", async () => {
    const admin = await createUser(ctx.db, { username: 'sessionadmin', isAdmin: true });
    const cookie = await sessionFor(ctx.db, admin, new Date(Date.now() + 60_000));

    const res = await request(ctx, '/api/user', { cookie });
    expect(await res.json()).toEqual({
      id: admin.id,
      username: 'sessionadmin',
      email: admin.email,
      isAdmin: true,
      adminPath: ctx.config.adminPath,
    });
  });

  it('treats an expired or unknown session as anonymous', async () => {
    const user = await createUser(ctx.db);
    const expired = await sessionFor(ctx.db, user, new Date(Date.now() - 1000));
    expect((await request(ctx, '/api/user', { cookie: expired })).status).toBe(401);
    expect((await request(ctx, '/api/user', { cookie: `sid=${newToken()}` })).status).toBe(401);
  });
});
