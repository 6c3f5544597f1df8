import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '#src/client/answers.ts';
import { contactInquiries, events } from '#db/schema.ts';
import { contactInquiryBody, createUser, createWarehouse } from '#tests/support/factories.ts';
import { apiClient, useTestApp } from '#tests/support/app.ts';
import { signedInAdmin } from '#tests/support/admin.ts';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe('admin overview, audit and builds', () => {
  const ctx = useTestApp();

  const overview = async (cookie: string) => (await apiClient(ctx, { cookie }).admin.overview.$get()).json();

  it('counts by status and by 7 and 30 days, charts 30 days, ranks places and clicked warehouses', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const before = await overview(cookie);

    await createUser(ctx.db, { createdAt: daysAgo(10) });
    await createUser(ctx.db, { createdAt: daysAgo(45) });
    const popular = await createWarehouse(ctx.db, { name: 'Popular Depot' });
    const quiet = await createWarehouse(ctx.db, { name: 'Quiet Depot', status: 'paused', pausedBy: 'owner' });
    const waiting = await createWarehouse(ctx.db, { name: 'Waiting Depot', status: 'pending', createdAt: daysAgo(5) });
    const { firstName, lastName, email, phone, inquiryType, message } = contactInquiryBody();
    await ctx.db
      .insert(contactInquiries)
      .values({ firstName, lastName, email, phone, inquiryType, message, createdAt: daysAgo(2) });

    const search = (name: string, province: string, at: Date) => ({
      type: 'search',
      payload: JSON.stringify({ query: name, place: { name, province, country: 'CA' } }),
      occurredAt: at,
    });
    await ctx.db.insert(events).values([
      search('Toronto', 'ON', daysAgo(1)),
      search('Toronto', 'ON', daysAgo(12)),
      search('Montréal', 'QC', daysAgo(3)),
      search('Vancouver', 'BC', daysAgo(40)),
      { type: 'search', payload: JSON.stringify({ query: 'cold storage', place: null }), occurredAt: daysAgo(1) },
      ...[1, 2, 20].map((n) => ({
        type: 'warehouse_click',
        payload: '{}',
        warehouseId: popular.id,
        occurredAt: daysAgo(n),
      })),
      { type: 'warehouse_click', payload: '{}', warehouseId: quiet.id, occurredAt: daysAgo(4) },
    ]);

    const now = await overview(cookie);
    expect(now.listingsByStatus.active - before.listingsByStatus.active).toBe(1);
    expect(now.listingsByStatus.paused - before.listingsByStatus.paused).toBe(1);
    expect(now.listingsByStatus.pending - before.listingsByStatus.pending).toBe(1);
    expect(now.totalUsers - before.totalUsers).toBe(2);

    const delta = (key: keyof AdminOverview['recent']) => ({
      last7Days: now.recent[key].last7Days - before.recent[key].last7Days,
      last30Days: now.recent[key].last30Days - before.recent[key].last30Days,
    });
    expect(delta('newUsers')).toEqual({ last7Days: 0, last30Days: 1 });
    expect(delta('newListings')).toEqual({ last7Days: 3, last30Days: 3 });
    expect(delta('contactInquiries')).toEqual({ last7Days: 1, last30Days: 1 });
    expect(delta('searches')).toEqual({ last7Days: 3, last30Days: 4 });
    expect(delta('cardClicks')).toEqual({ last7Days: 3, last30Days: 4 });

    expect(now.daily).toHaveLength(30);
    expect(now.daily.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    const tenDaysAgo = now.daily.find((d) => d.day === daysAgo(10).toISOString().slice(0, 10))!;
    expect(tenDaysAgo.newUsers).toBeGreaterThanOrEqual(1);
    expect(now.daily.reduce((sum, d) => sum + d.cardClicks, 0)).toBe(now.recent.cardClicks.last30Days);

    expect(now.topSearchedPlaces.slice(0, 2)).toEqual([
      { name: 'Toronto', province: 'ON', country: 'CA', searches: 2 },
      { name: 'Montréal', province: 'QC', country: 'CA', searches: 1 },
    ]);
    expect(now.topSearchedPlaces.map((p) => p.name)).not.toContain('Vancouver');
    expect(now.topClickedWarehouses.slice(0, 2)).toEqual([
      { id: popular.id, name: 'Popular Depot', clicks: 3 },
      { id: quiet.id, name: 'Quiet Depot', clicks: 1 },
    ]);
    expect(now.waitingForReview.find((w) => w.id === waiting.id)).toMatchObject({ name: 'Waiting Depot', ageDays: 5 });
  });

  it('queues a rebuild, shows the build states and audits who asked', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    const adminApi = apiClient(ctx, { cookie }).admin;
    const res = await adminApi.builds.$post();
    expect(res.status).toBe(202);
    const { builds } = await res.json();
    expect(builds[0]).toMatchObject({ status: 'queued', requestedBy: admin.id, logTail: null });

    const listed = await (await adminApi.builds.$get()).json();
    expect(listed.builds[0]!.id).toBe(builds[0]!.id);

    const audit = await (await adminApi.audit.$get({ query: { entityType: 'site' } })).json();
    expect(audit.entries[0]).toMatchObject({ action: 'site.rebuild', actorId: admin.id, actorName: admin.username });
  });

  it('pages through the audit log newest first', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const { admin } = apiClient(ctx, { cookie });
    for (let i = 0; i < 3; i++) await admin.builds.$post();
    const first = await (await admin.audit.$get({ query: { pageSize: '2' } })).json();
    const second = await (await admin.audit.$get({ query: { pageSize: '2', page: '2' } })).json();
    expect(first.entries).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.entries[0]!.id).toBeGreaterThan(first.entries[1]!.id);
    expect(first.entries[1]!.id).toBeGreaterThan(second.entries[0]!.id);
  });
});
