import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { adminRoutes } from '#src/server/api/routes/admin.ts';
import { adminBillingRoutes } from '#src/server/api/routes/admin-billing.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';

/** Every endpoint of the admin apps, as Hono lists them: a new endpoint joins this walk by itself. */
const endpoints = [
  { prefix: '/api/admin', app: adminRoutes },
  { prefix: '/api/admin/billing', app: adminBillingRoutes },
].flatMap(({ prefix, app }) =>
  app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({
      method: r.method,
      path: `${prefix}${r.path.replace(/:id\b/g, randomUUID()).replace(/:kind\b/g, 'contact')}`,
    })),
);

describe('admin API access', () => {
  const ctx = useTestApp();

  it('knows the whole admin route list', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints.every((e) => !e.path.includes(':'))).toBe(true);
  });

  it.each(endpoints)('$method $path: 401 for a visitor, 403 for a signed-in user who is not an admin', async (e) => {
    const body = e.method === 'GET' || e.method === 'DELETE' ? undefined : {};
    const anonymous = await request(ctx, e.path, { method: e.method, body });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: ADMIN_MESSAGES.signIn });

    const { cookie } = await signedInUser(ctx.db);
    const member = await request(ctx, e.path, { method: e.method, body, cookie });
    expect(member.status).toBe(403);
    expect(await member.json()).toEqual({ message: ADMIN_MESSAGES.adminsOnly });
  });

  it('lets an admin through every endpoint, where an unknown id or an empty body is a 404 or 400, never a failure', async () => {
    const { cookie } = await signedInUser(ctx.db, { isAdmin: true });
    for (const e of endpoints) {
      const body = e.method === 'GET' || e.method === 'DELETE' ? undefined : {};
      const res = await request(ctx, e.path, { method: e.method, body, cookie });
      expect([200, 202, 400, 404], `${e.method} ${e.path}`).toContain(res.status);
    }
  });

  it('answers a visitor 401 on paths that do not exist either, so the API reveals nothing of itself', async () => {
    const res = await request(ctx, '/api/admin/no-such-endpoint');
    expect(res.status).toBe(401);
  });
});
