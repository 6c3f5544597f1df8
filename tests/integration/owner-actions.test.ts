import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { photos, siteBuilds, warehouses } from '#db/schema.ts';
import { OWNER_ACTION_MESSAGES } from '#src/shared/api/listing-actions.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { auditOf } from '#tests/support/admin.ts';

describe('owner actions on listings', () => {
  const ctx = useTestApp();

  const act = (cookie: string | undefined, id: string, action: 'pause' | 'resume') =>
    request(ctx, `/api/listings/${id}/${action}`, { method: 'POST', cookie });
  const remove = (cookie: string | undefined, id: string) =>
    request(ctx, `/api/listings/${id}`, { method: 'DELETE', cookie });
  const stored = async (id: string) => (await ctx.db.select().from(warehouses).where(eq(warehouses.id, id)))[0];
  const ownListing = async (overrides: Parameters<typeof createWarehouse>[1] = {}) => {
    const owner = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: owner.user.id, ...overrides });
    return { ...owner, listing };
  };

  it('asks anonymous visitors to log in', async () => {
    const { listing } = await ownListing();
    for (const res of [
      await request(ctx, '/api/listings'),
      await act(undefined, listing.id, 'pause'),
      await act(undefined, listing.id, 'resume'),
      await remove(undefined, listing.id),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Please log in to continue.' });
    }
    expect(await stored(listing.id)).toMatchObject({ status: 'active' });
  });

  it("lists the owner's own listings, newest first, in every status, with what the owner needs to see", async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const older = await createWarehouse(ctx.db, {
      userId: user.id,
      status: 'declined',
      pendingStatusReason: 'The photos show a different building.',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createWarehouse(ctx.db, {
      userId: user.id,
      status: 'active',
      pendingName: 'Renamed Depot',
      subscriptionPlan: 'early_partner',
      subscriptionExpiryDate: new Date('2027-03-31T00:00:00Z'),
      images: ['/media/a-960.webp'],
    });
    await createWarehouse(ctx.db, { userId: (await signedInUser(ctx.db)).user.id });

    const res = await request(ctx, '/api/listings', { cookie });
    expect(res.status).toBe(200);
    const { listings } = await res.json();
    expect(listings.map((l: { id: string }) => l.id)).toEqual([newer.id, older.id]);
    expect(listings[0]).toMatchObject({
      name: newer.name,
      city: 'Toronto',
      stateProvince: 'ON',
      status: 'active',
      pendingName: 'Renamed Depot',
      subscriptionPlan: 'early_partner',
      subscriptionExpiryDate: '2027-03-31T00:00:00.000Z',
      images: ['/media/a-960.webp'],
    });
    expect(listings[1]).toMatchObject({
      status: 'declined',
      pendingStatusReason: 'The photos show a different building.',
    });
    expect(listings[0]).not.toHaveProperty('claimToken');

    const empty = await signedInUser(ctx.db);
    expect(await (await request(ctx, '/api/listings', { cookie: empty.cookie })).json()).toEqual({ listings: [] });
  });

  it("refuses to touch another owner's listing (403) and says when a listing is gone (404)", async () => {
    const { listing } = await ownListing();
    const paused = (await ownListing({ status: 'paused', pausedBy: 'owner' })).listing;
    const stranger = await signedInUser(ctx.db);
    for (const res of [
      await act(stranger.cookie, listing.id, 'pause'),
      await act(stranger.cookie, paused.id, 'resume'),
      await remove(stranger.cookie, listing.id),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: OWNER_ACTION_MESSAGES.forbidden });
    }
    expect(await stored(listing.id)).toMatchObject({ status: 'active', userId: listing.userId });
    expect(await stored(paused.id)).toMatchObject({ status: 'paused' });

    const unowned = await createWarehouse(ctx.db, { userId: null });
    expect((await act(stranger.cookie, unowned.id, 'pause')).status).toBe(403);
    const gone = await act(stranger.cookie, '8d9f6a52-3c1e-4f4b-9a55-0d6f1c2b7e10', 'pause');
    expect(gone.status).toBe(404);
  });

  it('pauses an active listing and resumes it, asking for a site rebuild each time, audited', async () => {
    const { user, cookie, listing } = await ownListing();
    const buildsBefore = (await ctx.db.select().from(siteBuilds))[0]?.requests ?? 0;

    const paused = await act(cookie, listing.id, 'pause');
    expect(paused.status).toBe(200);
    expect(await paused.json()).toEqual({
      success: true,
      listing: { id: listing.id, status: 'paused', pausedBy: 'owner' },
    });
    expect(await stored(listing.id)).toMatchObject({ status: 'paused', pausedBy: 'owner' });
    // Off the public site at once: the detail API no longer serves it.
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(404);

    // Pausing twice is harmless.
    expect((await act(cookie, listing.id, 'pause')).status).toBe(200);

    const resumed = await act(cookie, listing.id, 'resume');
    expect(resumed.status).toBe(200);
    expect((await resumed.json()).listing).toEqual({ id: listing.id, status: 'active', pausedBy: null });
    expect(await stored(listing.id)).toMatchObject({ status: 'active', pausedBy: null });
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(200);

    const [build] = await ctx.db.select().from(siteBuilds);
    expect(build!.requests - buildsBefore).toBeGreaterThanOrEqual(buildsBefore ? 2 : 1);

    // The audit log holds the owner's two changes (the second pause changed nothing, so it is not there).
    const admin = await signedInUser(ctx.db, { isAdmin: true });
    const entries = await auditOf(ctx, admin.cookie, 'listing', listing.id);
    expect(entries).toMatchObject([
      {
        action: 'listing.resume',
        actorId: user.id,
        actorName: user.username,
        entityName: listing.name,
        changes: { status: { before: 'paused', after: 'active' }, pausedBy: { before: 'owner', after: null } },
      },
      { action: 'listing.pause', actorId: user.id, changes: { status: { before: 'active', after: 'paused' } } },
    ]);
  });

  it("turns away an admin's action taken on the listing as it was before the owner paused it", async () => {
    const { cookie, listing } = await ownListing();
    const admin = await signedInUser(ctx.db, { isAdmin: true });
    expect((await act(cookie, listing.id, 'pause')).status).toBe(200);

    const stale = await request(ctx, `/api/admin/listings/${listing.id}/pause`, {
      cookie: admin.cookie,
      body: { expectedUpdatedAt: listing.updatedAt.toISOString(), reason: 'Out of date.' },
    });
    expect(stale.status).toBe(409);
    expect(await stored(listing.id)).toMatchObject({ status: 'paused', pausedBy: 'owner' });
  });

  it('cannot resume a listing an administrator paused, and says why', async () => {
    const { cookie, listing } = await ownListing({ status: 'paused', pausedBy: 'admin' });
    const res = await act(cookie, listing.id, 'resume');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: OWNER_ACTION_MESSAGES.pausedByAdmin });
    expect(await stored(listing.id)).toMatchObject({ status: 'paused', pausedBy: 'admin' });
  });

  it('cannot pause or resume a listing that is not online', async () => {
    for (const [status, message] of [
      ['pending', OWNER_ACTION_MESSAGES.pendingReview],
      ['declined', OWNER_ACTION_MESSAGES.declined],
    ] as const) {
      const { cookie, listing } = await ownListing({ status });
      for (const action of ['pause', 'resume'] as const) {
        const res = await act(cookie, listing.id, action);
        expect(res.status, `${action} ${status}`).toBe(409);
        expect(await res.json()).toEqual({ message });
      }
      expect(await stored(listing.id)).toMatchObject({ status });
    }
  });

  it("deletes the listing: gone from the site and the owner's page at once, its photos kept for a restore, audited", async () => {
    const storageKey = randomUUID();
    const url = `/api/photos/${storageKey}-960.webp`;
    const { user, cookie, listing } = await ownListing({ images: [url] });
    await ctx.db
      .insert(photos)
      .values({ uploadedBy: user.id, warehouseId: listing.id, url, storageKey, width: 960, height: 640 });
    await ctx.photoStore.put(`${storageKey}-960.webp`, new Uint8Array([1, 2, 3]), 'image/webp');

    const res = await remove(cookie, listing.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await stored(listing.id)).toMatchObject({ status: 'deleted', statusBeforeDeletion: 'active' });
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(404);
    expect((await (await request(ctx, '/api/listings', { cookie })).json()).listings).toEqual([]);
    expect((await request(ctx, `/api/listings/${listing.id}`, { cookie })).status).toBe(404);
    expect(await ctx.photoStore.get(`${storageKey}-960.webp`)).not.toBeNull();

    const admin = await signedInUser(ctx.db, { isAdmin: true });
    expect((await auditOf(ctx, admin.cookie, 'listing', listing.id))[0]).toMatchObject({
      action: 'listing.delete',
      actorId: user.id,
      entityName: listing.name,
      changes: { status: { before: 'active', after: 'deleted' } },
    });
    for (const again of [await remove(cookie, listing.id), await act(cookie, listing.id, 'resume')]) {
      expect(again.status).toBe(404);
    }
  });
});
