import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { availabilityRequests, siteBuilds, warehouses } from '#db/schema.ts';
import { declineListing, rejectPendingName, setSubscription } from '#src/server/admin/listing-moderation.ts';
import { confirmAvailability } from '#src/server/listings/availability.ts';
import { claimListing } from '#src/server/listings/claims.ts';
import { buildNeedOf } from '#src/server/listings/listing-changes.ts';
import { hashToken, newToken } from '#src/server/security/tokens.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';
import { listingInput } from '#tests/support/listing-input.ts';

/** Which writes rebuild the pre-rendered site (docs/decisions/rebuilds.md, "Which writes build"). */
describe('writes that change no pre-rendered page ask for no build', () => {
  const ctx = useTestApp();
  const builds = async () =>
    (await ctx.db.select({ requests: siteBuilds.requests }).from(siteBuilds)).reduce((n, b) => n + b.requests, 0);
  const stored = async (id: string) => (await ctx.db.select().from(warehouses).where(eq(warehouses.id, id)))[0]!;
  const admin = async () => {
    const user = await createUser(ctx.db, { isAdmin: true });
    return { id: user.id, username: user.username };
  };

  /** A live listing its owner made through the form, and the form as the owner sends it again. */
  async function ownLiveListing(name: string) {
    const owner = await signedInUser(ctx.db);
    const form = listingInput(name);
    const created = await request(ctx, '/api/listings', { body: form, cookie: owner.cookie });
    expect(created.status).toBe(201);
    const { listing } = await created.json();
    await ctx.db.update(warehouses).set({ status: 'active' }).where(eq(warehouses.id, listing.id));
    const save = (changes: Record<string, unknown> = {}) =>
      request(ctx, `/api/listings/${listing.id}`, {
        method: 'PATCH',
        body: { ...form, ...changes },
        cookie: owner.cookie,
      });
    return { id: listing.id, save };
  }

  beforeEach(async () => {
    await ctx.db.delete(siteBuilds);
  });

  it("rebuilds for an owner's edit that the page shows, not for a save that changes nothing on it", async () => {
    const listing = await ownLiveListing('Quay Street Racking');
    const confirmedBefore = (await stored(listing.id)).availabilityConfirmedAt;

    // Saving the form unchanged confirms availability and moves the version: dates only.
    expect((await listing.save()).status).toBe(200);
    expect(await builds()).toBe(0);
    expect((await stored(listing.id)).availabilityConfirmedAt.getTime()).toBeGreaterThanOrEqual(
      confirmedBefore.getTime(),
    );

    // A new name waits for an admin's approval: the public page keeps the old one.
    expect((await listing.save({ name: 'Quay Street Racking North' })).status).toBe(200);
    expect(await builds()).toBe(0);

    expect((await listing.save({ description: 'Port-side racking, three dock doors now.' })).status).toBe(200);
    expect(await builds()).toBe(1);
  });

  it("waits for the daily build after an owner's availability confirmation", async () => {
    const owner = await createUser(ctx.db);
    const listing = await createWarehouse(ctx.db, {
      userId: owner.id,
      availabilityConfirmedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const token = newToken();
    await ctx.db.insert(availabilityRequests).values({
      warehouseId: listing.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(await confirmAvailability(ctx.deps, token)).toMatchObject({ ok: true });
    expect((await stored(listing.id)).availabilityConfirmedAt.getTime()).toBeGreaterThan(
      listing.availabilityConfirmedAt.getTime(),
    );
    expect(await builds()).toBe(0);
  });

  it('rebuilds when a claim makes a live listing owner-verified, which its page shows', async () => {
    const listing = await createWarehouse(ctx.db, { userId: null });
    const owner = await createUser(ctx.db);
    expect(await claimListing(ctx.deps, listing.id, listing.claimToken, owner.id)).toMatchObject({ ok: true });
    expect(await builds()).toBe(1);
  });

  it("asks for no build for admins' acts no page shows, and for one that changes a live listing's rank", async () => {
    const actor = await admin();
    const pending = await createWarehouse(ctx.db, { status: 'pending' });
    const ok = { ok: true };
    expect(
      await declineListing(ctx.deps, actor, pending.id, pending.updatedAt.toISOString(), 'No photos.'),
    ).toMatchObject(ok);
    const renamed = await createWarehouse(ctx.db, { pendingName: 'A Newer Name Depot' });
    expect(await rejectPendingName(ctx.deps, actor, renamed.id, renamed.updatedAt.toISOString(), null)).toMatchObject(
      ok,
    );
    const paused = await createWarehouse(ctx.db, { status: 'paused', pausedBy: 'owner' });
    const subscription = {
      isPaid: true,
      paymentDate: null,
      subscriptionPlan: 'monthly' as const,
      subscriptionExpiryDate: null,
    };
    expect(
      await setSubscription(ctx.deps, actor, paused.id, {
        ...subscription,
        expectedUpdatedAt: paused.updatedAt.toISOString(),
      }),
    ).toMatchObject(ok);
    expect(await builds()).toBe(0);

    const live = await createWarehouse(ctx.db);
    expect(
      await setSubscription(ctx.deps, actor, live.id, {
        ...subscription,
        expectedUpdatedAt: live.updatedAt.toISOString(),
      }),
    ).toMatchObject(ok);
    expect(await builds()).toBe(1);
  });

  it('tells a change of what the public sees from a change of dates only', async () => {
    const before = await createWarehouse(ctx.db);
    const later = new Date(before.updatedAt.getTime() + 60_000);
    const datesOnly = { ...before, updatedAt: later, availabilityConfirmedAt: later };
    expect(buildNeedOf({ before: 'active', after: 'active', rows: { before, after: datesOnly } })).toBe('daily');
    expect(buildNeedOf({ before: 'active', after: 'active', rows: { before, after: { ...before } } })).toBe('none');
    // A field the public form hides (the unit number of a listing that hides its contact details).
    const hidden = { ...before, showContactInfo: false };
    expect(
      buildNeedOf({
        before: 'active',
        after: 'active',
        rows: { before: hidden, after: { ...hidden, unitNumber: 'B' } },
      }),
    ).toBe('none');
    expect(
      buildNeedOf({ before: 'active', after: 'active', rows: { before, after: { ...before, squareFeet: 1 } } }),
    ).toBe('now');
    expect(buildNeedOf({ before: 'active', after: 'paused' })).toBe('now');
    expect(buildNeedOf({ before: 'pending', after: 'active' })).toBe('now');
    expect(buildNeedOf({ before: 'paused', after: 'deleted' })).toBe('none');
    // Without the rows, a write to a live listing is taken to change its page.
    expect(buildNeedOf({ before: 'active', after: 'active' })).toBe('now');
  });
});
