import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testClient } from 'hono/testing';
import { warehouses } from '#db/schema.ts';
import { createApp } from '#src/server/api/app.ts';
import { createSearchCache } from '#src/server/search/search-cache.ts';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import { useTestApp, queryOf } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';

describe('search answers kept in memory', () => {
  const ctx = useTestApp();
  const withCache = (options: { maxEntries?: number } = {}) => {
    const cache = createSearchCache(ctx.handle, options);
    const app = createApp({ ...ctx.deps, searchCache: cache });
    const search = async (qs: string) => {
      const res = await testClient(app).api.search.$get({ query: queryOf(qs) });
      expect(res.status).toBe(200);
      return await res.json();
    };
    return { cache, search };
  };

  /** An active listing `km` north of Halifax's centre. */
  const harbour = async (name: string, km: number) =>
    createWarehouse(ctx.db, {
      name,
      city: 'Halifax',
      stateProvince: 'NS',
      ...northOf(await placeCentre(ctx.db, 'Halifax', 'NS'), km),
    });

  beforeAll(async () => {
    await harbour('Harbour Cold', 3);
  });
  it('answers the same search, however its filters are ordered, with one database query', async () => {
    const { cache, search } = withCache();
    const first = await search('query=Halifax&servicesOffered=Storage&servicesOffered=Fulfillment');
    expect(await search('query=Halifax&servicesOffered=Fulfillment&servicesOffered=Storage')).toEqual(first);
    expect(
      await search('servicesOffered=Storage&query=Halifax&servicesOffered=Fulfillment&servicesOffered=Storage'),
    ).toEqual(first);
    expect(cache.counts.workedOut).toBe(1);
  });

  it('runs one query for identical searches that arrive together', async () => {
    const { cache, search } = withCache();
    const answers = await Promise.all(Array.from({ length: 5 }, () => search('query=Halifax&distance=40')));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(cache.counts.workedOut).toBe(1);
  });

  it('queries again for different parameters', async () => {
    const { cache, search } = withCache();
    await search('query=Halifax');
    await search('query=Halifax&distance=50');
    await search('query=Halifax&sort=newest');
    await search('query=Halifax&page=2');
    await search('query=Halifax&storageTermType=short-term');
    expect(cache.counts.workedOut).toBe(5);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { cache, search } = withCache({ maxEntries: 2 });
    await search('query=Halifax&distance=10');
    await search('query=Halifax&distance=20');
    await search('query=Halifax&distance=10');
    await search('query=Halifax&distance=30');
    expect(cache.counts.workedOut).toBe(3);
    await search('query=Halifax&distance=10');
    expect(cache.counts.workedOut).toBe(3);
    await search('query=Halifax&distance=20');
    expect(cache.counts.workedOut).toBe(4);
  });

  it('shows a listing written straight into the database in the very next search', async () => {
    const { search } = withCache();
    const before = await search('query=Halifax&distance=10');
    expect(await search('query=Halifax&distance=10')).toEqual(before);
    // As a seed, a migration or another server would: nothing in this process is told.
    await harbour('Harbour Dry', 2);
    const after = await search('query=Halifax&distance=10');
    expect(after.total).toBe(before.total + 1);
    expect(after.warehouses.map((w) => w.name)).toContain('Harbour Dry');
  });

  it('never answers with a listing that stopped being active, whoever changed it', async () => {
    const { search } = withCache();
    await harbour('Harbour Paused', 1);
    await harbour('Harbour Deleted', 1.5);
    const names = async () => (await search('query=Halifax&distance=20')).warehouses.map((w) => w.name);
    expect(await names()).toEqual(expect.arrayContaining(['Harbour Paused', 'Harbour Deleted']));

    await ctx.db.update(warehouses).set({ status: 'paused' }).where(eq(warehouses.name, 'Harbour Paused'));
    expect(await names()).not.toContain('Harbour Paused');
    await ctx.db.delete(warehouses).where(eq(warehouses.name, 'Harbour Deleted'));
    expect(await names()).not.toContain('Harbour Deleted');
  });

  it('keeps its answers when a transaction that wrote listings rolls back', async () => {
    const { cache, search } = withCache();
    await search('query=Halifax&distance=30');
    const before = cache.counts.workedOut;
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(warehouses).set({ status: 'paused' }).where(eq(warehouses.name, 'Harbour Cold'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const answer = await search('query=Halifax&distance=30');
    expect(cache.counts.workedOut).toBe(before);
    expect(answer.warehouses.map((w) => w.name)).toContain('Harbour Cold');
  });

  it('keeps no failed answer', async () => {
    const cache = createSearchCache(ctx.handle);
    const params = searchParamsSchema.parse({ query: 'Halifax', distance: '50', sort: 'size_asc' });
    // The first search loads the search index with execute(): the database goes away meanwhile.
    vi.spyOn(ctx.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    await expect(cache.search(params)).rejects.toThrow('connection lost');
    expect((await cache.search(params)).total).toBeGreaterThan(0);
  });
});
