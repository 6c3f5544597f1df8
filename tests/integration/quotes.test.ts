import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, events, quoteRequests } from '#db/schema.ts';
import type { OutgoingMessage } from '#src/server/mail/mailer.ts';
import { createOutboxWorker, MAX_ATTEMPTS } from '#src/server/mail/outbox.ts';
import { formatNumber } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { freshIp, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createUser, createWarehouse, dateInDays, quoteRequestBody } from '#tests/support/factories.ts';
import { lastMailTo, linkFrom } from '#tests/support/mail.ts';

describe('POST /api/quotes', () => {
  const ctx = useTestApp();
  const mailsOfKind = (kind: string): OutgoingMessage[] => ctx.mailer.sent.filter((m) => m.kind === kind);

  it('stores the request, records an event, mails operations and acknowledges the visitor', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db, {
      name: 'Harbour Cold Store',
      contactEmails: ['owner@harbour.example'],
    });
    const res = await requestFrom(ctx, '/api/quotes', { cookie, body: quoteRequestBody(warehouse.id) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      requests: [
        {
          id: expect.any(String),
          warehouseId: warehouse.id,
          warehouseName: 'Harbour Cold Store',
          answeredBy: 'operations',
        },
      ],
    });
    body.id = body.requests[0].id;

    const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(row).toMatchObject({
      warehouseId: warehouse.id,
      // Kept with the request, so it reads the same once the listing is deleted and purged.
      listingName: 'Harbour Cold Store',
      listingCity: warehouse.city,
      userId: user.id,
      name: 'Grace Hopper',
      spaceNeeded: 120,
      spaceUnit: 'pallet_positions',
      storageTerm: 'short-term',
      servicesNeeded: ['Pick and Pack Services', 'Loading Docks'],
      deliveryStatus: 'sent',
    });
    expect(row!.deliveredAt).toBeInstanceOf(Date);

    const [event] = await ctx.db.select().from(events).where(eq(events.type, 'quote_request'));
    expect(event).toMatchObject({ warehouseId: warehouse.id, userId: user.id });
    expect(JSON.parse(event!.payload)).toMatchObject({ quoteRequestId: body.id, warehouseName: 'Harbour Cold Store' });

    const [ops] = mailsOfKind('quote_request');
    expect(ops!.to).toBe(ctx.config.opsEmail);
    expect(ops!.replyTo).toBe('grace@example.com');
    expect(ops!.subject).toBe('Quote request for Harbour Cold Store from Grace Hopper');
    expect(ops!.text).toContain('Space needed: 120 pallet positions');
    expect(ops!.text).toContain(`${ctx.config.siteUrl}/warehouse/${warehouse.id}`);
    expect(ops!.html).toContain('&lt;script&gt;');
    expect(ops!.html).not.toContain('<script>');

    const [ack] = mailsOfKind('quote_request_ack');
    expect(ack!.to).toBe('grace@example.com');
    expect(ack!.subject).toBe('We received your quote request for Harbour Cold Store');
    expect(ack!.text).toMatch(/^Warehouse: Harbour Cold Store \(/m);
    // Nobody at an unclaimed listing that does not forward receives it: the visitor is told operations answers.
    expect(ack!.text).toContain(
      'Harbour Cold Store does not take requests on our site yet: our team will pass your request on and reply to you within one business day.',
    );
    expect(mailsOfKind('quote_request_forward')).toHaveLength(0);
    expect(mailsOfKind('lead_new')).toHaveLength(0);
  });

  it("also delivers to the warehouse's contact e-mails when its owner asked for that", async () => {
    const warehouse = await createWarehouse(ctx.db, {
      forwardQuotesToWarehouse: true,
      contactEmails: ['a@wh.example', 'b@wh.example'],
    });
    const res = await requestFrom(ctx, '/api/quotes', { body: quoteRequestBody(warehouse.id) });
    expect(res.status).toBe(201);
    const forwarded = mailsOfKind('quote_request_forward').at(-1)!;
    expect(forwarded.to).toEqual(['a@wh.example', 'b@wh.example']);
    expect(forwarded.replyTo).toBe('grace@example.com');
    expect((await res.json()).requests[0].answeredBy).toBe('warehouse');
    expect(mailsOfKind('quote_request_ack').at(-1)!.text).toContain(
      `${warehouse.name} has your request and contact details now and will reply to you directly, usually within two business days.`,
    );
  });

  it("writes the warehouse's copies in its French owner's language, and the operations copy in English", async () => {
    const fr = { locale: 'fr' } as const;
    const owner = await createUser(ctx.db, { locale: 'fr' });
    const warehouse = await createWarehouse(ctx.db, {
      userId: owner.id,
      forwardQuotesToWarehouse: true,
      contactEmails: ['bureau@quai.example'],
    });
    const body = quoteRequestBody(warehouse.id, { spaceNeeded: 12_000, storageTerm: 'long-term' });
    const res = await requestFrom(ctx, '/api/quotes', { body });
    expect(res.status).toBe(201);
    const line = (label: string, value: string) => `${m.mail_label({ label }, fr)} ${value}`;
    const space = line(
      m.quote_space_needed({}, fr),
      `${formatNumber(12_000, 3, 'fr')} ${m.space_pallet_positions({}, fr)}`,
    );
    const services = line(m.quote_services_needed({}, fr), `${m.sv_pick_pack({}, fr)}, ${m.sv_docks({}, fr)}`);

    const forwarded = lastMailTo(ctx.mailer.sent, 'bureau@quai.example', 'quote_request_forward');
    expect(forwarded.subject).toBe(m.mail_quote_forward_subject({ name: warehouse.name }, fr));
    expect(forwarded.text).toContain(m.mail_quote_forward_intro({ buyer: 'Grace Hopper', name: warehouse.name }, fr));
    expect(forwarded.text).toContain(space);
    expect(forwarded.text).toContain(services);
    expect(forwarded.text).toContain(line(m.detail_storage_term({}, fr), m.term_long({}, fr)));
    expect(linkFrom(forwarded, `/fr/warehouse/${warehouse.id}`).origin).toBe(ctx.config.siteUrl);

    const who = 'Grace Hopper (Compilers & Co)';
    const lead = lastMailTo(ctx.mailer.sent, owner.email, 'lead_new');
    expect(lead.subject).toBe(m.mail_lead_subject({ name: warehouse.name, who }, fr));
    expect(lead.text).toContain(space);
    expect(linkFrom(lead, '/fr/my-warehouses/leads').searchParams.get('lead')).toBe((await res.json()).requests[0].id);

    const ops = lastMailTo(ctx.mailer.sent, ctx.config.opsEmail, 'quote_request');
    expect(ops.subject).toBe(`Quote request for ${warehouse.name} from Grace Hopper`);
    expect(ops.text).toContain('Space needed: 12,000 pallet positions');
    expect(ops.text).toContain(`${ctx.config.siteUrl}/warehouse/${warehouse.id}`);
  });

  it('acknowledges a visitor who asked from a French page in French, and still tells an English owner in English', async () => {
    const fr = { locale: 'fr' } as const;
    const owner = await createUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db, { userId: owner.id });
    const res = await requestFrom(ctx, '/api/quotes', {
      body: quoteRequestBody(warehouse.id, { email: 'visiteur@example.com', startDate: '2027-03-15' }),
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(res.status).toBe(201);
    const startDay = (tag: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2027, 2, 15));

    const ack = lastMailTo(ctx.mailer.sent, 'visiteur@example.com', 'quote_request_ack');
    expect(ack.subject).toBe(m.mail_quote_ack_subject_one({ name: warehouse.name }, fr));
    expect(ack.text).toContain(m.quote_answered_by_warehouse({ name: warehouse.name }, fr));
    expect(ack.text).toContain(
      `${m.mail_label({ label: m.quote_space_needed({}, fr) }, fr)} ${formatNumber(120, 3, 'fr')}`,
    );
    expect(ack.text).toContain(`${m.mail_label({ label: m.quote_start_date({}, fr) }, fr)} ${startDay('fr-CA')}`);
    expect(linkFrom(ack, `/fr/warehouse/${warehouse.id}`).origin).toBe(ctx.config.siteUrl);

    const lead = lastMailTo(ctx.mailer.sent, owner.email, 'lead_new');
    expect(lead.subject).toBe(`New lead for ${warehouse.name}: Grace Hopper (Compilers & Co)`);
    expect(lead.text).toContain(`Start date: ${startDay('en-US')}`);
    expect(lead.text).toContain('Space needed: 120 pallet positions');
    expect(linkFrom(lead, '/my-warehouses/leads').origin).toBe(ctx.config.siteUrl);
    const ops = lastMailTo(ctx.mailer.sent, ctx.config.opsEmail, 'quote_request');
    expect(ops.html).toContain('<html lang="en">');
    expect(ops.text).not.toContain('/fr');
  });

  it('keeps the request pending while the operations mail is retried, and marks it failed after the last attempt', async () => {
    const warehouse = await createWarehouse(ctx.db);
    const send = ctx.mailer.send;
    ctx.mailer.send = async (message) => {
      if (message.kind === 'quote_request') throw new Error('421 try again later');
      await send(message);
    };
    try {
      const res = await requestFrom(ctx, '/api/quotes', { body: quoteRequestBody(warehouse.id) });
      expect(res.status).toBe(201);
      const id = (await res.json()).requests[0].id;
      const status = async () => (await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0];
      expect(await status()).toMatchObject({ deliveryStatus: 'pending', deliveredAt: null });
      const [ops] = await ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.quoteRequestId, id))
        .then((rows) => rows.filter((r) => r.kind === 'quote_request'));
      expect(ops).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });

      let clock = Date.now();
      const later = createOutboxWorker(ctx.db, ctx.mailer, { now: () => new Date(clock), log: () => {} });
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        clock += 24 * 60 * 60 * 1000;
        await later.drain();
      }
      expect(await status()).toMatchObject({ deliveryStatus: 'failed', deliveredAt: null });
      const [settled] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, ops!.id));
      expect(settled).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, text: null, html: null });
    } finally {
      ctx.mailer.send = send;
    }
  });

  it('answers 404 for a warehouse that is not active', async () => {
    const paused = await createWarehouse(ctx.db, { status: 'paused' });
    for (const id of [paused.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await requestFrom(ctx, '/api/quotes', { body: quoteRequestBody(id) });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('This warehouse is not listed, so it cannot receive quote requests.');
    }
  });

  it.each([
    ['warehouseIds', ['abc'], 'Choose the warehouse you want a quote from'],
    ['warehouseIds', [], 'Choose the warehouse you want a quote from'],
    ['name', ' ', 'Name is required'],
    ['email', 'grace@', 'Please enter a valid email address'],
    ['phone', '', 'Phone number is required'],
    ['spaceNeeded', '', 'Space needed is required'],
    ['spaceNeeded', null, 'Space needed is required'],
    ['spaceNeeded', 0, 'Space needed must be greater than 0'],
    ['spaceNeeded', 12.5, 'Space needed must be a whole number'],
    ['spaceNeeded', 'lots', 'Enter the space you need as a number'],
    ['spaceUnit', 'acres', 'Choose square feet or pallet positions'],
    ['startDate', dateInDays(-3), 'Start date cannot be in the past'],
    ['startDate', '2030-02-30', 'Start date must be a real date'],
    ['startDate', '03/04/2030', 'Start date must be a date (YYYY-MM-DD)'],
    ['storageTerm', 'all', 'Please select a storage term'],
    ['servicesNeeded', ['Teleport'], 'Please choose services from the list'],
    ['message', 'short', 'Message must be at least 10 characters'],
    ['message', 'y'.repeat(1001), 'Message cannot exceed 1000 characters'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const warehouse = await createWarehouse(ctx.db);
    const res = await requestFrom(ctx, '/api/quotes', { body: quoteRequestBody(warehouse.id, { [field]: value }) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(Object.keys(body.errors)[0]).toMatch(new RegExp(`^${field}`));
  });

  it('answers 429 after 5 requests from one address within 10 minutes', async () => {
    const warehouse = await createWarehouse(ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await requestFrom(ctx, '/api/quotes', {
            ip,
            body: quoteRequestBody(warehouse.id, { email: `r${i}@example.com` }),
          })
        ).status,
      ).toBe(201);
    }
    const res = await requestFrom(ctx, '/api/quotes', {
      ip,
      body: quoteRequestBody(warehouse.id, { email: 'r5@example.com' }),
    });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/^Too many attempts/);
    expect(await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.email, 'r5@example.com'))).toHaveLength(0);
  });

  describe('to several listings at once', () => {
    it('stores and delivers one request per listing, and sends the buyer one confirmation naming them all', async () => {
      const owner = await signedInUser(ctx.db);
      const owned = await createWarehouse(ctx.db, { name: 'Multi Owned', userId: owner.user.id });
      const forwarding = await createWarehouse(ctx.db, {
        name: 'Multi Forwarding',
        forwardQuotesToWarehouse: true,
        contactEmails: ['desk@forwarding.example'],
      });
      const unclaimed = await createWarehouse(ctx.db, { name: 'Multi Unclaimed' });
      const ids = [owned.id, forwarding.id, unclaimed.id];
      const res = await requestFrom(ctx, '/api/quotes', {
        body: quoteRequestBody(ids, { email: 'multi@example.com' }),
      });
      expect(res.status).toBe(201);
      const { requests } = await res.json();
      expect(
        requests.map((r: { warehouseName: string; answeredBy: string }) => [r.warehouseName, r.answeredBy]),
      ).toEqual([
        ['Multi Owned', 'warehouse'],
        ['Multi Forwarding', 'warehouse'],
        ['Multi Unclaimed', 'operations'],
      ]);

      const rows = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.email, 'multi@example.com'));
      expect(rows.map((r) => r.warehouseId).sort()).toEqual([...ids].sort());
      const opsCopies = mailsOfKind('quote_request').filter((m) => m.replyTo === 'multi@example.com');
      expect(opsCopies.map((m) => m.subject).sort()).toEqual([
        'Quote request for Multi Forwarding from Grace Hopper',
        'Quote request for Multi Owned from Grace Hopper',
        'Quote request for Multi Unclaimed from Grace Hopper',
      ]);
      expect(mailsOfKind('lead_new').filter((m) => m.to === owner.user.email)).toHaveLength(1);
      expect(mailsOfKind('quote_request_forward').filter((m) => m.replyTo === 'multi@example.com')).toHaveLength(1);

      const acks = mailsOfKind('quote_request_ack').filter((m) => m.to === 'multi@example.com');
      expect(acks).toHaveLength(1);
      expect(acks[0]!.subject).toBe('We received your quote request for 3 warehouses');
      expect(acks[0]!.text).toMatch(/^Warehouses: Multi Owned \(.*\); Multi Forwarding \(/m);
      for (const name of ['Multi Owned', 'Multi Forwarding']) {
        expect(acks[0]!.text).toContain(
          `${name} has your request and contact details now and will reply to you directly`,
        );
      }
      expect(acks[0]!.text).toContain('Multi Unclaimed does not take requests on our site yet');
    });

    it('counts one form as one attempt against the limits, however many listings it asks', async () => {
      const listings = await Promise.all([1, 2, 3, 4, 5].map(() => createWarehouse(ctx.db)));
      const ids = listings.map((l) => l.id);
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const res = await requestFrom(ctx, '/api/quotes', {
          ip,
          body: quoteRequestBody(ids, { email: `form${i}@example.com` }),
        });
        expect(res.status).toBe(201);
      }
      const sixth = await requestFrom(ctx, '/api/quotes', {
        ip,
        body: quoteRequestBody(ids, { email: 'form5@example.com' }),
      });
      expect(sixth.status).toBe(429);

      // Per requester address: 10 forms an hour, from any number of client addresses.
      for (let i = 0; i < 10; i++) {
        const res = await requestFrom(ctx, '/api/quotes', {
          body: quoteRequestBody(ids, { email: 'same@example.com' }),
        });
        expect(res.status).toBe(201);
      }
      const eleventh = await requestFrom(ctx, '/api/quotes', {
        body: quoteRequestBody(ids, { email: 'same@example.com' }),
      });
      expect(eleventh.status).toBe(429);
      expect(await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.email, 'same@example.com'))).toHaveLength(
        50,
      );
    });

    it('refuses more than 5 listings, and sends nothing when one of them is no longer listed', async () => {
      const listings = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createWarehouse(ctx.db)));
      const tooMany = await requestFrom(ctx, '/api/quotes', { body: quoteRequestBody(listings.map((l) => l.id)) });
      expect(tooMany.status).toBe(400);
      expect((await tooMany.json()).message).toBe('You can ask at most 5 warehouses at once');

      const paused = await createWarehouse(ctx.db, { status: 'paused' });
      const res = await requestFrom(ctx, '/api/quotes', {
        body: quoteRequestBody([listings[0]!.id, paused.id], { email: 'partial@example.com' }),
      });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(
        'One of these warehouses is no longer listed, so the request was not sent. Reload the page to ask the others.',
      );
      expect(await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.email, 'partial@example.com'))).toEqual(
        [],
      );
    });
  });
});
