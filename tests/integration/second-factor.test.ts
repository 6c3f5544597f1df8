import { eq } from 'drizzle-orm';
import { TOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accountEvents, recoveryCodes, sessions, users } from '#db/schema.ts';
import { hashToken } from '#src/server/security/tokens.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import { SECOND_FACTOR_REQUIRED } from '#src/shared/api/second-factor.ts';
import { apiClientFrom, logIn, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { sessionCookie, useTestApp } from '#tests/support/app.ts';
import { createUser, TEST_PASSWORD, TEST_TOTP_SECRET } from '#tests/support/factories.ts';

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

/**
 * The current 30-second step's start, after waiting for a fresh step when less than 10 s of this
 * one remain, so the server's clock stays in the same step while the test runs.
 */
async function freshStep() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  const now = Date.now();
  return now - (now % 30_000) + 1_000;
}

const fr = { locale: 'fr' } as const;

describe('two-step sign-in with an authenticator app', () => {
  const ctx = useTestApp();

  async function accountWithPassword(overrides: Parameters<typeof createUser>[1] = {}) {
    return createUser(ctx.db, { password: await hashPassword(TEST_PASSWORD), ...overrides });
  }

  async function enrol(cookie: string) {
    const secondFactor = apiClientFrom(ctx, { cookie })['second-factor'];
    const started = await (await secondFactor.enrolment.$post()).json();
    const confirm = await secondFactor.confirm.$post({ json: { code: codeAt(started.secret, Date.now()) } });
    return { started, confirm };
  }

  it('enrols with a QR code and a confirming code, and gives ten recovery codes once', async () => {
    const { cookie, user } = await signedInUser(ctx.db);
    const secondFactor = apiClientFrom(ctx, { cookie })['second-factor'];
    const started = await (await secondFactor.enrolment.$post()).json();
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/Warehouse%20Finder:.+secret=/);
    expect(started.qr.size).toBeGreaterThan(20);
    expect(started.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);

    const wrong = await requestFrom(ctx, '/api/second-factor/confirm', { cookie, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    const confirm = await secondFactor.confirm.$post({ json: { code: codeAt(started.secret, Date.now()) } });
    expect(confirm.status).toBe(200);
    const { recoveryCodes: codes } = await confirm.json();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only their hashes are stored.
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    const status = await (await secondFactor.$get()).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const again = await requestFrom(ctx, '/api/second-factor/enrolment', { method: 'POST', cookie });
    expect(again.status).toBe(409);
    const events = await ctx.db.select().from(accountEvents).where(eq(accountEvents.userId, user.id));
    expect(events.map((e) => e.action)).toContain('second_factor.enrol');
  });

  it('a password login then asks for a code: nobody is signed in until it is right', async () => {
    const account = await accountWithPassword({ totpSecret: TEST_TOTP_SECRET });
    const login = await logIn(ctx, account.username);
    expect(await login.json()).toEqual({ secondFactorRequired: true });
    const waiting = sessionCookie(login);
    expect(login.headers.getSetCookie().some((c) => c.startsWith('signed_in='))).toBe(false);
    expect((await requestFrom(ctx, '/api/user', { cookie: waiting })).status).toBe(401);
    expect((await requestFrom(ctx, '/api/profile', { cookie: waiting })).status).toBe(401);

    const wrong = await requestFrom(ctx, '/api/second-factor/verify', { cookie: waiting, body: { code: '123456' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: { code: 'That code is not right. Check the time on your phone and try again.' },
    });

    const right = await requestFrom(ctx, '/api/second-factor/verify', {
      cookie: waiting,
      body: { code: codeAt(TEST_TOTP_SECRET, Date.now()) },
    });
    expect(right.status).toBe(200);
    const signedIn = sessionCookie(right);
    expect(signedIn).not.toBe(waiting);
    expect((await requestFrom(ctx, '/api/user', { cookie: signedIn })).status).toBe(200);
    // The half-way cookie is spent.
    expect(
      (await requestFrom(ctx, '/api/second-factor/verify', { cookie: waiting, body: { code: '123456' } })).status,
    ).toBe(401);
  });

  it(
    'accepts a code one step early or late, refuses two steps off, and never accepts one code twice',
    { timeout: 30_000 },
    async () => {
      const account = await accountWithPassword({ totpSecret: TEST_TOTP_SECRET });
      const verify = async (code: string) => {
        const waiting = sessionCookie(await logIn(ctx, account.username));
        return requestFrom(ctx, '/api/second-factor/verify', { cookie: waiting, body: { code } });
      };
      const now = await freshStep();
      expect((await verify(codeAt(TEST_TOTP_SECRET, now - 60_000))).status).toBe(400);
      expect((await verify(codeAt(TEST_TOTP_SECRET, now + 60_000))).status).toBe(400);
      expect((await verify(codeAt(TEST_TOTP_SECRET, now - 30_000))).status).toBe(200);
      const current = codeAt(TEST_TOTP_SECRET, now);
      expect((await verify(current)).status).toBe(200);
      const replay = await verify(current);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ message: 'That code was already used. Wait for the next one.' });
      // An older code than the last accepted is refused too.
      expect((await verify(codeAt(TEST_TOTP_SECRET, now - 30_000))).status).toBe(400);
      expect((await verify(codeAt(TEST_TOTP_SECRET, now + 30_000))).status).toBe(200);
    },
  );

  it('a recovery code signs in once', async () => {
    const account = await accountWithPassword();
    const cookie = sessionCookie(await logIn(ctx, account.username));
    const { confirm } = await enrol(cookie);
    const [first] = (await confirm.json()).recoveryCodes;
    const verify = async (code: string) => {
      const waiting = sessionCookie(await logIn(ctx, account.username));
      return requestFrom(ctx, '/api/second-factor/verify', { cookie: waiting, body: { code } });
    };
    const used = await verify(first!.toUpperCase());
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ recoveryCodesLeft: 9 });
    expect((await verify(first!)).status).toBe(400);
  });

  it('limits the codes tried for one account', async () => {
    const account = await accountWithPassword({ totpSecret: TEST_TOTP_SECRET });
    const waiting = sessionCookie(await logIn(ctx, account.username));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await requestFrom(ctx, '/api/second-factor/verify', { cookie: waiting, body: { code: '000000' } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);

    // The wait is named in the request's language.
    const verify = (headers: Record<string, string> = {}) =>
      requestFrom(ctx, '/api/second-factor/verify', { cookie: waiting, body: { code: '000000' }, headers });
    const english = (await (await verify()).json()).message;
    expect(english).toMatch(/^Too many codes tried\. Please wait \d+ minutes and try again\.$/);
    const french = (await (await verify({ 'accept-language': 'fr-CA' })).json()).message;
    const minutes = Number(/\d+/.exec(french)![0]);
    expect(french).toBe(m.api_too_many_codes({ minutes, unit: m.unit_minutes({}, fr) }, fr));
  });

  it('turning it off needs the password and a current code; an admin cannot', async () => {
    const account = await accountWithPassword();
    const cookie = sessionCookie(await logIn(ctx, account.username));
    await enrol(cookie);
    const later = Date.now() + 30_000;
    const noPassword = await requestFrom(ctx, '/api/second-factor/disable', {
      cookie,
      body: { code: codeAt(TEST_TOTP_SECRET, later) },
    });
    expect(noPassword.status).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    const wrongPassword = await requestFrom(ctx, '/api/second-factor/disable', {
      cookie,
      body: { password: 'Wrong-password-1', code: codeAt(row!.totpSecret!, later) },
    });
    expect(wrongPassword.status).toBe(400);
    const wrongCode = await requestFrom(ctx, '/api/second-factor/disable', {
      cookie,
      body: { password: TEST_PASSWORD, code: '000000' },
    });
    expect(wrongCode.status).toBe(400);
    const off = await requestFrom(ctx, '/api/second-factor/disable', {
      cookie,
      body: { password: TEST_PASSWORD, code: codeAt(row!.totpSecret!, later) },
    });
    expect(off.status).toBe(200);
    expect(await logIn(ctx, account.username).then((r) => r.json())).toMatchObject({ user: { id: account.id } });

    const admin = await signedInUser(ctx.db, { isAdmin: true, password: await hashPassword(TEST_PASSWORD) });
    const refused = await requestFrom(ctx, '/api/second-factor/disable', {
      cookie: admin.cookie,
      body: { password: TEST_PASSWORD, code: codeAt(TEST_TOTP_SECRET, Date.now()) },
    });
    expect(refused.status).toBe(403);
  });

  it('refuses every admin API to an admin without a second factor until they enrol, and records it in the audit log', async () => {
    const { cookie, user } = await signedInUser(ctx.db, { isAdmin: true, totpSecret: null });
    for (const path of ['/api/admin/overview', '/api/admin/users', '/api/admin/audit']) {
      const res = await requestFrom(ctx, path, { cookie });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
    }
    // The header still knows they are an admin, so the dashboard can send them to enrol.
    expect(await (await requestFrom(ctx, '/api/user', { cookie })).json()).toMatchObject({ isAdmin: true });
    await enrol(cookie);
    const audit = await apiClientFrom(ctx, { cookie }).admin.audit.$get({ query: { userId: user.id } });
    expect(audit.status).toBe(200);
    const { entries } = await audit.json();
    expect(entries.map((e) => e.action)).toContain('account.second_factor.enrol');
  });

  it('turning the factor on from one device ends the other, which never entered a code: it cannot reach the admin API', async () => {
    const admin = await accountWithPassword({ isAdmin: true, totpSecret: null });
    const laptop = sessionCookie(await logIn(ctx, admin.username));
    const phone = sessionCookie(await logIn(ctx, admin.username));
    for (const cookie of [laptop, phone]) {
      expect((await requestFrom(ctx, '/api/admin/overview', { cookie })).status).toBe(403);
    }
    const { confirm } = await enrol(laptop);
    expect(confirm.status).toBe(200);
    // The session that entered the code counts as signed in with it.
    expect((await requestFrom(ctx, '/api/admin/overview', { cookie: laptop })).status).toBe(200);
    // The other one ended: it is signed out, and the admin API asks it to sign in.
    expect((await requestFrom(ctx, '/api/admin/overview', { cookie: phone })).status).toBe(401);
    expect((await requestFrom(ctx, '/api/user', { cookie: phone })).status).toBe(401);
  });

  it('asks the session, not the account: a session that never entered a code is refused though the account has a factor', async () => {
    const admin = await accountWithPassword({ isAdmin: true, totpSecret: TEST_TOTP_SECRET });
    // A live session that skipped the code step (as one made before the factor was on would be).
    const token = 'no-code-session-token';
    await ctx.db.insert(sessions).values({
      userId: admin.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const skipped = `${ctx.config.sessionCookie}=${token}`;
    const refused = await requestFrom(ctx, '/api/admin/overview', { cookie: skipped });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: SECOND_FACTOR_REQUIRED });

    const waiting = sessionCookie(await logIn(ctx, admin.username));
    const verified = await requestFrom(ctx, '/api/second-factor/verify', {
      cookie: waiting,
      body: { code: codeAt(TEST_TOTP_SECRET, await freshStep()) },
    });
    expect(verified.status).toBe(200);
    expect((await requestFrom(ctx, '/api/admin/overview', { cookie: sessionCookie(verified) })).status).toBe(200);
  });
});
