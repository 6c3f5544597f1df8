import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { events } from '#db/schema.ts';
import { createApp } from '#src/server/api/app.ts';
import { createSearchCache } from '#src/server/search/search-cache.ts';
import { createSearchEventLog } from '#src/server/search/search-events.ts';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import { TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';

describe('search answers kept in memory', () => {
  const ctx = useTestApp();
  let clock = 0;
  const withCache = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
    const cache = createSearchCache(ctx.db, { now: () => clock, ...options });
    const searchEvents = createSearchEventLog(ctx.db, { maxDelayMs: 60_000 });
    const app = createApp({ ...ctx.deps, searchCache: cache, searchEvents });
    const search = async (qs: string) => {
      const res = await app.request(`${TEST_SITE_URL}/api/search?${qs}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { total: number; warehouses: { name: string }[] };
    };
    return { cache, searchEvents, search };
  };

  let execute: MockInstance<typeof ctx.db.execute>;
  // A search is one statement through execute() (search-warehouses.ts); places resolve from their own memo.
  let queries: () => number;
  beforeAll(async () => {
    const halifax = await placeCentre(ctx.db, 'Halifax', 'NS');
    await createWarehouse(ctx.db, {
      name: 'Harbour Cold',
      city: 'Halifax',
      stateProvince: 'NS',
      ...northOf(halifax, 3),
    });
    execute = vi.spyOn(ctx.db, 'execute');
    queries = () => execute.mock.calls.length;
  });
  afterEach(() => {
    clock = 0;
  });

  it('answers the same search, however its filters are ordered, with one database query', async () => {
    const { search } = withCache();
    const before = queries();
    const first = await search('query=Halifax&servicesOffered=Storage&servicesOffered=Fulfillment');
    expect(await search('query=Halifax&servicesOffered=Fulfillment&servicesOffered=Storage')).toEqual(first);
    expect(
      await search('servicesOffered=Storage&query=Halifax&servicesOffered=Fulfillment&servicesOffered=Storage'),
    ).toEqual(first);
    expect(queries() - before).toBe(1);
  });

  it('runs one query for identical searches that arrive together', async () => {
    const { search } = withCache();
    const before = queries();
    const answers = await Promise.all(Array.from({ length: 5 }, () => search('query=Halifax&distance=40')));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(queries() - before).toBe(1);
  });

  it('queries again for different parameters', async () => {
    const { search } = withCache();
    const before = queries();
    await search('query=Halifax');
    await search('query=Halifax&distance=50');
    await search('query=Halifax&sort=newest');
    await search('query=Halifax&page=2');
    await search('query=Halifax&storageTermType=short-term');
    expect(queries() - before).toBe(5);
  });

  it('forgets an answer after its time to live', async () => {
    const { search } = withCache({ ttlMs: 20_000 });
    const before = queries();
    await search('query=Halifax');
    clock += 19_999;
    await search('query=Halifax');
    expect(queries() - before).toBe(1);
    clock += 1;
    await search('query=Halifax');
    expect(queries() - before).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { search } = withCache({ maxEntries: 2 });
    const before = queries();
    await search('query=Halifax&distance=10');
    await search('query=Halifax&distance=20');
    await search('query=Halifax&distance=10');
    await search('query=Halifax&distance=30');
    expect(queries() - before).toBe(3);
    await search('query=Halifax&distance=10');
    expect(queries() - before).toBe(3);
    await search('query=Halifax&distance=20');
    expect(queries() - before).toBe(4);
  });

  it('shows a listing written after invalidate(), and only after it', async () => {
    const { cache, search } = withCache();
    const halifax = await placeCentre(ctx.db, 'Halifax', 'NS');
    const before = await search('query=Halifax&distance=10');
    await createWarehouse(ctx.db, {
      name: 'Harbour Dry',
      city: 'Halifax',
      stateProvince: 'NS',
      ...northOf(halifax, 2),
    });
    expect(await search('query=Halifax&distance=10')).toEqual(before);
    cache.invalidate();
    const after = await search('query=Halifax&distance=10');
    expect(after.total).toBe(before.total + 1);
    expect(after.warehouses.map((w) => w.name)).toContain('Harbour Dry');
  });

  it('does not keep an answer whose query started before invalidate()', async () => {
    const cache = createSearchCache(ctx.db, { now: () => clock });
    const params = searchParamsSchema.parse({ query: 'Halifax', distance: '20', sort: 'newest' });
    const before = queries();
    const running = cache.search(params);
    cache.invalidate();
    const late = cache.search(params);
    await Promise.all([running, late]);
    expect(queries() - before).toBe(2);
    await cache.search(params);
    expect(queries() - before).toBe(2);

    const other = { ...params, distance: 40 };
    const unkept = cache.search(other);
    cache.invalidate();
    await unkept;
    await cache.search(other);
    expect(queries() - before).toBe(4);
  });

  it('keeps no failed answer', async () => {
    const cache = createSearchCache(ctx.db, { now: () => clock });
    const params = searchParamsSchema.parse({ query: 'Halifax', distance: '50', sort: 'size_asc' });
    execute.mockRejectedValueOnce(new Error('connection lost'));
    await expect(cache.search(params)).rejects.toThrow('connection lost');
    expect((await cache.search(params)).total).toBeGreaterThan(0);
  });

  it('records every search as an event, answered from memory or not', async () => {
    const { search, searchEvents } = withCache();
    const recorded = async () =>
      (await ctx.db.select().from(events).where(eq(events.type, 'search'))).filter((e) =>
        e.payload.includes('"query":"Halifax, NS"'),
      ).length;
    await Promise.all([search('query=Halifax%2C+NS'), search('query=Halifax%2C+NS')]);
    await search('query=Halifax%2C+NS');
    await searchEvents.flush();
    expect(await recorded()).toBe(3);
  });
});
