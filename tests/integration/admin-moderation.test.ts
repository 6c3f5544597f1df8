import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminListing } from '#src/client/answers.ts';
import type { Warehouse } from '#db/schema.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ADMIN_VALIDATION } from '#src/shared/validation/admin.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { apiClient, request, useTestApp } from '#tests/support/app.ts';
import { adminCall, adminListing, auditOf, queuedRebuildRequests, signedInAdmin } from '#tests/support/admin.ts';
import { lastMailTo, linkFrom, mailsTo } from '#tests/support/mail.ts';

describe('admin moderation', () => {
  const ctx = useTestApp();

  async function pendingListing(overrides: Parameters<typeof createWarehouse>[1] = {}) {
    const owner = await createUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { status: 'pending', userId: owner.id, ...overrides });
    return { owner, listing, version: listing.updatedAt.toISOString() };
  }

  const act = (cookie: string, id: string, action: string, body: Record<string, unknown>) =>
    adminCall(ctx, cookie, `/listings/${id}/${action}`, { body });

  it('approves a pending listing: live, reviewed by the admin, owner e-mailed, site rebuilt, audited', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const { owner, listing, version } = await pendingListing({ name: 'Harbour Cold Store' });
    const rebuildsBefore = await queuedRebuildRequests(ctx);

    const res = await apiClient(ctx, { cookie }).admin.listings[':id'].approve.$post({
      param: { id: listing.id },
      json: { expectedUpdatedAt: version },
    });
    expect(res.status).toBe(200);
    const { listing: approved } = await res.json();
    expect(approved).toMatchObject({
      status: 'active',
      reviewedBy: { id: admin.id, username: admin.username },
      owner: { id: owner.id, email: owner.email },
    });
    expect(Date.now() - Date.parse(approved.reviewedAt!)).toBeLessThan(60_000);
    expect(approved.updatedAt).not.toBe(version);

    const mail = lastMailTo(ctx.mailer.sent, owner.email, 'listing_approved');
    expect(mail.subject).toContain('Harbour Cold Store');
    expect(linkFrom(mail, `/warehouse/${listing.id}`).origin).toBe(ctx.config.siteUrl);
    expect(await queuedRebuildRequests(ctx)).toBe(rebuildsBefore + 1);

    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: admin.username,
      action: 'listing.approve',
      changes: {
        status: { before: 'pending', after: 'active' },
        reviewedBy: { before: null, after: admin.id },
      },
    });
  });

  it('declines only with a reason, which the owner receives and the listing keeps', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const { owner, listing, version } = await pendingListing();

    const missing = await act(cookie, listing.id, 'decline', { expectedUpdatedAt: version, reason: '   ' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: ADMIN_VALIDATION.reason,
      errors: { reason: ADMIN_VALIDATION.reason },
    });
    const tooLong = await act(cookie, listing.id, 'decline', { expectedUpdatedAt: version, reason: 'x'.repeat(501) });
    expect((await tooLong.json()).errors).toEqual({ reason: ADMIN_VALIDATION.reasonTooLong });

    const reason = 'The photos show a different building & the address is a P.O. box.';
    const res = await act(cookie, listing.id, 'decline', { expectedUpdatedAt: version, reason });
    expect(res.status).toBe(200);
    expect((await res.json()).listing).toMatchObject({ status: 'declined', pendingStatusReason: reason });

    const mail = lastMailTo(ctx.mailer.sent, owner.email, 'listing_declined');
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain('P.O. box');
    expect(mail.html).not.toContain('building & the');
    expect(linkFrom(mail, '/my-warehouses').origin).toBe(ctx.config.siteUrl);

    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry!.changes.pendingStatusReason).toEqual({ before: null, after: reason });
  });

  it('e-mails the contact addresses of a listing nobody owns', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const listing = await createWarehouse(ctx.db, { status: 'pending', contactEmails: ['desk@unowned.example'] });
    const res = await act(cookie, listing.id, 'approve', { expectedUpdatedAt: listing.updatedAt.toISOString() });
    expect(res.status).toBe(200);
    expect(mailsTo(ctx.mailer.sent, 'desk@unowned.example', 'listing_approved')).toHaveLength(1);
  });

  it('tells the second of two admins acting on the same version that the listing changed', async () => {
    const { cookie: first } = await signedInAdmin(ctx);
    const { cookie: second } = await signedInAdmin(ctx);
    const { owner, listing, version } = await pendingListing();

    const [a, b] = await Promise.all([
      act(first, listing.id, 'approve', { expectedUpdatedAt: version }),
      act(second, listing.id, 'decline', { expectedUpdatedAt: version, reason: 'Duplicate of another listing.' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await loser.json()).toEqual({ message: ADMIN_MESSAGES.changed });

    const winner = await adminListing(ctx, first, listing.id);
    expect(winner.status).toBe(a.status === 200 ? 'active' : 'declined');
    expect(mailsTo(ctx.mailer.sent, owner.email).filter((m) => m.kind.startsWith('listing_'))).toHaveLength(1);
    expect(await auditOf(ctx, first, 'listing', listing.id)).toHaveLength(1);

    // A later action with the version the loser read is refused too; with the fresh one it goes through.
    expect((await act(second, listing.id, 'pause', { expectedUpdatedAt: version, reason: 'Spam.' })).status).toBe(409);
  });

  it('pauses only with a reason, which the owner receives and sees; resumes; an owner’s own pause is theirs to lift', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const { user: owner, cookie: ownerCookie } = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { status: 'active', userId: owner.id, name: 'Quayside Storage' });
    const version = listing.updatedAt.toISOString();
    const rebuildsBefore = await queuedRebuildRequests(ctx);

    for (const reason of [undefined, '  ']) {
      const missing = await act(cookie, listing.id, 'pause', { expectedUpdatedAt: version, reason });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({
        message: ADMIN_VALIDATION.pauseReason,
        errors: { reason: ADMIN_VALIDATION.pauseReason },
      });
    }
    expect((await adminListing(ctx, cookie, listing.id)).status).toBe('active');

    const reason = 'The photos show another business.';
    const paused = await act(cookie, listing.id, 'pause', { expectedUpdatedAt: version, reason });
    const pausedListing = (await paused.json()).listing as AdminListing;
    expect(pausedListing).toMatchObject({ status: 'paused', pausedBy: 'admin', pendingStatusReason: reason });
    expect(await queuedRebuildRequests(ctx)).toBe(rebuildsBefore + 1);
    const mail = lastMailTo(ctx.mailer.sent, owner.email, 'listing_paused');
    expect(mail.subject).toContain('Quayside Storage');
    expect(mail.text).toContain(reason);
    const own = await request(ctx, '/api/listings', { cookie: ownerCookie });
    expect((await own.json()).listings).toMatchObject([
      { id: listing.id, status: 'paused', pausedBy: 'admin', pendingStatusReason: reason },
    ]);

    const again = await act(cookie, listing.id, 'pause', { expectedUpdatedAt: pausedListing.updatedAt, reason });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ADMIN_MESSAGES.notActive });

    const resumed = await act(cookie, listing.id, 'resume', { expectedUpdatedAt: pausedListing.updatedAt });
    expect((await resumed.json()).listing).toMatchObject({
      status: 'active',
      pausedBy: null,
      pendingStatusReason: null,
    });
    expect((await auditOf(ctx, cookie, 'listing', listing.id)).map((e) => e.action)).toEqual([
      'listing.resume',
      'listing.pause',
    ]);

    const ownersPause = await createWarehouse(ctx.db, { status: 'paused', pausedBy: 'owner' });
    const refused = await act(cookie, ownersPause.id, 'resume', {
      expectedUpdatedAt: ownersPause.updatedAt.toISOString(),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: ADMIN_MESSAGES.pausedByOwner });
  });

  it('approves a pending name: the public name changes and the owner hears of it', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const owner = await createUser(ctx.db);
    const listing = await createWarehouse(ctx.db, {
      name: 'Old Dock Name',
      userId: owner.id,
      pendingName: 'Bright New Dock',
      pendingNameInitiatedBy: owner.id,
    });
    const res = await act(cookie, listing.id, 'approve-name', { expectedUpdatedAt: listing.updatedAt.toISOString() });
    expect(res.status).toBe(200);
    expect((await res.json()).listing).toMatchObject({ name: 'Bright New Dock', pendingName: null });
    expect(lastMailTo(ctx.mailer.sent, owner.email, 'listing_name_decision').subject).toContain('approved');
    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry!.changes.name).toEqual({ before: 'Old Dock Name', after: 'Bright New Dock' });
    expect(entry!.changes.searchText).toBeUndefined();

    const search = await adminCall(ctx, cookie, '/listings?query=bright%20new%20dock');
    expect((await search.json()).listings.map((l: AdminListing) => l.id)).toEqual([listing.id]);
  });

  it('refuses a pending name another listing has taken, and rejects a name with the reason e-mailed', async () => {
    const { cookie } = await signedInAdmin(ctx);
    await createWarehouse(ctx.db, { name: 'Taken Depot' });
    const owner = await createUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: owner.id, pendingName: 'TAKEN DEPOT' });
    const version = listing.updatedAt.toISOString();

    const clash = await act(cookie, listing.id, 'approve-name', { expectedUpdatedAt: version });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      message: ADMIN_MESSAGES.nameTaken,
      errors: { name: ADMIN_MESSAGES.nameTaken },
    });

    const reason = 'Names must be the business’s own.';
    const rejected = await act(cookie, listing.id, 'reject-name', { expectedUpdatedAt: version, reason });
    expect(rejected.status).toBe(200);
    expect((await rejected.json()).listing).toMatchObject({ name: listing.name, pendingName: null });
    const mail = lastMailTo(ctx.mailer.sent, owner.email, 'listing_name_decision');
    expect(mail.subject).toContain('not approved');
    expect(mail.text).toContain(reason);
  });

  describe("in the owner's language", () => {
    const fr = { locale: 'fr' } as const;
    const reason = 'Les photos montrent un autre bâtiment.';
    const newName = () => `Quai ${randomUUID().slice(0, 8)}`;
    type Case = {
      listing: Parameters<typeof createWarehouse>[1];
      body?: Record<string, unknown>;
      kind: string;
      subject: (l: Warehouse) => string;
      line: (l: Warehouse) => string;
      link: (l: Warehouse) => string;
    };
    const cases: Record<string, Case> = {
      approve: {
        listing: { status: 'pending' },
        kind: 'listing_approved',
        subject: (l) => m.mail_listing_approved_subject({ name: l.name }, fr),
        line: (l) => m.mail_listing_approved_body({ name: l.name }, fr),
        link: (l) => `/fr/warehouse/${l.id}`,
      },
      decline: {
        listing: { status: 'pending' },
        body: { reason },
        kind: 'listing_declined',
        subject: (l) => m.mail_listing_declined_subject({ name: l.name }, fr),
        line: () => m.mail_our_reason({ reason }, fr),
        link: () => '/fr/contact',
      },
      pause: {
        listing: { status: 'active' },
        body: { reason },
        kind: 'listing_paused',
        subject: (l) => m.mail_listing_paused_subject({ name: l.name }, fr),
        line: (l) => m.mail_listing_paused_body({ name: l.name }, fr),
        link: () => '/fr/my-warehouses',
      },
      'approve-name': {
        listing: { status: 'active', pendingName: newName() },
        kind: 'listing_name_decision',
        subject: (l) => m.mail_name_approved_subject({ name: l.pendingName! }, fr),
        line: (l) => m.mail_name_approved_body({ name: l.pendingName! }, fr),
        link: () => '/fr/my-warehouses',
      },
      'reject-name': {
        listing: { status: 'active', pendingName: newName() },
        body: { reason },
        kind: 'listing_name_decision',
        subject: (l) => m.mail_name_rejected_subject({ name: l.pendingName! }, fr),
        line: (l) => m.mail_name_rejected_body({ name: l.pendingName!, current: l.name }, fr),
        link: () => '/fr/my-warehouses',
      },
    };

    it.each(Object.entries(cases))(
      '%s: a French owner is written to in French, with links to French pages',
      async (action, c) => {
        const { cookie } = await signedInAdmin(ctx);
        const owner = await createUser(ctx.db, { locale: 'fr' });
        const listing = await createWarehouse(ctx.db, { userId: owner.id, ...c.listing });
        const res = await act(cookie, listing.id, action, {
          expectedUpdatedAt: listing.updatedAt.toISOString(),
          ...c.body,
        });
        expect(res.status).toBe(200);

        const mail = lastMailTo(ctx.mailer.sent, owner.email, c.kind);
        expect(mail.subject).toBe(c.subject(listing));
        expect(mail.text).toContain(c.line(listing));
        expect(linkFrom(mail, c.link(listing)).origin).toBe(ctx.config.siteUrl);
        expect(linkFrom(mail, '/fr/my-warehouses').origin).toBe(ctx.config.siteUrl);
      },
    );
  });

  it('lists pending listings oldest first with every field, owner, photos and age; and pending names', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const day = 86_400_000;
    const { listing: older, owner } = await pendingListing({
      createdAt: new Date(Date.now() - 3 * day - 1000),
      images: ['/media/demo/older-960.webp'],
    });
    const { listing: newer } = await pendingListing({ createdAt: new Date(Date.now() - day / 2) });
    const renamed = await createWarehouse(ctx.db, { pendingName: `Renamed ${newer.id.slice(0, 8)}` });

    const queue = await (await apiClient(ctx, { cookie }).admin.moderation.$get()).json();
    const ids = queue.pending.map((l) => l.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const first = queue.pending.find((l) => l.id === older.id)!;
    expect(first).toMatchObject({
      ageDays: 3,
      owner: { id: owner.id, username: owner.username, email: owner.email },
      photos: [{ url: '/media/demo/older-960.webp', width: null, height: null }],
      description: older.description,
      contactPhones: older.contactPhones,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(queue.pending.find((l) => l.id === newer.id)!.ageDays).toBe(0);
    expect(queue.pendingTotal).toBeGreaterThanOrEqual(2);
    expect(queue.pendingNames.map((l) => l.id)).toContain(renamed.id);
  });

  it('corrects the map pin, within the valid ranges', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const listing = await createWarehouse(ctx.db);
    const expectedUpdatedAt = listing.updatedAt.toISOString();
    const bad = await adminCall(ctx, cookie, `/listings/${listing.id}/coordinates`, {
      method: 'PUT',
      body: { expectedUpdatedAt, latitude: 91, longitude: -79.4 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ latitude: ADMIN_VALIDATION.latitude });

    const res = await adminCall(ctx, cookie, `/listings/${listing.id}/coordinates`, {
      method: 'PUT',
      body: { expectedUpdatedAt, latitude: 43.6532, longitude: -79.3832 },
    });
    expect((await res.json()).listing).toMatchObject({ latitude: 43.6532, longitude: -79.3832 });
    const [entry] = await auditOf(ctx, cookie, 'listing', listing.id);
    expect(entry!.changes.latitude!.after).toBe(43.6532);
  });
});
