import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asDatabaseUnavailable } from '#db/availability.ts';
import { rateLimits, users } from '#db/schema.ts';
import { createApp } from '#src/server/api/app.ts';
import { issueResetLink } from '#src/server/auth/email-links.ts';
import { hitRateLimit } from '#src/server/security/rate-limit.ts';
import { RATE_LIMITS, type RateLimitRule } from '#src/server/security/rate-limit-rules.ts';
import { freshIp, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { request, useTestApp, type TestContext } from '#tests/support/app.ts';
import { createUser, TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';

/** Uses up a rule's allowance directly, instead of through dozens of requests that each hash a password. */
async function exhaust(ctx: TestContext, { key, limit, windowMs }: RateLimitRule) {
  for (let i = 0; i < limit; i += 1) await hitRateLimit(ctx.db, key, limit, windowMs);
}

const logIn = (ctx: TestContext, usernameOrEmail: string, ip: string, password = TEST_PASSWORD) =>
  requestFrom(ctx, '/api/auth/login', { ip, body: { usernameOrEmail, password } });

describe('password guessing', () => {
  const ctx = useTestApp();
  const owner = async () => createUser(ctx.db, { password: await testPasswordHash() });

  it('stops one address after 10 tries at one account, while the owner elsewhere still gets in', async () => {
    const user = await owner();
    const attacker = freshIp();
    await exhaust(ctx, RATE_LIMITS.loginPerAccountAndIp(attacker, user.id));
    // Switching from the username to the e-mail address earns no extra tries.
    const blocked = await logIn(ctx, user.email, attacker);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await logIn(ctx, user.username, freshIp())).status).toBe(200);
  });

  it('locks the account from every address after 50 tries in an hour, and says how to get in', async () => {
    const user = await owner();
    await exhaust(ctx, RATE_LIMITS.loginPerAccount(user.id));
    const res = await logIn(ctx, user.username, freshIp());
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(
      /^Too many sign-in attempts for this account\. Please wait \d+ minutes? or reset your password\.$/,
    );
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('counts tries from many addresses against the account', async () => {
    const user = await owner();
    const { key, limit, windowMs } = RATE_LIMITS.loginPerAccount(user.id);
    for (let i = 0; i < limit - 1; i += 1) await hitRateLimit(ctx.db, key, limit, windowMs);
    expect((await logIn(ctx, user.username, freshIp(), 'Wrong#Pass1')).status).toBe(401);
    expect((await logIn(ctx, user.username, freshIp())).status).toBe(429);
  });

  it('lets the owner in again once a reset link set a new password', async () => {
    const user = await owner();
    const ip = freshIp();
    await exhaust(ctx, RATE_LIMITS.loginPerAccount(user.id));
    await exhaust(ctx, RATE_LIMITS.loginPerAccountAndIp(ip, user.id));
    const token = await issueResetLink(ctx.db, user.id);
    const newPassword = 'Fresh@Start2031';
    const reset = await requestFrom(ctx, '/api/auth/reset-password', { body: { token, newPassword } });
    expect(reset.status).toBe(200);
    expect((await logIn(ctx, user.username, ip, newPassword)).status).toBe(200);
  });

  it('clears only that account’s counters', async () => {
    const user = await owner();
    const other = await owner();
    await exhaust(ctx, RATE_LIMITS.loginPerAccount(other.id));
    const token = await issueResetLink(ctx.db, user.id);
    await requestFrom(ctx, '/api/auth/reset-password', { body: { token, newPassword: 'Fresh@Start2031' } });
    expect((await logIn(ctx, other.username, freshIp())).status).toBe(429);
  });
});

describe('a rate limit the database cannot count', () => {
  const ctx = useTestApp();

  it.each([
    ['ENOSPC', Object.assign(new Error('write failed'), { code: 'ENOSPC' })],
    ['disk_full', Object.assign(new Error('could not extend file'), { code: '53100' })],
    ['out_of_memory', Object.assign(new Error('out of memory'), { code: '53200' })],
    ['too_many_connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
  ])('counts %s as the database being unavailable', (_, error) => {
    expect(asDatabaseUnavailable(new Error('Failed query', { cause: error }))).toBeDefined();
  });

  /** The test database, except that every write to the rate-limit counters fails as a full disk does. */
  function appWithFailingLimiter(error: Error) {
    const db = new Proxy(ctx.db, {
      get(target, prop, receiver) {
        if (prop === 'insert') {
          return (table: unknown) => {
            if (table === rateLimits) throw error;
            return target.insert(table as typeof rateLimits);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    return { ...ctx, app: createApp({ ...ctx, db }) };
  }

  it.each([
    ['an unexpected error', new Error('could not write block')],
    ['a full disk', Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' })],
  ])('answers 503 to a login on %s, and sets no session cookie', async (_, error) => {
    const user = await createUser(ctx.db, { password: await testPasswordHash() });
    const failing = appWithFailingLimiter(error);
    const res = await request(failing, '/api/auth/login', {
      body: { usernameOrEmail: user.username, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a minute.',
    });
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('other limits', () => {
  const ctx = useTestApp();

  it('allows 5 username changes an hour', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    for (let i = 1; i <= 5; i += 1) {
      const res = await request(ctx, '/api/profile/username', {
        method: 'PATCH',
        cookie,
        body: { username: `renamed${i}x${user.id.slice(0, 6)}` },
      });
      expect(res.status).toBe(200);
    }
    const sixth = await request(ctx, '/api/profile/username', {
      method: 'PATCH',
      cookie,
      body: { username: `renamed6x${user.id.slice(0, 6)}` },
    });
    expect(sixth.status).toBe(429);
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.username).toBe(`renamed5x${user.id.slice(0, 6)}`);
  });

  it('takes 120 events a minute from one address', async () => {
    const ip = freshIp();
    await exhaust(ctx, RATE_LIMITS.eventsPerIp(ip));
    const event = { type: 'warehouse_click', payload: { x: 1 } };
    expect((await requestFrom(ctx, '/api/events', { ip, body: event })).status).toBe(429);
    expect((await requestFrom(ctx, '/api/events', { body: event })).status).toBe(201);
  });

  it.each([
    ['nested too deeply', { a: { b: { c: { d: { e: 1 } } } } }],
    ['nested too deeply, sent as a JSON string', JSON.stringify({ a: { b: { c: { d: { e: 1 } } } } })],
    ['with too many keys', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]))],
  ])('refuses an event payload %s', async (_, payload) => {
    const res = await requestFrom(ctx, '/api/events', { body: { type: 'warehouse_click', payload } });
    expect(res.status).toBe(400);
    const message = 'Payload must nest at most 4 levels and hold at most 50 keys';
    expect(await res.json()).toEqual({ message, errors: { payload: message } });
  });

  it('accepts a payload at the bounds', async () => {
    const payload = {
      a: { b: { c: { d: 1 } } },
      ...Object.fromEntries(Array.from({ length: 46 }, (_, i) => [`k${i}`, i])),
    };
    expect((await requestFrom(ctx, '/api/events', { body: { type: 'warehouse_click', payload } })).status).toBe(201);
  });
});
