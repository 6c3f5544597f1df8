import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, warehouses } from '#db/schema.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { apiClient, useTestApp } from '#tests/support/app.ts';
import { adminCall, auditOf, queuedRebuildRequests, signedInAdmin } from '#tests/support/admin.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';
import { publicListing, publicSearch } from '#tests/support/public-api.ts';

/**
 * "Owner verified" is an admin's check of the owner's business (docs/decisions/freshness.md), not
 * an account that confirmed its e-mail: the badge, the filter and its count follow the record.
 */
describe('owner verified', () => {
  const ctx = useTestApp();
  let ownerId = '';
  let listingId = '';

  beforeAll(async () => {
    // An owner whose e-mail is verified, with an active listing in Halifax (no other listing is there).
    const owner = await createUser(ctx.db, { emailVerified: true });
    ownerId = owner.id;
    listingId = (await createWarehouse(ctx.db, { city: 'Halifax', stateProvince: 'NS', userId: owner.id })).id;
    await createWarehouse(ctx.db, { city: 'Halifax', stateProvince: 'NS', userId: null });
  });

  /** What a visitor sees: the badge on the page's answer, and the filter's results and count by place (index) and by text (SQL). */
  async function publicView() {
    const page = await publicListing(ctx, listingId);
    const byPlace = await publicSearch(ctx, 'query=Halifax&distance=50&ownerVerified=1');
    const allByPlace = await publicSearch(ctx, 'query=Halifax&distance=50');
    const byText = await publicSearch(ctx, 'query=test%20warehouse&ownerVerified=1');
    return {
      badge: page.ownerVerified,
      filtered: byPlace.total,
      counted: allByPlace.facets.ownerVerified,
      filteredText: byText.total,
    };
  }

  it('does not show the badge for an owner whose account only verified its e-mail', async () => {
    expect(await publicView()).toEqual({ badge: false, filtered: 0, counted: 0, filteredText: 0 });
  });

  it('refuses a verification without a method, and anyone but an admin', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const bad = await adminCall(ctx, cookie, `/users/${ownerId}/business-verification`, { body: { note: 'hi' } });
    expect(bad.status).toBe(400);
    // A body without a method is what the client's types refuse, so it goes as the raw request.
    expect((await bad.json()).errors.method).toBe(m.v_business_verification_method());
    const { cookie: member } = await signedInUser(ctx.db);
    const refused = await apiClient(ctx, { cookie: member }).admin.users[':id']['business-verification'].$post({
      param: { id: ownerId },
      json: { method: 'phone_call' },
    });
    expect(refused.status).toBe(403);
    expect((await publicView()).badge).toBe(false);
  });

  it('shows the badge everywhere once an admin records the check, with who, how and when in the audit log', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const rebuildsBefore = await queuedRebuildRequests(ctx);
    const res = await apiClient(ctx, { cookie }).admin.users[':id']['business-verification'].$post({
      param: { id: ownerId },
      json: { method: 'domain_email', note: '  Replied from ops@their-domain.example  ' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.businessVerification).toMatchObject({
      method: 'domain_email',
      note: 'Replied from ops@their-domain.example',
      verifiedByName: admin.username,
    });
    expect(await publicView()).toEqual({ badge: true, filtered: 1, counted: 1, filteredText: 1 });
    // The badge is on the pre-rendered pages: the site is rebuilt.
    expect(await queuedRebuildRequests(ctx)).toBe(rebuildsBefore + 1);
    const [entry] = await auditOf(ctx, cookie, 'user', ownerId);
    expect(entry).toMatchObject({
      action: 'user.verify_business',
      actorId: admin.id,
      changes: {
        businessVerification: {
          before: null,
          after: { method: 'domain_email', note: 'Replied from ops@their-domain.example' },
        },
      },
    });
  });

  it('gives the badge to a listing that passes to the verified owner, and takes it when the owner goes', async () => {
    const other = await createWarehouse(ctx.db, { city: 'Halifax', stateProvince: 'NS', userId: null });
    await ctx.db.update(warehouses).set({ userId: ownerId }).where(eq(warehouses.id, other.id));
    const [claimed] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, other.id));
    expect(claimed!.ownerVerified).toBe(true);
    await ctx.db.update(warehouses).set({ userId: null }).where(eq(warehouses.id, other.id));
    const [released] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, other.id));
    expect(released!.ownerVerified).toBe(false);
  });

  it('withdraws the verification: the badge, filter and count drop it, and the audit log says so', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const api = apiClient(ctx, { cookie }).admin.users[':id']['business-verification'];
    const res = await api.$delete({ param: { id: ownerId } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.businessVerification).toBeNull();
    expect(await publicView()).toEqual({ badge: false, filtered: 0, counted: 0, filteredText: 0 });
    const [entry] = await auditOf(ctx, cookie, 'user', ownerId);
    expect(entry).toMatchObject({
      action: 'user.withdraw_business_verification',
      changes: { businessVerification: { before: { method: 'domain_email' }, after: null } },
    });

    const again = await api.$delete({ param: { id: ownerId } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ADMIN_MESSAGES.notBusinessVerified });
  });

  it('takes the badge from the listings of a deleted account', async () => {
    const owner = await createUser(ctx.db);
    const { cookie } = await signedInAdmin(ctx);
    const listing = await createWarehouse(ctx.db, { userId: owner.id });
    await apiClient(ctx, { cookie }).admin.users[':id']['business-verification'].$post({
      param: { id: owner.id },
      json: { method: 'documents' },
    });
    const [verified] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id));
    expect(verified!.ownerVerified).toBe(true);
    await ctx.db.delete(users).where(eq(users.id, owner.id));
    const [orphan] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id));
    expect(orphan).toMatchObject({ userId: null, ownerVerified: false });
  });
});
