import { describe, expect, it } from 'vitest';
import { events, favorites, quoteRequests } from '#db/schema.ts';
import { freshIp, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { apiClient, request, useTestApp } from '#tests/support/app.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';

const DAY = 86_400_000;
const utcDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

describe('listing stats', () => {
  const ctx = useTestApp();

  const view = (warehouseId: string, ip = freshIp()) =>
    requestFrom(ctx, `/api/listing-stats/${warehouseId}/views`, { method: 'POST', ip });

  const statsOf = async (cookie: string) => {
    const res = await apiClient(ctx, { cookie })['listing-stats'].$get();
    expect(res.status).toBe(200);
    return await res.json();
  };

  /** A signed-in owner with one active listing. */
  const ownerWithListing = async (overrides: Parameters<typeof createWarehouse>[1] = {}) => {
    const { user, cookie } = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: user.id, ...overrides });
    return { user, cookie, listing };
  };

  it('answers 30 days, oldest first, ending today (UTC)', async () => {
    const { cookie } = await ownerWithListing();
    const { days } = await statsOf(cookie);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe(utcDay(0));
    expect(days[0]).toBe(utcDay(29 * DAY));
    expect([...days].sort()).toEqual(days);
  });

  it("counts a beacon's view of an active listing on today's counter", async () => {
    const { cookie, listing } = await ownerWithListing();
    const res = await view(listing.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const stats = (await statsOf(cookie)).listings[listing.id]!;
    expect(stats.views.at(-1)).toBe(1);
    expect(stats.totals.views).toBe(1);
  });

  it('ignores a repeat from the same address within 10 minutes, and still answers 204; another address counts', async () => {
    const { cookie, listing } = await ownerWithListing();
    const ip = freshIp();
    expect((await view(listing.id, ip)).status).toBe(204);
    expect((await view(listing.id, ip)).status).toBe(204);
    expect((await view(listing.id, ip)).status).toBe(204);
    expect((await statsOf(cookie)).listings[listing.id]!.totals.views).toBe(1);
    expect((await view(listing.id, freshIp())).status).toBe(204);
    expect((await statsOf(cookie)).listings[listing.id]!.totals.views).toBe(2);
  });

  it('does not count views of a pending, paused or declined listing', async () => {
    const { cookie, user } = await signedInUser(ctx.db);
    const inactive = await Promise.all(
      (['pending', 'paused', 'declined'] as const).map((status) =>
        createWarehouse(ctx.db, { userId: user.id, status }),
      ),
    );
    for (const listing of inactive) expect((await view(listing.id)).status).toBe(204);
    const { listings } = await statsOf(cookie);
    for (const listing of inactive) expect(listings[listing.id]!.totals.views, listing.status).toBe(0);
  });

  it('answers 204 for an unknown listing and 404 for a malformed id, counting nothing', async () => {
    expect((await view('00000000-0000-4000-8000-000000000000')).status).toBe(204);
    expect((await view('not-a-listing')).status).toBe(404);
  });

  it('refuses a beacon from another site', async () => {
    const { cookie, listing } = await ownerWithListing();
    const res = await requestFrom(ctx, `/api/listing-stats/${listing.id}/views`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((await statsOf(cookie)).listings[listing.id]!.totals.views).toBe(0);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const res = await request(ctx, '/api/listing-stats');
    expect(res.status).toBe(401);
  });

  it("lists only the signed-in user's own listings, every status, with zeros where nothing happened", async () => {
    const { cookie, user, listing } = await ownerWithListing();
    const paused = await createWarehouse(ctx.db, { userId: user.id, status: 'paused' });
    const someoneElses = await createWarehouse(ctx.db, { userId: (await createUser(ctx.db)).id });
    const unowned = await createWarehouse(ctx.db);
    await view(someoneElses.id);
    const { listings } = await statsOf(cookie);
    expect(Object.keys(listings).sort()).toEqual([listing.id, paused.id].sort());
    expect(listings[paused.id]).toEqual({
      views: Array(30).fill(0),
      clicks: Array(30).fill(0),
      quotes: Array(30).fill(0),
      favorites: Array(30).fill(0),
      totals: { views: 0, clicks: 0, quotes: 0, favorites: 0 },
    });
    expect(listings[unowned.id]).toBeUndefined();
  });

  it('answers an owner without listings with the days and no listings', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const answer = await statsOf(cookie);
    expect(answer.days).toHaveLength(30);
    expect(answer.listings).toEqual({});
  });

  it('counts card clicks, quote requests and favorites per UTC day, leaving out older ones and other listings', async () => {
    const { cookie, listing } = await ownerWithListing();
    const other = await createWarehouse(ctx.db);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const click = (warehouseId: string, occurredAt: Date, type = 'warehouse_click') => ({
      type,
      warehouseId,
      payload: JSON.stringify({ warehouseId }),
      occurredAt,
    });
    await ctx.db
      .insert(events)
      .values([
        click(listing.id, at(0)),
        click(listing.id, at(0)),
        click(listing.id, at(3)),
        click(listing.id, at(29)),
        click(listing.id, at(31)),
        click(listing.id, at(1), 'favorite_add'),
        click(other.id, at(0)),
      ]);
    const quote = (warehouseId: string, createdAt: Date) => ({
      warehouseId,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 416 555 0100',
      spaceNeeded: 40,
      spaceUnit: 'pallet_positions',
      startDate: utcDay(-14 * DAY),
      storageTerm: 'short-term',
      message: 'Forty pallets of seasonal stock from next month.',
      createdAt,
    });
    await ctx.db
      .insert(quoteRequests)
      .values([quote(listing.id, at(2)), quote(listing.id, at(2)), quote(listing.id, at(40)), quote(other.id, at(2))]);
    const fans = await Promise.all([1, 2, 3].map(() => createUser(ctx.db)));
    await ctx.db.insert(favorites).values([
      { userId: fans[0]!.id, warehouseId: listing.id, createdAt: at(5) },
      { userId: fans[1]!.id, warehouseId: listing.id, createdAt: at(0) },
      { userId: fans[2]!.id, warehouseId: other.id, createdAt: at(0) },
    ]);

    const { days, listings } = await statsOf(cookie);
    const stats = listings[listing.id]!;
    const onDay = (series: number[], daysAgo: number) => series[days.indexOf(utcDay(daysAgo * DAY))];
    expect(onDay(stats.clicks, 0)).toBe(2);
    expect(onDay(stats.clicks, 3)).toBe(1);
    expect(onDay(stats.clicks, 29)).toBe(1);
    expect(stats.totals.clicks).toBe(4);
    expect(onDay(stats.quotes, 2)).toBe(2);
    expect(stats.totals.quotes).toBe(2);
    expect(onDay(stats.favorites, 5)).toBe(1);
    expect(onDay(stats.favorites, 0)).toBe(1);
    expect(stats.totals.favorites).toBe(2);
    for (const metric of ['clicks', 'quotes', 'favorites'] as const) {
      expect(
        stats[metric].reduce((a, b) => a + b, 0),
        metric,
      ).toBe(stats.totals[metric]);
    }
  });
});
