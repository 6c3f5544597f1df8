import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteRequests } from '#db/schema.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { ADMIN_VALIDATION } from '#src/shared/validation/admin.ts';
import { LISTING_MESSAGES } from '#src/shared/validation/listing.ts';
import { createUser, createWarehouse, quoteRequestBody } from '#tests/support/factories.ts';
import { apiClient, request, useTestApp, queryOf } from '#tests/support/app.ts';
import { adminCall, adminListing, auditOf, queuedRebuildRequests, signedInAdmin } from '#tests/support/admin.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { listingInput } from '#tests/support/listing-input.ts';
import { png, postPhoto } from '#tests/support/photos.ts';

describe('admin listings', () => {
  const ctx = useTestApp();

  const page = async (cookie: string, query: string) => {
    const res = await apiClient(ctx, { cookie }).admin.listings.$get({
      query: queryOf(query),
    });
    expect(res.status).toBe(200);
    return await res.json();
  };

  it('searches, filters, sorts and pages on the server', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const tag = `Zephyr${Date.now().toString(36)}`;
    const base = Date.now() - 10 * 60_000;
    const made = [];
    for (const [i, status] of (['active', 'pending', 'active', 'paused', 'declined'] as const).entries()) {
      made.push(
        await createWarehouse(ctx.db, {
          name: `${tag} ${String.fromCharCode(69 - i)} Depot`,
          status,
          createdAt: new Date(base + i * 1000),
        }),
      );
    }
    const all = await page(cookie, `query=${tag.toLowerCase()}`);
    expect(all.total).toBe(5);
    expect(all.listings.map((l) => l.id)).toEqual(made.map((m) => m.id).reverse());

    const active = await page(cookie, `query=${tag}&status=active`);
    expect(active.listings.map((l) => l.id)).toEqual([made[2]!.id, made[0]!.id]);

    const byName = await page(cookie, `query=${tag}&sort=name&order=asc&pageSize=2&page=2`);
    expect(byName).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(byName.listings.map((l) => l.name)).toEqual([`${tag} C Depot`, `${tag} D Depot`]);

    const byId = await page(cookie, `query=${made[3]!.id}`);
    expect(byId.listings.map((l) => l.status)).toEqual(['paused']);

    const accents = await createWarehouse(ctx.db, { name: `Entrepôt ${tag}`, city: 'Montréal', stateProvince: 'QC' });
    const folded = await page(cookie, `query=entrepot%20${tag}`);
    expect(folded.listings.map((l) => l.id)).toEqual([accents.id]);

    const unusable = await page(cookie, 'status=nonsense&sort=evil&page=-3&pageSize=100000');
    expect(unusable).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('creates an unowned listing, live, with photos and a claim link that works', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const uploaded = await postPhoto(ctx, await png(), cookie);
    expect(uploaded.status).toBe(201);
    const { photo } = await uploaded.json();

    const invalid = await adminCall(ctx, cookie, '/listings', { body: listingInput('') });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors.name).toBe(LISTING_MESSAGES.name);

    // Raw: listingInput leaves out the optional facts the schema's input type still names.
    const res = await adminCall(ctx, cookie, '/listings', {
      body: listingInput('Quay Street Storage', { images: [photo.url] }),
    });
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect(listing).toMatchObject({
      name: 'Quay Street Storage',
      status: 'active',
      owner: null,
      reviewedBy: { id: admin.id },
      images: [photo.url],
      photos: [{ url: photo.url, width: expect.any(Number), height: expect.any(Number) }],
      contactEmails: ['bookings@quay.example'],
    });
    const claimUrl = new URL(listing.claimUrl!);
    expect(claimUrl.origin).toBe(ctx.config.siteUrl);
    expect(claimUrl.pathname).toMatch(new RegExp(`^/claim/${listing.id}/[0-9a-f]{32}$`));

    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry).toMatchObject({
      action: 'listing.create',
      changes: { name: { before: null, after: 'Quay Street Storage' } },
    });

    const { cookie: claimer } = await signedInUser(ctx.db);
    const claimed = await request(ctx, `/api/claims${claimUrl.pathname.slice('/claim'.length)}`, {
      method: 'POST',
      cookie: claimer,
    });
    expect(claimed.status).toBe(200);
    expect((await adminListing(ctx, cookie, listing.id)).claimUrl).toBeNull();

    const taken = await adminCall(ctx, cookie, '/listings', { body: listingInput('QUAY STREET STORAGE') });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors).toEqual({ name: ADMIN_MESSAGES.nameTaken });
  });

  it('regenerates the claim token: the old link stops working and the audit holds no token', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const listing = await createWarehouse(ctx.db, { userId: null });
    const res = await apiClient(ctx, { cookie }).admin.listings[':id']['claim-token'].$post({
      param: { id: listing.id },
      json: { expectedUpdatedAt: listing.updatedAt.toISOString() },
    });
    expect(res.status).toBe(200);
    const { listing: fresh } = await res.json();
    const token = fresh.claimUrl!.split('/').at(-1)!;
    expect(token).not.toBe(listing.claimToken);
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const old = await request(ctx, `/api/claims/${listing.id}/${listing.claimToken}`);
    expect(old.status).toBe(403);

    const entries = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entries[0]).toMatchObject({
      action: 'listing.regenerate_claim_token',
      changes: { claimToken: { before: '(hidden)', after: '(replaced)' } },
    });
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(listing.claimToken);
  });

  it('sets the subscription fields, with their rules', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const listing = await createWarehouse(ctx.db);
    const expectedUpdatedAt = listing.updatedAt.toISOString();
    const put = (body: Record<string, unknown>) =>
      adminCall(ctx, cookie, `/listings/${listing.id}/subscription`, {
        method: 'PUT',
        body: { expectedUpdatedAt, ...body },
      });

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { isPaid: true },
        { subscriptionPlan: ADMIN_VALIDATION.paidNeedsPlan, paymentDate: ADMIN_VALIDATION.paidNeedsPaymentDate },
      ],
      [{ isPaid: false, subscriptionPlan: 'platinum' }, { subscriptionPlan: ADMIN_VALIDATION.plan }],
      [{ isPaid: false, paymentDate: '2026-13-40' }, { paymentDate: ADMIN_VALIDATION.date }],
      [
        { isPaid: true, subscriptionPlan: 'monthly', paymentDate: '2026-11-01', subscriptionExpiryDate: '2026-11-01' },
        { subscriptionExpiryDate: ADMIN_VALIDATION.expiryAfterPayment },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).errors).toEqual(errors);
    }

    const res = await put({
      isPaid: true,
      subscriptionPlan: 'monthly',
      paymentDate: '2026-11-01',
      subscriptionExpiryDate: '2026-12-01',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).listing).toMatchObject({
      isPaid: true,
      subscriptionPlan: 'monthly',
      paymentDate: '2026-11-01',
      subscriptionExpiryDate: '2026-12-01',
    });
    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry!.changes).toMatchObject({
      isPaid: { before: false, after: true },
      subscriptionPlan: { before: null, after: 'monthly' },
    });
  });

  it('edits any field with the admin rules, refusing a stale version', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const owner = await createUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: owner.id, name: 'Edit Me Depot' });
    const read = await adminListing(ctx, cookie, listing.id);
    const body = {
      ...listingInput('Edited Depot', { city: 'Toronto', stateProvince: 'ON' }),
      expectedUpdatedAt: read.updatedAt,
    };

    const res = await adminCall(ctx, cookie, `/listings/${listing.id}`, { method: 'PATCH', body });
    expect(res.status).toBe(200);
    const { listing: edited } = await res.json();
    expect(edited).toMatchObject({
      name: 'Edited Depot',
      pendingName: null,
      address: '77 Quay Street',
      status: 'active',
    });

    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry!.changes).toMatchObject({
      name: { before: 'Edit Me Depot', after: 'Edited Depot' },
      address: { before: '100 Test Street', after: '77 Quay Street' },
    });
    expect(entry!.changes.city).toBeUndefined();

    const stale = await adminCall(ctx, cookie, `/listings/${listing.id}`, { method: 'PATCH', body });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: ADMIN_MESSAGES.changed });

    const unknownCity = await adminCall(ctx, cookie, `/listings/${listing.id}`, {
      method: 'PATCH',
      body: { ...body, city: 'Nowhereville', expectedUpdatedAt: edited.updatedAt },
    });
    expect(unknownCity.status).toBe(400);
    expect((await unknownCity.json()).errors).toEqual({ city: LISTING_MESSAGES.cityUnknown });
  });

  it('deletes a listing: gone from the site and its owner, kept restorable, its quote requests kept, audited', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const { cookie: fanCookie } = await signedInUser(ctx.db);
    const { user: owner, cookie: ownerCookie } = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { name: 'Doomed Depot', city: 'Hamilton', userId: owner.id });
    await request(ctx, '/api/favorites', { body: { warehouseId: listing.id }, cookie: fanCookie });
    expect((await request(ctx, '/api/quotes', { body: quoteRequestBody(listing.id) })).status).toBe(201);
    const rebuildsBefore = await queuedRebuildRequests(ctx);

    const res = await adminCall(ctx, cookie, `/listings/${listing.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await queuedRebuildRequests(ctx)).toBe(rebuildsBefore + 1);
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(404);
    expect((await (await request(ctx, '/api/favorites', { cookie: fanCookie })).json()).warehouses).toEqual([]);
    expect((await (await request(ctx, '/api/listings', { cookie: ownerCookie })).json()).listings).toEqual([]);
    const [quote] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.warehouseId, listing.id));
    expect(quote).toMatchObject({ listingName: 'Doomed Depot', listingCity: 'Hamilton' });

    const deleted = await adminListing(ctx, cookie, listing.id);
    expect(deleted).toMatchObject({ status: 'deleted', owner: { id: owner.id } });
    expect(Date.now() - Date.parse(deleted.deletedAt!)).toBeLessThan(60_000);
    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry).toMatchObject({
      action: 'listing.delete',
      actorName: admin.username,
      entityName: 'Doomed Depot',
      changes: { status: { before: 'active', after: 'deleted' } },
    });

    const again = await adminCall(ctx, cookie, `/listings/${listing.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: ADMIN_MESSAGES.listingNotFound });
    const paused = await adminCall(ctx, cookie, `/listings/${listing.id}/pause`, {
      body: { expectedUpdatedAt: deleted.updatedAt, reason: 'Spam.' },
    });
    expect(paused.status).toBe(409);
    expect(await paused.json()).toEqual({ message: ADMIN_MESSAGES.deleted });
    const edited = await adminCall(ctx, cookie, `/listings/${listing.id}`, {
      method: 'PATCH',
      body: {
        ...listingInput('Doomed Depot', { city: 'Hamilton', stateProvince: 'ON' }),
        expectedUpdatedAt: deleted.updatedAt,
      },
    });
    expect(edited.status, 'a deleted listing is not edited').toBe(409);
    expect(await edited.json()).toEqual({ message: ADMIN_MESSAGES.deleted });

    const restored = await apiClient(ctx, { cookie }).admin.listings[':id'].restore.$post({
      param: { id: listing.id },
      json: { expectedUpdatedAt: deleted.updatedAt },
    });
    expect(restored.status).toBe(200);
    const { listing: back } = await restored.json();
    expect(back).toMatchObject({ status: 'active', deletedAt: null, owner: { id: owner.id } });
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(200);
    expect((await (await request(ctx, '/api/listings', { cookie: ownerCookie })).json()).listings).toMatchObject([
      { id: listing.id, status: 'active' },
    ]);
    expect(await queuedRebuildRequests(ctx)).toBe(rebuildsBefore + 2);
    expect((await auditOf(ctx, cookie, 'listing', listing.id))[0]).toMatchObject({
      action: 'listing.restore',
      changes: { status: { before: 'deleted', after: 'active' } },
    });

    const twice = await adminCall(ctx, cookie, `/listings/${listing.id}/restore`, {
      body: { expectedUpdatedAt: back.updatedAt },
    });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: ADMIN_MESSAGES.notDeleted });
  });
});
