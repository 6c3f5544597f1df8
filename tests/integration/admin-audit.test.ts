import { describe, expect, it } from 'vitest';
import { ADMIN_VALIDATION } from '#src/shared/validation/admin.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { adminCall, adminListing, signedInAdmin } from '#tests/support/admin.ts';
import { apiClient, request, useTestApp, queryOf } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

describe('admin audit log', () => {
  const ctx = useTestApp();

  const audit = async (cookie: string, query: string) => {
    const res = await apiClient(ctx, { cookie }).admin.audit.$get({
      query: queryOf(query),
    });
    expect(res.status).toBe(200);
    return (await res.json()).entries;
  };

  it('names the people and listings the details point to by id, whatever the field', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const { user: owner } = await signedInUser(ctx.db);
    const pending = await createWarehouse(ctx.db, { name: 'Review Row Storage', userId: owner.id, status: 'pending' });
    const version = (await adminListing(ctx, cookie, pending.id)).updatedAt;
    const approved = await adminCall(ctx, cookie, `/listings/${pending.id}/approve`, {
      body: { expectedUpdatedAt: version },
    });
    expect(approved.status).toBe(200);
    const [entry] = await audit(cookie, `listingId=${pending.id}`);
    expect(entry!.changes.reviewedBy).toEqual({ before: null, after: admin.id });
    expect(entry!.names).toEqual({ [admin.id]: admin.username });
  });

  it('names the listing, the person and the admin beside their ids, and filters by listing and by person', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const { user: owner, cookie: ownerCookie } = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { name: 'Ledger Lane Storage', userId: owner.id });
    const other = await createWarehouse(ctx.db, { name: 'Other Lane Storage', userId: owner.id });

    expect(
      (await request(ctx, `/api/listings/${listing.id}/pause`, { method: 'POST', cookie: ownerCookie })).status,
    ).toBe(200);
    expect((await request(ctx, `/api/listings/${other.id}`, { method: 'DELETE', cookie: ownerCookie })).status).toBe(
      200,
    );
    expect((await adminCall(ctx, cookie, `/users/${owner.id}/admin`, { body: { isAdmin: true } })).status).toBe(200);

    const byListing = await audit(cookie, `listingId=${listing.id}`);
    expect(byListing).toMatchObject([
      {
        action: 'listing.pause',
        actorId: owner.id,
        actorName: owner.username,
        entityType: 'listing',
        entityId: listing.id,
        entityName: 'Ledger Lane Storage',
      },
    ]);

    // The person's own changes and the changes made to their account, newest first.
    const byPerson = await audit(cookie, `userId=${owner.id}`);
    expect(byPerson.map((e) => [e.action, e.actorName, e.entityName])).toEqual([
      ['user.make_admin', admin.username, owner.username],
      ['listing.delete', owner.username, 'Other Lane Storage'],
      ['listing.pause', owner.username, 'Ledger Lane Storage'],
    ]);
    expect(await audit(cookie, `userId=${admin.id}`)).toMatchObject([{ action: 'user.make_admin' }]);

    for (const [param, message] of [
      ['listingId', ADMIN_VALIDATION.auditListing],
      ['userId', ADMIN_VALIDATION.auditPerson],
    ] as const) {
      const bad = await adminCall(ctx, cookie, `/audit?${param}=not-an-id`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message, errors: { [param]: message } });
    }
  });
});
