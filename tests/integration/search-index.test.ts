import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { watchListingsVersion } from '#db/listings-version.ts';
import { warehouses } from '#db/schema.ts';
import { ListingIndex } from '#src/server/search/listing-index.ts';
import { searchPoints, searchWarehouses } from '#src/server/search/search-warehouses.ts';
import type { MapPointsAnswer } from '#src/server/answers/search.ts';
import { CERTIFICATIONS, SERVICES, STORAGE_TERM_TYPES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createUser, createWarehouse, verifyBusiness } from '#tests/support/factories.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';
import { seededRandom } from '#tests/support/random.ts';

/** Searches read as a link would give them: the index must answer each exactly as the database does. */
const SEARCHES = [
  '',
  'sort=newest',
  'sort=size_desc&page=2',
  'sort=size_asc',
  'page=3',
  'limit=5&page=4',
  'query=Toronto',
  'query=Toronto&distance=10',
  'query=Toronto&distance=50&sort=size_asc',
  'query=Toronto&distance=50&sort=newest&page=2',
  'query=Toronto&storageTypesOffered=Cold+Storage',
  'query=Toronto&storageTypesOffered=Cold+Storage&storageTypesOffered=Dry+Storage&distance=40',
  'query=Toronto&servicesOffered=Storage&servicesOffered=Distribution',
  'query=Toronto&storageTermType=short-term',
  'query=Toronto&storageTermType=both&sort=size_desc',
  'query=Toronto%2C+Mississauga%2C+ON&distance=20',
  'query=Toronto%2C+Montreal&distance=50&page=2',
  'query=Montreal&distance=40',
  'query=Reno%2C+NV&distance=30',
  'query=Ontario',
  'query=Ontario&sort=newest&storageTypesOffered=Bulk+Storage',
  'query=Canada&page=2',
  'query=Nevada&storageTermType=long-term',
  'query=Quebec&servicesOffered=Storage',
  'ownerVerified=1',
  'ownerVerified=1&sort=size_desc',
  'query=Toronto&distance=50&ownerVerified=1',
  'query=Ontario&ownerVerified=true&storageTermType=long-term',
  // The map's box ("Search this area"): alone, with a place (distances and order), a region, filters, pages.
  'bbox=-79.6,43.4,-79.2,43.9',
  'query=Toronto&bbox=-79.6,43.4,-79.2,43.9',
  'query=Toronto&bbox=-79.5,43.6,-79.3,43.8&storageTypesOffered=Cold+Storage&sort=size_desc',
  'query=Ontario&bbox=-80,43,-79,44&servicesOffered=Storage',
  'query=Toronto%2C+Montreal&bbox=-80,43,-73,46&page=2',
  'bbox=-125,30,-60,60&sort=newest&storageTermType=long-term',
  // Across the antimeridian: everything west of -60° and east of 170°.
  'bbox=170,30,-60,60&limit=50',
  // The buyer's need (src/shared/search-need.ts): each filter, the space tiers, the price sort, with a place and without.
  'space=200',
  'space=200&sort=size_desc',
  'query=Toronto&distance=50&space=300&spaceUnit=pallet_positions',
  'query=Toronto&distance=50&space=8000&spaceUnit=square_feet&sort=newest',
  'query=Ontario&space=100&sort=price_asc',
  'availableBy=2026-12-15',
  'query=Toronto&distance=50&availableBy=2027-01-31&sort=size_asc',
  'maxPrice=12',
  'maxPrice=10&spaceUnit=square_feet&sort=price_asc',
  'query=Toronto%2C+Montreal&distance=50&maxPrice=14&sort=price_asc',
  'sort=price_asc&page=2',
  'sort=price_asc&spaceUnit=square_feet',
  'minDockDoors=4',
  'query=Toronto&distance=50&minDockDoors=2&minClearHeight=24',
  'minClearHeight=28&sort=newest',
  'certifications=Organic',
  'certifications=Food+Grade+%2F+FDA-Registered&certifications=Hazmat',
  'query=Canada&certifications=C-TPAT&space=50&availableBy=2027-03-01&termMonths=6',
];

describe('the search index', () => {
  const ctx = useTestApp();
  let index: ListingIndex;
  const version = () => watchListingsVersion(ctx.handle).current();

  beforeAll(async () => {
    const centres = [
      { city: 'Toronto', stateProvince: 'ON', country: 'Canada', at: await placeCentre(ctx.db, 'Toronto', 'ON') },
      {
        city: 'Mississauga',
        stateProvince: 'ON',
        country: 'Canada',
        at: await placeCentre(ctx.db, 'Mississauga', 'ON'),
      },
      { city: 'Montréal', stateProvince: 'QC', country: 'Canada', at: await placeCentre(ctx.db, 'Montréal', 'QC') },
      { city: 'Reno', stateProvince: 'NV', country: 'United States', at: await placeCentre(ctx.db, 'Reno', 'NV') },
    ];
    const rand = seededRandom(11);
    const some = <T>(list: readonly T[], max: number) => list.filter(() => rand() < max / list.length);
    const statuses = ['active', 'active', 'active', 'active', 'paused', 'pending'] as const;
    const sameMoment = new Date('2026-06-01T12:00:00Z');
    // Two owners: only the one whose business an admin checked makes a listing "Owner verified".
    const owner = await createUser(ctx.db);
    await verifyBusiness(ctx.db, owner.id);
    const unverifiedOwner = await createUser(ctx.db);
    // Confirmed from today to 200 days ago: about half are stale and rank after the fresher ones.
    const confirmedDaysAgo = () => Math.floor(rand() * 200);
    // Each fact stated by some listings only, with ties, so every need filter, tier and price order is compared.
    const maybe = <T>(chance: number, value: () => T) => (rand() < chance ? value() : null);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    for (let i = 0; i < 160; i++) {
      const centre = centres[i % centres.length]!;
      const located = i % 23 !== 0;
      await createWarehouse(ctx.db, {
        name: `Indexed ${i}`,
        city: centre.city,
        stateProvince: centre.stateProvince,
        country: centre.country,
        ...(located
          ? northOf({ ...centre.at, longitude: centre.at.longitude + (rand() - 0.5) * 0.6 }, (rand() - 0.5) * 110)
          : { latitude: null, longitude: null }),
        squareFeet: rand() < 0.15 ? null : 1000 * (1 + Math.floor(rand() * 20)),
        storageType: some(STORAGE_TYPES, 2),
        servicesOffered: some(SERVICES, 4),
        storageTermType: STORAGE_TERM_TYPES[Math.floor(rand() * 3)]!,
        isPaid: rand() < 0.2,
        status: statuses[i % statuses.length]!,
        // Ties on the update time, broken by id in both answers.
        ...(i % 5 === 0 ? { updatedAt: sameMoment } : {}),
        availabilityConfirmedAt: new Date(Date.now() - confirmedDaysAgo() * 86_400_000),
        userId: pick([owner.id, unverifiedOwner.id, null]),
        spaceAvailablePallets: maybe(0.6, () => pick([0, 50, 100, 300, 300, 1200])),
        spaceAvailableSqFt: maybe(0.5, () => pick([500, 5000, 8000, 8000, 20000])),
        availableFrom: maybe(0.5, () => pick(['2026-11-01', '2026-12-15', '2027-01-31', '2027-06-01'])),
        pricePerPalletMonth: maybe(0.5, () => pick([6, 9.5, 12, 12, 14.25])),
        pricePerSqFtYear: maybe(0.4, () => pick([6.5, 8, 10, 10, 18])),
        dockDoors: maybe(0.6, () => pick([0, 1, 2, 4, 8, 12])),
        clearHeightFt: maybe(0.5, () => pick([16, 20, 24, 28, 32, 36])),
        certifications: some(CERTIFICATIONS, 1.5),
      });
    }
    // Offered twice, as an admin's typing can leave it: the database's facets count it twice.
    await createWarehouse(ctx.db, {
      name: 'Indexed Repeats',
      ...northOf(centres[0]!.at, 4),
      storageType: ['Cold Storage', 'Cold Storage', 'Dry Storage'],
      servicesOffered: ['Storage', 'Storage', 'Fulfillment'],
    });
    // A microsecond apart: finer than a JavaScript Date, still ordered as the database orders it.
    await ctx.db.execute(
      sql`update warehouses set updated_at = updated_at + interval '1 microsecond' where name like 'Indexed 1%0'`,
    );
    index = await new ListingIndex(ctx.db).atLeast(await version());
  });

  it.each(SEARCHES)('answers ?%s exactly as the database does', async (query) => {
    const params = searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const fromDatabase = await searchWarehouses(ctx.db, params);
    // Every search of the table finds something, so the comparison covers order and distances too.
    expect(fromDatabase.warehouses.length).toBeGreaterThan(0);
    expect(await searchWarehouses(ctx.db, params, index)).toEqual(fromDatabase);
  });

  it.each(SEARCHES.filter((q) => !q.includes('page=')))(
    'gives the map every match of ?%s as a point, as the database does',
    async (query) => {
      const params = searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const sorted = (answer: MapPointsAnswer) => [...answer.points].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      const fromDatabase = await searchPoints(ctx.db, params);
      const fromIndex = await searchPoints(ctx.db, params, index);
      expect(sorted(fromIndex)).toEqual(sorted(fromDatabase));
      // Every located match, and only those: listings without coordinates are not on the map.
      const located = (await searchWarehouses(ctx.db, { ...params, limit: 50 }, index)).total;
      expect(fromIndex.total).toBe(located);
      expect(fromIndex.points.length).toBeLessThanOrEqual(located);
    },
  );

  it('answers links with repeated filters exactly as the database does', async () => {
    const params = searchParamsSchema.parse({
      query: 'Toronto',
      distance: '50',
      storageTypesOffered: ['Cold Storage', 'Dry Storage', 'Bulk Storage'],
      servicesOffered: ['Storage', 'Fulfillment'],
    });
    expect(await searchWarehouses(ctx.db, params, index)).toEqual(await searchWarehouses(ctx.db, params));
  });

  it('catches up with listings written, paused and deleted since, reading only those', async () => {
    const toronto = await placeCentre(ctx.db, 'Toronto', 'ON');
    const params = searchParamsSchema.parse({ query: 'Toronto', distance: '50', limit: '50' });
    const names = async () =>
      (await searchWarehouses(ctx.db, params, await index.atLeast(await version()))).warehouses.map((w) => w.name);

    await createWarehouse(ctx.db, { name: 'Indexed Newcomer', ...northOf(toronto, 1), isPaid: true });
    expect(await names()).toContain('Indexed Newcomer');
    await ctx.db.update(warehouses).set({ status: 'paused' }).where(eq(warehouses.name, 'Indexed Newcomer'));
    expect(await names()).not.toContain('Indexed Newcomer');
    await ctx.db.update(warehouses).set({ status: 'active' }).where(eq(warehouses.name, 'Indexed Newcomer'));
    expect(await names()).toContain('Indexed Newcomer');
    await ctx.db.delete(warehouses).where(eq(warehouses.name, 'Indexed Newcomer'));
    expect(await names()).not.toContain('Indexed Newcomer');
    expect(index.listings.size).toBe(
      (await ctx.db.select().from(warehouses).where(eq(warehouses.status, 'active'))).length,
    );
  });

  it('starts again from the table when it is emptied', async () => {
    await ctx.db.execute(sql`truncate warehouses cascade`);
    await createWarehouse(ctx.db, { name: 'Indexed After Truncate' });
    await index.atLeast(await version());
    expect([...index.listings.values()].map((l) => l.id)).toHaveLength(1);
    const params = searchParamsSchema.parse({ query: 'Toronto' });
    expect((await searchWarehouses(ctx.db, params, index)).warehouses.map((w) => w.name)).toEqual([
      'Indexed After Truncate',
    ]);
  });
});
