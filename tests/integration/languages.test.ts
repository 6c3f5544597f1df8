import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema.ts';
import { formatNumber } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { accountDetails, TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';
import { request, TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';
import { logIn, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { lastMailTo, linkFrom } from '#tests/support/mail.ts';
import { listingInput } from '#tests/support/listing-input.ts';

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const fr = { locale: 'fr' } as const;

describe('the site in French (docs/decisions/i18n.md)', () => {
  const ctx = useTestApp();

  it('an account made on a French page is French: its verification mail is written in French, whoever asks again', async () => {
    const account = accountDetails('fr');
    const res = await requestFrom(ctx, '/api/auth/signup', { body: account, headers: FRENCH });
    expect(res.status).toBe(201);
    await ctx.outbox.drain();
    const [row] = await ctx.db.select().from(users).where(eq(users.email, account.email));
    expect(row!.locale).toBe('fr');

    const mail = lastMailTo(ctx.mailer.sent, account.email, 'verify_email');
    expect(mail.subject).toBe(m.mail_verify_subject({ site: SITE_NAME }, fr));
    expect(mail.text).toContain(m.mail_hi({ username: account.username }, fr));
    expect(mail.text).toContain(m.mail_verify_body({ site: SITE_NAME }, fr));
    expect(mail.text).toContain(`${TEST_SITE_URL}/fr/verify-email?token=`);
    expect(mail.html).toContain('<html lang="fr-CA">');

    // Asked again from an English page, the link still goes out in the account's language.
    await requestFrom(ctx, '/api/auth/resend-verification', { body: { email: account.email } });
    await ctx.outbox.drain();
    expect(lastMailTo(ctx.mailer.sent, account.email, 'verify_email').subject).toBe(
      m.mail_verify_subject({ site: SITE_NAME }, fr),
    );
  });

  it('an account made on an English page keeps the spec wording in English', async () => {
    const account = accountDetails('en');
    await requestFrom(ctx, '/api/auth/signup', { body: account });
    await ctx.outbox.drain();
    const mail = lastMailTo(ctx.mailer.sent, account.email, 'verify_email');
    expect(mail.subject).toBe(`Verify your email address for ${SITE_NAME}`);
    expect(mail.text).toContain(`${TEST_SITE_URL}/verify-email?token=`);
  });

  it("names a searched province in the request's language, the same answer kept for both", async () => {
    const path = `/api/search?${new URLSearchParams({ query: 'British Columbia' })}`;
    const french = await (await request(ctx, path, { headers: FRENCH })).json();
    expect(french.region).toEqual({ province: 'BC', country: 'CA' });
    expect(french.regionName).toBe(`${m.region_bc({}, fr)}, Canada`);
    const english = await (await request(ctx, path)).json();
    expect(english.regionName).toBe('British Columbia, Canada');
    expect((await (await request(ctx, '/api/search?query=Toronto')).json()).regionName).toBeNull();
  });

  it("answers refusals and field errors in the request's language, and in English otherwise", async () => {
    const wrong = { usernameOrEmail: 'nobody@example.com', password: 'Wrong@Pass1' };
    const french = await requestFrom(ctx, '/api/auth/login', { body: wrong, headers: FRENCH });
    expect(french.status).toBe(401);
    expect(french.headers.get('content-language')).toBe('fr-CA');
    expect(await french.json()).toEqual({ message: m.api_invalid_credentials({}, fr) });
    expect(await (await logIn(ctx, wrong.usernameOrEmail, wrong.password)).json()).toEqual({
      message: 'Invalid username or password',
    });

    const invalid = await requestFrom(ctx, '/api/auth/signup', {
      body: { ...accountDetails('bad'), email: 'not-an-address' },
      headers: FRENCH,
    });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.errors.email).toBe(m.v_email_invalid({}, fr));
    expect(body.errors.email).not.toBe('Please enter a valid email address');

    const missing = await request(ctx, '/api/no-such-thing', { headers: FRENCH });
    expect(await missing.json()).toEqual({
      message: m.api_no_endpoint({ method: 'GET', path: '/api/no-such-thing' }, fr),
    });
  });

  it("words an answer made with the request's own values in its language: the e-mail change", async () => {
    const { cookie } = await signedInUser(ctx.db, { password: await testPasswordHash() });
    const body = { newEmail: 'nouvelle.adresse@example.com', currentPassword: TEST_PASSWORD };
    const res = await request(ctx, '/api/profile/email', { body, cookie, headers: FRENCH });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(m.api_email_change_sent({ email: body.newEmail }, fr));
  });

  it('the language chosen with the switcher is kept on the account, and its mail follows it', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const res = await request(ctx, '/api/profile/locale', { method: 'PUT', body: { locale: 'fr' }, cookie });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.locale).toBe('fr');

    await requestFrom(ctx, '/api/auth/forgot-password', { body: { email: user.email } });
    await ctx.outbox.drain();
    expect(lastMailTo(ctx.mailer.sent, user.email, 'reset_password').subject).toBe(
      m.mail_reset_subject({ site: SITE_NAME }, fr),
    );

    const refused = await request(ctx, '/api/profile/locale', { method: 'PUT', body: { locale: 'de' }, cookie });
    expect(refused.status).toBe(400);
  });

  it("a listing's receipt goes to its contacts in its owner's language, the operations notice in English", async () => {
    const { cookie } = await signedInUser(ctx.db, { locale: 'fr' });
    const body = listingInput('Entrepôt du Quai', {
      contactEmails: ['quai@depot.example'],
      storageTermType: 'long-term',
    });
    const res = await request(ctx, '/api/listings', { body, cookie, headers: FRENCH });
    expect(res.status).toBe(201);

    const receipt = lastMailTo(ctx.mailer.sent, 'quai@depot.example', 'listing_received');
    expect(receipt.subject).toBe(m.mail_listing_received_subject({ name: 'Entrepôt du Quai' }, fr));
    expect(receipt.text).toContain(m.mail_listing_received_next({}, fr));
    const line = (label: string, value: string) => `${m.mail_label({ label }, fr)} ${value}`;
    expect(receipt.text).toContain(line(m.admin_square_feet({}, fr), formatNumber(body.squareFeet, 3, 'fr')));
    expect(receipt.text).toContain(line(m.detail_storage_term({}, fr), m.term_long({}, fr)));
    expect(receipt.text).toContain(
      line(m.search_services({}, fr), `${m.sv_storage({}, fr)}, ${m.sv_fulfillment({}, fr)}`),
    );
    expect(linkFrom(receipt, '/fr/my-warehouses').origin).toBe(TEST_SITE_URL);
    expect(linkFrom(receipt, '/fr/contact').origin).toBe(TEST_SITE_URL);

    const notice = lastMailTo(ctx.mailer.sent, ctx.config.opsEmail, 'listing_received_ops');
    expect(notice.subject).toBe('New listing to review: Entrepôt du Quai');
    expect(notice.text).toContain(`Square feet: ${formatNumber(body.squareFeet, 3, 'en')}`);
    expect(notice.text).toContain('Storage term: Long-term');
    expect(notice.html).toContain('<html lang="en">');
    expect(notice.text).not.toContain('/fr');
  });
});
