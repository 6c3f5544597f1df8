import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, warehouses } from '#db/schema.ts';
import { requestAvailabilityConfirmations } from '#src/server/listings/availability.ts';
import { updateListing } from '#src/server/listings/listing-writes.ts';
import { formatDay, formatSquareFeet } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { listingSchema } from '#src/shared/validation/listing.ts';
import { listingInput } from '#tests/support/listing-input.ts';
import { AVAILABILITY_LINK_MESSAGES } from '#src/shared/api/availability.ts';
import { useTestApp, queryOf } from '#tests/support/app.ts';
import { apiClientFrom, requestFrom } from '#tests/support/accounts.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';
import { lastMailTo, mailsTo, tokenFrom } from '#tests/support/mail.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';

const DAY = 86_400_000;

describe('confirming availability', () => {
  const ctx = useTestApp();
  // A fake clock: links expire and listings go stale by the process's clock, which the tests move.
  let now: Date;
  const advance = (days: number) => {
    now = new Date(now.getTime() + days * DAY);
    vi.setSystemTime(now);
  };
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = new Date();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const look = (token: string) => requestFrom(ctx, `/api/availability/${token}`);
  const confirm = (token: string) => requestFrom(ctx, `/api/availability/${token}`, { method: 'POST' });
  const confirmedAt = async (id: string) =>
    (await ctx.db.select().from(warehouses).where(eq(warehouses.id, id)))[0]!.availabilityConfirmedAt;
  const sendRequests = async () => {
    const asked = await requestAvailabilityConfirmations(ctx.deps);
    await ctx.outbox.drain();
    return asked;
  };
  /** An owner with an active listing last confirmed `days` ago. */
  const ownerWithListing = async (
    days: number,
    listingOverrides: Parameters<typeof createWarehouse>[1] = {},
    ownerOverrides: Parameters<typeof createUser>[1] = {},
  ) => {
    const owner = await createUser(ctx.db, ownerOverrides);
    const listing = await createWarehouse(ctx.db, {
      userId: owner.id,
      availabilityConfirmedAt: daysAgo(days),
      ...listingOverrides,
    });
    return { owner, listing };
  };

  it('asks a French owner in French, with French labels, numbers and dates, and links to the French page', async () => {
    const fr = { locale: 'fr' } as const;
    const facts = { spaceAvailableSqFt: 12000, availableFrom: '2027-01-05' };
    const { owner, listing } = await ownerWithListing(100, facts, { locale: 'fr' });

    await sendRequests();
    const mail = lastMailTo(ctx.mailer.sent, owner.email, 'availability_request');
    expect(mail.subject).toBe(m.mail_availability_subject_one({ name: listing.name }, fr));
    expect(mail.text).toContain(m.mail_availability_intro_one({}, fr));
    const space = formatSquareFeet(12000, 'fr');
    const day = formatDay(new Date(Date.UTC(2027, 0, 5)), 'fr');
    expect(mail.text).toContain(
      `${m.mail_label({ label: `${listing.name} (Toronto, ON), ${m.freshness_stale({}, fr).toLowerCase()}` }, fr)}\n` +
        `${m.facts_space_available_from({ space, day }, fr)}\n`,
    );
    expect(mail.html).toContain(m.mail_availability_confirm_link({ name: listing.name }, fr));
    const token = tokenFrom(mail, '/fr/confirm-availability');
    expect((await confirm(token)).status).toBe(200);
    expect(await confirmedAt(listing.id)).toEqual(now);
  });

  it('mails each owner one link per listing not confirmed this month, and asks again only a month later', async () => {
    const owner = await createUser(ctx.db);
    const stale = await createWarehouse(ctx.db, {
      name: 'Harbour Cold Store',
      userId: owner.id,
      availabilityConfirmedAt: daysAgo(100),
      spaceAvailableSqFt: 12000,
      availableFrom: '2027-01-05',
    });
    const dated = await createWarehouse(ctx.db, { userId: owner.id, availabilityConfirmedAt: daysAgo(45) });
    const recent = await createWarehouse(ctx.db, { userId: owner.id, availabilityConfirmedAt: daysAgo(3) });
    await createWarehouse(ctx.db, { userId: null, availabilityConfirmedAt: daysAgo(200) });

    expect(await sendRequests()).toBeGreaterThanOrEqual(1);
    const mail = lastMailTo(ctx.mailer.sent, owner.email, 'availability_request');
    expect(mail.subject).toBe('Are your 2 warehouses still available?');
    expect(mail.text).toContain(
      'Harbour Cold Store (Toronto, ON), not confirmed recently:\n12,000 sq ft available from Jan 5, 2027\n',
    );
    expect(mail.html).toContain('12,000 sq ft available from Jan 5, 2027');
    expect(mail.text).toContain(dated.name);
    expect(mail.text).not.toContain(recent.name);
    expect(mail.text.match(/\/confirm-availability\?token=/g)).toHaveLength(2);
    expect(await confirmedAt(stale.id)).toEqual(daysAgo(100));

    // The next run, the next day and in three weeks: nothing more for this owner.
    advance(1);
    await sendRequests();
    advance(21);
    await sendRequests();
    expect(mailsTo(ctx.mailer.sent, owner.email, 'availability_request')).toHaveLength(1);
    advance(9);
    await sendRequests();
    expect(mailsTo(ctx.mailer.sent, owner.email, 'availability_request')).toHaveLength(2);
  });

  it('shows the listing on GET without confirming it; only the POST confirms, once', async () => {
    const owner = await createUser(ctx.db);
    const listing = await createWarehouse(ctx.db, {
      userId: owner.id,
      availabilityConfirmedAt: daysAgo(120),
      spaceAvailablePallets: 300,
      availableFrom: '2027-02-01',
    });
    await sendRequests();
    const token = tokenFrom(lastMailTo(ctx.mailer.sent, owner.email, 'availability_request'), '/confirm-availability');

    // What a mail scanner or a preview does: look, as often as it likes.
    for (let i = 0; i < 3; i++) {
      const looked = await look(token);
      expect(looked.status).toBe(200);
      // The space and from-date the owner is asked to confirm.
      expect((await looked.json()).listing).toMatchObject({
        id: listing.id,
        name: listing.name,
        spaceAvailableSqFt: null,
        spaceAvailablePallets: 300,
        availableFrom: '2027-02-01',
      });
    }
    expect(await confirmedAt(listing.id)).toEqual(daysAgo(120));

    advance(2);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect((await res.json()).listing.availabilityConfirmedAt).toBe(now.toISOString());
    expect(await confirmedAt(listing.id)).toEqual(now);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, listing.id));
    expect(entry).toMatchObject({ action: 'listing.confirm_availability', actorId: owner.id });

    const again = await confirm(token);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(AVAILABILITY_LINK_MESSAGES.used);
    expect((await look(token)).status).toBe(409);
  });

  it('refuses an expired link and a made-up one, confirming nothing', async () => {
    const { owner, listing } = await ownerWithListing(60);
    await sendRequests();
    const token = tokenFrom(lastMailTo(ctx.mailer.sent, owner.email, 'availability_request'), '/confirm-availability');

    advance(31);
    const res = await confirm(token);
    expect(res.status).toBe(410);
    expect((await res.json()).message).toBe(AVAILABILITY_LINK_MESSAGES.expired);
    expect(await confirmedAt(listing.id)).toEqual(daysAgo(91));

    const unknown = await confirm('a'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await look('not a token')).status).toBe(404);
  });

  it("confirms with the owner's save of the listing, not with an admin's", async () => {
    const { owner, listing } = await ownerWithListing(50);
    const input = listingSchema.parse(listingInput(listing.name));
    const admin = { id: (await createUser(ctx.db, { isAdmin: true })).id, username: 'an admin', isAdmin: true };
    advance(1);
    expect((await updateListing(ctx.deps, { id: listing.id, input, actor: admin, rules: 'admin' })).ok).toBe(true);
    expect(await confirmedAt(listing.id)).toEqual(daysAgo(51));
    advance(1);
    const actor = { id: owner.id, username: owner.username, isAdmin: false };
    expect((await updateListing(ctx.deps, { id: listing.id, input, actor, rules: 'owner' })).ok).toBe(true);
    expect(await confirmedAt(listing.id)).toEqual(now);
  });

  it('ranks a stale listing after fresher ones that match, until its owner confirms it', async () => {
    const centre = await placeCentre(ctx.db, 'Reno', 'NV');
    const place = { city: 'Reno', stateProvince: 'NV', country: 'United States' };
    const owner = await createUser(ctx.db);
    const staleNear = await createWarehouse(ctx.db, {
      ...place,
      ...northOf(centre, 1),
      name: 'Reno Stale Nearby',
      userId: owner.id,
      availabilityConfirmedAt: daysAgo(95),
    });
    await createWarehouse(ctx.db, {
      ...place,
      ...northOf(centre, 8),
      name: 'Reno Fresh Farther',
      availabilityConfirmedAt: daysAgo(10),
    });
    await createWarehouse(ctx.db, {
      ...place,
      ...northOf(centre, 5),
      name: 'Reno Dated Between',
      availabilityConfirmedAt: daysAgo(80),
    });
    const names = async (query: string) => {
      const res = await apiClientFrom(ctx).search.$get({ query: queryOf(query) });
      return (await res.json()).warehouses.map((w) => w.name);
    };

    // Nearest first among listings confirmed in the last 90 days; the stale one after them.
    expect(await names('query=Reno%2C+NV&distance=25')).toEqual([
      'Reno Dated Between',
      'Reno Fresh Farther',
      'Reno Stale Nearby',
    ]);
    // Same size, so they match the size order equally: the stale one last there too.
    expect((await names('query=Nevada&sort=size_desc')).at(-1)).toBe('Reno Stale Nearby');

    await sendRequests();
    const token = tokenFrom(lastMailTo(ctx.mailer.sent, owner.email, 'availability_request'), '/confirm-availability');
    expect((await confirm(token)).status).toBe(200);
    expect(await confirmedAt(staleNear.id)).toEqual(now);
    expect(await names('query=Reno%2C+NV&distance=25')).toEqual([
      'Reno Stale Nearby',
      'Reno Dated Between',
      'Reno Fresh Farther',
    ]);
  });
});
