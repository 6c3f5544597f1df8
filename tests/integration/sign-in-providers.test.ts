import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '#db/schema.ts';
import { apiClientFrom, signedInUser, requestFrom } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createUser, TEST_TOTP_SECRET } from '#tests/support/factories.ts';
import { mockPerson, startMockProvider, type MockProvider } from '#tests/support/oidc-provider.ts';
import { CookieJar, providerRoundTrip } from '#tests/support/provider-sign-in.ts';

const WORK_TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

describe('Continue with Google or Microsoft', () => {
  const ctx = useTestApp();
  let google: MockProvider;
  let microsoft: MockProvider;

  beforeAll(async () => {
    google = await startMockProvider('google');
    microsoft = await startMockProvider('microsoft');
    // The app reads this very object on every request.
    ctx.config.signInProviders = { google: google.config, microsoft: microsoft.config };
  });
  afterAll(async () => {
    await google?.close();
    await microsoft?.close();
  });

  const whoIsSignedIn = async (jar: CookieJar) => {
    const res = await apiClientFrom(ctx, { cookie: jar.header() }).user.$get();
    return res.status === 200 ? (await res.json()).username : null;
  };

  it('sends the browser to the provider with PKCE, state and nonce, each also in a short-lived HttpOnly cookie', async () => {
    const start = await requestFrom(ctx, '/api/auth/providers/google/start?returnUrl=/favorites');
    expect(start.status).toBe(302);
    const to = new URL(start.headers.get('location')!);
    expect(to.origin).toBe(google.origin);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:4321/api/auth/providers/google/callback');
    const cookies = start.headers.getSetCookie();
    for (const name of ['oidc_state', 'oidc_nonce', 'oidc_verifier']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Max-Age=600/);
      expect(cookie).toMatch(/Path=\/api\/auth\/providers/);
    }
    expect(cookies.find((c) => c.startsWith('oidc_state='))).toContain(to.searchParams.get('state'));
    expect(cookies.find((c) => c.startsWith('oidc_nonce='))).toContain(to.searchParams.get('nonce'));
  });

  it.each([
    ['/fr/favorites', '/fr/choose-username?returnUrl=%2Ffr%2Ffavorites'],
    ['/fr', '/fr/choose-username?returnUrl=%2Ffr'],
  ])('a person who started on a French page (%s) picks a username on the French page', async (returnUrl, location) => {
    google.person = mockPerson('google', `french.${returnUrl.length}@gmail.example`);
    const round = await providerRoundTrip(ctx, 'google', { query: `?returnUrl=${returnUrl}` });
    expect(round.location).toBe(location);
  });

  it('a new person picks a username, and the account is verified, has no password, and signs in again by subject', async () => {
    google.person = mockPerson('google', 'new.person@gmail.example', { name: 'New Person' });
    const first = await providerRoundTrip(ctx, 'google', { query: '?returnUrl=/favorites' });
    expect(first.location).toBe('/choose-username?returnUrl=%2Ffavorites');
    expect(await whoIsSignedIn(first.jar)).toBeNull();

    const pending = await apiClientFrom(ctx, { cookie: first.jar.header() }).auth.providers.signup.$get();
    expect(await pending.json()).toEqual({
      provider: 'google',
      email: 'new.person@gmail.example',
      suggestedUsername: 'New-Person',
    });
    const badName = await requestFrom(ctx, '/api/auth/providers/signup', {
      cookie: first.jar.header(),
      body: { username: 'a b' },
    });
    expect(badName.status).toBe(400);
    const created = await requestFrom(ctx, '/api/auth/providers/signup', {
      cookie: first.jar.header(),
      body: { username: 'newperson' },
    });
    expect(created.status).toBe(201);
    first.jar.take(created);
    expect(await whoIsSignedIn(first.jar)).toBe('newperson');
    const [account] = await ctx.db.select().from(users).where(eq(users.username, 'newperson'));
    expect(account).toMatchObject({ email: 'new.person@gmail.example', emailVerified: true, password: null });

    // Later, even with another address at Google, the same subject is the same account.
    google.person = { ...google.person, email: 'renamed@gmail.example' };
    const again = await providerRoundTrip(ctx, 'google', { query: '?returnUrl=/favorites' });
    expect(again.location).toBe('/favorites');
    expect(await whoIsSignedIn(again.jar)).toBe('newperson');
  });

  it('a username already taken is refused on the field', async () => {
    await createUser(ctx.db, { username: 'takenname' });
    google.person = mockPerson('google', 'another.person@gmail.example');
    const { jar } = await providerRoundTrip(ctx, 'google');
    const res = await requestFrom(ctx, '/api/auth/providers/signup', {
      cookie: jar.header(),
      body: { username: 'TakenName' },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ errors: { username: 'This username is already taken' } });
  });

  it('links an existing account by e-mail only when Google says the address is verified', async () => {
    const owner = await createUser(ctx.db, { email: 'owner.one@company.example', password: 'not-a-hash' });
    google.person = mockPerson('google', 'Owner.One@company.example', { email_verified: false });
    const unverified = await providerRoundTrip(ctx, 'google', { query: '?returnUrl=/my-warehouses' });
    expect(unverified.location).toBe('/login?returnUrl=%2Fmy-warehouses&signInError=link_required');
    expect(await whoIsSignedIn(unverified.jar)).toBeNull();
    expect(await ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.id))).toEqual([]);

    google.person = { ...google.person, email_verified: true };
    const verified = await providerRoundTrip(ctx, 'google', { query: '?returnUrl=/my-warehouses' });
    expect(verified.location).toBe('/my-warehouses');
    expect(await whoIsSignedIn(verified.jar)).toBe(owner.username);
  });

  it('links a Microsoft work account by e-mail only with xms_edov; a personal account always', async () => {
    const work = await createUser(ctx.db, { email: 'pat@contoso.example' });
    microsoft.person = mockPerson('microsoft', 'pat@contoso.example', { tid: WORK_TENANT });
    const unvouched = await providerRoundTrip(ctx, 'microsoft');
    expect(unvouched.location).toBe('/login?signInError=link_required');

    microsoft.person = { ...microsoft.person, xms_edov: true };
    const vouched = await providerRoundTrip(ctx, 'microsoft');
    expect(vouched.location).toBe('/');
    expect(await whoIsSignedIn(vouched.jar)).toBe(work.username);

    const personal = await createUser(ctx.db, { email: 'sam@outlook.example' });
    microsoft.person = mockPerson('microsoft', 'sam@outlook.example');
    const home = await providerRoundTrip(ctx, 'microsoft');
    expect(await whoIsSignedIn(home.jar)).toBe(personal.username);
  });

  describe('refuses a sign-in it cannot trust, and signs nobody in', () => {
    const refused = async (round: Awaited<ReturnType<typeof providerRoundTrip>>, error: string) => {
      expect(round.location).toBe(`/login?signInError=${error}`);
      expect(await whoIsSignedIn(round.jar)).toBeNull();
      // The state, nonce and verifier were spent either way.
      expect(round.jar.get('oidc_state')).toBeUndefined();
    };

    it('a state that is not the one sent', async () => {
      google.person = mockPerson('google', 'state@gmail.example');
      const round = await providerRoundTrip(ctx, 'google', {
        changeCallback: (url) => url.searchParams.set('state', 'forged-state'),
      });
      await refused(round, 'expired');
    });

    it('a callback replayed after it was used', async () => {
      google.person = mockPerson('google', 'replay@gmail.example');
      const round = await providerRoundTrip(ctx, 'google');
      expect(round.location).toBe('/choose-username');
      const replay = await requestFrom(ctx, round.callbackPath, { cookie: round.jar.header() });
      expect(replay.headers.get('location')).toBe('/login?signInError=expired');
    });

    it('a code the provider refuses as expired or used', async () => {
      google.expireNextCode();
      await refused(await providerRoundTrip(ctx, 'google'), 'expired');
    });

    it('an ID token with another nonce', async () => {
      google.tamperNextToken((payload) => (payload.nonce = 'another-nonce'));
      await refused(await providerRoundTrip(ctx, 'google'), 'refused');
    });

    it('an ID token for another audience', async () => {
      google.tamperNextToken((payload) => (payload.aud = 'someone-elses-client'));
      await refused(await providerRoundTrip(ctx, 'google'), 'refused');
    });

    it('an ID token from another issuer', async () => {
      google.tamperNextToken((payload) => (payload.iss = 'https://evil.example'));
      await refused(await providerRoundTrip(ctx, 'google'), 'refused');
    });

    it('an expired ID token', async () => {
      google.tamperNextToken((payload) => (payload.exp = Math.floor(Date.now() / 1000) - 3600));
      await refused(await providerRoundTrip(ctx, 'google'), 'refused');
    });

    it('a Microsoft token whose issuer names another tenant than its own tid', async () => {
      microsoft.person = mockPerson('microsoft', 'tenant@contoso.example', { tid: WORK_TENANT, xms_edov: true });
      microsoft.tamperNextToken(
        (payload) => (payload.iss = `${microsoft.origin}/11111111-2222-3333-4444-555555555555/v2.0`),
      );
      await refused(await providerRoundTrip(ctx, 'microsoft'), 'refused');
    });

    it('the person saying no at the provider', async () => {
      const round = await providerRoundTrip(ctx, 'google', {
        changeCallback: (url) => {
          url.searchParams.delete('code');
          url.searchParams.set('error', 'access_denied');
        },
      });
      await refused(round, 'refused');
    });
  });

  describe('the profile links and unlinks providers', () => {
    it('links Google to a signed-in account, lists it, and unlinks it while a password remains', async () => {
      const { user, cookie } = await signedInUser(ctx.db, { email: 'linker@company.example' });
      const jar = new CookieJar(cookie);
      google.person = mockPerson('google', 'linker.elsewhere@gmail.example', { email_verified: false });
      const link = await providerRoundTrip(ctx, 'google', { jar, query: '?intent=link' });
      expect(link.location).toBe('/profile?linked=google#sign-in-methods');
      const linkedProviders = apiClientFrom(ctx, { cookie }).auth.providers.linked;
      const listed = await (await linkedProviders.$get()).json();
      expect(listed.linked).toEqual([
        { provider: 'google', email: 'linker.elsewhere@gmail.example', linkedAt: expect.any(String) },
      ]);
      expect(listed.available).toEqual(['google', 'microsoft']);

      // Signing out and back in with Google now finds this account, though the addresses differ.
      const back = await providerRoundTrip(ctx, 'google');
      expect(await whoIsSignedIn(back.jar)).toBe(user.username);

      const unlink = await requestFrom(ctx, '/api/auth/providers/google', { method: 'DELETE', cookie });
      expect(unlink.status).toBe(200);
      expect(await unlink.json()).toEqual({ message: 'Google is no longer linked to your account.' });
      const after = await (await linkedProviders.$get()).json();
      expect(after.linked).toEqual([]);
    });

    it('refuses to link a provider account that belongs to another user', async () => {
      const first = await signedInUser(ctx.db);
      google.person = mockPerson('google', 'shared@gmail.example');
      await providerRoundTrip(ctx, 'google', { jar: new CookieJar(first.cookie), query: '?intent=link' });
      const second = await signedInUser(ctx.db);
      const round = await providerRoundTrip(ctx, 'google', {
        jar: new CookieJar(second.cookie),
        query: '?intent=link',
      });
      expect(round.location).toBe('/profile?providerError=linked_elsewhere#sign-in-methods');
    });

    it('never removes the last way to sign in', async () => {
      google.person = mockPerson('google', 'only.google@gmail.example');
      const { jar } = await providerRoundTrip(ctx, 'google');
      jar.take(
        await requestFrom(ctx, '/api/auth/providers/signup', {
          cookie: jar.header(),
          body: { username: 'onlygoogle' },
        }),
      );
      const res = await requestFrom(ctx, '/api/auth/providers/google', { method: 'DELETE', cookie: jar.header() });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        message: 'This is your only way to sign in. Set a password or link another provider first.',
      });

      // With Microsoft linked too, Google can go.
      microsoft.person = mockPerson('microsoft', 'only.google@outlook.example');
      await providerRoundTrip(ctx, 'microsoft', { jar, query: '?intent=link' });
      expect(
        (await requestFrom(ctx, '/api/auth/providers/google', { method: 'DELETE', cookie: jar.header() })).status,
      ).toBe(200);
      expect(
        (await requestFrom(ctx, '/api/auth/providers/microsoft', { method: 'DELETE', cookie: jar.header() })).status,
      ).toBe(409);
    });

    it('a visitor cannot start a link', async () => {
      const res = await requestFrom(ctx, '/api/auth/providers/google/start?intent=link');
      expect(res.status).toBe(401);
    });
  });

  describe('with two-step sign-in', () => {
    async function googleOnlyAccountWithFactor(username: string) {
      google.person = mockPerson('google', `${username}@gmail.example`);
      const { jar } = await providerRoundTrip(ctx, 'google');
      jar.take(await requestFrom(ctx, '/api/auth/providers/signup', { cookie: jar.header(), body: { username } }));
      await ctx.db.update(users).set({ totpSecret: TEST_TOTP_SECRET }).where(eq(users.username, username));
      return jar;
    }

    it('a provider sign-in asks for the code before anyone is signed in', async () => {
      await googleOnlyAccountWithFactor('googlefactor');
      const round = await providerRoundTrip(ctx, 'google', { query: '?returnUrl=/favorites' });
      expect(round.location).toBe('/sign-in-code?returnUrl=%2Ffavorites');
      expect(await whoIsSignedIn(round.jar)).toBeNull();
      const verify = await requestFrom(ctx, '/api/second-factor/verify', {
        cookie: round.jar.header(),
        body: { code: new TOTP({ secret: Secret.fromBase32(TEST_TOTP_SECRET) }).generate() },
      });
      expect(verify.status).toBe(200);
      expect(await whoIsSignedIn(round.jar.take(verify))).toBe('googlefactor');
    });

    it('an account without a password turns it off after signing in again with its own provider', async () => {
      const jar = await googleOnlyAccountWithFactor('reauthfactor');
      const code = () => new TOTP({ secret: Secret.fromBase32(TEST_TOTP_SECRET) }).generate();
      const before = await requestFrom(ctx, '/api/second-factor/disable', {
        cookie: jar.header(),
        body: { code: code() },
      });
      expect(before.status).toBe(400);

      const stranger = google.person;
      google.person = mockPerson('google', 'someone.else@gmail.example');
      const wrong = await providerRoundTrip(ctx, 'google', { jar, query: '?intent=reauth' });
      expect(wrong.location).toBe('/profile?providerError=reauth_mismatch#two-step-sign-in');

      google.person = stranger;
      const reauth = await providerRoundTrip(ctx, 'google', { jar, query: '?intent=reauth' });
      expect(reauth.location).toBe('/profile?reauthenticated=1#two-step-sign-in');
      expect(reauth.authorizeUrl.searchParams.get('prompt')).toBe('login');
      const off = await requestFrom(ctx, '/api/second-factor/disable', {
        cookie: jar.header(),
        body: { code: code() },
      });
      expect(off.status).toBe(200);
    });
  });

  it('hides nothing about an unconfigured provider but refuses to start it', async () => {
    const saved = ctx.config.signInProviders;
    ctx.config.signInProviders = { google: google.config };
    try {
      const res = await requestFrom(ctx, '/api/auth/providers/microsoft/start');
      expect(res.status).toBe(404);
    } finally {
      ctx.config.signInProviders = saved;
    }
  });
});
