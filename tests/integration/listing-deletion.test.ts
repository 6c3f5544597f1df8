import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, photos, warehouses } from '#db/schema.ts';
import { purgeDeletedListings } from '#src/server/listings/deletion.ts';
import type { QuoteInboxItem } from '#src/client/answers.ts';
import { LISTING_RESTORE_DAYS } from '#src/shared/catalog.ts';
import { CLAIM_MESSAGES, CLAIM_STATUS } from '#src/shared/api/claims.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { adminCall, adminListing, auditOf, signedInAdmin } from '#tests/support/admin.ts';
import { apiClient, request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse, quoteRequestBody } from '#tests/support/factories.ts';
import { allActiveWarehouses } from '#tests/support/listings.ts';

const DAY_MS = 86_400_000;

describe('deleted listings', () => {
  const ctx = useTestApp();

  /** An owner's listing with an uploaded photo, a fan's favorite and a quote request, deleted by its owner. */
  async function deletedListing(name: string) {
    const owner = await signedInUser(ctx.db);
    const fan = await signedInUser(ctx.db);
    const storageKey = randomUUID();
    const url = `/api/photos/${storageKey}-960.webp`;
    const listing = await createWarehouse(ctx.db, { name, city: 'Kingston', userId: owner.user.id, images: [url] });
    await ctx.db
      .insert(photos)
      .values({ uploadedBy: owner.user.id, warehouseId: listing.id, url, storageKey, width: 960, height: 640 });
    await ctx.photoStore.put(`${storageKey}-960.webp`, new Uint8Array([1, 2, 3]), 'image/webp');
    await request(ctx, '/api/favorites', { body: { warehouseId: listing.id }, cookie: fan.cookie });
    expect((await request(ctx, '/api/quotes', { body: quoteRequestBody(listing.id) })).status).toBe(201);
    expect((await request(ctx, `/api/listings/${listing.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      200,
    );
    return { listing, owner, fan, storageKey };
  }

  it('never shows a deleted listing publicly: search, detail, favorites, the sitemap’s list', async () => {
    const { listing, fan } = await deletedListing('Vanished Vault Storage');

    const search = await apiClient(ctx).search.$get({ query: { query: 'Vanished Vault' } });
    expect((await search.json()).warehouses).toEqual([]);
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(404);
    const saved = await apiClient(ctx, { cookie: fan.cookie }).favorites.$get();
    expect((await saved.json()).warehouses).toEqual([]);
    const all = await allActiveWarehouses((path) => request(ctx, path));
    expect(all.map((w) => w.id)).not.toContain(listing.id);
    const favoriteAgain = await request(ctx, '/api/favorites', {
      body: { warehouseId: listing.id },
      cookie: fan.cookie,
    });
    expect(favoriteAgain.status).toBe(404);
  });

  it(`purges a deleted listing and its photos ${LISTING_RESTORE_DAYS} days after deletion, keeping its quote requests readable`, async () => {
    const { cookie } = await signedInAdmin(ctx);
    const { listing, fan, storageKey } = await deletedListing('Expiring Annex Warehouse');
    const deletedAt = (await adminListing(ctx, cookie, listing.id)).deletedAt!;

    // A day before the end of the restore period nothing is removed.
    const early = new Date(Date.parse(deletedAt) + (LISTING_RESTORE_DAYS - 1) * DAY_MS);
    expect(await purgeDeletedListings(ctx, early)).toBe(0);
    expect((await adminListing(ctx, cookie, listing.id)).status).toBe('deleted');

    const late = new Date(Date.parse(deletedAt) + (LISTING_RESTORE_DAYS + 1) * DAY_MS);
    expect(await purgeDeletedListings(ctx, late)).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id))).toEqual([]);
    expect(await ctx.db.select().from(favorites).where(eq(favorites.userId, fan.user.id))).toEqual([]);
    expect(await ctx.db.select().from(photos).where(eq(photos.storageKey, storageKey))).toEqual([]);
    expect(await ctx.photoStore.get(`${storageKey}-960.webp`)).toBeNull();

    const restore = await adminCall(ctx, cookie, `/listings/${listing.id}/restore`, {
      body: { expectedUpdatedAt: new Date().toISOString() },
    });
    expect(restore.status).toBe(404);

    const inbox = await (
      await apiClient(ctx, { cookie }).admin.inbox.$get({ query: { kind: 'quote', query: 'expiring annex' } })
    ).json();
    expect(inbox.items).toHaveLength(1);
    expect((inbox.items[0] as QuoteInboxItem).warehouse).toEqual({
      id: null,
      name: 'Expiring Annex Warehouse',
      city: 'Kingston',
    });
    const csv = await (await adminCall(ctx, cookie, '/inbox/export.csv?kind=quote&query=expiring%20annex')).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Received,Warehouse,Warehouse city,Name,/);
    expect(row).toContain(',Expiring Annex Warehouse,Kingston,Grace Hopper,');

    expect(
      (await auditOf(ctx, cookie, 'listing', listing.id)).map((e) => [e.action, e.actorName, e.entityName]),
    ).toEqual([
      ['listing.purge', 'automatic purge', 'Expiring Annex Warehouse'],
      ['listing.delete', expect.any(String), 'Expiring Annex Warehouse'],
    ]);
  });

  it('refuses the claim link of a deleted listing nobody owns, as for one that does not exist', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const listing = await createWarehouse(ctx.db, { name: 'Unclaimed Gone Depot', userId: null });
    expect((await adminCall(ctx, cookie, `/listings/${listing.id}`, { method: 'DELETE' })).status).toBe(200);
    const claimer = await signedInUser(ctx.db);
    for (const method of ['GET', 'POST']) {
      const res = await request(ctx, `/api/claims/${listing.id}/${listing.claimToken}`, {
        method,
        cookie: claimer.cookie,
      });
      expect(res.status, method).toBe(CLAIM_STATUS.unknownListing);
      expect(await res.json()).toEqual({ message: CLAIM_MESSAGES.unknownListing });
    }
  });

  it('restores a listing its owner deleted, in the status it had, back on the owner’s page', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const { listing, owner } = await deletedListing('Second Chance Storage');
    const deleted = await adminListing(ctx, cookie, listing.id);
    const res = await apiClient(ctx, { cookie }).admin.listings[':id'].restore.$post({
      param: { id: listing.id },
      json: { expectedUpdatedAt: deleted.updatedAt },
    });
    expect((await res.json()).listing).toMatchObject({ status: 'active' });
    const own = await request(ctx, '/api/listings', { cookie: owner.cookie });
    expect((await own.json()).listings).toMatchObject([{ id: listing.id, name: 'Second Chance Storage' }]);
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(200);
  });
});
