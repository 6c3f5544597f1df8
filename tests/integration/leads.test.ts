import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteRequests } from '#db/schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { apiClientFrom, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createWarehouse, quoteRequestBody } from '#tests/support/factories.ts';
import { lastMailTo, linkFrom } from '#tests/support/mail.ts';

describe('the lead inbox (/api/leads)', () => {
  const ctx = useTestApp();

  /** An owner with one active listing, and a buyer's request for it (`asked`: the request's headers, extra body fields). */
  async function ownerWithLead(
    listing: Parameters<typeof createWarehouse>[1] = {},
    asked: { headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    const owner = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db, { userId: owner.user.id, ...listing });
    const res = await requestFrom(ctx, '/api/quotes', {
      body: {
        ...quoteRequestBody(warehouse.id, { email: `buyer-${warehouse.id.slice(0, 8)}@example.com` }),
        ...asked.body,
      },
      headers: asked.headers,
    });
    expect(res.status).toBe(201);
    const leadId: string = (await res.json()).requests[0].id;
    return { ...owner, warehouse, leadId, buyerEmail: `buyer-${warehouse.id.slice(0, 8)}@example.com` };
  }

  const leadsOf = async (cookie: string) => {
    const res = await apiClientFrom(ctx, { cookie }).leads.$get();
    expect(res.status).toBe(200);
    return res.json();
  };

  /** The language stored on a lead (quote_requests.locale). */
  const storedLocale = async (leadId: string) =>
    (await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId)))[0]!.locale;

  it("mails a new lead to the owner's account address: who asks, what they need, and a link to the lead", async () => {
    const { user, warehouse, leadId } = await ownerWithLead({ name: 'Lakeshore Logistics' });
    const mail = lastMailTo(ctx.mailer.sent, user.email, 'lead_new');
    expect(mail.subject).toBe('New lead for Lakeshore Logistics: Grace Hopper (Compilers & Co)');
    expect(mail.text).toContain('Space needed: 120 pallet positions');
    expect(mail.text).toContain('Services needed: Pick and Pack Services, Loading Docks');
    expect(mail.text).toContain(`${ctx.config.siteUrl}/my-warehouses/leads?lead=${leadId}`);
    expect(warehouse.forwardQuotesToWarehouse).toBe(false);
  });

  it('shows the owner every lead with the buyer’s needs and contact details, whether or not the listing forwards', async () => {
    const { cookie, warehouse, leadId, buyerEmail } = await ownerWithLead({ forwardQuotesToWarehouse: false });
    const { leads, counts } = await leadsOf(cookie);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: leadId,
      status: 'new',
      listing: { id: warehouse.id, name: warehouse.name },
      buyer: { name: 'Grace Hopper', email: buyerEmail, phone: '+1 212 555 0100', company: 'Compilers & Co' },
      spaceNeeded: 120,
      spaceUnit: 'pallet_positions',
      storageTerm: 'short-term',
      servicesNeeded: ['Pick and Pack Services', 'Loading Docks'],
    });
    expect(counts).toEqual({ new: 1, contacted: 0, won: 0, lost: 0 });
  });

  it("tells the buyer that a claimed listing's owner answers, even without forwarding", async () => {
    const owner = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db, { userId: owner.user.id, name: 'Owned Annex' });
    const res = await requestFrom(ctx, '/api/quotes', { body: quoteRequestBody(warehouse.id) });
    expect((await res.json()).requests[0].answeredBy).toBe('warehouse');
  });

  it("keeps another owner's leads out of the list, and refuses to change or answer them (403)", async () => {
    const first = await ownerWithLead();
    const other = await signedInUser(ctx.db);
    expect((await leadsOf(other.cookie)).leads).toEqual([]);

    const patch = await requestFrom(ctx, `/api/leads/${first.leadId}`, {
      method: 'PATCH',
      cookie: other.cookie,
      body: { status: 'won' },
    });
    expect(patch.status).toBe(403);
    expect((await patch.json()).message).toBe('This quote request is for a listing you do not manage.');
    const reply = await requestFrom(ctx, `/api/leads/${first.leadId}/reply`, {
      cookie: other.cookie,
      body: { message: 'I am not the owner of this listing.' },
    });
    expect(reply.status).toBe(403);
    expect((await leadsOf(first.cookie)).leads[0]!.status).toBe('new');

    const unknown = await requestFrom(ctx, '/api/leads/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      cookie: first.cookie,
      body: { status: 'won' },
    });
    expect(unknown.status).toBe(404);
    expect((await requestFrom(ctx, '/api/leads')).status).toBe(401);
  });

  it('lets the owner set new, contacted, won or lost, and counts each status', async () => {
    const { cookie, leadId } = await ownerWithLead();
    for (const status of ['contacted', 'won', 'lost', 'new'] as const) {
      const res = await requestFrom(ctx, `/api/leads/${leadId}`, { method: 'PATCH', cookie, body: { status } });
      expect(res.status).toBe(200);
      expect((await res.json()).lead).toMatchObject({ id: leadId, status, statusChangedAt: expect.any(String) });
    }
    await requestFrom(ctx, `/api/leads/${leadId}`, { method: 'PATCH', cookie, body: { status: 'won' } });
    expect((await leadsOf(cookie)).counts).toEqual({ new: 0, contacted: 0, won: 1, lost: 0 });
    // The owner's numbers on /my-warehouses count them per listing too.
    const numbers = await (await requestFrom(ctx, '/api/listing-stats', { cookie })).json();
    expect(Object.values(numbers.leads)).toEqual([{ new: 0, contacted: 0, won: 1, lost: 0 }]);

    const bad = await requestFrom(ctx, `/api/leads/${leadId}`, { method: 'PATCH', cookie, body: { status: 'closed' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Choose new, contacted, won or lost');
  });

  it('sends the reply through the outbox with Reply-To the owner, and marks a new lead contacted', async () => {
    const { user, cookie, warehouse, leadId, buyerEmail } = await ownerWithLead({ name: 'Reply Depot' });
    const res = await requestFrom(ctx, `/api/leads/${leadId}/reply`, {
      cookie,
      body: { message: 'We have 150 pallet positions free from next month. Shall we talk?' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).lead.status).toBe('contacted');

    const mail = lastMailTo(ctx.mailer.sent, buyerEmail, 'lead_reply');
    expect(mail.subject).toBe('Re: your quote request for Reply Depot');
    expect(mail.replyTo).toBe(user.email);
    expect(mail.text).toContain('We have 150 pallet positions free from next month. Shall we talk?');
    // The buyer hears from the business they asked, not from an account name they never saw.
    expect(mail.text).toContain(`${warehouse.name} answered your quote request`);
    expect(mail.text).not.toContain(user.username);

    // A lead already won stays won when the owner writes again.
    await requestFrom(ctx, `/api/leads/${leadId}`, { method: 'PATCH', cookie, body: { status: 'won' } });
    const again = await requestFrom(ctx, `/api/leads/${leadId}/reply`, {
      cookie,
      body: { message: 'Here is the contract for signature.' },
    });
    expect((await again.json()).lead.status).toBe('won');

    const short = await requestFrom(ctx, `/api/leads/${leadId}/reply`, { cookie, body: { message: 'Hi' } });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe('Message must be at least 10 characters');
  });

  it('writes the reply in the language of the page the buyer asked from, whatever the owner’s', async () => {
    const fr = { locale: 'fr' } as const;
    const french = await ownerWithLead(
      { name: 'Entrepôt du Quai' },
      { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } },
    );
    expect(await storedLocale(french.leadId)).toBe('fr');
    // The owner answers from an English page.
    const res = await requestFrom(ctx, `/api/leads/${french.leadId}/reply`, {
      cookie: french.cookie,
      body: { message: 'We have 150 pallet positions free from next month.' },
    });
    expect(res.status).toBe(200);
    const mail = lastMailTo(ctx.mailer.sent, french.buyerEmail, 'lead_reply');
    expect(mail.subject).toBe(m.mail_lead_reply_subject({ name: 'Entrepôt du Quai' }, fr));
    expect(mail.subject).toBe('Re\u00a0: votre demande de soumission pour Entrepôt du Quai');
    expect(mail.text).toContain(m.mail_hi({ username: 'Grace Hopper' }, fr));
    expect(mail.text).toContain('Entrepôt du Quai a répondu à votre demande de soumission');
    expect(mail.text).not.toContain(french.user.username);
    expect(mail.text).toContain(`${m.mail_label({ label: m.mail_lead_reply_answer({}, fr) }, fr)}\n`);
    expect(mail.text).toContain('We have 150 pallet positions free from next month.');
    expect(linkFrom(mail, '/fr').origin).toBe(ctx.config.siteUrl);
    expect(mail.html).toContain('<html lang="fr-CA">');

    // A buyer who asked from an English page hears in English, even when the owner answers from a French one.
    const english = await ownerWithLead({ name: 'Harbour Depot' });
    expect(await storedLocale(english.leadId)).toBe('en');
    await requestFrom(ctx, `/api/leads/${english.leadId}/reply`, {
      cookie: english.cookie,
      body: { message: 'Nous avons de la place dès le mois prochain.' },
      headers: { 'accept-language': 'fr-CA' },
    });
    const englishMail = lastMailTo(ctx.mailer.sent, english.buyerEmail, 'lead_reply');
    expect(englishMail.subject).toBe('Re: your quote request for Harbour Depot');
    expect(englishMail.text).toContain('Hi Grace Hopper,');
    expect(englishMail.text).toContain('Their answer:\nNous avons de la place dès le mois prochain.');
    expect(englishMail.text).not.toContain('/fr');
  });

  it('takes the language of a request from the request, never from its body', async () => {
    const { leadId } = await ownerWithLead({}, { body: { locale: 'fr' } });
    expect(await storedLocale(leadId)).toBe('en');
    const french = await ownerWithLead({}, { body: { locale: 'en' }, headers: { 'accept-language': 'fr' } });
    expect(await storedLocale(french.leadId)).toBe('fr');
  });

  it('limits an owner to 30 replies an hour', async () => {
    const { cookie, leadId } = await ownerWithLead();
    const reply = () =>
      requestFrom(ctx, `/api/leads/${leadId}/reply`, { cookie, body: { message: 'Following up on your request.' } });
    for (let i = 0; i < 30; i++) expect((await reply()).status).toBe(200);
    const refused = await reply();
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many attempts/);
  });
});
