import { describe, expect, it } from 'vitest';
import { createApp } from '#src/server/api/app.ts';
import { loadConfig } from '#src/server/config.ts';
import { createUser, TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';
import { request, sessionCookie, TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';
import { requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { productionEnv } from '#tests/support/production-env.ts';

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectSecurityHeaders(res: Response, { hsts }: { hsts: boolean }) {
  expect(res.headers.get('content-security-policy')).toBe(JSON_CSP);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  expect(res.headers.get('strict-transport-security')).toBe(hsts ? 'max-age=63072000; includeSubDomains' : null);
}

describe('security headers on API answers', () => {
  const ctx = useTestApp();

  it('sends them on successes, refusals, errors and unknown paths, without HSTS locally', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const answers = [
      await request(ctx, '/api/search?query=Toronto'),
      await request(ctx, '/api/user', { cookie }),
      await request(ctx, '/api/user'),
      await request(ctx, '/api/events', { body: 'not json', headers: { 'content-type': 'text/plain' } }),
      await request(ctx, '/api/no-such-endpoint'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 401, 415, 404]);
    for (const res of answers) expectSecurityHeaders(res, { hsts: false });
  });

  it('adds HSTS in production', async () => {
    const production = createApp({
      ...ctx.deps,
      config: loadConfig(productionEnv()),
    });
    expectSecurityHeaders(await production.request(`${TEST_SITE_URL}/api/search?query=Toronto`), { hsts: true });
  });
});

describe('session cookie name', () => {
  const ctx = useTestApp();

  it('is __Host-sid in production (Secure, Path=/, no Domain) and plain sid locally', async () => {
    const user = await createUser(ctx.db, { password: await testPasswordHash() });
    const config = loadConfig(productionEnv());
    const production = createApp({
      ...ctx.deps,
      config,
    });
    const logIn = (app: typeof production) =>
      app.request(`${TEST_SITE_URL}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: TEST_SITE_URL,
          'x-nf-client-connection-ip': '203.0.113.77',
        },
        body: JSON.stringify({ usernameOrEmail: user.username, password: TEST_PASSWORD }),
      });

    const res = await logIn(production);
    expect(res.status).toBe(200);
    const [set] = res.headers.getSetCookie();
    expect(set).toMatch(/^__Host-sid=[^;]+;/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; Path=\//);
    expect(set).not.toMatch(/Domain=/i);
    const cookie = sessionCookie(res, '__Host-sid');
    expect((await production.request(`${TEST_SITE_URL}/api/user`, { headers: { cookie } })).status).toBe(200);
    // The local name is not read in production, nor the other way round.
    expect((await request(ctx, '/api/user', { cookie })).status).toBe(401);

    const logout = await production.request(`${TEST_SITE_URL}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: TEST_SITE_URL, cookie },
    });
    expect(logout.headers.getSetCookie()[0]).toMatch(/^__Host-sid=;.*Max-Age=0.*Secure/);

    const local = await requestFrom(ctx, '/api/auth/login', {
      body: { usernameOrEmail: user.username, password: TEST_PASSWORD },
    });
    expect(local.headers.getSetCookie()[0]).toMatch(/^sid=[^;]+;/);
    expect(local.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });
});
